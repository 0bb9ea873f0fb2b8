/**
 * Money and numbers for people go through Intl in the language shown (zh-CN or en-US): money keeps integer fen and
 * is written as ¥ with two decimals; numbers are grouped. zh outputs stay as they were (tests/unit/lib/money.test.ts).
 */
import { i18next, initI18n } from '@/i18n/i18n';
import { displayLocale, formatDateTime, formatNumber, intlLocale } from '@/lib/intl';
import { displayFen, formatFen, parseFen } from '@/lib/money';

const shown = i18next.isInitialized ? i18next.language : 'zh';
afterAll(() => {
  initI18n(shown === 'en' ? 'en' : 'zh');
});

test('the console languages map to their Intl locales, zh-CN by default', () => {
  expect(intlLocale('zh')).toBe('zh-CN');
  expect(intlLocale('en')).toBe('en-US');
  expect(intlLocale('en-US')).toBe('en-US');
  expect(intlLocale(undefined)).toBe('zh-CN');
  expect(intlLocale('fr')).toBe('zh-CN');
});

test.each([
  [123450, '¥1,234.50'],
  [-123450, '-¥1,234.50'],
  [0, '¥0.00'],
  [5, '¥0.05'],
  [100000, '¥1,000.00'],
  [Number.MAX_SAFE_INTEGER, '¥90,071,992,547,409.91'],
])('fen %d is written %j in zh-CN and in en-US (¥, grouping, 2 decimals, exact to the fen)', (fen, text) => {
  expect(formatFen(fen, 'zh-CN')).toBe(text);
  expect(formatFen(fen, 'en-US')).toBe(text);
  expect(parseFen(formatFen(fen, 'en-US'), { allowSign: true })).toBe(fen);
});

test('money read from the backend, in en-US', () => {
  expect(displayFen('123456', 'en-US')).toBe('¥1,234.56');
  expect(displayFen(-5, 'en-US')).toBe('-¥0.05');
  expect(displayFen('1.5', 'en-US')).toBe('');
  expect(() => formatFen(1.5, 'en-US')).toThrow(RangeError);
});

test('numbers are grouped by the language', () => {
  expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
  expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
  expect(formatNumber(-1234.5, 'en-US')).toBe('-1,234.5');
  expect(formatNumber(0, 'en-US')).toBe('0');
});

test('left out, the locale is the language shown now', () => {
  initI18n('en');
  expect(displayLocale()).toBe('en-US');
  expect(formatFen(123450)).toBe('¥1,234.50');
  expect(displayFen('100')).toBe('¥1.00');
  expect(formatNumber(9876543)).toBe('9,876,543');
  initI18n('zh');
  expect(displayLocale()).toBe('zh-CN');
  expect(formatFen(-123450)).toBe('-¥1,234.50');
});

test.each([
  ['2026-11-28 14:03:05', '2026-11-28 14:03:05', 'Nov 28, 2026, 14:03:05'],
  ['2026-11-28', '2026-11-28', 'Nov 28, 2026'],
  ['2026-01-02T09:05', '2026-01-02 09:05', 'Jan 2, 2026, 09:05'],
  ['2024-03-01 00:00:00', '2024-03-01 00:00:00', 'Mar 1, 2024, 00:00:00'],
  ['2026-02-30', '2026-02-30', '2026-02-30'],
  ['不是日期', '不是日期', '不是日期'],
])('the backend time %j is written %j in zh-CN and %j in en-US, the wall clock unmoved', (wire, zh, en) => {
  expect(formatDateTime(wire, 'zh-CN')).toBe(zh);
  expect(formatDateTime(wire, 'en-US')).toBe(en);
});

test('a day only, when asked; nothing for no value; the language shown by default', () => {
  expect(formatDateTime('2026-11-28 14:03:05', 'zh-CN', 'date')).toBe('2026-11-28');
  expect(formatDateTime('2026-11-28 14:03:05', 'en-US', 'date')).toBe('Nov 28, 2026');
  expect(formatDateTime(null, 'en-US')).toBe('');
  initI18n('en');
  expect(formatDateTime('2026-11-28')).toBe('Nov 28, 2026');
  initI18n('zh');
  expect(formatDateTime('2026-11-28')).toBe('2026-11-28');
});
