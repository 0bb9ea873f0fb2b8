import { assign, setup, stateIn } from 'xstate';
import { sendingState } from '@machines/common/send-or-back';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, commandInputOf, operationOf } from '@machines/common/composed-command';
import type {
  PaymentResult,
  RequestCodeInput,
  SmsPaymentContext,
  SmsPaymentEvent,
  SmsPaymentInput,
  SubmitPaymentInput,
} from './sms-payment.types';

/** An SMS code is 6 digits. */
export const CODE_PATTERN = /^\d{6}$/;

/** A new code may be asked for this long after the last one was sent (ms). */
export const RESEND_DELAY_MS = 60_000;

const CLEARED_CODE = { code: '', codeNotice: null, operation: null } as const;

/**
 * One payment confirmed by an SMS code (direct recharge, card issuing, batch order):
 * editing → requestingCode → codeSent, where the resend
 * countdown (`resendDelay`) runs beside the steps entering → confirming (the exact payload) → submitting: the
 * payment is one operation of the command machine (docs/flows.md "Commands"), keyed by the confirming event, which
 * sends it, retries a refusal with the same key and, after a lost answer, looks for the payment in the funds' movements
 * before anything is sent again → done, or back to confirming when the user gave the operation up.
 * Asking for the code (getCode: a GET that sends a message) is a write too, run by its own button on the command
 * machine: sent once, its refusal retried only when the user asks, and after a lost answer the user is told to look at
 * the phone before asking again (no query shows whether a code went out); given up, the form is back to editing.
 * Changing the amount, the items or the phone clears the code (docs/quality.md 14).
 */
export const smsPaymentMachine = setup({
  types: { context: {} as SmsPaymentContext, events: {} as SmsPaymentEvent, input: {} as SmsPaymentInput },
  actors: {
    /** The code sent: the command machine with its send and verify bound in src/screens/recharge/sms-payment-machine.ts. */
    codeCommand: commandMachine,
    /** The payment: the command machine with its send and verify bound in src/screens/recharge/sms-payment-machine.ts. */
    command: commandMachine,
  },
  actions: {
    /** A changed form clears the code and the operation (the code was tied to the old amount and phone). */
    takeDraft: assign(({ event }) =>
      event.type === 'pay.change' ? { draft: event.draft, draftError: event.reason, ...CLEARED_CODE } : {},
    ),
    /** Tells the user the payment went through. */
    notifyPaid: () => undefined,
  },
  guards: {
    draftReady: ({ context }) => context.draft !== null && context.draftError === null && context.draft.amountFen > 0,
    codeEntered: ({ context }) => CODE_PATTERN.test(context.code),
    paid: commandDone,
    codeSent: commandDone,
    entering: stateIn({ codeSent: { step: 'entering' } }),
  },
  delays: { resendDelay: RESEND_DELAY_MS },
}).createMachine({
  id: 'sms-payment',
  context: ({ input }) => ({
    ...input,
    draft: null,
    draftError: null,
    code: '',
    codeNotice: null,
    operation: null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'pay.change': { actions: 'takeDraft' },
        'pay.requestCode': { guard: 'draftReady', target: 'requestingCode' },
      },
    },
    requestingCode: {
      // a second click is ignored: the GET sends a message and is never repeated on its own
      tags: ['form', 'busy'],
      invoke: {
        // the click that asked is the confirmation; the GET carries no key (a code asked for again is a new code)
        id: 'codeCommand',
        src: 'codeCommand',
        input: ({ context }) =>
          commandInputOf(
            {
              kind: context.kind,
              phone: context.draft?.phone ?? '',
              amountFen: context.draft?.amountFen ?? 0,
            } satisfies RequestCodeInput,
            null,
          ),
        onDone: [
          {
            guard: 'codeSent',
            target: 'codeSent',
            actions: assign({ code: '', codeNotice: ({ event }) => String((event.output as { result: unknown }).result ?? '') }),
          },
          // given up after a refusal, or after a lost answer the user looked at the phone: the form again
          { target: 'editing' },
        ],
      },
    },
    codeSent: {
      type: 'parallel',
      states: {
        resend: {
          initial: 'counting',
          states: {
            counting: { after: { resendDelay: { target: 'ready' } } },
            ready: {
              on: { 'pay.requestCode': { guard: 'entering', target: '#sms-payment.requestingCode' } },
            },
          },
        },
        step: {
          initial: 'entering',
          states: {
            entering: {
              tags: ['form', 'code'],
              on: {
                'pay.change': { target: '#sms-payment.editing', actions: 'takeDraft' },
                'pay.code': { actions: assign({ code: ({ event }) => event.code.trim() }) },
                'pay.review': { guard: 'codeEntered', target: 'confirming' },
              },
            },
            confirming: {
              tags: ['code', 'confirm'],
              on: {
                'pay.submit': { target: 'submitting', actions: assign({ operation: operationOf }) },
                'pay.cancel': { target: 'entering' },
              },
            },
            submitting: {
              // the command owns the payment: its refusal and retry, and its check after a lost answer
              ...sendingState('pay.submit', ['code']),
              invoke: {
                id: 'command',
                src: 'command',
                input: commandInput(
                  (context) => ({ kind: context.kind, draft: context.draft!, code: context.code }) satisfies SubmitPaymentInput,
                ),
                onDone: [
                  {
                    guard: 'paid',
                    target: '#sms-payment.done',
                    actions: [assign({ result: ({ event }) => (event.output as { result: PaymentResult }).result }), 'notifyPaid'],
                  },
                  // given up after a refusal or an empty check: the confirmation again, and confirming is a new operation
                  { target: 'confirming', actions: assign({ operation: null }) },
                ],
              },
            },
          },
        },
      },
    },
    done: {
      tags: ['done'],
      on: {
        'pay.again': {
          target: 'editing',
          actions: assign({ draft: null, draftError: null, ...CLEARED_CODE, result: null }),
        },
      },
    },
  },
});
