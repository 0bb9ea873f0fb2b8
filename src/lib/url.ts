/**
 * The http/https URL check (spec 000 §5, docs/quality.md requirement 8).
 *
 * A URL passes only when ALL of these hold:
 * - it contains no whitespace, no control character (C0, DEL, C1) and no backslash anywhere;
 *   the WHATWG parser silently strips tabs/newlines and maps `\` to `/`, which is how
 *   `\tjava\nscript:` or `http:\\evil` tricks work, so such input is refused before parsing;
 * - it literally begins with `http://` or `https://` (case-insensitive);
 * - the WHATWG `URL` class parses it, the parsed protocol is `http:` or `https:`, the host is
 *   non-empty, and it carries no user name or password (`http://good@evil` is refused).
 */
import type { ValidationKey } from './validation-keys';
import { isBlank } from './is-empty';

/** Whitespace (incl. Unicode spaces), C0/DEL/C1 controls, zero-width and bidi marks, or a backslash. */
const UNSAFE_CHARS = /[\s\p{Cc}\u200B-\u200F\u2028-\u202F\u2060-\u2064\uFEFF\\]/u;
const HTTP_PREFIX = /^https?:\/\//i;

/** Parses an absolute http(s) URL under the rules of the module header; null when refused. */
export function parseHttpUrl(text: string): URL | null {
  if (typeof text !== 'string' || text.length === 0) return null;
  if (UNSAFE_CHARS.test(text) || !HTTP_PREFIX.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url;
}

/** Tells whether a string is a safe absolute http(s) URL (see the module header). */
export function isSafeHttpUrl(text: string): boolean {
  return parseHttpUrl(text) !== null;
}

/** Validates a URL field: empty → url.required, refused by parseHttpUrl → url.invalid. */
export function validateUrl(value: string | null | undefined): ValidationKey | null {
  if (isBlank(value)) return 'validation:url.required';
  return isSafeHttpUrl(value as string) ? null : 'validation:url.invalid';
}

/** A source an <img> may show: a same-origin path, http(s), or a data: image of a raster/SVG type. */
export function isSafeImageSource(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return true;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
