// @vitest-environment node
/** The statement's period: the current month up to today by default; both ends real days, the end not before the start. */
import { monthToDate, periodErrors, periodFilters, periodProblem } from '@services/api/money/statement';

test('the default period is the first of the month to today (local calendar day)', () => {
  expect(monthToDate(new Date(2024, 1, 20, 12))).toEqual({ from: '2024-02-01', to: '2024-02-20' });
  expect(monthToDate(new Date(2026, 0, 1, 0, 5))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  expect(monthToDate(new Date(2024, 11, 31, 23, 59))).toEqual({ from: '2024-12-01', to: '2024-12-31' });
});

test.each([
  [{ from: '2024-02-01', to: '2024-02-29' }, {}],
  [{ from: '2024-02-01', to: '2024-02-01' }, {}],
  [{ from: '2024-03-01', to: '2024-02-01' }, { to: 'settlement.periodOrder' }],
  [{ from: '', to: '2024-02-01' }, { from: 'settlement.periodFromRequired' }],
  [{ from: '2024-02-01', to: '' }, { to: 'settlement.periodToRequired' }],
  [{ from: '2023-02-29', to: '2023-03-01' }, { from: 'settlement.periodFromRequired' }],
  [{ from: '2024-02-01', to: '2024-02-30' }, { to: 'settlement.periodToRequired' }],
])('period %o: %o', (period, errors) => {
  expect(periodErrors(period)).toEqual(errors);
  expect(periodProblem(period)).toBe(Object.values(errors)[0] ?? null);
});

test('a period filters by the backend’s date bounds, both ends included', () => {
  expect(periodFilters({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
    createTime_dategt: '2024-02-01',
    createTime_datelt: '2024-02-29',
  });
});
