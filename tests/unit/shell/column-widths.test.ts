import { fitColumnWidths } from '@/lib/column-widths';

const sum = (w: number[]) => w.reduce((a, b) => a + b, 0);

test('widths that fit, or an unmeasured box, come back as they are', () => {
  expect(fitColumnWidths([48, 160, 190], 1000)).toEqual([48, 160, 190]);
  expect(fitColumnWidths([48, 160, 190], 0)).toEqual([48, 160, 190]);
});

test('too wide: the free columns narrow in proportion, the kept ones (checkbox, actions) do not', () => {
  const out = fitColumnWidths([48, 56, 200, 100, 190], 500, [0, 1, -1]);
  expect(out[0]).toBe(48);
  expect(out[1]).toBe(56);
  expect(out[4]).toBe(190);
  expect(sum(out)).toBeLessThanOrEqual(500);
  expect(out[2]! / out[3]!).toBeCloseTo(2, 1);
});

test('no free column narrows below the minimum; the others share what is left', () => {
  const out = fitColumnWidths([300, 70, 300, 100], 600, [-1], 64);
  expect(out[1]).toBe(64);
  expect(sum(out)).toBeLessThanOrEqual(600);
  expect(out[0]).toBe(out[2]);
  // when the minimums do not fit (a narrow box), the free columns go below them so the kept column stays in view
  expect(fitColumnWidths([300, 300, 100], 200, [-1], 64)).toEqual([50, 50, 100]);
  // and when even the floor does not fit, every free column is at the floor (the table then scrolls)
  expect(fitColumnWidths([300, 300, 100], 150, [-1], 64, 40)).toEqual([40, 40, 100]);
});
