/**
 * Money as integer fen (1 yuan = 100 fen). No floating-point arithmetic on amounts anywhere:
 * parsing is string manipulation plus BigInt, arithmetic is integer maths with safe-integer checks.
 *
 * Parsing rule of `parseFen` (applied in this order):
 * 1. The text is normalised with Unicode NFKC — the one and only folding rule. It turns full-width
 *    digits, dot, comma, signs and the full-width yen sign into ASCII ('１００．５' → '100.5',
 *    '￥' → '¥'); it also folds other compatibility digits (e.g. superscript '²' → '2').
 * 2. Leading and trailing whitespace is trimmed. Empty → amount.required.
 * 3. Shape: [sign] [¥] integer-part [. fraction]. The ¥ is optional so that the output of
 *    `formatFen` parses back ('¥1,234.50', '-¥1,234.50'). Nothing else is allowed: no exponent
 *    ('1e5'), no 'NaN'/'Infinity', no inner spaces, no leading or trailing dot ('.5', '5.').
 *    Shape failure → amount.notNumber.
 * 4. Integer part: plain digits ('1234', leading zeros allowed), or thousands-grouped with ','
 *    only in correct groups: 1-3 digits (not starting with 0), then groups of exactly 3
 *    ('1,234.50', '12,345,678' ok; '1,23', '1234,567', ',123', '0,123' → amount.notNumber).
 * 5. More than 2 fraction digits → amount.tooManyDecimals (even '1.000').
 * 6. A sign ('+' or '-') → amount.signNotAllowed unless `allowSign` is set.
 * 7. A magnitude above Number.MAX_SAFE_INTEGER fen → amount.tooLarge. '-0' gives 0.
 *
 * Shown to people (`formatFen`, `displayFen`), an amount is written by `Intl.NumberFormat` in the language shown
 * (zh-CN or en-US, src/lib/intl.ts): the ¥ sign, the language's grouping and exactly 2 decimals. Fen become yuan
 * only there, as an exact decimal string (no division), so every safe amount is written to the fen.
 */
import { displayLocale, numberFormat, type DisplayLocale } from './intl';
import type { ValidationKey } from './validation-keys';

/** Fen in one yuan. */
export const FEN_PER_YUAN = 100;

const AMOUNT_SHAPE = /^([+-])?¥?(\d+|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d+))?$/;

/** Options of `parseFen`. */
export interface ParseFenOptions {
  /** Accept a leading '+' or '-' (default false). */
  allowSign?: boolean;
}

/** Tells whether a value is a whole number of fen within the safe-integer range. */
export function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws a RangeError unless the value is a safe integer amount of fen. */
export function assertFen(value: unknown, what = 'amount'): asserts value is number {
  if (!isFen(value)) throw new RangeError(`${what} must be a safe integer number of fen, got ${String(value)}`);
}

/** Parses a typed amount into integer fen (rules in the module header), or returns the validation key. */
export function parseFen(text: string | null | undefined, options: ParseFenOptions = {}): number | ValidationKey {
  if (typeof text !== 'string') return 'validation:amount.required';
  const s = text.normalize('NFKC').trim();
  if (s === '') return 'validation:amount.required';
  const m = AMOUNT_SHAPE.exec(s);
  if (!m) return 'validation:amount.notNumber';
  const sign = m[1];
  const intPart = (m[2] as string).replace(/,/g, '');
  const frac = m[3] ?? '';
  if (frac.length > 2) return 'validation:amount.tooManyDecimals';
  if (sign !== undefined && !options.allowSign) return 'validation:amount.signNotAllowed';
  const magnitude = BigInt(intPart) * 100n + BigInt(frac.padEnd(2, '0'));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return 'validation:amount.tooLarge';
  if (magnitude === 0n) return 0;
  return Number(sign === '-' ? -magnitude : magnitude);
}

/** Limits of `validateAmountFen`. */
export interface AmountLimits {
  /** The known available balance in fen; a larger amount → amount.exceedsAvailable. */
  availableFen?: number;
  /** The largest amount allowed in fen; a larger amount → amount.tooLarge. */
  maxFen?: number;
}

/** The result of `validateAmountFen`: the amount in fen, or the key of the first failed rule. */
export type AmountResult = { fen: number; error?: undefined } | { error: ValidationKey; fen?: undefined };

