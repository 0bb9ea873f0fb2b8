import { paginate } from '@services/mock/envelope';
import { sortRows } from '@services/mock/page-sort';

type Row = { id: number; name: string; amount: number | string | null; createTime: string };
const rows: Row[] = [
  { id: 1, name: '张三', amount: 100, createTime: '2024-03-02 10:00:00' },
  { id: 2, name: '李四', amount: 20, createTime: '2024-01-15 08:00:00' },
  { id: 3, name: '王五', amount: '3', createTime: '2024-02-20 09:30:00' },
  { id: 4, name: '阿明', amount: null, createTime: '2024-02-20 09:30:00' },
  { id: 5, name: '赵六', amount: 1000, createTime: '2023-12-31 23:59:59' },
];
const q = (s: string) => new URLSearchParams(s);
const ids = (list: readonly Row[]) => list.map((r) => r.id);

test('no ascs / descs: the rows keep their order (the same array)', () => {
  expect(sortRows(rows, q('current=1&size=10'))).toBe(rows);
});

test('numbers (and numeric texts) sort numerically, empty values last in either order', () => {
  expect(ids(sortRows(rows, q('ascs=amount')))).toEqual([3, 2, 1, 5, 4]);
  expect(ids(sortRows(rows, q('descs=amount')))).toEqual([5, 1, 2, 3, 4]);
});

test('texts sort with the Chinese collation (pinyin), dates as texts; ties keep their order', () => {
  expect(ids(sortRows(rows, q('ascs=name')))).toEqual([4, 2, 3, 1, 5]); // a ming, li si, wang wu, zhang san, zhao liu
  expect(ids(sortRows(rows, q('descs=createTime')))).toEqual([1, 3, 4, 2, 5]);
});

test('several fields, comma-joined: ascs fields first, then descs', () => {
  expect(ids(sortRows(rows, q('ascs=createTime&descs=id')))).toEqual([5, 2, 4, 3, 1]);
  expect(ids(sortRows(rows, q('descs=createTime,id')))).toEqual([1, 4, 3, 2, 5]);
});

test('a page is cut from the sorted rows; the source is left as it was', () => {
  const page = paginate(rows, q('current=2&size=2&descs=amount'));
  expect(ids(page.records)).toEqual([2, 3]);
  expect(page).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
  expect(ids(rows)).toEqual([1, 2, 3, 4, 5]);
});
