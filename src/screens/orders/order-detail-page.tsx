/**
 * /order/orderManager/detail?id=…[&type=oil] (spec 000 §2): the order (orderDetail_v2 / oilOrderDetail_v2), its
 * amounts, split parts and activity, the card flows of its card, and the operator's writes — manual notify, state
 * update (only the transitions of services/api/orders/status.ts), supplementary, oil order split, ticket reprint, and
 * the operations of ./order-operations.tsx (撤销历史油单, 开票, 推送开票, 申请退款 of a third-party order). Every write is a command
 * (docs/flows.md "Commands"): it says what it will do, sends once per operation with its key, shows a refusal in the
 * server's words and re-reads the order; after a lost answer the order is read again to find out whether it was done.
 * Disabled actions say why.
 */
import '@/i18n/orders-namespace';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Callout,
  Card,
  Classes,
  H4,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import {
  commandEffectShown,
  commandRequest,
  notifyCommand,
  orderDetail,
  reprintCommand,
  runOrderCommand,
  splitCommand,
  stateCommand,
  supplementaryCommand,
  type OrderCommand,
  type OrderRow,
} from '@services/api/orders/client';
import { nextOrderStates, notifyAllowance, splitAllowance, supplementaryAllowance } from '@services/api/orders/status';
import { notifySuccess } from '@/components/toaster';
import { useDocumentTitle } from '@/components/use-document-title';
import { formatFen, parseFen } from '@/lib/money';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { type Confirmation, FormCommandDialog } from '@/components/form-dialog';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import { ORDER_STATE } from '@services/api/orders/status';
import { NOTIFY_STATE } from '@services/api/orders/status';
import { ORDER_SOURCE } from '@services/api/orders/status';
import '@/components/components.css';
import { CommandDialog } from '@/components/command-dialog';
import { useCommand } from '@/components/use-command';
import { FormField } from '@/components/form-field';
import { useInvalidate } from '@/components/query-client';
import { useRequest } from '@/components/use-request';
import './orders.css';
import { ActionButton, CardFlowPanel, OrderOperationActions, RefundApplyDialog, operationText } from './order-operations';
import type { ThirdPartyPlatform } from '@services/api/orders/status';
import { formatDateTime } from '@/lib/intl';

function KeyValues({ rows, label }: { rows: Array<[string, ReactNode]>; label: string }) {
  return (
    <HTMLTable compact aria-label={label} className="fc-fill">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row" className={`fc-order-fact-name ${Classes.TEXT_MUTED}`}>
              {k}
            </th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** A write on the order (`useOrderCommand`) and its dialog: the order, its kind, and what closes the dialog. */
interface OrderStepProps {
  row: OrderRow;
  kind: 'platform' | 'oil';
  onClose: () => void;
}

/** The split editor: two or more parts in yuan adding up to the paid amount, then the split's confirmation. */
function SplitDialog({ row, kind, onClose }: OrderStepProps) {
  const { t } = useTranslation('orders');
  const { command, step } = useOrderCommand(row, kind, onClose);
  const busy = command.step !== 'idle';
  const pay = Number(row.payAmount);
  const half = Math.floor(pay / 2);
  const [parts, setParts] = useState<string[]>([formatFen(half).replace(/[¥,]/g, ''), formatFen(pay - half).replace(/[¥,]/g, '')]);
  const [error, setError] = useState<string | null>(null);
  const parsed = parts.map((p) => parseFen(p));
  const fens = parsed.filter((p): p is number => typeof p === 'number');
  const sum = fens.reduce((a, b) => a + b, 0);
  const next = () => {
    const bad = parsed.find((p) => typeof p !== 'number');
    if (typeof bad === 'string') return setError(t(bad, { ns: 'validation', defaultValue: t('action.splitMismatch') }));
    if (fens.some((f) => f <= 0)) return setError(t('validation:amount.notPositive'));
    if (fens.length < 2) return setError(t('action.splitAtLeastTwo'));
    if (sum !== pay) return setError(t('action.splitMismatch'));
    setError(null);
    command.request(splitCommand(displayText(row.id), fens));
  };
  return (
    <FormCommandDialog {...step} title={`${t('action.oilOrderSplit')} - ${displayText(row.orderNo)}`} onNext={next}>
      <p>{t('action.splitSum', { sum: formatFen(sum), pay: displayFen(pay) })}</p>
      {parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are positional inputs (part 1, part 2, ...)
        <FormField key={i} label={t('action.splitPart', { n: i + 1 })} id={`split-part-${i}`} inline>
          {(control) => (
            <InputGroup
              {...control}
              value={p}
              inputMode="decimal"
              disabled={busy}
              onValueChange={(v) => setParts((old) => old.map((o, j) => (j === i ? v : o)))}
              rightElement={
                parts.length > 2 ? (
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={`${t('action.removePart')} ${i + 1}`}
                    disabled={busy}
                    onClick={() => setParts((old) => old.filter((_, j) => j !== i))}
                  />
                ) : undefined
              }
            />
          )}
        </FormField>
      ))}
      <Button variant="minimal" icon="add" text={t('action.addPart')} disabled={busy} onClick={() => setParts((old) => [...old, ''])} />
      {error && (
        <Callout intent={Intent.WARNING} role="alert" compact>
          {error}
        </Callout>
      )}
    </FormCommandDialog>
  );
}

