import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { CODE_PATTERN, type smsPaymentMachine } from './sms-payment.machine';
import { PAY_REASONS, type PaymentDraft, type SmsPaymentContext } from './sms-payment.types';

type PaymentSnapshot = SnapshotFrom<typeof smsPaymentMachine>;
type Viewed = Pick<PaymentSnapshot, 'context' | 'hasTag' | 'matches'>;

/** 'allowed', or the i18n key of why 获取验证码 is disabled. */
export function requestCodeAllowance(s: Viewed): 'allowed' | string {
  if (s.hasTag('busy')) return PAY_REASONS.busy;
  if (s.matches('editing')) {
    const c = s.context;
    if (c.draftError) return c.draftError;
    return c.draft && c.draft.amountFen > 0 ? 'allowed' : PAY_REASONS.fillForm;
  }
  if (s.matches({ codeSent: { resend: 'counting' } })) return PAY_REASONS.waitResend;
  return s.matches({ codeSent: { step: 'entering' } }) ? 'allowed' : PAY_REASONS.busy;
}

/** 'allowed', or the i18n key of why 下一步 (review the payment) is disabled. */
export function reviewAllowance(s: Viewed): 'allowed' | string {
  if (!s.matches({ codeSent: { step: 'entering' } })) return s.matches('editing') ? PAY_REASONS.codeRequired : PAY_REASONS.busy;
  return CODE_PATTERN.test(s.context.code) ? 'allowed' : PAY_REASONS.codeRequired;
}

/** Whether the form fields may be edited (not while a code is requested, confirmed or submitted, nor when done). */
export const formEditable = (s: Viewed) => s.matches('editing') || s.matches({ codeSent: { step: 'entering' } });

/** Exactly what the confirmation shows and the submit sends (one snapshot). */
export function selectConfirmation(c: SmsPaymentContext): { draft: PaymentDraft; code: string } | null {
  return c.draft ? { draft: c.draft, code: c.code } : null;
}

/** Where the SMS payment is: the code asked for, a code sent (entering it, the resend count-down), the payment submitting. */
export function selectPaymentProgress(s: PaymentSnapshot) {
  return {
    requestingCode: s.matches('requestingCode'),
    codeSent: s.matches('codeSent'),
    entering: s.matches({ codeSent: { step: 'entering' } }),
    counting: s.matches({ codeSent: { resend: 'counting' } }),
    submitting: s.matches({ codeSent: { step: 'submitting' } }),
  };
}

/** The command of the code being asked for, while there is one (its refusal and its check are shown by its dialog). */
export const selectCodeCommand = (s: PaymentSnapshot) =>
  s.matches('requestingCode') ? (s.children.codeCommand as ActorRefFrom<typeof commandMachine> | undefined) : undefined;

/** The command of the payment being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectPaymentCommand = (s: PaymentSnapshot) =>
  s.matches({ codeSent: { step: 'submitting' } }) ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
