import { HEADER_PAD, headerTextWidth, headerWidth, SORT_ROOM, textWidth, widenToHeaders } from '@/lib/column-widths';

test('without a canvas, a header is measured by the one text estimate in the header’s 14 px', () => {
  // the test page has no canvas: the measure falls back to the estimate every column uses
  expect(headerTextWidth('Quantity')).toBe(textWidth('Quantity', 14));
  expect(headerTextWidth('订单金额')).toBe(56);
});

test('a header needs its text and the padding; a sortable one its sort button too; no name needs nothing', () => {
  const measure = (text: string) => text.length * 10;
  expect(headerWidth('Quantity', false, measure)).toBe(80 + HEADER_PAD);
  expect(headerWidth('Quantity', true, measure)).toBe(80 + HEADER_PAD + SORT_ROOM);
  expect(headerWidth('', false, measure)).toBe(0);
  // English headers are wider than the Chinese ones they translate
  expect(headerWidth('Order amount')).toBeGreaterThan(100);
  expect(headerWidth('订单金额')).toBeLessThanOrEqual(100);
});

test('a column narrower than its header is widened to it; the others keep their widths', () => {
  expect(widenToHeaders([56, 64, 60, 100, 180], [40, 67, 68, 103, 90])).toEqual([56, 67, 68, 103, 180]);
  expect(widenToHeaders([60, 100], [44, 84])).toEqual([60, 100]);
});

test('in a table fitted to its box, a header’s room comes from the columns with room beyond their headers', () => {
  // a box of 500 px: the third column needs 30 px more for its header; the second (kept) gives nothing
  const widths = [48, 160, 70, 222];
  const out = widenToHeaders(widths, [0, 60, 100, 80], 500, [0, 1]);
  expect(out.slice(0, 3)).toEqual([48, 160, 100]);
  expect(out[3]).toBe(192);
  expect(out.reduce((a, b) => a + b, 0)).toBe(500);
  // the room is shared in proportion to what each column has beyond its header
  const shared = widenToHeaders([70, 180, 150], [100, 80, 100], 400);
  expect(shared).toEqual([100, 160, 140]);
  // a table narrower than its box only widens
  expect(widenToHeaders([70, 100], [100, 80], 400)).toEqual([100, 100]);
  // a box too narrow for every header: the table stays in its box (its last column in view), the cut headers share
  // what the other columns give in proportion to what they lack
  expect(widenToHeaders([60, 40, 150], [80, 80, 120], 250)).toEqual([70, 60, 120]);
  expect(widenToHeaders([60, 40, 150, 100], [80, 80, 150, 0], 350, [3])).toEqual([60, 40, 150, 100]);
  // a table already wider than its box keeps its width
  expect(widenToHeaders([100, 100], [150, 40], 100)).toEqual([150, 50]);
});
