/** Route prefixes a post-login redirect may go to (QUALITY.md req. 10). */
const PUBLIC_PATHS = ['/login', '/lock'];

/**
 * Accepts only a same-origin relative path of a route the console knows; anything else gives null.
 * `isKnown` tells whether a path is a route of this console (static or from the menu).
 */
export function safeRedirect(raw: string | null | undefined, isKnown: (path: string) => boolean): string | null {
  if (!raw || typeof raw !== 'string') return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://console.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://console.invalid') return null;
  if (PUBLIC_PATHS.includes(url.pathname)) return null;
  if (!isKnown(url.pathname)) return null;
  return url.pathname + url.search;
}
