/**
 * Mainland resident ID numbers (GB 11643-1999, check digit ISO 7064 MOD 11-2).
 *
 * Checks, in the order of spec 000 §5 (the first failure is the answer):
 * 1. empty or blank                                   → validation:idCard.required  证件号码不能为空
 * 2. length (code points) not 18 (15-digit IDs too)   → validation:idCard.length    证件号码长度不为18位
 * 3. not 17 digits + digit/X/x, or a birth date that
 *    is impossible, before 1900-01-01 or after today  → validation:idCard.format    证件号码格式错误
 * 4. first two digits not a province code             → validation:idCard.province  地址编码错误
 * 5. wrong check character                            → validation:idCard.checksum  证件号码校验位错误
 *
 * A final lower-case `x` is accepted; `normaliseIdCard` upper-cases it. "Today" is the local
 * calendar date of the optional `today` argument (default: now), so tests can pin it.
 */
import type { ValidationKey } from './validation-keys';
import { isBlank } from './is-empty';
import { codePointLength } from './validators';

/** Province-level codes that may open an ID number. */
export const ID_PROVINCE_CODES: readonly string[] = [
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
];

/** Weights of the first 17 digits in the check-character sum. */
export const ID_WEIGHTS: readonly number[] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Check character by (weighted sum mod 11). */
export const ID_CHECK_CHARS: readonly string[] = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];

/** Earliest accepted birth year. */
export const ID_MIN_BIRTH_YEAR = 1900;

const ID_SHAPE = /^\d{17}[\dXx]$/;

/** Trims surrounding whitespace and upper-cases a final x. */
export function normaliseIdCard(value: string): string {
  return value.trim().toUpperCase();
}

/** Computes the check character of the first 17 digits of an ID number. */
export function idCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('idCheckChar: 17 digits expected');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (first17.charCodeAt(i) - 48) * (ID_WEIGHTS[i] as number);
  return ID_CHECK_CHARS[sum % 11] as string;
}

/** Days in a month (1-12) of a Gregorian year. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Tells whether YYYYMMDD is a real date between 1900-01-01 and `today` (local date) inclusive. */
export function isValidBirthDate(yyyymmdd: string, today: Date = new Date()): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < ID_MIN_BIRTH_YEAR || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return false;
  const birth = y * 10000 + m * 100 + d;
  const now = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  return birth <= now;
}

/** Validates a national ID number in the order of the module header; `today` pins the future-date check. */
export function validateIdCard(value: string | null | undefined, today: Date = new Date()): ValidationKey | null {
  if (isBlank(value)) return 'validation:idCard.required';
  const text = value as string;
  if (codePointLength(text) !== 18) return 'validation:idCard.length';
  if (!ID_SHAPE.test(text) || !isValidBirthDate(text.slice(6, 14), today)) return 'validation:idCard.format';
  if (!ID_PROVINCE_CODES.includes(text.slice(0, 2))) return 'validation:idCard.province';
  return idCheckChar(text.slice(0, 17)) === text.slice(17).toUpperCase() ? null : 'validation:idCard.checksum';
}
