/**
 * 油站分销商 (/settlement/site-distributor; spec 002 §7 "Fleet combo, site distributor": page, batchUpdate): the site
 * distributors with the combo each settles by; the selected rows get one settlement combo (chosen among the combos)
 * after a confirmation naming them, sent once on the command machine.
 */
import '@/i18n/agents-namespace';
import '@/i18n/resources-namespace';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Intent } from '@blueprintjs/core';
import { requireResource } from '@services/resources/registry';
import { permitted } from '@services/resources/permissions';
import * as api from '@services/api/agents/partners';
import { listOf } from '@services/api/fleets/calls';
import { FormCommandDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { useInvalidate } from '@/components/query-client';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ListApi, ScreenSlots } from '@/screens/resource/screen-slots';
import { ChoiceSelect } from '@/screens/fleets/fleet-filters';

const FAMILY = requireResource(api.SITE_DISTRIBUTOR);
const COMBOS = 'fleet-settlement-combo';

interface ComboWrite {
  ids: string[];
  names: string[];
  comboId: string;
  comboName: string;
}

const nameOf = (r: Record<string, unknown>) => displayText(r.siteName) || displayText(r.distributorName) || displayText(r.id);

function ComboDialog({ list, onClose }: { list: ListApi; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const invalidate = useInvalidate();
  const rows = list.selectedRows();
  const [comboId, setComboId] = useState('');
  const combos = useRequest([COMBOS, 'choices'], (signal) => listOf(COMBOS, { current: 1, size: 100 }, signal));
  const choices =
    combos.status === 'done' ? combos.data.records.map((c): [string, string] => [displayText(c.id), displayText(c.comboName)]) : [];
  const command = useCommand<ComboWrite>({
    send: (w, key) => api.batchUpdateCombo(w.ids, w.comboId, key),
    verify: async (w, _startedAt, signal) => {
      const page = await listOf(api.SITE_DISTRIBUTOR, { current: 1, size: 200 }, signal);
      const done = w.ids.every((id) => page.records.some((r) => displayText(r.id) === id && displayText(r.comboId) === w.comboId));
      return done ? { found: true, record: { ids: w.ids } } : { found: false };
    },
    onDone: (_r, w) => {
      notifySuccess(t('distributor.done', { count: w.ids.length }));
      void invalidate([api.SITE_DISTRIBUTOR]);
      list.refresh();
      onClose();
    },
  });
  const busy = command.step !== 'idle';
  const next = () =>
    command.request({
      ids: rows.map((r) => displayText(r.id)),
      names: rows.map(nameOf),
      comboId,
      comboName: choices.find(([c]) => c === comboId)?.[1] ?? comboId,
    });
  return (
    <FormCommandDialog
      title={t('distributor.title')}
      command={command}
      nextDisabled={!comboId}
      onNext={next}
      onCancel={onClose}
      confirm={(w) => ({
        title: t('distributor.confirmTitle'),
        intent: Intent.PRIMARY,
        confirmText: t('distributor.confirm'),
        request: { url: `${FAMILY.actions[0]!.path}?ids=${w.ids.join(',')}&comboId=${w.comboId}`, payload: undefined },
        children: <p>{t('distributor.text', { count: w.ids.length, names: w.names.join('、'), combo: w.comboName })}</p>,
      })}
    >
      <FormField label={t('distributor.combo')} id="distributor-combo" required>
        {(control) => (
          <ChoiceSelect
            {...control}
            fill
            choices={choices}
            placeholder={t('distributor.chooseCombo')}
            value={comboId}
            disabled={busy}
            onChange={setComboId}
          />
        )}
      </FormField>
    </FormCommandDialog>
  );
}

export function SiteDistributorPage() {
  const { t } = useTranslation('agents');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [open, setOpen] = useState<ListApi | null>(null);
  const slots = useMemo<ScreenSlots>(
    () => ({
      ownActions: true,
      toolbar: (list) =>
        permitted(buttons, FAMILY.permission, 'batchUpdate') ? (
          <Button
            icon="edit"
            text={t('distributor.batch')}
            disabled={list.selection.length === 0}
            title={list.selection.length === 0 ? t('distributor.needSelection') : undefined}
            onClick={() => setOpen(list)}
          />
        ) : null,
    }),
    [buttons, t],
  );
  return (
    <>
      <ResourceListPage definition={FAMILY} slots={slots} />
      {open && <ComboDialog list={open} onClose={() => setOpen(null)} />}
    </>
  );
}
