/**
 * After a lost answer, "made since the operation started" compares the server's stamp — BladeX writes Beijing time
 * ('yyyy-MM-dd HH:mm:ss', UTC+8) — with the browser's start, whatever time zone the browser is in.
 */
import { madeSince } from '@services/api/fields';

// 2026-01-05 10:00:00 in Beijing is 02:00:00 UTC
const START = Date.UTC(2026, 0, 5, 2, 0, 0, 400);

test('a record stamped in the same second or later is made since the start', () => {
  expect(madeSince('2026-01-05 10:00:00', START)).toBe(true);
  expect(madeSince('2026-01-05 10:00:07', START)).toBe(true);
});

test('a record stamped a second before the start, or hours before in Beijing time, is older', () => {
  expect(madeSince('2026-01-05 09:59:59', START)).toBe(false);
  // read as the browser's own or UTC time this stamp would look eight hours newer than it is
  expect(madeSince('2026-01-05 03:00:00', START)).toBe(false);
});

test('no stamp, or one that is not a time, is not made since', () => {
  expect(madeSince('', START)).toBe(false);
  expect(madeSince(undefined, START)).toBe(false);
  expect(madeSince('yesterday', START)).toBe(false);
});
