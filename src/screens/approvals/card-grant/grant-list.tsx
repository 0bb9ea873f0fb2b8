/** The list of a grant flow (card grants, company grant cards): search, status, a link to each record, and a new draft. */
import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { failureText, family, type Row } from '@services/api/approvals/common';
import type { StatusTable } from '@services/api/approvals/status';
import { notifySuccess } from '@/components/toaster';
import { useSession } from '@/components/session-context';
import { permitted } from '@services/resources/permissions';
import { MENU_ROUTES } from '@services/resources/routes';
import { displayFen } from '@/lib/money';
import { ApprovalList, type ListColumn } from '../approval-list';
import { GrantFormDialog, type GrantFormValues } from './grant-form-dialog';

export interface GrantListProps {
  /** The registry family of the flow. */
  familyKey: string;
  title: string;
  statusTable: StatusTable<string | number>;
  /** The detail route; a record opens at `${route}/detail/:id`, a new draft too once saved. */
  route: string;
  /** Saves a new draft and answers the stored record. */
  save: (values: GrantFormValues) => Promise<Row>;
  /** Shows the end time column. */
  showEndTime?: boolean;
}

export function GrantList({ familyKey, title, statusTable, route, save, showEndTime = false }: GrantListProps) {
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a new draft only for a role with the menu's add button (a reviewer of grants does not draft them)
  const buttons = useSession((s) => s.context.profile?.buttons);
  const canAdd = permitted(buttons, MENU_ROUTES[familyKey]?.[1] ?? familyKey, 'add');
  const columns: ListColumn[] = [
    { label: t('grant.fields.grantName'), render: (r) => String(r.grantName ?? '') },
    { label: t('grant.fields.cardQuantity'), render: (r) => String(r.cardQuantity ?? '') },
    { label: t('grant.fields.cardAmount'), render: (r) => displayFen(r.cardAmount) },
    ...(showEndTime ? [{ label: t('grant.fields.endTime'), render: (r: Row) => String(r.endTime ?? '').slice(0, 10) }] : []),
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
          canAdd && (
            <Button
              intent={Intent.PRIMARY}
              icon="plus"
              text={t('grant.newTitle')}
              onClick={() => {
                setError(null);
                setCreating(true);
              }}
            />
          )
        }
      />
      {creating && (
        <GrantFormDialog
          title={t('grant.newTitle')}
          saving={saving}
          error={error}
          onCancel={() => setCreating(false)}
          onSave={(values) => {
            if (saving) return;
            setSaving(true);
            save(values).then(
              (row) => {
                setSaving(false);
                setCreating(false);
                notifySuccess(t('grant.done.save'));
                navigate(`${route}/detail/${encodeURIComponent(String((row as { id?: unknown } | null)?.id ?? ''))}`);
              },
              (e: unknown) => {
                setSaving(false);
                setError(failureText(e) ?? t('error.actionFailed'));
              },
            );
          }}
        />
      )}
    </>
  );
}
