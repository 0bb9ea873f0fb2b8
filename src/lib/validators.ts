/**
 * Field validators of spec 000 §5 and spec 002 §5. Each returns `null` when the value is valid,
 * else a `validation:<group>.<reason>` i18n key (texts in src/i18n/locales/{zh,en}/validation.ts).
 *
 * Policy: a value is checked exactly as given (no trimming; a form that trims does so before
 * validating and sends the trimmed value). Only the emptiness test ignores surrounding
 * whitespace, so '   ' yields the `required` key. null and undefined count as empty.
 * National ID, card number and URL checks live in id-card.ts, card-number.ts and url.ts.
 */
import { isBlank } from './is-empty';
import type { ValidationKey } from './validation-keys';

/** A text field value as forms hand it over. */
export type FieldValue = string | null | undefined;

/** local part, @, a domain label, then a 2-3 letter suffix once or twice (a@b.com, a@b.com.cn). */
const EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z]{2,3}){1,2}$/;
/** 1 followed by 10 digits. */
const MOBILE = /^1\d{10}$/;
/** optional 3-4 digit area code with a dash, then 7-8 digits. */
const LANDLINE = /^(?:\d{3,4}-)?\d{7,8}$/;
/** 15 digits, or 18 letters/digits. */
const CREDIT_CODE = /^(?:\d{15}|[A-Za-z0-9]{18})$/;
/** an unsigned decimal: digits, optionally a dot and more digits. */
const NON_NEGATIVE = /^\d+(?:\.\d+)?$/;
/** an optionally signed decimal. */
const SIGNED_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/** A validator of a required text that must match a pattern: the `required` key when blank, else `invalid` unless it matches. */
function patternValidator(pattern: RegExp, required: ValidationKey, invalid: ValidationKey): (value: FieldValue) => ValidationKey | null {
  return (value) => (isBlank(value) ? required : pattern.test(value as string) ? null : invalid);
}

/** The number of Unicode code points of a string (a surrogate pair counts once). */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** Validates an email address (local part, @, domain, 2-3 letter suffix once or twice). */
export const validateEmail = patternValidator(EMAIL, 'validation:email.required', 'validation:email.invalid');

/** Validates a mainland mobile number: empty, then length 11, then 1 followed by 10 digits. */
export function validateMobile(value: FieldValue): ValidationKey | null {
  if (isBlank(value)) return 'validation:mobile.required';
  const text = value as string;
  if (codePointLength(text) !== 11) return 'validation:mobile.length';
  return MOBILE.test(text) ? null : 'validation:mobile.format';
}

/** Validates a landline: optional 3-4 digit area code with a dash, then 7-8 digits. */
export const validateLandline = patternValidator(LANDLINE, 'validation:landline.required', 'validation:landline.invalid');

/** Validates a business (unified social) credit code: 15 digits or 18 alphanumerics. */
export const validateCreditCode = patternValidator(CREDIT_CODE, 'validation:creditCode.required', 'validation:creditCode.invalid');

/** Validates a non-negative decimal number written in plain digits ('0', '12.5'; no sign, no exponent). */
export const validateNonNegativeNumber = patternValidator(NON_NEGATIVE, 'validation:number.required', 'validation:number.nonNegative');

/** Validates an optionally signed decimal number ('-1.5', '+2', '3'; no exponent). */
export const validateSignedDecimal = patternValidator(SIGNED_DECIMAL, 'validation:number.required', 'validation:number.decimal');

/** The fields of the registration dialog. */
export interface RegistrationInput {
  tenantId: FieldValue;
  account: FieldValue;
  password: FieldValue;
  confirmPassword: FieldValue;
}

/**
 * Checks the registration dialog in the spec's order (tenant, account, password/confirm, match);
 * pass `tenantMode: false` when tenants are off to skip the tenant check.
 */
export function validateRegistration(input: RegistrationInput, options: { tenantMode?: boolean } = {}): ValidationKey | null {
  if ((options.tenantMode ?? true) && isBlank(input.tenantId)) return 'validation:register.tenantRequired';
  if (isBlank(input.account)) return 'validation:register.accountRequired';
  if (isBlank(input.password) || isBlank(input.confirmPassword)) return 'validation:register.passwordRequired';
  return input.password === input.confirmPassword ? null : 'validation:register.passwordMismatch';
}
