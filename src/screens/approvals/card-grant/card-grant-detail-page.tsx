/** A card grant: the record, its status, what happened, the actions the machine allows, and its card users. */
import { Button, Card, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useFlowMachine } from '@/components/use-flow-machine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  grantActionAllowance,
  selectGrantView,
  selectOffersAction,
  selectGrantReady,
  selectSubmitting,
  selectSaving,
  selectGrantCommand,
} from '@machines/card-grant/card-grant.selectors';
import { CARD_GRANT_APPROVE_PERMISSION } from '@services/api/approvals/duties';
import { permitted } from '@services/resources/permissions';
import { useSession } from '@/components/session-context';
import { GRANT_ACTIONS, type GrantAction } from '@machines/card-grant/card-grant.types';
import { grantActionRequest, grantPayload } from '@services/api/approvals/card-grant';
import { pathOf } from '@services/api/approvals/common';
import { GRANT_STATUS_INFO } from '@services/api/approvals/status';
import { bindCardGrant } from '@/screens/approvals/approval-machines';
import { notifySuccess } from '@/components/toaster';
import { displayFen } from '@/lib/money';
import { GrantHead, GuardedButton, RecordHistory } from '../flow-parts';
import { CardUsers } from './card-users';
import { GrantFormDialog } from './grant-form-dialog';
import { ComposedCommandDialog, FlowCommandDialogs } from '@/components/command-dialog';
import { newOperation } from '@/components/use-command';
import '@/components/components.css';
import { formatDateTime } from '@/lib/intl';

/** The button (`cardGrant_<verb>`) each action needs in the role's map. */
const BUTTON_VERB: Readonly<Record<GrantAction | 'edit', string>> = {
  edit: 'edit',
  ensure: 'ensure',
  send: CARD_GRANT_APPROVE_PERMISSION.verb,
  disuse: 'disuse',
  over: 'cardOver',
  repeat: 'repeatMsg',
  delete: 'del',
};

const INTENT: Partial<Record<GrantAction, Intent>> = {
  ensure: Intent.PRIMARY,
  send: Intent.SUCCESS,
  disuse: Intent.DANGER,
  delete: Intent.DANGER,
  over: Intent.WARNING,
};

export function CardGrantDetailPage() {
  const { id = '' } = useParams();
  const userId = useSession((s) => s.context.profile?.user.userId ?? '');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const mayApprove = permitted(buttons, CARD_GRANT_APPROVE_PERMISSION.permission, CARD_GRANT_APPROVE_PERMISSION.verb);
  const offered = (a: GrantAction | 'edit') => permitted(buttons, CARD_GRANT_APPROVE_PERMISSION.permission, BUTTON_VERB[a]);
  return (
    <CardGrantDetail key={`${id}|${userId}|${String(mayApprove)}`} id={id} userId={userId} mayApprove={mayApprove} offered={offered} />
  );
}