/**
 * Validates a payment amount typed by a user: anything but ASCII text (full-width digits included) →
 * amount.notNumber, then parse errors of `parseFen` (a sign is parsed so
 * that '-1' reports must-be-positive), then ≤ 0 → amount.notPositive, then above `availableFen`
 * → amount.exceedsAvailable, then above `maxFen` → amount.tooLarge.
 */
export function validateAmountFen(text: string | null | undefined, limits: AmountLimits = {}): AmountResult {
  // a money field takes ASCII digits only (docs/quality.md bad-input table: '１００' is a field error), though
  // parseFen folds full-width text for other uses (pasted figures, imports)
  if (typeof text === 'string' && /[^\x20-\x7e¥]/.test(text.trim())) return { error: 'validation:amount.notNumber' };
  const parsed = parseFen(text, { allowSign: true });
  if (typeof parsed === 'string') return { error: parsed };
  if (parsed <= 0) return { error: 'validation:amount.notPositive' };
  if (limits.availableFen !== undefined) {
    assertFen(limits.availableFen, 'availableFen');
    if (parsed > limits.availableFen) return { error: 'validation:amount.exceedsAvailable' };
  }
  if (limits.maxFen !== undefined) {
    assertFen(limits.maxFen, 'maxFen');
    if (parsed > limits.maxFen) return { error: 'validation:amount.tooLarge' };
  }
  return { fen: parsed };
}

/** Splits fen into sign, integer-yuan digits and 2 fraction digits, by string manipulation. */
function splitFen(fen: number): { negative: boolean; yuan: string; cents: string } {
  assertFen(fen);
  const digits = (fen < 0 ? -fen : fen).toString().padStart(3, '0');
  return { negative: fen < 0, yuan: digits.slice(0, -2), cents: digits.slice(-2) };
}

/** Formats fen as plain yuan with 2 decimals and no grouping: 123450 → '1234.50', -5 → '-0.05'. */
export function formatFenPlain(fen: number): string {
  const { negative, yuan, cents } = splitFen(fen);
  return `${negative ? '-' : ''}${yuan}.${cents}`;
}

/** How money is written for people: yuan with the ¥ sign (not 'CN¥') and exactly 2 decimals. */
const MONEY_FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CNY',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
/** The money format of each locale (a list writes many amounts). */
const moneyFormats: Record<DisplayLocale, Intl.NumberFormat> = {
  'zh-CN': numberFormat('zh-CN', MONEY_FORMAT),
  'en-US': numberFormat('en-US', MONEY_FORMAT),
};

/**
 * Formats fen for display in a language (default: the one shown now): 123450 → '¥1,234.50', -123450 → '-¥1,234.50'
 * in zh-CN and in en-US.
 */
export function formatFen(fen: number, locale: DisplayLocale = displayLocale()): string {
  // the exact decimal text of the amount: Intl formats it digit for digit, with no float in between
  const yuan = formatFenPlain(fen) as `${number}`;
  return (moneyFormats[locale] ?? moneyFormats['zh-CN']).format(yuan);
}

/** Adds two fen amounts; throws a RangeError when an input or the result is not a safe integer. */
export function addFen(a: number, b: number): number {
  assertFen(a, 'a');
  assertFen(b, 'b');
  const sum = a + b;
  assertFen(sum, 'sum');
  return sum;
}

/** Subtracts b from a in fen; throws a RangeError when an input or the result is not a safe integer. */
export function subtractFen(a: number, b: number): number {
  assertFen(a, 'a');
  assertFen(b, 'b');
  const diff = a - b;
  assertFen(diff, 'difference');
  return diff;
}

/** Compares two fen amounts: -1 when a < b, 0 when equal, 1 when a > b (throws on non-safe input). */
export function compareFen(a: number, b: number): -1 | 0 | 1 {
  assertFen(a, 'a');
  assertFen(b, 'b');
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sums a list of fen amounts with a safe-integer check after every step. */
export function sumFen(amounts: readonly number[]): number {
  return amounts.reduce((total, x) => addFen(total, x), 0);
}

/**
 * Formats a value read from the backend as money for display in a language (default: the one shown now): whole fen
 * (a number or a string of digits) → '¥1,234.50'; anything else (absent, fractional, not a number) → ''.
 */
export function displayFen(value: unknown, locale: DisplayLocale = displayLocale()): string {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return isFen(n) ? formatFen(n, locale) : '';
}
