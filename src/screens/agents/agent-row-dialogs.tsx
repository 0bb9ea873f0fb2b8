/**
 * The dialogs of an agent row: 查看 (GET /api/admin/agent/{id} with the agent's sites), 删除 (POST /api/agent/agent/remove,
 * refused by the backend while second-level agents work under it), 重新提交 of a rejected agent (POST
 * /api/agent/agent/submit: 待审核 again) and 返佣说明 (the agent's own record, GET /api/agent/agent/detail, saved by
 * updateRatioExplain); and the toolbar's 激活代理 (activateProxy by code) and 返佣比例说明
 * (explanationCommissionRebateRatio). Each write is one command, confirmed in words.
 */
import '@/i18n/agents-namespace';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner, TextArea } from '@blueprintjs/core';
import * as api from '@services/api/agents/calls';
import { AGENT_AUDIT, basisPointsToPercent, percentToBasisPoints } from '@services/api/agents/rules';
import { CommandDialog } from '@/components/command-dialog';
import { FactsPanel } from '@/components/facts-panel';
import { FormCommandDialog } from '@/components/form-dialog';
import { FormField, TextField } from '@/components/form-field';
import { useInvalidate } from '@/components/query-client';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { listOf } from '@services/api/fleets/calls';
import { madeSince } from '@services/api/fields';
import { agentOrNull, findAgentWrite, foundRow, type Row } from './agent-commands';
import { AGENT_KEYS } from './agent-dialog';
import '@/components/components.css';

function Loading({ state }: { state: { status: string } }) {
  const { t } = useTranslation('agents');
  return state.status === 'failed' ? (
    <Callout intent={Intent.WARNING} role="alert">
      {t('common.loadFailed')}
    </Callout>
  ) : (
    <Spinner size={30} aria-label={t('common.loading')} />
  );
}

/** 查看: the platform's record of the agent and its sites. */
export function AgentDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const record = useRequest([api.ADMIN_AGENT, 'record', id], (signal) => api.adminAgent(id, signal));
  const sites = useRequest([api.AGENT_SITE, id], (signal) => api.sitesOf(api.AGENT_SITE, { agentId: id }, signal));
  const a = record.status === 'done' ? record.data : null;
  const siteNames = sites.status === 'done' ? sites.data.map((r) => displayText(r.siteName) || displayText(r.siteId)) : [];
  return (
    <Dialog isOpen title={t('detail.title')} icon="person" onClose={onClose} className="fc-dialog-narrow">
      <DialogBody>
        {a ? (
          <FactsPanel
            label={t('detail.title')}
            namedValues
            items={[
              [t('field.agentName'), displayText(a.agentName)],
              [t('field.contactName'), displayText(a.contactName)],
              [t('field.phone'), displayText(a.phone)],
              [t('field.agentLevel'), t(`level.${displayText(a.agentLevel)}`, { defaultValue: displayText(a.agentLevel) })],
              displayText(a.parentAgentName) !== '' && [t('field.parentAgent'), displayText(a.parentAgentName)],
              [t('field.ratio'), `${basisPointsToPercent(a.ratio)}%`],
              [t('field.auditStatus'), t(`audit.${displayText(a.auditStatus)}`, { defaultValue: displayText(a.auditStatus) })],
              [t('field.activationCode'), displayText(a.activationCode)],
              [t('field.sites'), sites.status === 'done' ? siteNames.join('、') || t('detail.noSites') : t('common.loading')],
            ]}
          />
        ) : (
          <Loading state={record} />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('common.close')} onClick={onClose} />} />
    </Dialog>
  );
}

interface Named {
  id: string;
  name: string;
}

/** 删除 and 重新提交 of agent rows: ask(row) starts the confirmation; `dialog` is rendered by the page. */
export function useAgentRowCommands() {
  const { t } = useTranslation('agents');
  const invalidate = useInvalidate();
  const refresh = () => void invalidate(...AGENT_KEYS);
  const remove = useCommand<Named>({
    send: (w, key) => api.removeAgents([w.id], key),
    verify: async (w, _s, signal) => ((await agentOrNull(w.id, signal)) ? { found: false } : { found: true, record: { id: w.id } }),
    onDone: () => {
      notifySuccess(t('remove.done'));
      refresh();
    },
  });
  const resubmit = useCommand<Named & { record: Row }>({
    send: (w, key) => api.resubmitAgent(w.record, key),
    verify: (w, startedAt, signal) => findAgentWrite(w.id, { auditStatus: AGENT_AUDIT.pending }, startedAt, signal),
    onDone: () => {
      notifySuccess(t('resubmit.done'));
      refresh();
    },
  });
  const named = (row: Row): Named => ({ id: displayText(row.id), name: displayText(row.agentName) });
  const dialog = (
    <>
      <CommandDialog
        command={remove}
        title={t('remove.title')}
        icon="trash"
        intent={Intent.DANGER}
        confirmText={t('remove.confirm')}
        request={
          remove.payload
            ? { url: `${api.agentPath(api.AGENT, 'remove')}?ids=${encodeURIComponent(remove.payload.id)}`, payload: undefined }
            : null
        }
      >
        {remove.payload ? <p>{t('remove.text', { name: remove.payload.name })}</p> : null}
      </CommandDialog>
      <CommandDialog
        command={resubmit}
        title={t('resubmit.title')}
        icon="refresh"
        intent={Intent.PRIMARY}
        confirmText={t('resubmit.confirm')}
        request={resubmit.payload ? { url: api.agentPath(api.AGENT, 'submit'), payload: resubmit.payload.record } : null}
      >
        {resubmit.payload ? <p>{t('resubmit.text', { name: resubmit.payload.name })}</p> : null}
      </CommandDialog>
    </>
  );
  return {
    remove: (row: Row) => remove.request(named(row)),
    resubmit: (row: Row) => resubmit.request({ ...named(row), record: row }),
    dialog,
  };
}

