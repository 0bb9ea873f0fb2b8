/** Display helpers for values read from the backend. */

/** A value as text for a cell or a field: null and undefined → '', anything else its string form. */
export function displayText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The words of a failure: the server's message when it gave one, else the error's own message. */
export function failureText(error: unknown): string {
  // a body of the wrong shape was told as 未知错误 already; its field path is for the error log
  if ((error as { kind?: unknown } | null)?.kind === 'decode') return '';
  const server = (error as { serverMessage?: unknown } | null)?.serverMessage;
  if (typeof server === 'string' && server) return server;
  if (error instanceof Error) return error.message;
  // a call's Failure (services/http/failure.ts): its own words
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  return error === null || error === undefined ? '' : String(error);
}
