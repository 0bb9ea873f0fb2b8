/**
 * Card users of a grant: the list, adding a user, changing a user's end time, setting the card amount of the
 * chosen users. Each write is a command (docs/flows.md "Commands"): confirmed in words (¥ for money), sent once with
 * its key, and after a lost answer the grant's users are read again to find out whether it was done.
 */
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Classes, type InputGroupProps } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as grants from '@services/api/approvals/card-grant';
import type { Row } from '@services/api/approvals/common';
import { notifySuccess } from '@/components/toaster';
import { displayFen, parseFen } from '@/lib/money';
import { GuardedButton } from '../flow-parts';
import '@/components/components.css';
import { FormField } from '@/components/form-field';
import { DateField } from '@/components/date-field';
import { DataTable } from '@/components/data-table';
import { useRequest } from '@/components/use-request';
import { useInvalidate } from '@/components/query-client';
import { CommandDialog } from '@/components/command-dialog';
import { useCommand } from '@/components/use-command';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';
import type { Fact } from '@/components/facts-panel';
import { formatDateTime } from '@/lib/intl';

type Dialogs = { kind: 'add' } | { kind: 'endTime'; user: Row } | { kind: 'money' };

export function CardUsers({ grant, closed, onChanged }: { grant: Row; closed: boolean; onChanged: () => void }) {
  const { t } = useTranslation('approvals');
  const grantId = String(grant.id ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  // the open form and its first values; each opening is a new operation
  const [dialog, setDialog] = useState<{ of: Dialogs; values: Record<string, string>; n: number } | null>(null);
  const invalidate = useInvalidate();

  // a new grant record (read again after an action) reads its users again
  const read = useRequest(['card-grant', 'users', grantId, grant], (signal) =>
    Promise.all([grants.listCardUsers(grantId, signal), grants.grantPoints(grantId, signal)]),
  );
  const [users, points] = read.status === 'done' ? read.data : [null, null];

  const open = (of: Dialogs, values: Record<string, string> = {}) => setDialog((d) => ({ of, values, n: (d?.n ?? 0) + 1 }));
  const done = () => {
    setDialog(null);
    setSelected([]);
    // the grant is read again at once (its buttons wait while it is), then the users: no action in between
    onChanged();
    void invalidate(['card-grant', 'users', grantId]);
  };
  const closedReason = closed ? 'approvals:reason.grant.closed' : 'allowed';
  const full = points !== null && Number(points.remainQuantity) <= 0;

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
            [t('grant.users.endTime'), (u) => formatDateTime(u.endTime, undefined, 'date')],
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
      {dialog && (
        <CardUserDialog
          key={dialog.n}
          of={dialog.of}
          initial={dialog.values}
          grantId={grantId}
          selected={selected}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
    </section>
  );
}

/** The form of one card-user write and its confirmation. */
function CardUserDialog({
  of,
  initial,
  grantId,
  selected,
  onClose,
  onDone,
}: {
  of: Dialogs;
  initial: Record<string, string>;
  grantId: string;
  selected: readonly string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('approvals');
  const [form, setForm] = useState<Record<string, string>>(initial);
  // changed from what it opened with: closing asks first, and so do the console tab and the browser tab
  const dirty = Object.keys({ ...initial, ...form }).some((k) => (form[k] ?? '') !== (initial[k] ?? ''));
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => leaving.ask(onClose);
  const amountFen = parseFen(form.amount ?? '');
  const command = useCommand<grants.CardUserWrite>({
    send: (w, key) => grants.sendCardUserWrite(w, key),
    verify: async (w, startedAt, signal) => {
      const found = await grants.findCardUserWrite(w, grantId, startedAt, signal);
      return found ? { found: true, record: found } : { found: false };
    },
    onDone: (_result, w) => {
      notifySuccess(
        t(w.kind === 'add' ? 'grant.users.added' : w.kind === 'endTime' ? 'grant.users.endTimeChanged' : 'grant.users.moneySet'),
      );
      onDone();
    },
  });
  const busy = command.step !== 'idle';
  const title = of.kind === 'add' ? t('grant.users.add') : of.kind === 'money' ? t('grant.users.money') : t('grant.users.changeEndTime');
  const asked = command.payload;
  const lines: Fact[] =
    asked?.kind === 'add'
      ? [
          [t('grant.users.realName'), asked.realName],
          [t('grant.users.phone'), asked.phone],
          [t('grant.users.endTime'), formatDateTime(asked.endTime, undefined, 'date')],
        ]
      : asked?.kind === 'endTime' && of.kind === 'endTime'
        ? [
            [t('grant.users.realName'), String(of.user.realName ?? '')],
            [
              t('grant.users.endTime'),
              `${formatDateTime(of.user.endTime, undefined, 'date')} → ${formatDateTime(asked.endTime, undefined, 'date')}`,
            ],
          ]
        : asked?.kind === 'money'
          ? [
              [t('grant.users.title'), String(asked.ids.length)],
              [t('grant.users.balance'), displayFen(asked.amount)],
            ]
          : [];
  /** One text field of the form, kept under its name. */
  const input = (name: string, label: string, id: string, props: Pick<InputGroupProps, 'inputMode'> = {}) => (
    <FormField label={label} id={id}>
      {(control) => (
        <InputGroup {...control} {...props} value={form[name] ?? ''} onValueChange={(v) => setForm((f) => ({ ...f, [name]: v }))} />
      )}
    </FormField>
  );
  const submit = () => {
    if (of.kind === 'add')
      command.request({
        kind: 'add',
        grantId,
        realName: form.realName ?? '',
        phone: form.phone ?? '',
        endTime: form.endTime ? `${form.endTime} 23:59:59` : '',
      });
    if (of.kind === 'endTime') command.request({ kind: 'endTime', id: String(of.user.id), endTime: `${form.endTime ?? ''} 23:59:59` });
    if (of.kind === 'money' && typeof amountFen === 'number') command.request({ kind: 'money', ids: [...selected], amount: amountFen });
  };
  return (
    <Dialog isOpen title={title} onClose={busy ? undefined : close} canOutsideClickClose={false}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          {of.kind === 'add' && input('realName', t('grant.users.realName'), 'cu-name')}
          {of.kind === 'add' && input('phone', t('grant.users.phone'), 'cu-phone')}
          {(of.kind === 'add' || of.kind === 'endTime') && (
            <FormField label={t('grant.users.endTime')} id="cu-end">
              {(control) => (
                <DateField control={control} value={form.endTime ?? ''} onChange={(v) => setForm((f) => ({ ...f, endTime: v }))} />
              )}
            </FormField>
          )}
          {of.kind === 'money' && input('amount', t('grant.users.amount'), 'cu-amount', { inputMode: 'decimal' })}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} disabled={busy} onClick={close} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('common.ok')}
                disabled={busy || (of.kind === 'money' && !(typeof amountFen === 'number' && amountFen > 0))}
              />
            </>
          }
        />
      </form>
      <CommandDialog
        command={command}
        title={title}
        intent={of.kind === 'money' ? Intent.WARNING : Intent.PRIMARY}
        confirmText={t('common.ok')}
        lines={lines}
        request={asked ? grants.cardUserRequest(asked) : null}
      />
      {leaving.question}
    </Dialog>
  );
}
