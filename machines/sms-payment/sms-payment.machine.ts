import { assign, setup, stateIn } from 'xstate';
import { lostAnswer, NO_FAILURE, noteFailure, noteReason, unboundActor } from '@machines/common/call-outcome';
import { SENDING_TAGS, sendOrBack } from '@machines/common/send-or-back';
import {
  PAY_REASONS,
  type PaymentResult,
  type RequestCodeInput,
  type SmsPaymentContext,
  type SmsPaymentEvent,
  type SmsPaymentInput,
  type SubmitPaymentInput,
} from './sms-payment.types';

/** An SMS code is 6 digits. */
export const CODE_PATTERN = /^\d{6}$/;

/** A new code may be asked for this long after the last one was sent (ms). */
export const RESEND_DELAY_MS = 60_000;

const CLEARED_CODE = { code: '', codeNotice: null, operationKey: null } as const;

/**
 * One payment confirmed by an SMS code (direct recharge, card issuing, batch order):
 * editing → requestingCode (getCode: a GET that sends a message, never retried) → codeSent, where the resend
 * countdown (`resendDelay`) runs beside the steps entering → confirming (the exact payload) → submitting
 * (Idempotency-Key; a second submit is ignored) → done, or back to confirming with the message.
 * Changing the amount, the items or the phone clears the code (docs/quality.md 14).
 */
export const smsPaymentMachine = setup({
  types: { context: {} as SmsPaymentContext, events: {} as SmsPaymentEvent, input: {} as SmsPaymentInput },
  actors: {
    requestCode: unboundActor<string, RequestCodeInput>('requestCode'),
    submitPayment: unboundActor<PaymentResult, SubmitPaymentInput>('submitPayment'),
  },
  actions: {
    noteFailure: assign(noteFailure),
    noteReason: assign(noteReason),
    /** A changed form clears the code and the operation (the code was tied to the old amount and phone). */
    takeDraft: assign(({ event }) =>
      event.type === 'pay.change' ? { draft: event.draft, draftError: event.reason, ...CLEARED_CODE, ...NO_FAILURE } : {},
    ),
    /** Gives the operation its Idempotency-Key (once; a retry after a failure keeps it). Bound in src/app. */
    stampOperation: assign(({ context }) => ({ operationKey: context.operationKey ?? 'operation' })),
    /** Tells the user the payment went through. */
    notifyPaid: () => undefined,
  },
  guards: {
    draftReady: ({ context }) => context.draft !== null && context.draftError === null && context.draft.amountFen > 0,
    codeEntered: ({ context }) => CODE_PATTERN.test(context.code),
    lostAnswer,
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
    operationKey: null,
    ...NO_FAILURE,
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
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ kind: context.kind, phone: context.draft?.phone ?? '', amountFen: context.draft?.amountFen ?? 0 }),
        onDone: {
          target: 'codeSent',
          actions: assign({ code: '', codeNotice: ({ event }) => event.output, ...NO_FAILURE }),
        },
        onError: {
          target: 'editing',
          actions: { type: 'noteFailure', params: { reason: PAY_REASONS.codeFailed } },
        },
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
                'pay.review': { guard: 'codeEntered', target: 'confirming', actions: 'stampOperation' },
              },
            },
            confirming: sendOrBack({ confirm: 'pay.submit', cancel: 'pay.cancel' }, { send: 'submitting', back: 'entering' }, undefined, [
              'code',
              'confirm',
            ]),
            submitting: {
              tags: ['code', ...SENDING_TAGS],
              invoke: {
                id: 'submitPayment',
                src: 'submitPayment',
                input: ({ context }) => ({
                  kind: context.kind,
                  draft: context.draft!,
                  code: context.code,
                  operationKey: context.operationKey ?? '',
                }),
                onDone: {
                  target: '#sms-payment.done',
                  actions: [assign({ result: ({ event }) => event.output, ...NO_FAILURE }), 'notifyPaid'],
                },
                onError: [
                  {
                    guard: 'lostAnswer',
                    target: 'confirming',
                    actions: { type: 'noteReason', params: { reason: PAY_REASONS.lostAnswer } },
                  },
                  {
                    target: 'confirming',
                    actions: { type: 'noteFailure', params: { reason: PAY_REASONS.submitFailed } },
                  },
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
          actions: assign({ draft: null, draftError: null, ...CLEARED_CODE, ...NO_FAILURE, result: null }),
        },
      },
    },
  },
});
