import { md5 } from 'js-md5';

/** Hash of a lock password as kept in session storage (never the text). Salted so it differs from the login hash. */
export function lockPasswordHash(typed: string): string {
  return md5(`fleet-console-lock:${typed}`);
}