function CardGrantDetail({
  id,
  userId,
  mayApprove,
  offered,
}: {
  id: string;
  userId: string;
  mayApprove: boolean;
  offered: (a: GrantAction | 'edit') => boolean;
}) {
  const { t } = useTranslation('approvals');
  const machine = useMemo(() => bindCardGrant({ success: notifySuccess }), []);
  const [snap, send] = useFlowMachine(machine, { input: { id, userId, mayApprove } });
  const view = selectGrantView(snap);
  const record = snap.context.record;
  const error = snap.context.error;
  const errorText = error ? (error.text ?? t(String(error.key).replace(/^approvals:/, ''))) : null;

  if (view === 'deleted') {
    return <NonIdealState icon="trash" title={t('grant.deleted')} action={<Link to="/company/grant">{t('common.back')}</Link>} />;
  }
  if (view === 'failed') {
    return (
      <NonIdealState
        icon="error"
        title={t('error.loadFailed')}
        action={<Button text={t('common.retry')} onClick={() => send({ type: 'grant.retry' })} />}
      />
    );
  }
  if (view === 'loading' || !record) return <Spinner size={40} aria-label={t('common.loading')} />;

  const pending = snap.context.pending;
  const status = snap.context.status;
  const closed = status === 'discontinued' || status === 'over';
  // the write's command, shown when it needs the user: a refusal with the server's words, the check after a lost answer
  const command = selectGrantCommand(snap);
  const lines: Array<[string, string]> = [
    [t('grant.fields.grantName'), String(record.grantName ?? '')],
    [t('grant.fields.companyName'), String(record.companyName ?? '')],
    [t('grant.fields.cardQuantity'), String(record.cardQuantity ?? '')],
    [t('grant.fields.totalAmount'), displayFen(record.totalAmount)],
  ];
  const edits = snap.context.edits;

  return (
    <section aria-label={t('grant.detailTitle')} className="fc-page" aria-busy={snap.hasTag('busy')}>
      <GrantHead
        back="/company/grant"
        record={record}
        statusTable={GRANT_STATUS_INFO}
        more={[
          [t('grant.fields.endTime'), formatDateTime(record.endTime, undefined, 'date')],
          [
            t('grant.fields.activationType'),
            t(`grant.activation.${String(record.activationType ?? '1')}`, { defaultValue: String(record.activationType ?? '') }),
          ],
          [t('grant.fields.createTime'), String(record.createTime ?? '')],
        ]}
        canRefresh={!snap.hasTag('busy') && selectGrantReady(snap)}
        onRefresh={() => send({ type: 'grant.refresh' })}
        error={errorText}
      />
      <div role="toolbar" aria-label={t('common.actions')} className="fc-row">
        {offered('edit') && (
          <GuardedButton
            icon="edit"
            allowance={grantActionAllowance(snap, 'edit')}
            text={t('action.edit')}
            onClick={() => send({ type: 'grant.edit' })}
          />
        )}
        {GRANT_ACTIONS.filter((a) => selectOffersAction(snap, a) && offered(a)).map((a) => (
          <GuardedButton
            key={a}
            intent={INTENT[a] ?? Intent.NONE}
            allowance={grantActionAllowance(snap, a)}
            text={t(`action.${a}`)}
            onClick={() => send({ type: `grant.${a}` })}
          />
        ))}
      </div>
      <Card>
        <CardUsers grant={record} closed={closed} onChanged={() => send({ type: 'grant.refresh' })} />
      </Card>
      <RecordHistory record={record} flow="grant" />
      <FlowCommandDialogs
        open={snap.hasTag('confirm') && pending !== null}
        command={command}
        title={pending ? t(`grant.confirm.${pending}`) : ''}
        lines={lines}
        request={pending ? grantActionRequest(pending, record) : null}
        submitting={selectSubmitting(snap)}
        intent={pending ? INTENT[pending] : undefined}
        onConfirm={() => send({ type: 'grant.confirm', ...newOperation() })}
        onCancel={() => send({ type: 'grant.cancel' })}
      />
      {snap.hasTag('editing') && (
        <GrantFormDialog
          title={t('grant.editTitle')}
          initial={record}
          saving={selectSaving(snap)}
          error={errorText}
          onSave={(values) => send({ type: 'grant.save', values: { ...values }, ...newOperation() })}
          onCancel={() => send({ type: 'grant.cancel' })}
        />
      )}
      {command && edits && selectSaving(snap) ? (
        <ComposedCommandDialog
          actor={command}
          title={t('grant.editTitle')}
          lines={[
            [t('grant.fields.grantName'), String(edits.grantName ?? '')],
            [t('grant.fields.cardQuantity'), String(edits.cardQuantity ?? '')],
            [t('grant.fields.cardAmount'), displayFen(edits.cardAmount)],
          ]}
          request={{ method: 'POST', url: pathOf('card-grant', 'submit'), payload: { ...grantPayload(record), ...edits } }}
          intent={Intent.PRIMARY}
        />
      ) : null}
    </section>
  );
}

export default CardGrantDetailPage;
