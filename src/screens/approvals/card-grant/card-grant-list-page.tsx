/** The card grants (/company/grant): search, status, a link to each grant, and a new draft. */
import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as grants from '@services/api/approvals/card-grant';
import { failureText, family } from '@services/api/approvals/common';
import { GRANT_STATUS_INFO } from '@services/api/approvals/status';
import { notifySuccess } from '@/app/toaster';
import { formatFen } from '@/lib/money';
import { ApprovalList } from '../approval-list';
import { GrantFormDialog } from './grant-form-dialog';

export function CardGrantListPage() {
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ApprovalList
        def={family('card-grant')}
        title={t('grant.listTitle')}
        textField="grantName"
        textLabel={t('grant.fields.grantName')}
        statusField="grantStatus"
        statusTable={GRANT_STATUS_INFO}
        columns={[
          { label: t('grant.fields.grantName'), render: (r) => String(r.grantName ?? '') },
          { label: t('grant.fields.cardQuantity'), render: (r) => String(r.cardQuantity ?? '') },
          { label: t('grant.fields.cardAmount'), render: (r) => (typeof r.cardAmount === 'number' ? formatFen(r.cardAmount) : '') },
          { label: t('grant.fields.endTime'), render: (r) => String(r.endTime ?? '').slice(0, 10) },
          { label: t('grant.fields.createTime'), render: (r) => String(r.createTime ?? '') },
        ]}
        detailHref={(r) => `/company/grant/detail/${String(r.id)}`}
        toolbar={() => (
          <Button
            intent={Intent.PRIMARY}
            icon="plus"
            text={t('grant.newTitle')}
            onClick={() => {
              setError(null);
              setCreating(true);
            }}
          />
        )}
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
            grants.saveGrant({ ...values }).then(
              (row) => {
                setSaving(false);
                setCreating(false);
                notifySuccess(t('grant.done.save'));
                navigate(`/company/grant/detail/${String((row as { id?: unknown } | null)?.id ?? '')}`);
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

export default CardGrantListPage;
