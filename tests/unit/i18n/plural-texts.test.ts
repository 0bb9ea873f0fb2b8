/**
 * Counted texts: English has a `_one` and an `_other` form ("1 order", "2 orders"), Chinese one form (`_other`);
 * i18next picks it by the `count` given. Checked on the real resources with an i18next instance of their own.
 */
import i18next from 'i18next';
import { commonEn } from '@/i18n/locales/en/common';
import { goodsEn } from '@/i18n/locales/en/goods';
import { ordersEn } from '@/i18n/locales/en/orders';
import { shellExtraEn } from '@/i18n/locales/en/shell-extra';
import { commonZh } from '@/i18n/locales/zh/common';
import { goodsZh } from '@/i18n/locales/zh/goods';
import { ordersZh } from '@/i18n/locales/zh/orders';
import { shellExtraZh } from '@/i18n/locales/zh/shell-extra';

async function translator(lng: 'zh' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'zh',
    resources: {
      zh: { common: commonZh, goods: goodsZh, orders: ordersZh, shellExtra: shellExtraZh },
      en: { common: commonEn, goods: goodsEn, orders: ordersEn, shellExtra: shellExtraEn },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.t.bind(i18n);
}

test('English: one order, two orders (and large counts grouped)', async () => {
  const t = await translator('en');
  expect(t('orders:sum.count', { count: 1 })).toBe('1 order');
  expect(t('orders:sum.count', { count: 2 })).toBe('2 orders');
  expect(t('orders:sum.count', { count: 0 })).toBe('0 orders');
  expect(t('orders:sum.count', { count: 12345 })).toBe('12,345 orders');
  expect(t('orders:code.found', { count: 1 })).toBe('1 order found');
  expect(t('orders:huarun.count', { count: 2 })).toBe('2 matches');
  expect(t('shellExtra:logs.buttonWithCount', { count: 1 })).toBe('Error log (1 entry)');
  expect(t('shellExtra:logs.buttonWithCount', { count: 2 })).toBe('Error log (2 entries)');
  expect(t('command.foundCount', { count: 1 })).toBe('1 record');
  expect(t('goods:done.batchAdded', { count: 1 })).toBe('1 goods item added');
  expect(t('goods:done.batchAdded', { count: 3 })).toBe('3 goods items added');
});

test('Chinese: one form, the texts as before', async () => {
  const t = await translator('zh');
  expect(t('orders:sum.count', { count: 1 })).toBe('订单数 1');
  expect(t('orders:sum.count', { count: 12345 })).toBe('订单数 12345');
  expect(t('shellExtra:logs.buttonWithCount', { count: 1 })).toBe('错误日志（1条）');
  expect(t('command.foundCount', { count: 2 })).toBe('2 条记录');
  expect(t('goods:done.batchAdded', { count: 1 })).toBe('已新增 1 件商品');
});

/** Every text of a language's namespace modules (their `…Zh` / `…En` exports), by file and key path. */
function textsOf(modules: Record<string, Record<string, unknown>>, suffix: 'Zh' | 'En'): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  for (const [file, exports] of Object.entries(modules)) {
    const name = file.replace(/^.*\//, '').replace(/\.ts$/, '');
    for (const [exported, value] of Object.entries(exports)) if (exported.endsWith(suffix)) walk(value, `${name}:${exported.slice(0, -2)}`);
  }
  return out;
}
const en = textsOf(import.meta.glob<Record<string, unknown>>('/src/i18n/locales/en/*.ts', { eager: true }), 'En');
const zh = textsOf(import.meta.glob<Record<string, unknown>>('/src/i18n/locales/zh/*.ts', { eager: true }), 'Zh');

test('no English text counts with "(s)"; each counted Chinese text has its English one and other forms', () => {
  expect(en.size).toBeGreaterThan(1000);
  expect([...en].filter(([, text]) => /\{\{count\}\}[^.]*?\((s|es)\)/.test(text)).map(([key]) => key)).toEqual([]);
  const counted = [...zh.keys()].filter((k) => k.endsWith('_other'));
  expect(counted).toContain('orders:orders.sum.count_other');
  const missing = counted.flatMap((k) => [k, k.replace(/_other$/, '_one')]).filter((k) => !en.has(k));
  expect(missing).toEqual([]);
});
