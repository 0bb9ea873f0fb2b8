/**
 * Card users of a grant: the list, adding a user, changing a user's end time, setting the card amount of the
 * chosen users (a money write: one request per confirmation, the button blocks while it runs).
 */
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as grants from '@services/api/approvals/card-grant';
import { failureText, type Row } from '@services/api/approvals/common';
import { notifySuccess } from '@/components/toaster';
import { displayFen, parseFen } from '@/lib/money';
import { GuardedButton } from '../flow-parts';
import '@/components/components.css';
import { FormField } from '@/components/form-field';
import { DataTable } from '@/components/data-table';
import { useRequest } from '@/components/use-request';
import { useInvalidate } from '@/components/query-client';

type Dialogs = { kind: 'add' } | { kind: 'endTime'; user: Row } | { kind: 'money' } | null;

export function CardUsers({ grant, closed, onChanged }: { grant: Row; closed: boolean; onChanged: () => void }) {
  const { t } = useTranslation('approvals');
  const grantId = String(grant.id ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<Record<string, string>>({});
  const invalidate = useInvalidate();

  // a new grant record (read again after an action) reads its users again
  const read = useRequest(['card-grant', 'users', grantId, grant], (signal) =>
    Promise.all([grants.listCardUsers(grantId, signal), grants.grantPoints(grantId, signal)]),
  );
  const [users, points] = read.status === 'done' ? read.data : [null, null];

  const run = async (call: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await call();
      notifySuccess(t(done));
      setDialog(null);
      setSelected([]);
      // the grant is read again at once (its buttons wait while it is), then the users: no action in between
      onChanged();
      await invalidate(['card-grant', 'users', grantId]);
    } catch (e) {
      setError(failureText(e) ?? t('error.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  const open = (d: Dialogs, values: Record<string, string> = {}) => {
    setError(null);
    setForm(values);
    setDialog(d);
  };
  const closedReason = closed ? 'approvals:reason.grant.closed' : 'allowed';
  const full = points !== null && Number(points.remainQuantity) <= 0;
  const amountFen = parseFen(form.amount ?? '');

  return (
    <section aria-label={t('grant.users.title')}>
      <div className="fc-row">
        <h4 className={`${Classes.HEADING} fc-flush`}>{t('grant.users.title')}</h4>
        {points && (
          <span className={Classes.TEXT_MUTED}>
            {t('grant.users.points', { count: Number(points.userCount ?? 0), quantity: Number(points.cardQuantity ?? grant.cardQuantity) })}
          </span>
        )}
        <GuardedButton
          icon="add"
          allowance={closed ? closedReason : full ? 'approvals:reason.company.noRemain' : 'allowed'}
          text={t('grant.users.add')}
          onClick={() => open({ kind: 'add' }, { endTime: String(grant.endTime ?? '').slice(0, 10) })}
        />
        <GuardedButton
          icon="bank-account"
          allowance={closed ? closedReason : selected.length === 0 ? 'approvals:reason.grant.noSelection' : 'allowed'}
          text={t('grant.users.money')}
          onClick={() => open({ kind: 'money' })}
        />
      </div>
      {users === null ? null : users.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('grant.users.none')}</p>
      ) : (
        <DataTable
          label={t('grant.users.title')}
          rows={users}
          columns={[
            [
              '',
              (u) => (
                <Checkbox
                  aria-label={t('common.selectRow', { index: users.indexOf(u) + 1 })}
                  checked={selected.includes(String(u.id))}
                  onChange={() =>
                    setSelected((s) => (s.includes(String(u.id)) ? s.filter((x) => x !== String(u.id)) : [...s, String(u.id)]))
                  }
                  className="fc-flush"
                />
              ),
            ],
            [t('grant.users.realName'), (u) => String(u.realName ?? '')],
            [t('grant.users.phone'), (u) => String(u.phone ?? '')],
            [t('grant.users.cardNo'), (u) => String(u.cardNo ?? '')],
            [t('grant.users.balance'), (u) => displayFen(u.balance), 'money'],
            [t('grant.users.endTime'), (u) => String(u.endTime ?? '').slice(0, 10)],
          ]}
          actions={(u) => (
            <GuardedButton
              size="small"
              variant="minimal"
              intent={Intent.PRIMARY}
              allowance={closedReason}
              text={t('grant.users.changeEndTime')}
              onClick={() => open({ kind: 'endTime', user: u }, { endTime: String(u.endTime ?? '').slice(0, 10) })}
            />
          )}
        />
      )}
      <Dialog
        isOpen={dialog !== null}
        title={
          dialog?.kind === 'add' ? t('grant.users.add') : dialog?.kind === 'money' ? t('grant.users.money') : t('grant.users.changeEndTime')
        }
        onClose={busy ? undefined : () => setDialog(null)}
        canOutsideClickClose={false}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!dialog) return;
            if (dialog.kind === 'add')
              void run(
                () =>
                  grants.addCardUser({
                    grantId,
                    realName: form.realName ?? '',
                    phone: form.phone ?? '',
                    endTime: form.endTime ? `${form.endTime} 23:59:59` : '',
                  }),
                'grant.users.added',
              );
            if (dialog.kind === 'endTime')
              void run(
                () => grants.updateCardUserEndTime(String(dialog.user.id), `${form.endTime ?? ''} 23:59:59`),
                'grant.users.endTimeChanged',
              );
            if (dialog.kind === 'money' && typeof amountFen === 'number')
              void run(() => grants.setCardMoney(selected, amountFen), 'grant.users.moneySet');
          }}
        >
          <DialogBody>
            {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
            {dialog?.kind === 'add' && (
              <>
                <FormField label={t('grant.users.realName')} id="cu-name">
                  {(control) => (
                    <InputGroup {...control} value={form.realName ?? ''} onValueChange={(v) => setForm((f) => ({ ...f, realName: v }))} />
                  )}
                </FormField>
                <FormField label={t('grant.users.phone')} id="cu-phone">
                  {(control) => (
                    <InputGroup {...control} value={form.phone ?? ''} onValueChange={(v) => setForm((f) => ({ ...f, phone: v }))} />
                  )}
                </FormField>
              </>
            )}
            {(dialog?.kind === 'add' || dialog?.kind === 'endTime') && (
              <FormField label={t('grant.users.endTime')} id="cu-end">
                {(control) => (
                  <InputGroup
                    {...control}
                    type="date"
                    value={form.endTime ?? ''}
                    onValueChange={(v) => setForm((f) => ({ ...f, endTime: v }))}
                  />
                )}
              </FormField>
            )}
            {dialog?.kind === 'money' && (
              <FormField label={t('grant.users.amount')} id="cu-amount">
                {(control) => (
                  <InputGroup
                    {...control}
                    inputMode="decimal"
                    value={form.amount ?? ''}
                    onValueChange={(v) => setForm((f) => ({ ...f, amount: v }))}
                  />
                )}
              </FormField>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('common.cancel')} disabled={busy} onClick={() => setDialog(null)} />
                <Button
                  type="submit"
                  intent={Intent.PRIMARY}
                  text={t('common.ok')}
                  loading={busy}
                  disabled={dialog?.kind === 'money' && !(typeof amountFen === 'number' && amountFen > 0)}
                />
              </>
            }
          />
        </form>
      </Dialog>
    </section>
  );
}