/** The state update: one of the states the order may go to next, then the update's confirmation. */
function StateDialog({ row, kind, onClose }: OrderStepProps) {
  const { t } = useTranslation('orders');
  const { command, step } = useOrderCommand(row, kind, onClose);
  const options = nextOrderStates(row.orderState);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <FormCommandDialog
      {...step}
      title={`${t('action.updZytOrderState')} - ${displayText(row.orderNo)}`}
      disabledWhy={chosen === null ? t('action.chooseState') : undefined}
      onNext={() => chosen !== null && command.request(stateCommand(displayText(row.orderNo), chosen))}
    >
      <p>
        {t('field.orderState')}: <StatusTag table={codeTable(ORDER_STATE)} code={row.orderState} />
      </p>
      <RadioGroup
        label={t('action.newState')}
        selectedValue={chosen === null ? undefined : String(chosen)}
        onChange={(e) => setChosen(Number(e.currentTarget.value))}
      >
        {options.map((s) => (
          <Radio key={s} value={String(s)} label={t(`status.orderState.${s}`)} />
        ))}
      </RadioGroup>
    </FormCommandDialog>
  );
}

/**
 * One write on the order as a command: said in words (¥ for money), sent once with its key; a refusal re-reads the
 * order behind the server's words, and after a lost answer the order is read again. Gives the command, the
 * confirmation of a write (giving it up closes what asked for it) and the form step before it.
 */
function useOrderCommand(row: OrderRow, kind: 'platform' | 'oil', onClose: () => void) {
  const { t } = useTranslation('orders');
  const invalidate = useInvalidate();
  const id = displayText(row.id);
  const command = useCommand<OrderCommand, string | undefined>({
    send: (c, key) => runOrderCommand(c, { idempotencyKey: key }),
    verify: async (c, startedAt, signal) => {
      const now = await orderDetail(kind, id, signal);
      return commandEffectShown(c, now, startedAt) ? { found: true, record: now } : { found: false };
    },
    onDone: (result) => {
      notifySuccess(typeof result === 'string' && result ? result : t('action.done'));
      void invalidate(['orders'], ['order-invoicing']);
      onClose();
    },
  });
  // a refusal re-reads the order: what changed meanwhile is shown behind the server's words
  const refused = command.step === 'failed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a refusal arrives
  useEffect(() => {
    if (refused) void invalidate(['orders']);
  }, [refused]);
  const confirm = (cmd: OrderCommand): Confirmation => {
    const said = operationText(t, cmd, row);
    const parts = (cmd.body as { splitAmounts?: number[] } | undefined)?.splitAmounts ?? [];
    return {
      title: `${t('action.confirmTitle')}: ${t(`action.${cmd.name}`)}`,
      icon: 'confirm',
      confirmText: t('action.confirm'),
      request: commandRequest(cmd),
      onDismiss: onClose,
      lines: [
        !!cmd.params.orderNo && [t('field.orderNo'), cmd.params.orderNo],
        !cmd.params.orderNo && [t('field.orderNo'), displayText(row.orderNo)],
        !!cmd.params.orderState && [
          t('action.newState'),
          <span key="s">
            {t(`status.orderState.${String(row.orderState)}`)} → <strong>{t(`status.orderState.${cmd.params.orderState}`)}</strong>
          </span>,
        ],
        cmd.name === 'oilOrderSplit' && [
          t('action.splitParts'),
          `${parts.map((f) => displayFen(f)).join(' + ')} = ${displayFen(row.payAmount)}`,
        ],
      ],
      children: said && <p>{said}</p>,
    };
  };
  // what a form step before the write takes (`FormCommandDialog`)
  const step = { nextText: t('action.next'), cancelText: t('action.cancel'), command, confirm, onCancel: onClose };
  return { command, confirm, step };
}

