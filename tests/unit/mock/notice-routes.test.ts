// @vitest-environment node
import { startNodeSimulator } from '@services/mock/node';
import type { NoticeRow } from '@services/mock/routes/notice-routes';
import { SEED_NOTICES } from '@services/mock/seed-notices';
import { createSimulator } from '@services/mock/simulator';
import { api, apiJson, loginOk } from './sim-helpers';

const { sim, close } = startNodeSimulator(createSimulator({ storage: null }));
afterAll(() => close());

interface PageAnswer {
  code: number;
  success: boolean;
  msg: string;
  data: { records: NoticeRow[]; total: number; size: number; current: number; pages: number };
}

let token = '';
beforeEach(async () => {
  sim.reset();
  token = (await loginOk('supplier', 'demo123', { tenantId: '100001' })).access_token;
});

async function list(query: Record<string, string>): Promise<PageAnswer> {
  const res = await apiJson<PageAnswer>(`/api/blade-desk/notice/list?${new URLSearchParams(query)}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

test('needs a token', async () => {
  const res = await api('/api/blade-desk/notice/list?current=1&size=10');
  expect(res.status).toBe(401);
});

test('twelve seeded notices, a BladeX page of 10, newest first, with the NoticeVO fields', async () => {
  expect(SEED_NOTICES).toHaveLength(12);
  const body = await list({ current: '1', size: '10' });
  expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
  expect(body.data).toMatchObject({ total: 12, size: 10, current: 1, pages: 2 });
  expect(body.data.records).toHaveLength(10);
  const times = body.data.records.map((r) => r.releaseTime);
  expect(times).toEqual([...times].sort().reverse());
  expect(body.data.records[0]).toMatchObject({
    id: '1873600000000000103',
    title: '系统维护公告：1月7日凌晨 00:30-02:30 暂停充值服务',
    category: 1,
    categoryName: '发布通知',
    releaseTime: '2025-01-05 22:00:00',
  });
  for (const r of body.data.records) {
    expect(typeof r.id).toBe('string');
    expect(r.title).toMatch(/\S/);
    expect([1, 2, 3, 4, 5]).toContain(r.category);
    expect(r.releaseTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(typeof r.content).toBe('string');
  }
});

test('pages by current and size', async () => {
  const second = await list({ current: '2', size: '10' });
  expect(second.data).toMatchObject({ total: 12, current: 2, pages: 2 });
  expect(second.data.records).toHaveLength(2);
  const first = await list({ current: '1', size: '10' });
  const all = [...first.data.records, ...second.data.records].map((r) => r.id);
  expect(new Set(all).size).toBe(12);
  const small = await list({ current: '3', size: '5' });
  expect(small.data).toMatchObject({ total: 12, size: 5, current: 3, pages: 3 });
  expect(small.data.records.map((r) => r.id)).toEqual(all.slice(10, 12));
  const beyond = await list({ current: '9', size: '10' });
  expect(beyond.data.records).toEqual([]);
});

test('filters by title (contains) and category', async () => {
  const price = await list({ title: '成品油价格' });
  expect(price.data.total).toBe(2);
  expect(price.data.records.every((r) => r.title.includes('成品油价格'))).toBe(true);

  const appointments = await list({ category: '5' });
  expect(appointments.data.records.map((r) => r.title)).toEqual(['关于王敏同志任财务审核组组长的任命通知']);

  const both = await list({ title: '通知', category: '1' });
  expect(both.data.records.length).toBeGreaterThan(0);
  expect(both.data.records.every((r) => r.category === 1 && r.title.includes('通知'))).toBe(true);
  expect(both.data.total).toBe(SEED_NOTICES.filter((n) => n.category === 1 && n.title.includes('通知')).length);

  const none = await list({ title: '不存在的标题' });
  expect(none.data).toMatchObject({ total: 0, pages: 0, records: [] });

  const ofd = await list({ title: '电子发票' });
  expect(ofd.data.total).toBe(1);
});
