/** Shared set-up of the log-viewer, profile and registration tests: simulator, a real login, i18n and a render helper. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { BlueprintProvider } from '@blueprintjs/core';
import { I18nextProvider } from 'react-i18next';
import { fetchCaptcha, login } from '@services/api/auth';
import { http, type Notice } from '@services/http/client';
import { tokenCookies } from '@services/storage/cookies';
import type { Simulator } from '@services/mock/simulator';
import { initI18n, i18next } from '@/i18n/i18n';
import { shellExtraZh } from '@/i18n/locales/zh/shell-extra';
import { shellExtraEn } from '@/i18n/locales/en/shell-extra';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';

/** i18next with zh active and the shellExtra namespace added (it is not registered in i18n.ts yet). */
export function setupI18n() {
  const i18n = initI18n('zh');
  i18next.addResourceBundle('zh', 'shellExtra', shellExtraZh, true, true);
  i18next.addResourceBundle('en', 'shellExtra', shellExtraEn, true, true);
  return i18n;
}

/** Clears cookies and both storages. */
export function resetBrowser(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

/** Logs in through the real auth service (captcha read from the simulator) and points the http client at the token. */
export async function signIn(
  sim: Simulator,
  tenantId = '000000',
  username = 'admin',
  password = 'admin',
): Promise<{ token: string; notices: Notice[] }> {
  const notices: Notice[] = [];
  http.configure({
    ready: Promise.resolve(),
    getToken: () => tokenCookies.getAccessToken(),
    notifyError: (n) => notices.push(n),
    onUnauthorized: () => undefined,
  });
  const captcha = await fetchCaptcha();
  const code = sim.peekCaptcha(captcha.key);
  if (!code) throw new Error('no captcha');
  await login({ tenantId, username, password, captchaKey: captcha.key, captchaCode: code });
  const token = tokenCookies.getAccessToken();
  if (!token) throw new Error('login stored no token');
  return { token, notices };
}

/** Renders `ui` inside Blueprint's and i18next's providers and a new read cache. */
export function renderWithProviders(ui: ReactElement) {
  const i18n = setupI18n();
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryCacheProvider client={createQueryClient()}>
        <BlueprintProvider>{ui}</BlueprintProvider>
      </QueryCacheProvider>
    </I18nextProvider>,
  );
}

/** The requests the simulator saw for `path` (method + path). */
export function requestsTo(sim: Simulator, method: string, path: string) {
  return sim.requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
}
