import { assign, setup } from 'xstate';
import { NO_FAILURE, noteFailure, retryState, unboundActor } from '@machines/common/call-outcome';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
import { sendingState } from '@machines/common/send-or-back';
import {
  INVOICE_REASONS,
  type Invoice,
  type InvoiceAction,
  type InvoiceCommand,
  type InvoiceContext,
  type InvoiceEvent,
  type InvoiceInput,
} from './invoicing.types';

/** Status codes the machine branches on (services/api/money/status.ts INVOICE_STATUS). */
export const INVOICE_CODES = { none: 0, issuing: 1, issued: 2, cancelled: 3, red: 4, failed: 5 } as const;

/** Which statuses allow which action (docs/flows.md "Invoicing"). */
export const ACTION_FROM: Record<InvoiceAction, readonly number[]> = {
  issue: [INVOICE_CODES.none, INVOICE_CODES.failed],
  cancel: [INVOICE_CODES.issued],
  red: [INVOICE_CODES.issued],
};

/**
 * Whether an invoice read again shows the action taken (the check after a lost answer): an issue left 未开票 or
 * 开票失败 for 开票中 or 已开票 (or failed, when it was not failed before), a void shows 已作废, a red invoice 已红冲.
 */
export function actionTaken(command: Pick<InvoiceCommand, 'action' | 'from'>, now: number): boolean {
  if (command.action === 'cancel') return now === INVOICE_CODES.cancelled;
  if (command.action === 'red') return now === INVOICE_CODES.red;
  return (
    now === INVOICE_CODES.issuing || now === INVOICE_CODES.issued || (now === INVOICE_CODES.failed && command.from !== INVOICE_CODES.failed)
  );
}

/** Time between two getInvoicing polls (ms). */
export const POLL_INTERVAL_MS = 2000;

const outputOf = (e: unknown) => (e as { output?: Invoice }).output;

/**
 * One invoice: loading → ready → confirming (issue, cancel or red-invoice) → acting → polling (after issue: getInvoicing
 * every pollInterval until 已开票 or 开票失败) or loading (re-read). An invoice found 开票中 is polled at once.
 * The action is one operation of the command machine (docs/flows.md "Commands"), keyed by the confirming click: it
 * sends the action, retries a refusal with the same key and, after a lost answer, re-reads the invoice's status for
 * the action before anything is sent again. Given up (a refusal, nothing found), the invoice is read again.
 */
export const invoicingMachine = setup({
  types: { context: {} as InvoiceContext, events: {} as InvoiceEvent, input: {} as InvoiceInput },
  actors: {
    loadInvoice: unboundActor<Invoice, { id: string }>('loadInvoice'),
    /** The action: the command machine with its send and verify bound in src/screens/money/money-machines.ts. */
    command: commandMachine,
    pollInvoice: unboundActor<Invoice, { id: string }>('pollInvoice'),
  },
  actions: {
    noteFailure: assign(noteFailure),
    dropPending: assign({ pending: null }),
    clearError: assign({ error: null }),
    /** Tells the user an action went through. */
    notifyDone: (_, _params: { action: InvoiceAction }) => undefined,
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
  guards: {
    can: ({ context }, params: { action: InvoiceAction }) =>
      !!context.invoice && ACTION_FROM[params.action].includes(context.invoice.status),
    issuing: ({ event }) => outputOf(event)?.status === INVOICE_CODES.issuing,
    issueFailed: ({ event }) => outputOf(event)?.status === INVOICE_CODES.failed,
    /** The command did the action, and it was an issue (polled until it ends). */
    issued: (args) => commandDone(args) && args.context.pending === 'issue',
    taken: commandDone,
  },
}).createMachine({
  id: 'invoicing',
  context: ({ input }) => ({ ...input, invoice: null, pending: null, done: null, operation: null, ...NO_FAILURE }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInvoice',
        src: 'loadInvoice',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: 'issuing', target: 'polling', actions: assign({ invoice: ({ event }) => event.output }) },
          { target: 'ready', actions: assign({ invoice: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'noteFailure', params: { reason: INVOICE_REASONS.loadFailed } },
        },
      },
    },
    loadFailed: retryState('invoice.retry', 'loading'),
    ready: {
      on: {
        'invoice.issue': {
          guard: { type: 'can', params: { action: 'issue' } },
          target: 'confirming',
          actions: assign({ pending: 'issue', done: null, ...NO_FAILURE }),
        },
        'invoice.cancel': {
          guard: { type: 'can', params: { action: 'cancel' } },
          target: 'confirming',
          actions: assign({ pending: 'cancel', done: null, ...NO_FAILURE }),
        },
        'invoice.red': {
          guard: { type: 'can', params: { action: 'red' } },
          target: 'confirming',
          actions: assign({ pending: 'red', done: null, ...NO_FAILURE }),
        },
      },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'invoice.confirm': { target: 'acting', actions: assign({ operation: operationOf }) },
        'invoice.dismiss': { target: 'ready', actions: 'dropPending' },
      },
    },
    acting: {
      ...sendingState('invoice.confirm'),
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(
          (context) =>
            ({ id: context.id, action: context.pending!, from: context.invoice?.status ?? INVOICE_CODES.none }) satisfies InvoiceCommand,
        ),
        onDone: [
          {
            guard: 'issued',
            target: 'polling',
            actions: [{ type: 'notifyDone', params: { action: 'issue' } }, assign({ pending: null, done: 'issue', operation: null })],
          },
          {
            guard: 'taken',
            target: 'loading',
            actions: [
              { type: 'notifyDone', params: ({ context }) => ({ action: context.pending! }) },
              assign({ done: ({ context }) => context.pending, pending: null, operation: null }),
            ],
          },
          // given up after a refusal or an empty check: the invoice is read again, a new confirmation is a new operation
          { target: 'loading', actions: assign({ pending: null, operation: null }) },
        ],
      },
    },
    polling: {
      tags: ['issuing'],
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: { target: 'checking' } },
        },
        checking: {
          invoke: {
            id: 'pollInvoice',
            src: 'pollInvoice',
            input: ({ context }) => ({ id: context.id }),
            onDone: [
              { guard: 'issuing', target: 'waiting', actions: assign({ invoice: ({ event }) => event.output }) },
              {
                guard: 'issueFailed',
                target: '#invoicing.ready',
                actions: assign({
                  invoice: ({ event }) => event.output,
                  error: INVOICE_REASONS.issueFailed,
                  serverMessage: ({ event }) => event.output.failReason || null,
                }),
              },
              { target: '#invoicing.ready', actions: assign({ invoice: ({ event }) => event.output, ...NO_FAILURE }) },
            ],
            onError: { target: 'pollFailed', actions: assign({ error: INVOICE_REASONS.pollFailed }) },
          },
        },
        pollFailed: retryState('invoice.retry', 'checking', 'clearError'),
      },
    },
  },
});
