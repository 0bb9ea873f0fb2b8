/** Backend status codes become the approval machines' state names (src/screens/approvals/approval-machines.ts). */
import { grantStatusName, reviewStatusName } from '@/screens/approvals/approval-machines';
import { GRANT_STATUS, REVIEW_STATUS, statusNamer } from '@services/api/approvals/status';

test('a code, as a number or as text, reads as its name; any other value as unknown', () => {
  const name = statusNamer({ open: 0, closed: 1 });
  expect(name(0)).toBe('open');
  expect(name('1')).toBe('closed');
  expect(name(' 1 ')).toBe('closed');
  expect(name(2)).toBe('unknown');
  expect(name('')).toBe('unknown');
  expect(name(null)).toBe('unknown');
  expect(name(undefined)).toBe('unknown');
});

test('every grant and review status code has its machine name', () => {
  expect(Object.values(GRANT_STATUS).map(grantStatusName)).toEqual(['draft', 'pending', 'issued', 'discontinued', 'over']);
  expect(Object.values(REVIEW_STATUS).map(reviewStatusName)).toEqual(['pending', 'approved', 'rejected', 'cancelled']);
});
