/** Pages outside the layout a post-login redirect never goes to. */
const PUBLIC_PATHS = ['/login', '/lock'];

/**
 * Accepts only a same-origin relative path that the signed-in user may open; anything else gives null.
 * `mayOpen` decides a pathname (the main layout's access rules, src/shell/access.ts).
 */
export function safeRedirect(raw: string | null | undefined, mayOpen: (path: string) => boolean): string | null {
  if (!raw || typeof raw !== 'string') return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (/\p{Cc}/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://console.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://console.invalid') return null;
  if (PUBLIC_PATHS.includes(url.pathname)) return null;
  if (!mayOpen(url.pathname)) return null;
  return url.pathname + url.search;
}
