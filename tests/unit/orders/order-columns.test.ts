import { ORDER_COLUMNS, orderCellText, orderColumnWidths } from '@/screens/orders/order-ui';
import { CELL_PAD, textWidth } from '@/lib/column-widths';

const columns = ORDER_COLUMNS.platform;
const at = (field: string) => columns.findIndex((c) => c.field === field);
const row = {
  orderNo: 'ZYT2026111909210001',
  createTime: '2026-11-19 09:21:49',
  tenantName: '华北石化能源供应有限公司（华东区域分公司）',
  orderState: 0,
  totalAmount: 136506,
};

test('an order list column is as wide as its longest value in the language shown: statuses, times and amounts whole', () => {
  const state = columns[at('orderState')]!;
  const english = orderCellText(state, row, 'en');
  const chinese = orderCellText(state, row, 'zh');
  expect(english).not.toBe(chinese);
  const en = orderColumnWidths(columns, [row], 'en');
  const zh = orderColumnWidths(columns, [row], 'zh');
  // the English status label and the English time need more room than the set width
  expect(en[at('orderState')]).toBeGreaterThanOrEqual(textWidth(english) + CELL_PAD);
  expect(en[at('createTime')]).toBeGreaterThanOrEqual(textWidth('Nov 19, 2026, 09:21:49') + CELL_PAD);
  expect(en[at('createTime')]).toBeGreaterThan(zh[at('createTime')]!);
  // with no rows, and for a short value, a column keeps its set width
  expect(orderColumnWidths(columns, [], 'en')).toEqual(columns.map((c) => c.width));
  // a long name keeps its column's set width: it is cut, the list stays within its box
  expect(en[at('tenantName')]).toBe(columns[at('tenantName')]!.width);
});

test('an order list cell writes times through Intl in the language shown and amounts in ¥', () => {
  expect(orderCellText(columns[at('createTime')]!, row, 'en')).toBe('Nov 19, 2026, 09:21:49');
  expect(orderCellText(columns[at('createTime')]!, row, 'zh')).toBe('2026-11-19 09:21:49');
  expect(orderCellText(columns[at('totalAmount')]!, row, 'zh')).toBe('¥1,365.06');
});
