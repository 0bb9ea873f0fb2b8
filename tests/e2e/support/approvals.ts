/**
 * Helpers of the approval specs: several people act on one simulated backend (each in their own browser), and a
 * request sent directly with the signed-in user's session headers, as a person with the browser's tools could.
 */
import type { Page } from '@playwright/test';

const DB = 'fc-simulator-db';
const STAMP = 'fc-simulator-db-stamp';

/** Every context stands for the same backend: the next actor's browser gets the simulator's data as it is now. */
export async function handOver(from: Page, to: Page): Promise<void> {
  const db = await from.evaluate((key) => localStorage.getItem(key), DB);
  if (!db) throw new Error('no simulator data to hand over');
  await to.goto('/login');
  await to.evaluate(
    ([k, v, s]) => {
      localStorage.setItem(k!, v!);
      localStorage.setItem(s!, `handover-${Date.now()}`);
    },
    [DB, db, STAMP],
  );
  await to.reload();
}

/** A direct answer: the HTTP status and the body. */
export interface DirectAnswer {
  status: number;
  body: { code?: number; success?: boolean; msg?: string };
}

/**
 * Sends a request from the page with the headers the console sends (Basic client, the access token from its
 * cookie, the tenant id), bypassing the screens; the demo's simulated backend answers it.
 */
export async function sendAsSignedIn(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string | number>,
  tenantId: string,
): Promise<DirectAnswer> {
  return page.evaluate(
    async ({ method, path, query, tenantId }) => {
      const token = document.cookie
        .split(';')
        .map((c) => c.trim())
        .find((c) => /-access-token=/.test(c))
        ?.split('=')[1];
      if (!token) throw new Error('no access token cookie');
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const res = await fetch(`${path}?${qs}`, {
        method,
        headers: {
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
          'Tenant-Id': tenantId,
        },
      });
      return { status: res.status, body: (await res.json()) as { code?: number; success?: boolean; msg?: string } };
    },
    { method, path, query, tenantId },
  );
}
