import { assign, setup } from 'xstate';
import { SENDING_TAGS } from '@machines/common/send-or-back';
import { NO_FAILURE, noteFailure, retryState, unboundActor } from '@machines/common/call-outcome';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
import {
  WITHDRAW_REASONS,
  type QuoteInput,
  type QuoteOutput,
  type Row,
  type WithdrawCommand,
  type WithdrawAccount,
  type WithdrawContext,
  type WithdrawEvent,
  type WithdrawInput,
} from './withdrawal.types';

/** An SMS code is 6 digits. */
export const CODE_PATTERN = /^\d{6}$/;

/** No SMS code asked for or typed. */
const NO_CODE = { code: '', codeSent: false, codeNotice: null } as const;

/** No quote, operation, code or failure: what a changed amount or a step back from the review drops (docs/quality.md 14). */
const NO_QUOTE = { quote: null, operation: null, knownRecords: null, ...NO_CODE, ...NO_FAILURE } as const;

/** A withdrawal not yet started: no amount, quote, key, code, failure or record. */
const FRESH = { amountFen: null, amountError: null, ...NO_QUOTE, record: null } as const;

/** The payload of the withdrawal: the confirmation shows it, the submit sends it. */
export function payloadOf(c: WithdrawContext) {
  return { variant: c.variant, accountId: c.accountId, amountFen: c.amountFen ?? 0, ...(c.needsCode ? { code: c.code } : {}) };
}

/**
 * One withdrawal (docs/flows.md "Withdrawals"): editing → quoting (calcMoneyFee, and the records there were) →
 * reviewing → [verifying: SMS code] → confirming → submitting: the confirming click makes the operation (its
 * Idempotency-Key and start), and the withdrawal is one operation of the command machine (docs/flows.md "Commands"),
 * which sends it, retries a refusal with the same key and, after a lost answer, looks for a new record of the amount
 * before anything is sent again → submitted, or back to reviewing (a new code needed) when the user gave it up.
 */
export const withdrawalMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent, input: {} as WithdrawInput },
  actors: {
    loadAccount: unboundActor<WithdrawAccount, { accountId: string }>('loadAccount'),
    quoteFee: unboundActor<QuoteOutput, QuoteInput>('quoteFee'),
    sendCode: unboundActor<string, QuoteInput & { variant: string }>('sendCode'),
    /** The withdrawal: the command machine with its send and verify bound in src/screens/money/money-machines.ts. */
    command: commandMachine,
  },
  actions: {
    noteFailure: assign(noteFailure),
    /** A changed amount clears the quote, its key and any code (docs/quality.md 14). */
    takeAmount: assign(({ event }) =>
      event.type === 'withdraw.amount' ? { amountFen: event.amountFen, amountError: event.reason, ...NO_QUOTE } : {},
    ),
    /** Tells the user the withdrawal was made. */
    notifySubmitted: () => undefined,
  },
  guards: {
    amountReady: ({ context }) => context.amountFen !== null && context.amountError === null,
    needsCode: ({ context }) => context.needsCode,
    codeEntered: ({ context }) => context.codeSent && CODE_PATTERN.test(context.code),
    submitted: commandDone,
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({ ...input, account: null, ...FRESH }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: { target: 'editing', actions: assign({ account: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: WITHDRAW_REASONS.loadFailed }) },
      },
    },
    loadFailed: retryState('withdraw.retry', 'loading'),
    editing: {
      tags: ['form'],
      on: {
        'withdraw.amount': { actions: 'takeAmount' },
        'withdraw.quote': { guard: 'amountReady', target: 'quoting' },
      },
    },
    quoting: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'quoteFee',
        src: 'quoteFee',
        input: ({ context }) => ({ accountId: context.accountId, amountFen: context.amountFen ?? 0 }),
        onDone: {
          target: 'reviewing',
          actions: assign({
            quote: ({ event }) => ({ feeFen: event.output.feeFen, netFen: event.output.netFen }),
            knownRecords: ({ event }) => event.output.knownRecords,
            ...NO_FAILURE,
          }),
        },
        onError: {
          target: 'editing',
          actions: { type: 'noteFailure', params: { reason: WITHDRAW_REASONS.quoteFailed } },
        },
      },
      on: { 'withdraw.amount': { target: 'editing', actions: 'takeAmount' } },
    },
    reviewing: {
      tags: ['form', 'review'],
      on: {
        'withdraw.amount': { target: 'editing', actions: 'takeAmount' },
        'withdraw.back': {
          target: 'editing',
          actions: assign({ ...NO_QUOTE }),
        },
        'withdraw.confirm': [{ guard: 'needsCode', target: 'verifying' }, { target: 'confirming' }],
      },
    },
    verifying: {
      tags: ['form', 'review', 'code'],
      initial: 'idle',
      states: {
        idle: {
          // a new code replaces the old one: what was typed is cleared
          on: { 'withdraw.sendCode': { target: 'sending', actions: assign({ code: '' }) } },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ variant: context.variant, accountId: context.accountId, amountFen: context.amountFen ?? 0 }),
            onDone: {
              target: 'idle',
              actions: assign({ codeSent: true, code: '', codeNotice: ({ event }) => event.output, ...NO_FAILURE }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'noteFailure', params: { reason: WITHDRAW_REASONS.submitFailed } },
            },
          },
        },
      },
      on: {
        'withdraw.amount': { target: 'editing', actions: 'takeAmount' },
        'withdraw.back': { target: 'reviewing', actions: assign({ ...NO_CODE }) },
        'withdraw.code': { actions: assign({ code: ({ event }) => event.code.trim() }) },
        'withdraw.confirm': { guard: 'codeEntered', target: 'confirming' },
      },
    },
    confirming: {
      tags: ['review', 'confirm'],
      on: {
        'withdraw.submit': { target: 'submitting', actions: assign({ operation: operationOf }) },
        'withdraw.cancel': [{ guard: 'needsCode', target: 'verifying' }, { target: 'reviewing' }],
      },
    },
    submitting: {
      tags: ['review', ...SENDING_TAGS],
      invoke: {
        id: 'command',
        src: 'command',
        // the confirming click's operation (the check looks for records the quote did not see, not by the browser's clock)
        input: commandInput(
          (context) => ({ payload: payloadOf(context), knownRecords: context.knownRecords ?? [] }) satisfies WithdrawCommand,
        ),
        onDone: [
          {
            guard: 'submitted',
            target: 'submitted',
            actions: [
              assign({ record: ({ event }) => (event.output as { result: Row }).result, operation: null, ...NO_FAILURE }),
              'notifySubmitted',
            ],
          },
          // given up after a refusal or an empty check: back to the review; the code was checked (and maybe used) by
          // the server, so a new one is needed, and a new confirmation is a new operation
          { target: 'reviewing', actions: assign({ operation: null, ...NO_CODE }) },
        ],
      },
    },
    submitted: {
      tags: ['done'],
      on: {
        'withdraw.again': {
          target: 'loading',
          actions: assign({ ...FRESH }),
        },
      },
    },
  },
});
