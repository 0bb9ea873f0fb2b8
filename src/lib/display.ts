/** Display helpers for values read from the backend. */

/** A value as text for a cell or a field: null and undefined → '', anything else its string form. */
export function displayText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
