/**
 * Scrubbing of client error-log text before it is stored or uploaded (docs/quality.md req. 1 and 16):
 * no token, password, national ID or card number may reach storage.
 *
 * Rules, applied in this order:
 * 1. values of secret-looking keys (`access_token`, `refresh_token`, `token`, `password`, `newPassword1`,
 *    `Blade-Auth`, `Authorization`, `secret`, ...) in `key=value`, `key: value`, `"key":"value"` forms →
 *    `[REDACTED]` (a `bearer`/`basic` scheme word before the value is kept);
 * 2. `bearer <token>` / `basic <credential>` anywhere → `bearer [REDACTED]`;
 * 3. JWT-looking strings (`eyJ….….…`) → `[REDACTED-JWT]`;
 * 4. 18-character national ID numbers (17 digits then a digit or X) → all but the last 4 starred;
 * 5. 12-19 digit runs (bank card numbers, Luhn or not; spaces or dashes between digits allowed) → all but the
 *    last 4 starred;
 * 6. 11-digit mainland mobile numbers (1[3-9]…, optionally +86/86 first, spaces or dashes as 3-4-4) → the middle
 *    4 starred, as the console shows them (138****8000);
 * 7. e-mail addresses (also with the `@` percent-encoded in a URL) → the local part starred but its first
 *    character (u***@example.com).
 * Digit rules only match whole runs (a 20-digit run is left alone by rule 5, but rule 4 never cuts one either;
 * a 12-digit run is a card for rule 5, never a phone for rule 6).
 */

const REDACTED = '[REDACTED]';

/** Key names whose values are secrets (matched case-insensitively, as part of a longer key too). */
const SECRET_KEY = String.raw`[\w-]*(?:access[_-]?token|refresh[_-]?token|token|password|passwd|pwd|secret|blade-auth|authorization|captcha-code)[\w-]*`;

/** `"key": "value"` / `'key'='value'` / `key: "value"` (quoted value, may contain spaces). */
const QUOTED_PAIR = new RegExp(String.raw`(["']?${SECRET_KEY}["']?\s*[:=]\s*)(["'])((?:bearer|basic)\s+)?(?:\\.|(?!\2).)*\2`, 'gi');
/** `key=value` / `key: value` (unquoted value up to a separator). */
const BARE_PAIR = new RegExp(String.raw`(["']?${SECRET_KEY}["']?\s*[:=]\s*)((?:bearer|basic)\s+)?(?!["'\[])[^\s"'&,;}\]<>]+`, 'gi');
/** A bearer or basic credential anywhere in free text. */
const SCHEME_CREDENTIAL = /\b(bearer|basic)\s+(?!\[REDACTED)[A-Za-z0-9._~+/=-]{8,}/gi;
/** A JSON Web Token (header.payload[.signature], base64url). */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}(?:\.[A-Za-z0-9_-]*)?/g;
/** An 18-character national ID number. */
const NATIONAL_ID = /(?<![0-9])[0-9]{17}[0-9Xx](?![0-9A-Za-z])/g;
/** 12-19 digits, optionally grouped by single spaces or dashes. */
const CARD_NUMBER = /(?<![0-9])[0-9](?:[ -]?[0-9]){11,18}(?![0-9])/g;

/** Stars every character but the last four digits (separators dropped). */
function keepLast4(match: string): string {
  const chars = match.replace(/[ -]/g, '');
  return '*'.repeat(chars.length - 4) + chars.slice(-4);
}

/** An 11-digit mainland mobile number, optionally after +86 / 86, plain or grouped 3-4-4. */
const MOBILE = /(?<![0-9])((?:\+?86[ -]?)?1[3-9][0-9])([ -]?)[0-9]{4}(\2)([0-9]{4})(?![0-9])/g;
/** An e-mail address; the `@` may be percent-encoded (`%40`) inside a URL. */
const EMAIL = /(?<![\w.%+-])([A-Za-z0-9_%+-])[\w.%+-]*(@|%40)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})\b/gi;

/** Removes tokens, passwords, national ID numbers, card numbers, mobile numbers and e-mail addresses from a piece of log text. */
export function scrub(text: string): string {
  return text
    .replace(
      QUOTED_PAIR,
      (_m, key: string, quote: string, scheme: string | undefined) => `${key}${quote}${scheme ?? ''}${REDACTED}${quote}`,
    )
    .replace(BARE_PAIR, (_m, key: string, scheme: string | undefined) => `${key}${scheme ?? ''}${REDACTED}`)
    .replace(SCHEME_CREDENTIAL, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, `${REDACTED}-JWT`)
    .replace(NATIONAL_ID, keepLast4)
    .replace(CARD_NUMBER, (m) => {
      const digits = m.replace(/[ -]/g, '');
      return digits.length >= 12 && digits.length <= 19 ? keepLast4(m) : m;
    })
    .replace(MOBILE, (_m, head: string, sep: string, _sep2: string, tail: string) => `${head}${sep}****${sep}${tail}`)
    .replace(EMAIL, (_m, first: string, at: string, domain: string) => `${first}***${at}${domain}`);
}
