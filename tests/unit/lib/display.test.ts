import { displayText, failureText } from '@/lib/display';
import { displayFen } from '@/lib/money';

test('displayFen shows whole fen as yuan with the sign and grouping, anything else as nothing', () => {
  expect(displayFen(123456)).toBe('¥1,234.56');
  expect(displayFen('-5')).toBe('-¥0.05');
  expect(displayFen(' 100 ')).toBe('¥1.00');
  for (const v of [null, undefined, '', '1.5', 1.5, 'abc', Number.NaN, {}]) expect(displayFen(v)).toBe('');
});

test('displayText shows null and undefined as nothing and anything else as its text', () => {
  expect(displayText(null)).toBe('');
  expect(displayText(undefined)).toBe('');
  expect(displayText(0)).toBe('0');
  expect(displayText('a')).toBe('a');
});

test('failureText gives the server message first, then the error message', () => {
  expect(failureText(Object.assign(new Error('Request failed'), { serverMessage: '余额不足' }))).toBe('余额不足');
  expect(failureText(Object.assign(new Error('Request failed'), { serverMessage: '' }))).toBe('Request failed');
  expect(failureText(new Error('timeout'))).toBe('timeout');
  expect(failureText(null)).toBe('');
  expect(failureText('x')).toBe('x');
});
