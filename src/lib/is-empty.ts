/**
 * The "empty" test of the spec (000 §5, 002 §5) and the required-field rule factory forms use.
 *
 * Empty: null, undefined, '', an empty array, a plain object with no own enumerable keys.
 * Never empty: booleans and numbers (0, false, NaN included), the strings 'null' and 'undefined',
 * a whitespace-only string (isEmpty is literal; `required` is the rule that also rejects blanks),
 * and any non-plain object (Date, Map, class instances...).
 */
import type { ValidationKey } from './validation-keys';

/** Tells whether a value is empty in the sense of the spec (see the module header). */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.keys(value).length === 0;
  }
  return false;
}

/** Tells whether a value is empty or a string of whitespace only. */
export function isBlank(value: unknown): boolean {
  return isEmpty(value) || (typeof value === 'string' && value.trim().length === 0);
}

/** Makes a required-field rule: yields `key` for empty or whitespace-only input, else null. */
export function required<K extends ValidationKey>(key: K): (value: unknown) => K | null {
  return (value: unknown) => (isBlank(value) ? key : null);
}