/** A write on the order with no form before it: asked on opening. */
function OrderCommandDialog({ cmd, row, kind, onClose }: OrderStepProps & { cmd: OrderCommand }) {
  const { command, confirm } = useOrderCommand(row, kind, onClose);
  const { request } = command;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, on opening
  useEffect(() => {
    request(cmd);
  }, []);
  return <CommandDialog command={command} {...confirm(cmd)} />;
}

export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle('orders:title.detail');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id')?.trim() ?? '';
  const kind = params.get('type') === 'oil' ? 'oil' : 'platform';
  const [editing, setEditing] = useState<'state' | 'split' | null>(null);

  const invalidate = useInvalidate();
  const detailKey = ['orders', 'detail', kind, id] as const;
  const read = useRequest(id ? detailKey : null, (signal) => orderDetail(kind, id, signal));
  // a retry reads the order again; a command invalidates every order read (the lists and sums move too)
  const reload = () => void invalidate(detailKey);
  // the write being asked, a new operation (and machine) each time an action is chosen
  const [asked, setAsked] = useState<{ cmd: OrderCommand; n: number } | null>(null);
  // the third-party refund being asked for (its own form and command)
  const [refunding, setRefunding] = useState<ThirdPartyPlatform | null>(null);

  if (!id)
    return (
      <NonIdealState
        icon="issue"
        title={t('detail.missingId')}
        action={<Button text={t('detail.back')} onClick={() => navigate('/order/orderManager')} />}
      />
    );
  if (read.status === 'loading')
    return <NonIdealState icon={<Spinner size={40} aria-label={t('list.loading')} />} title={t('list.loading')} />;
  if (read.status === 'failed') {
    return (
      <NonIdealState
        icon="error"
        title={t('list.loadFailed')}
        action={<Button intent={Intent.PRIMARY} icon="refresh" text={t('list.retry')} onClick={reload} />}
      />
    );
  }
  const row = read.data;
  const orderNo = displayText(row.orderNo);
  const reasonOf = (r: string) => (r === 'allowed' ? null : t(r));
  const isFuel = !!displayText(row.oilNo);

  const ask = (cmd: OrderCommand) => setAsked((old) => ({ cmd, n: (old?.n ?? 0) + 1 }));

  const logs = Array.isArray(row.logs) ? (row.logs as Array<Record<string, unknown>>) : [];
  const splits = Array.isArray(row.splits) ? (row.splits as Array<Record<string, unknown>>) : [];
  const next = nextOrderStates(row.orderState);

  return (
    <div className="fc-page">
      <div className="fc-row-lg">
        <Button
          icon="arrow-left"
          variant="minimal"
          text={t('detail.back')}
          onClick={() =>
            navigate(kind === 'oil' ? '/order/orderManager?tab=oil' : row.orderType === 2 ? '/order/goodsOrder' : '/order/orderManager')
          }
        />
        <H4 className="fc-flush">
          {t('title.detail')} {orderNo}
        </H4>
        <StatusTag table={codeTable(ORDER_STATE)} code={row.orderState} />
        <StatusTag table={codeTable(NOTIFY_STATE)} code={row.notifyState} />
      </div>
      <div role="toolbar" aria-label={t('list.actions')} className="fc-row fc-order-actions">
        <ActionButton
          label={t('action.manualNotify')}
          intent={Intent.PRIMARY}
          reason={reasonOf(notifyAllowance(row))}
          onClick={() => ask(notifyCommand(orderNo))}
        />
        <ActionButton
          label={t('action.updZytOrderState')}
          reason={next.length ? null : t('action.noNextState')}
          onClick={() => setEditing('state')}
        />
        <ActionButton
          label={t('action.supplementary')}
          reason={reasonOf(supplementaryAllowance(row))}
          onClick={() => ask(supplementaryCommand(orderNo))}
        />
        {isFuel && (
          <ActionButton label={t('action.oilOrderSplit')} reason={reasonOf(splitAllowance(row))} onClick={() => setEditing('split')} />
        )}
        {isFuel && <ActionButton label={t('action.repeatPrintTicket')} reason={null} onClick={() => ask(reprintCommand(orderNo))} />}
        <OrderOperationActions row={row} kind={kind} ask={ask} onRefund={setRefunding} />
        <Link className={Classes.BUTTON} to={`/order/refundApply?orderNo=${encodeURIComponent(orderNo)}`}>
          {t('detail.openRefunds')}
        </Link>
      </div>
      <div className="fc-order-cards">
        <Card>
          <H4>{t('detail.basic')}</H4>
          <KeyValues
            label={t('detail.basic')}
            rows={[
              [t('field.orderNo'), orderNo],
              [t('field.createTime'), formatDateTime(row.createTime)],
              [t('field.payTime'), formatDateTime(row.payTime)],
              [t('field.tenantName'), displayText(row.tenantName)],
              [t('field.siteName'), displayText(row.siteName)],
              [t('field.userPhone'), displayText(row.userPhone)],
              [t('field.goodsName'), displayText(row.goodsName)],
              ...(isFuel
                ? ([
                    [t('field.oilNo'), displayText(row.oilNo)],
                    [t('field.gunNo'), displayText(row.gunNo)],
                    [t('field.liters'), displayText(row.liters)],
                  ] as Array<[string, ReactNode]>)
                : []),
              ...(displayText(row.writeOffCode)
                ? ([[t('field.writeOffCode'), displayText(row.writeOffCode)]] as Array<[string, ReactNode]>)
                : []),
              [t('field.platformName'), displayText(row.platformName)],
              [t('field.orderSourceType'), <StatusTag key="s" table={codeTable(ORDER_SOURCE)} code={row.orderSourceType} />],
              [t('field.region'), [row.province, row.city, row.district].map(displayText).filter(Boolean).join(' / ')],
              [t('field.headName'), displayText(row.headName)],
              [t('field.notifyTime'), formatDateTime(row.notifyTime)],
            ]}
          />
        </Card>
        <Card>
          <H4>{t('detail.amounts')}</H4>
          <KeyValues
            label={t('detail.amounts')}
            rows={[
              [t('field.price'), displayFen(row.price)],
              [t('field.totalAmount'), displayFen(row.totalAmount)],
              [t('field.discountAmount'), displayFen(row.discountAmount)],
              [t('field.payAmount'), <strong key="p">{displayFen(row.payAmount)}</strong>],
            ]}
          />
          {splits.length > 0 && (
            <>
              <H4 className="fc-space-top">{t('detail.splits')}</H4>
              <KeyValues
                label={t('detail.splits')}
                rows={splits.map((s) => [displayText(s.orderNo), displayFen(s.amount)] as [string, ReactNode])}
              />
            </>
          )}
        </Card>
      </div>
      <CardFlowPanel orderNo={orderNo} />
      <Card>
        <H4>{t('detail.logs')}</H4>
        {logs.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{t('detail.noLogs')}</p>
        ) : (
          <ul aria-label={t('detail.logs')} className="fc-order-list-flush">
            {logs.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id and never move
              <li key={i}>
                {displayText(l.time)} · {displayText(l.operator)} ·{' '}
                {t(`detail.logAction.${displayText(l.action)}`, { defaultValue: displayText(l.action) })}
                {displayText(l.detail) ? ` · ${displayText(l.detail)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {editing === 'state' && <StateDialog row={row} kind={kind} onClose={() => setEditing(null)} />}
      {editing === 'split' && <SplitDialog row={row} kind={kind} onClose={() => setEditing(null)} />}
      {refunding && <RefundApplyDialog row={row} platform={refunding} onClose={() => setRefunding(null)} />}
      {asked && <OrderCommandDialog key={asked.n} cmd={asked.cmd} row={row} kind={kind} onClose={() => setAsked(null)} />}
    </div>
  );
}
