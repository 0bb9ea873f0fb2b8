/**
 * The list of a grant flow (card grants, company grant cards): search, status, a link to each record, and a new draft
 * saved as a command (confirmed in words with ¥, sent once with its key; after a lost answer the list is searched for
 * the same draft made since).
 */
import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { family, findNewDraft, pathOf, type Row } from '@services/api/approvals/common';
import type { StatusTable } from '@services/api/approvals/status';
import { notifySuccess } from '@/components/toaster';
import { useSession } from '@/components/session-context';
import { permitted } from '@services/resources/permissions';
import { MENU_ROUTES } from '@services/resources/routes';
import { displayFen } from '@/lib/money';
import { ApprovalList, type ListColumn } from '../approval-list';
import { GrantFormDialog, type GrantFormValues } from './grant-form-dialog';
import { CommandDialog } from '@/components/command-dialog';
import { useCommand } from '@/components/use-command';
import { formatDateTime } from '@/lib/intl';

export interface GrantListProps {
  /** The registry family of the flow. */
  familyKey: string;
  title: string;
  statusTable: StatusTable<string | number>;
  /** The detail route; a record opens at `${route}/detail/:id`, a new draft too once saved. */
  route: string;
  /** The send of the new draft's command: saves it with the operation's key and answers the stored record. */
  send: (values: GrantFormValues, key: string) => Promise<Row>;
  /** Shows the end time column. */
  showEndTime?: boolean;
}

export function GrantList({ familyKey, title, statusTable, route, send, showEndTime = false }: GrantListProps) {
  const { t } = useTranslation('approvals');
  const [creating, setCreating] = useState(false);
  // a new draft only for a role with the menu's add button (a reviewer of grants does not draft them)
  const buttons = useSession((s) => s.context.profile?.buttons);
  const canAdd = permitted(buttons, MENU_ROUTES[familyKey]?.[1] ?? familyKey, 'add');
  const columns: ListColumn[] = [
    { label: t('grant.fields.grantName'), render: (r) => String(r.grantName ?? '') },
    { label: t('grant.fields.cardQuantity'), render: (r) => String(r.cardQuantity ?? '') },
    { label: t('grant.fields.cardAmount'), render: (r) => displayFen(r.cardAmount), kind: 'money' },
    ...(showEndTime ? [{ label: t('grant.fields.endTime'), render: (r: Row) => formatDateTime(r.endTime, undefined, 'date') }] : []),
    { label: t('grant.fields.createTime'), render: (r) => String(r.createTime ?? '') },
  ];
  return (
    <>
      <ApprovalList
        def={family(familyKey)}
        title={title}
        textField="grantName"
        textLabel={t('grant.fields.grantName')}
        statusField="grantStatus"
        statusTable={statusTable}
        columns={columns}
        detailHref={(r) => `${route}/detail/${encodeURIComponent(String(r.id))}`}
        toolbar={() =>
          canAdd && <Button intent={Intent.PRIMARY} icon="plus" text={t('grant.newTitle')} onClick={() => setCreating(true)} />
        }
      />
      {creating && <NewGrantDialog familyKey={familyKey} route={route} send={send} onClose={() => setCreating(false)} />}
    </>
  );
}

/** A new draft: its form, then its confirmation; done opens the stored draft. */
function NewGrantDialog({
  familyKey,
  route,
  send,
  onClose,
}: Pick<GrantListProps, 'familyKey' | 'route' | 'send'> & { onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  const command = useCommand<GrantFormValues, Row>({
    send,
    verify: async (values, startedAt, signal) => {
      const found = await findNewDraft(familyKey, { ...values }, startedAt, signal);
      return found ? { found: true, record: found } : { found: false };
    },
    onDone: (row) => {
      notifySuccess(t('grant.done.save'));
      navigate(`${route}/detail/${encodeURIComponent(String((row as { id?: unknown } | null)?.id ?? ''))}`);
    },
  });
  const asked = command.payload;
  return (
    <>
      <GrantFormDialog title={t('grant.newTitle')} saving={command.step !== 'idle'} onCancel={onClose} onSave={command.request} />
      <CommandDialog
        command={command}
        title={t('grant.newTitle')}
        confirmText={t('common.ok')}
        request={asked ? { method: 'POST', url: pathOf(familyKey, 'submit'), payload: asked } : null}
        lines={
          asked
            ? [
                [t('grant.fields.grantName'), asked.grantName],
                [t('grant.fields.cardQuantity'), String(asked.cardQuantity)],
                [t('grant.fields.cardAmount'), displayFen(asked.cardAmount)],
                [t('grant.fields.endTime'), formatDateTime(asked.endTime, undefined, 'date')],
              ]
            : []
        }
      />
    </>
  );
}
