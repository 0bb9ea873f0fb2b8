import { createSimulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { SERVED_RESOURCES } from '@services/mock/routes/resource-routes';
import { seedResourceRows } from '@services/mock/seed-resources';
import { http } from '@services/http/client';
import { resourceByKey } from '@services/resources/registry';
import { enumValues } from '@/screens/resource/enum-values';
import { resetBrowserState, signIn } from '../../support/render-console';

const sim = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
beforeAll(async () => {
  resetBrowserState();
  await signIn(sim);
});

const get = async (path: string, params: Record<string, unknown>) =>
  (await http.get<{ code: number; data: { records: Array<Record<string, unknown>>; total: number; pages: number } }>(path, { params }))
    .data;

test('every mounted definition has ≥ 35 deterministic seed rows with kind-shaped values', () => {
  expect(SERVED_RESOURCES.map((d) => d.key)).toEqual(expect.arrayContaining(['param', 'dict', 'log-usual']));
  for (const def of SERVED_RESOURCES) {
    const rows = seedResourceRows(def, 7);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(seedResourceRows(def, 7)).toEqual(rows);
    for (const c of def.columns) {
      if (c.kind === 'date') expect(String(rows[0]![c.field])).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      if (c.kind === 'enum') expect(enumValues(c.enumKey)).toContain(String(rows[0]![c.field]));
      if (c.kind === 'money') expect(Number.isInteger(rows[0]![c.field])).toBe(true);
    }
  }
});

test('list pages, filters text by contains and createTime by day range', async () => {
  const all = await get('/api/blade-log/usual/list', { current: 2, size: 10 });
  expect(all).toMatchObject({ total: 1200, pages: 120, size: 10, current: 2 });
  expect(all.records).toHaveLength(10);
  const day = String(all.records[0]!.createTime).slice(0, 10);
  const onDay = await get('/api/blade-log/usual/list', { current: 1, size: 50, createTime_dategt: day, createTime_datelt: day });
  expect(onDay.total).toBeGreaterThan(0);
  expect(onDay.records.every((r) => String(r.createTime).startsWith(day))).toBe(true);
  const text = await get('/api/blade-system/param/list', { current: 1, size: 50, paramKey: 'ACCOUNT' });
  expect(text.total).toBeGreaterThan(0);
  expect(text.records.every((r) => String(r.paramKey).toLowerCase().includes('account'))).toBe(true);
});

test('submit adds then updates; remove by ids; a missing required field is refused', async () => {
  const added = (
    await http.post<{ data: Record<string, unknown> }>('/api/blade-system/param/submit', {
      paramName: '测试',
      paramKey: 't.k',
      paramValue: '1',
    })
  ).data;
  expect(added.id).toBeTruthy();
  await http.post('/api/blade-system/param/submit', { ...added, paramValue: '2' });
  expect(sim.db.resources.param!.find((r) => r.id === added.id)!.paramValue).toBe('2');
  await expect(http.post('/api/blade-system/param/submit', { paramName: '缺键' })).rejects.toMatchObject({ kind: 'bad-request' });
  const ids = sim.db.resources.param!.slice(0, 3).map((r) => String(r.id));
  await http.post('/api/blade-system/param/remove', undefined, { params: { ids: ids.join(',') } });
  expect(sim.db.resources.param!.some((r) => ids.includes(String(r.id)))).toBe(false);
  expect(resourceByKey('param')!.route).toBe('/system/param');
});
