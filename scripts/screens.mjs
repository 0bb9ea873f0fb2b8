// `node scripts/screens.mjs [baseURL]`: screenshots of the demo build for people to look at (reports/screens/).
// Expects the demo build served at baseURL (default http://localhost:4190, e.g. `npm run preview -- --port 4190`).
import { mkdirSync } from 'node:fs';
import { launchChromium } from './run.mjs';

const base = process.argv[2] ?? 'http://localhost:4190';
mkdirSync('reports/screens', { recursive: true });
const browser = await launchChromium();

async function login(page, account = 'admin', password = 'admin') {
  await page.goto(`${base}/login`);
  const img = page.getByRole('img', { name: /验证码|Captcha/ });
  await img.waitFor();
  const src = await img.getAttribute('src');
  const code = [
    ...Buffer.from(src.split(',')[1], 'base64')
      .toString()
      .matchAll(/<text[^>]*>([^<]*)<\/text>/g),
  ]
    .map((m) => m[1])
    .join('');
  await page.locator('input[name=username]').fill(account);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=captchaCode]').fill(code);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

for (const lang of ['zh', 'en']) {
  const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/login`);
  if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('img', { name: /验证码|Captcha/ }).waitFor();
  await page.screenshot({ path: `reports/screens/login-${lang}.png` });
  await login(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `reports/screens/home-${lang}.png` });
  const menu = page.getByRole('navigation');
  await menu
    .getByText(lang === 'zh' ? '系统管理' : 'System', { exact: false })
    .first()
    .click();
  await page.waitForTimeout(300);
  const leaf = menu.locator('.bp6-tree-node-list .bp6-tree-node-list .bp6-tree-node-content').first();
  await leaf.click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `reports/screens/menu-page-${lang}.png` });
  await page.keyboard.press('Control+k');
  await page.keyboard.type(lang === 'zh' ? '用' : 'U');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `reports/screens/search-${lang}.png` });
  await page.keyboard.press('Escape');
  await context.close();
}
await browser.close();
console.log('screens written to reports/screens/');
