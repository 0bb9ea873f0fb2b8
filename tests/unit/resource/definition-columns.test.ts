/**
 * What a registry column shows (src/screens/resource/definition-columns.tsx): a reference shows the name the backend
 * answers beside the id, the id when there is none, and nothing for BladeX's "no parent" (0); money in yuan; enums
 * by their labels.
 */
import { col } from '@services/resources/define';
import { formatCell } from '@/screens/resource/definition-columns';

const t = (key: string, o: { defaultValue?: string }) => (key.endsWith('enum.status.1') ? '正常' : (o.defaultValue ?? key));

test('a reference shows the name beside the id, else the id, and nothing for no parent', () => {
  const fleet = col.ref('fleetId', 'fleet');
  expect(formatCell(fleet, { fleetId: '1500000000040335048', fleetName: '顺达物流车队' }, t)).toBe('顺达物流车队');
  expect(formatCell(fleet, { fleetId: '1500000000040335048' }, t)).toBe('1500000000040335048');
  expect(formatCell(fleet, { fleetId: '1500000000040335048', fleetName: '' }, t)).toBe('1500000000040335048');
  const parent = col.ref('parentAgentId', 'admin-agent');
  expect(formatCell(parent, { parentAgentId: '0' }, t)).toBe('');
  expect(formatCell(parent, { parentAgentId: '' }, t)).toBe('');
});

test('money in yuan, enums by label, dates to the second, anything else as text', () => {
  expect(formatCell(col.money('amount'), { amount: 123456 }, t)).toBe('¥1,234.56');
  expect(formatCell(col.enum('state', 'status'), { state: 1 }, t)).toBe('正常');
  expect(formatCell(col.date('createTime'), { createTime: '2024-03-01T08:30:38.000' }, t)).toBe('2024-03-01 08:30:38');
  expect(formatCell(col.text('remark'), { remark: 7 }, t)).toBe('7');
  expect(formatCell(col.text('remark'), { remark: null }, t)).toBe('');
});

test("a quota shows BladeX's -1 as 不限 and any other number as it is", () => {
  const quota = col.text('accountNumber', { unlimitedAt: -1 });
  const zh = (key: string, o: { defaultValue?: string }) => (key === 'resourceUi:unlimited' ? '不限' : (o.defaultValue ?? key));
  expect(formatCell(quota, { accountNumber: -1 }, zh)).toBe('不限');
  expect(formatCell(quota, { accountNumber: '-1' }, zh)).toBe('不限');
  expect(formatCell(quota, { accountNumber: 20 }, zh)).toBe('20');
  expect(formatCell(col.text('accountNumber'), { accountNumber: -1 }, zh)).toBe('-1');
});
