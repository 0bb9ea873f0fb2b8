/** Company grant cards: the list (with a new draft) and the detail (grant cards, terminate, invalidate a card user). */
import { Button, Card, Classes, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useFlowMachine } from '@/components/use-flow-machine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  companyAllowance,
  selectOffersGrant,
  selectCompanyLoadFailed,
  selectCompanySubmitting,
  selectCompanyCommand,
} from '@machines/company-grant-card/company-grant-card.selectors';
import { COMPANY_GRANT_PERMISSION } from '@services/api/approvals/duties';
import { permitted } from '@services/resources/permissions';
import { useSession } from '@/components/session-context';
import { companyRequest, saveCompanyGrant } from '@services/api/approvals/company-grant-card';
import { COMPANY_CARD_USER_STATUS_INFO, COMPANY_GRANT_STATUS_INFO } from '@services/api/approvals/status';
import { bindCompanyGrantCard } from '@/screens/approvals/approval-machines';
import { notifySuccess } from '@/components/toaster';
import { displayFen } from '@/lib/money';
import { GrantList } from '../card-grant/grant-list';
import { GrantHead, GuardedButton, RecordHistory } from '../flow-parts';
import { StatusTag } from '@/components/status-tag';
import { FlowCommandDialogs } from '@/components/command-dialog';
import { newOperation } from '@/components/use-command';
import '@/components/components.css';
import { DataTable } from '@/components/data-table';

const ROUTE = '/company/grantCard';
export function CompanyGrantCardListPage() {
  const { t } = useTranslation('approvals');
  return (
    <GrantList
      familyKey="company-grant-card"
      title={t('company.listTitle')}
      statusTable={COMPANY_GRANT_STATUS_INFO}
      route={ROUTE}
      send={(v, key) =>
        saveCompanyGrant({ grantName: v.grantName, cardQuantity: v.cardQuantity, cardAmount: v.cardAmount, endTime: v.endTime }, key)
      }
    />
  );
}

export function CompanyGrantCardDetailPage() {
  const { id = '' } = useParams();
  const currentUserId = useSession((s) => s.context.profile?.user.userId ?? '');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const mayGrant = permitted(buttons, COMPANY_GRANT_PERMISSION.permission, COMPANY_GRANT_PERMISSION.verb);
  return (
    <CompanyGrantDetail key={`${id}|${currentUserId}|${String(mayGrant)}`} id={id} currentUserId={currentUserId} mayGrant={mayGrant} />
  );
}

function CompanyGrantDetail({ id, currentUserId, mayGrant }: { id: string; currentUserId: string; mayGrant: boolean }) {
  const { t } = useTranslation('approvals');
  const machine = useMemo(() => bindCompanyGrantCard({ success: notifySuccess }), []);
  const [snap, send] = useFlowMachine(machine, { input: { id, currentUserId, mayGrant } });
  const c = snap.context;
  const record = c.record;
  const errorText = c.error ? (c.error.text ?? t(String(c.error.key).replace(/^approvals:/, ''))) : null;
  if (selectCompanyLoadFailed(snap))
    return (
      <NonIdealState
        icon="error"
        title={t('error.loadFailed')}
        action={<Button text={t('common.retry')} onClick={() => send({ type: 'company.retry' })} />}
      />
    );
  if (!record) return <Spinner size={40} aria-label={t('common.loading')} />;
  const pending = c.pending;
  // the action's command, shown when it needs the user: a refusal with the server's words, the check after a lost answer
  const command = selectCompanyCommand(snap);
  const lines: Array<[string, string]> = [
    [t('grant.fields.grantName'), String(record.grantName ?? '')],
    [t('grant.fields.companyName'), String(record.companyName ?? '')],
    [t('grant.fields.totalAmount'), displayFen(record.totalAmount)],
  ];
  return (
    <section aria-label={t('company.detailTitle')} aria-busy={snap.hasTag('busy')} className="fc-page">
      <GrantHead
        back={ROUTE}
        record={record}
        statusTable={COMPANY_GRANT_STATUS_INFO}
        more={[[t('company.remain'), String(c.remain)]]}
        canRefresh={snap.can({ type: 'company.refresh' })}
        onRefresh={() => send({ type: 'company.refresh' })}
        error={errorText}
      />
      <div role="toolbar" aria-label={t('common.actions')} className="fc-row">
        {selectOffersGrant(snap) && (
          <GuardedButton
            intent={Intent.PRIMARY}
            allowance={companyAllowance(snap, 'grantCard')}
            text={t('action.grantCard')}
            onClick={() => send({ type: 'company.grantCard' })}
          />
        )}
        <GuardedButton
          intent={Intent.DANGER}
          allowance={companyAllowance(snap, 'terminate')}
          text={t('action.terminate')}
          onClick={() => send({ type: 'company.terminate' })}
        />
      </div>
      <Card>
        <h4 className={Classes.HEADING}>{t('grant.users.title')}</h4>
        <DataTable
          label={t('grant.users.title')}
          rows={c.users}
          columns={[
            [t('grant.users.realName'), (u) => String(u.realName ?? '')],
            [t('grant.users.phone'), (u) => String(u.phone ?? '')],
            [t('grant.users.cardNo'), (u) => String(u.cardNo ?? '')],
            [t('grant.users.cardStatus'), (u) => <StatusTag table={COMPANY_CARD_USER_STATUS_INFO} code={u.cardStatus} />],
          ]}
          actions={(u) => (
            <GuardedButton
              size="small"
              variant="minimal"
              intent={Intent.DANGER}
              aria-label={`${t('action.invalid')} ${String(u.realName ?? '')}`}
              allowance={companyAllowance(snap, 'invalid', String(u.id))}
              text={t('action.invalid')}
              onClick={() => send({ type: 'company.invalid', userId: String(u.id) })}
            />
          )}
        />
      </Card>
      <RecordHistory record={record} flow="company" />
      <FlowCommandDialogs
        open={snap.hasTag('confirm') && pending !== null}
        command={command}
        title={pending ? t(`company.confirm.${pending}`) : ''}
        lines={lines}
        request={pending ? companyRequest(pending, record, c.userId) : null}
        submitting={selectCompanySubmitting(snap)}
        intent={pending === 'grantCard' ? Intent.PRIMARY : Intent.DANGER}
        onConfirm={() => send({ type: 'company.confirm', ...newOperation() })}
        onCancel={() => send({ type: 'company.cancel' })}
      />
    </section>
  );
}
