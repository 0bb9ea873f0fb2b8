/**
 * The shared field schemas of the console's answers (docs/architecture.md §5). BladeX is loose about types, so these
 * are too, in one place: an id may be a number or a string of digits and stays a string (19-digit ids would lose
 * digits as numbers); money is integer fen, as a number or a string of digits; a missing field reads as empty.
 * A value of another kind (an object where text belongs, letters where fen belong) fails the call's decoding.
 */
import * as v from 'valibot';
import { wholeNumber } from '@services/http/decode';

const scalar = (x: unknown): x is string | number | boolean | null | undefined =>
  x === null || x === undefined || ['string', 'number', 'boolean'].includes(typeof x);

/** Text of a field ('' when absent); numbers and booleans as their string form. */
export const text = v.optional(
  v.pipe(
    v.custom<string | number | boolean | null | undefined>(scalar, 'expected text'),
    v.transform((x) => (x === null || x === undefined ? '' : String(x))),
  ),
  null,
);

/** A record id: a string (of digits, usually), or a number turned into one; '' when absent. */
export const id = v.optional(
  v.pipe(
    v.custom<string | number | null | undefined>(
      (x) => x === null || x === undefined || typeof x === 'string' || (typeof x === 'number' && Number.isSafeInteger(x)),
      'expected an id',
    ),
    v.transform((x) => (x === null || x === undefined ? '' : String(x))),
  ),
  null,
);

/** Integer fen (a number or a string of digits); 0 when absent. */
export const fen = wholeNumber(0);

/** Integer fen the server may leave out: null when absent. */
export const fenOrNull = wholeNumber(null);

/** A whole count or code; 0 when absent. */
export const whole = wholeNumber(0);

/** A status code: a number or a string of digits; null when absent or empty. */
export const statusCode = wholeNumber(null, /^-?\d*$/, 'expected a status code');

/** A date or date-time as the backend writes it ('yyyy-MM-dd HH:mm:ss'); '' when absent. */
export const dateText = v.nullish(v.string(), '');

/** True or false; BladeX also writes 1/0 and '1'/'0'. Absent: false. */
export const flag = v.optional(
  v.pipe(
    v.custom<boolean | number | string | null | undefined>(
      (x) =>
        x === null ||
        x === undefined ||
        typeof x === 'boolean' ||
        x === 0 ||
        x === 1 ||
        x === '0' ||
        x === '1' ||
        x === 'true' ||
        x === 'false',
      'expected true or false',
    ),
    v.transform((x) => x === true || x === 1 || x === '1' || x === 'true'),
  ),
  null,
);

/** Any other record the console passes on as is (a row of a generic list): an object. */
export const row = v.record(v.string(), v.unknown());

/** What a save answers: the saved record, or null when it answers something else (BladeX `data: true`, an id). */
export const savedRecord = v.pipe(
  v.unknown(),
  v.transform((x) => (v.is(row, x) ? x : null)),
);

/** A record with the named fields checked and the rest kept as they came. */
export const recordOf = <E extends v.ObjectEntries>(entries: E) => v.looseObject(entries);

/** A list answer: an array of the rows (a page's `records` are read by `pageOf`). */
export const listOf = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.nullish(v.array(item), []),
    v.transform((x) => x ?? []),
  );

export type Row = v.InferOutput<typeof row>;

/**
 * Whether a server time (Beijing, `yyyy-MM-dd HH:mm:ss`, whole seconds) is at or after `startedAt` (epoch ms): how a
 * check after a lost answer tells a record the write made from one that was there before.
 */
export function madeSince(serverTime: unknown, startedAt: number): boolean {
  const at = Date.parse(`${String(serverTime).replace(' ', 'T')}+08:00`);
  return at >= Math.floor(startedAt / 1000) * 1000;
}
