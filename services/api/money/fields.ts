/** Readers of the loosely typed fields the money calls answer with (numbers may come as digit strings). */

/** A whole number, or 0 when the field holds none. */
export const int = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : 0);

/** The field as text ('' when absent). */
export const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
