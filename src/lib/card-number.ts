/**
 * Bank / fleet card numbers: digits only, 12 to 19 digits, not all zeros, and a valid Luhn
 * (mod 10) check digit. Luhn detects every single-digit substitution.
 */
import type { ValidationKey } from './validation-keys';
import { isBlank } from './is-empty';

/** Shortest accepted card number, in digits. */
export const CARD_MIN_DIGITS = 12;
/** Longest accepted card number, in digits. */
export const CARD_MAX_DIGITS = 19;

const DIGITS = /^\d+$/;

/** Luhn check of a digit string; false for '' or any non-digit. */
export function luhnValid(digits: string): boolean {
  if (!DIGITS.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Computes the Luhn check digit to append to a digit string (the payload without its check digit). */
export function luhnCheckDigit(payload: string): string {
  if (!DIGITS.test(payload)) throw new RangeError('luhnCheckDigit: payload must be digits');
  for (let c = 0; c <= 9; c += 1) {
    if (luhnValid(payload + String(c))) return String(c);
  }
  /* c8 ignore next */
  throw new Error('unreachable: a Luhn check digit always exists');
}

/** The payload with its Luhn check digit appended (a card number that passes validateCardNumber). */
export const withCheckDigit = (payload: string): string => `${payload}${luhnCheckDigit(payload)}`;

/** Validates a card number: empty → card.required; not 12-19 digits or all zeros → card.format; Luhn → card.checksum. */
export function validateCardNumber(value: string | null | undefined): ValidationKey | null {
  if (isBlank(value)) return 'validation:card.required';
  const text = value as string;
  if (!DIGITS.test(text) || text.length < CARD_MIN_DIGITS || text.length > CARD_MAX_DIGITS) {
    return 'validation:card.format';
  }
  if (/^0+$/.test(text)) return 'validation:card.format';
  return luhnValid(text) ? null : 'validation:card.checksum';
}