interface RatioWrite {
  id: string;
  name: string;
  ratio: number;
  ratioExplain: string;
}

/** 返佣说明: the agent's ratio and its explanation, read from the agent's own record and saved by updateRatioExplain. */
export function RatioDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const record = useRequest([api.AGENT, 'detail', id], (signal) => api.agentDetail(id, signal));
  return record.status === 'done' ? (
    <RatioForm agent={record.data} onClose={onClose} />
  ) : (
    <Dialog isOpen title={t('ratio.title')} onClose={onClose} className="fc-dialog-narrow">
      <DialogBody>
        <Loading state={record} />
      </DialogBody>
    </Dialog>
  );
}

function RatioForm({ agent, onClose }: { agent: Row; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const invalidate = useInvalidate();
  const [ratio, setRatio] = useState(basisPointsToPercent(agent.ratio));
  const [explain, setExplain] = useState(displayText(agent.ratioExplain));
  const [tried, setTried] = useState(false);
  const bp = percentToBasisPoints(ratio);
  const command = useCommand<RatioWrite>({
    send: (w, key) => api.updateRatioExplain({ id: w.id, ratio: w.ratio, ratioExplain: w.ratioExplain }, key),
    verify: (w, startedAt, signal) => findAgentWrite(w.id, { ratio: w.ratio, ratioExplain: w.ratioExplain }, startedAt, signal),
    onDone: () => {
      notifySuccess(t('ratio.done'));
      void invalidate(...AGENT_KEYS);
      onClose();
    },
  });
  const busy = command.step !== 'idle';
  const next = () => {
    setTried(true);
    if (bp === null) return;
    command.request({ id: displayText(agent.id), name: displayText(agent.agentName), ratio: bp, ratioExplain: explain.trim() });
  };
  return (
    <FormCommandDialog
      title={t('ratio.title')}
      icon="percentage"
      command={command}
      onNext={next}
      onCancel={onClose}
      confirm={(w) => ({
        title: t('ratio.confirmTitle'),
        icon: 'percentage',
        intent: Intent.PRIMARY,
        confirmText: t('ratio.confirm'),
        lines: [
          [t('field.ratio'), `${basisPointsToPercent(w.ratio)}%`],
          [t('field.ratioExplain'), w.ratioExplain || t('common.none')],
        ],
        request: {
          url: api.agentPath(api.AGENT, 'updateRatioExplain'),
          payload: { id: w.id, ratio: w.ratio, ratioExplain: w.ratioExplain },
        },
        children: <p>{t('ratio.text', { name: w.name, ratio: basisPointsToPercent(w.ratio) })}</p>,
      })}
    >
      <TextField
        label={t('field.ratio')}
        id="agent-ratio-value"
        required
        error={tried && bp === null ? t('form.error.ratio') : undefined}
        helper={t('form.ratioHint')}
        value={ratio}
        input={{ inputMode: 'decimal', disabled: busy }}
        onValueChange={setRatio}
      />
      <FormField label={t('field.ratioExplain')} id="agent-ratio-explain">
        {(control) => (
          <TextArea {...control} fill rows={4} value={explain} disabled={busy} onChange={(e) => setExplain(e.currentTarget.value)} />
        )}
      </FormField>
    </FormCommandDialog>
  );
}

/** 激活代理: the activation code typed, confirmed, then activateProxy. */
export function ActivateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('agents');
  const invalidate = useInvalidate();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const command = useCommand<{ code: string }>({
    send: (w, key) => api.activateAgent(w.code, key),
    verify: async (w, startedAt, signal) => {
      const page = await listOf(api.ADMIN_AGENT, { current: 1, size: 200 }, signal);
      const row = page.records.find((r) => displayText(r.activationCode) === w.code);
      return foundRow(row && madeSince(row.activateTime, startedAt) ? row : null);
    },
    onDone: () => {
      notifySuccess(t('activate.done'));
      void invalidate(...AGENT_KEYS);
      onClose();
    },
  });
  const busy = command.step !== 'idle';
  const next = () => {
    setTried(true);
    if (code.trim()) command.request({ code: code.trim() });
  };
  return (
    <FormCommandDialog
      title={t('activate.title')}
      icon="key"
      command={command}
      onNext={next}
      onCancel={onClose}
      confirm={(w) => ({
        title: t('activate.confirmTitle'),
        icon: 'key',
        intent: Intent.PRIMARY,
        confirmText: t('activate.confirm'),
        request: { url: `${api.agentPath(api.AGENT, 'activateProxy')}?activationCode=${encodeURIComponent(w.code)}`, payload: undefined },
        children: <p>{t('activate.text', { code: w.code })}</p>,
      })}
    >
      <TextField
        label={t('activate.code')}
        id="agent-activation-code"
        required
        error={tried && !code.trim() ? t('activate.codeRequired') : undefined}
        value={code}
        input={{ autoComplete: 'off', disabled: busy }}
        onValueChange={setCode}
      />
    </FormCommandDialog>
  );
}

/** 返佣比例说明: how the commission rebate ratio is applied, as the backend says it. */
export function ExplanationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('agents');
  const text = useRequest([api.AGENT, 'explanation'], (signal) => api.commissionExplanation(signal));
  return (
    <Dialog isOpen title={t('explanation.title')} icon="info-sign" onClose={onClose} className="fc-dialog-narrow">
      <DialogBody>{text.status === 'done' ? <p>{text.data || t('common.none')}</p> : <Loading state={text} />}</DialogBody>
      <DialogFooter actions={<Button text={t('common.close')} onClick={onClose} />} />
    </Dialog>
  );
}
