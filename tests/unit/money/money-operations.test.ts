/**
 * The money flows' writes on the command machine (docs/flows.md "Commands"): an invoice action and a withdrawal are
 * keyed by the click that confirms them (not by the fee quote), every retry of the operation carries that key, and
 * after a lost answer the invoice's status is read again for the action before anything is sent again.
 */
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { actionTaken, INVOICE_CODES, invoicingMachine } from '@machines/invoicing/invoicing.machine';
import type { Invoice, InvoiceCommand } from '@machines/invoicing/invoicing.types';
import { withdrawalMachine } from '@machines/withdrawal/withdrawal.machine';
import type { WithdrawCommand } from '@machines/withdrawal/withdrawal.types';
import { ApiError } from '@services/http/errors';
import { toFailure } from '@services/http/failure';
import { bindCommand } from '@/components/use-command';

const lost = () => toFailure(new ApiError('network', 'Network Error'));
const refused = () => toFailure(new ApiError('server', '税控服务繁忙', { code: 500, data: { code: 500, msg: '税控服务繁忙' } }));

const invoice = (status: number): Invoice => ({
  id: 'inv-1',
  invoiceNo: 'FP001',
  orderNo: 'ORD-1',
  invoiceTitle: '顺达物流',
  amountFen: 500_000,
  status,
  failReason: '',
});

test('an invoice action is taken when the invoice read again shows the status it leads to', () => {
  const { none, issuing, issued, cancelled, red, failed } = INVOICE_CODES;
  expect(actionTaken({ action: 'issue', from: none }, issuing)).toBe(true);
  expect(actionTaken({ action: 'issue', from: none }, issued)).toBe(true);
  expect(actionTaken({ action: 'issue', from: none }, failed)).toBe(true);
  expect(actionTaken({ action: 'issue', from: failed }, failed)).toBe(false);
  expect(actionTaken({ action: 'issue', from: none }, none)).toBe(false);
  expect(actionTaken({ action: 'cancel', from: issued }, cancelled)).toBe(true);
  expect(actionTaken({ action: 'cancel', from: issued }, issued)).toBe(false);
  expect(actionTaken({ action: 'red', from: issued }, red)).toBe(true);
  expect(actionTaken({ action: 'red', from: issued }, cancelled)).toBe(false);
});

test('an invoice action: one key from the confirming click for every retry; after a lost answer the status is read again', async () => {
  const sends: Array<{ command: InvoiceCommand; key: string }> = [];
  const answers = [refused, lost];
  let server = invoice(INVOICE_CODES.issued);
  const machine = invoicingMachine.provide({
    actors: {
      loadInvoice: fromPromise(async () => server),
      pollInvoice: fromPromise(async () => server),
      command: bindCommand<InvoiceCommand>(
        async (command, key) => {
          sends.push({ command, key });
          const failure = answers.shift();
          // the lost answer: the server voided the invoice, the answer never came
          server = invoice(INVOICE_CODES.cancelled);
          if (failure) throw failure();
        },
        async (command) => (actionTaken(command, server.status) ? { found: true, record: server } : { found: false }),
      ),
    },
    delays: { pollInterval: 1 },
  });
  const actor = createActor(machine, { input: { id: 'inv-1' } }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'invoice.cancel' });
  actor.send({ type: 'invoice.confirm', key: 'op-1', at: 1000 });
  // a second confirm while the command runs sends nothing
  actor.send({ type: 'invoice.confirm', key: 'op-2', at: 1001 });
  const command = actor.getSnapshot().children.command as ActorRefFrom<typeof commandMachine>;
  await waitFor(command, (s) => s.matches('failed'));
  expect(command.getSnapshot().context.serverMessage).toBe('税控服务繁忙');
  command.send({ type: 'command.retry' });
  // the retry's answer is lost: the check finds the invoice voided, and the flow reads it again
  await waitFor(actor, (s) => s.matches('ready') && s.context.invoice?.status === INVOICE_CODES.cancelled, { timeout: 5000 });
  expect(sends.map((s) => s.key)).toEqual(['op-1', 'op-1']);
  expect(sends[0]!.command).toEqual({ id: 'inv-1', action: 'cancel', from: INVOICE_CODES.issued });
  expect(actor.getSnapshot().context).toMatchObject({ done: 'cancel', pending: null, operation: null });
});

test('a withdrawal is keyed by the click that confirms it, not by its fee quote; a new confirmation is a new operation', async () => {
  const sends: Array<{ command: WithdrawCommand; key: string }> = [];
  const machine = withdrawalMachine.provide({
    actors: {
      loadAccount: fromPromise(async () => ({
        id: 'a1',
        tenantName: '',
        accountName: '华北石化供货结算户',
        bankName: '工商银行',
        bankCardNumber: '6222020200112233445',
        balanceFen: 1_000_000,
        frozenFen: 0,
        availableFen: 1_000_000,
        feeMode: '2',
        feeValue: '30',
      })),
      quoteFee: fromPromise(async () => ({ feeFen: 30, netFen: 9_970, knownRecords: ['r0'] })),
      command: bindCommand<WithdrawCommand>(
        async (command, key) => {
          sends.push({ command, key });
          if (sends.length === 1) throw refused();
          return { id: 'r1', withdrawNo: 'TX1', withdrawalAmount: 10_000 };
        },
        async () => ({ found: false }),
      ),
    },
  });
  const actor = createActor(machine, { input: { variant: 'supplier', accountId: 'a1', needsCode: false } }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'withdraw.amount', amountFen: 10_000, reason: null });
  actor.send({ type: 'withdraw.quote' });
  await waitFor(actor, (s) => s.matches('reviewing'));
  // the quote made no operation
  expect(actor.getSnapshot().context.operation).toBeNull();
  actor.send({ type: 'withdraw.confirm' });
  actor.send({ type: 'withdraw.submit', key: 'w-1', at: 5000 });
  expect(actor.getSnapshot().context.operation).toEqual({ key: 'w-1', at: 5000 });
  const command = actor.getSnapshot().children.command as ActorRefFrom<typeof commandMachine>;
  expect(command.getSnapshot().context).toMatchObject({ key: 'w-1', startedAt: 5000 });
  await waitFor(command, (s) => s.matches('failed'));
  // given up: back to the review, and the next confirmation is a new operation
  command.send({ type: 'command.cancel' });
  await waitFor(actor, (s) => s.matches('reviewing'));
  expect(actor.getSnapshot().context.operation).toBeNull();
  actor.send({ type: 'withdraw.confirm' });
  actor.send({ type: 'withdraw.submit', key: 'w-2', at: 6000 });
  await waitFor(actor, (s) => s.matches('submitted'));
  expect(sends.map((s) => s.key)).toEqual(['w-1', 'w-2']);
  expect(sends[1]!.command).toEqual({ payload: { variant: 'supplier', accountId: 'a1', amountFen: 10_000 }, knownRecords: ['r0'] });
});
