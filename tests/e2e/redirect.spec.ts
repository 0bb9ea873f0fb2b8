import { expect, test } from '@playwright/test';
import { USERS, login } from './support/console';

/** `redirect` values that are not a known same-origin route: after login the console must go home. */
const UNSAFE_REDIRECTS = [
  'https://evil.example/',
  '//evil.example',
  encodeURIComponent('https://evil.example/wel/index'),
  encodeURIComponent('//evil.example/wel/index'),
  encodeURIComponent('/\\evil.example'),
  encodeURIComponent('javascript:alert(1)'),
  encodeURIComponent('/no-such-route'),
];

test.describe('post-login redirect', () => {
  for (const redirect of UNSAFE_REDIRECTS) {
    test(`redirect=${redirect} lands on /wel/index, never off-site`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      const offSiteRequests: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== origin) offSiteRequests.push(url);
      });

      await login(page, USERS.admin, { query: `?redirect=${redirect}` });

      await expect(page).toHaveURL(`${origin}/wel/index`);
      await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
      expect(
        visited.filter((u) => !u.startsWith(`${origin}/`)),
        'main-frame navigations off the console origin',
      ).toEqual([]);
      expect(offSiteRequests, 'requests to another origin').toEqual([]);
    });
  }
});
