import { fitColumnWidths, fitToContent, textWidth } from '@/lib/column-widths';

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

test('a table wider than its columns gives the extra room to the columns of names', () => {
  const out = fitToContent(
    [
      { natural: 48, min: 48, keep: true },
      { natural: 100, min: 80, grow: true },
      { natural: 90, min: 90 },
      { natural: 150, min: 150, keep: true },
    ],
    588,
  );
  expect(out).toEqual([48, 300, 90, 150]);
});

test('a narrow table cuts the names first and keeps money, dates and the actions whole', () => {
  const columns = [
    { natural: 48, min: 48, keep: true },
    { natural: 200, min: 96, grow: true },
    { natural: 100, min: 96, grow: true },
    { natural: 90, min: 90 },
    { natural: 150, min: 150, keep: true },
  ];
  const out = fitToContent(columns, 500);
  expect(out.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(500);
  expect(out[3]).toBe(90);
  expect(out[4]).toBe(150);
  expect(out[1]).toBeGreaterThan(out[2]!);
  // narrower still: the names go below their header, to 64 px, before the money gives way
  expect(fitToContent(columns, 416)).toEqual([48, 64, 64, 90, 150]);
  // and below that every free column narrows in proportion, the kept ones last
  const tight = fitToContent(columns, 380);
  expect(tight[4]).toBe(150);
  expect(tight[3]).toBeLessThan(90);
});

test('text widths count Chinese characters as a square and digits as about half of one', () => {
  expect(textWidth('车队名称', 14)).toBe(56);
  expect(textWidth('2024-03-01', 12)).toBeLessThan(textWidth('二〇二四年三月一日', 12));
});
