import { consoleConfig } from '@services/http/config';

/** Cookie names of the access and refresh tokens. */
export const TOKEN_COOKIES = {
  access: `${consoleConfig.storagePrefix}-access-token`,
  refresh: `${consoleConfig.storagePrefix}-refresh-token`,
} as const;

/** Minimal document-cookie access, so tests can pass their own document. */
export interface CookieJar {
  cookie: string;
}

function attributes(secure: boolean, maxAgeSeconds?: number): string {
  const parts = ['Path=/', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  return parts.join('; ');
}

/** Token cookies: Secure on https, SameSite=Strict, Path=/ (docs/quality.md "Pinned decisions"). */
export class TokenCookies {
  constructor(
    private readonly jar: CookieJar | null,
    private readonly isSecure: () => boolean,
  ) {}

  /** Reads a cookie by name. */
  read(name: string): string | null {
    if (!this.jar) return null;
    for (const part of this.jar.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
    }
    return null;
  }

  /** Writes a cookie. */
  write(name: string, value: string, maxAgeSeconds?: number): void {
    if (!this.jar) return;
    this.jar.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(this.isSecure(), maxAgeSeconds)}`;
  }

  /** Deletes a cookie. */
  delete(name: string): void {
    if (!this.jar) return;
    this.jar.cookie = `${name}=; ${attributes(this.isSecure(), 0)}`;
  }

  /** The access token, or null. */
  getAccessToken(): string | null {
    return this.read(TOKEN_COOKIES.access);
  }

  /** The refresh token, or null. */
  getRefreshToken(): string | null {
    return this.read(TOKEN_COOKIES.refresh);
  }

  /** Stores both tokens; the refresh token cookie lives as long as the refresh token. */
  setTokens(access: string, refresh: string, refreshMaxAgeSeconds?: number): void {
    this.write(TOKEN_COOKIES.access, access, refreshMaxAgeSeconds);
    this.write(TOKEN_COOKIES.refresh, refresh, refreshMaxAgeSeconds);
  }

  /** Removes both tokens. */
  clear(): void {
    this.delete(TOKEN_COOKIES.access);
    this.delete(TOKEN_COOKIES.refresh);
  }
}

/** The console's token cookies in this document. */
export const tokenCookies = new TokenCookies(typeof document !== 'undefined' ? document : null, () =>
  typeof location !== 'undefined' ? location.protocol === 'https:' : false,
);
