/**
 * The audits that joined the review flow (interfaces, shop assistants, merchant account recharges) and the card calls
 * of shop applications, against the simulator: the maker never decides (403 不能审核自己提交的申请), a reject needs a
 * comment, a decided record moves no more; an approved merchant recharge credits the merchant account; a shop
 * application gets its card only once approved, and its card information changes only then.
 */
import { resourceTable } from '@services/mock/routes/resource-routes';
import { resourceByKey } from '@services/resources/registry';
import { MSG_COMMENT_REQUIRED, MSG_ILLEGAL_STATE, MSG_SELF_APPROVAL } from '@services/api/approvals/status';
import { effectsSimulator, tokenOf, write, type Envelope } from '../mock/effects-helpers';

const sim = effectsSimulator();
const DEMO = 'demo123';
type Row = Record<string, unknown>;

/** A write with its parameters in the query (how the review's decisions are sent). */
const byQuery = <T = Row>(token: string, method: 'POST' | 'PUT', path: string, query: Record<string, unknown>, body: Row = {}) =>
  write<T>(token, method, `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`, body);

const read = async (token: string, path: string, id: string) => (await write<Row>(token, 'GET', path, { id })).data;

interface Case {
  name: string;
  /** Files an application as `token`; answers its id. */
  file: (token: string) => Promise<string>;
  decide: string;
  statusField: string;
  detail: string;
  /** An account of the platform that may not decide its own application. */
  maker: [string, string, string];
}

const CASES: Case[] = [
  {
    name: 'interface',
    file: async (token) =>
      String(
        (await write<Row>(token, 'POST', '/api/zytInterface/interface/saveOverall', { interfaceName: '加油接口', tenantName: '华北石化' }))
          .data.id,
      ),
    decide: '/api/zytInterface/interface/submit',
    statusField: 'auditStatus',
    detail: '/api/zytInterface/interface/detailVo',
    maker: ['admin', 'admin', '000000'],
  },
  {
    name: 'shop assistant',
    file: async (token) =>
      String(
        (await write<Row>(token, 'POST', '/api/shell/shellshopassistant/submit', { realName: '王小二', phone: '13800000001', siteId: '1' }))
          .data.id,
      ),
    decide: '/api/shell/shellshopassistant/updateApplets',
    statusField: 'auditStatus',
    detail: '/api/shell/shellshopassistant/detail',
    maker: ['admin', 'admin', '000000'],
  },
  {
    name: 'merchant account recharge',
    file: async (token) => {
      const merchantId = String(resourceTable(sim.db, resourceByKey('merchant-account')!)[0]!.merchantId);
      return String(
        (
          await write<Row>(
            token,
            'POST',
            '/api/merchantAccount/recharge/submit',
            { merchantId, amount: 12_345, payChannel: 1 },
            { 'Idempotency-Key': 'k1' },
          )
        ).data.id,
      );
    },
    decide: '/api/merchantAccount/recharge/submit',
    statusField: 'rechargeStatus',
    detail: '/api/merchantAccount/recharge/detail',
    maker: ['admin', 'admin', '000000'],
  },
];

describe.each(CASES)('$name is audited like the review flow', (c) => {
  test('the maker is refused, a reject needs a comment, another reviewer decides once', async () => {
    const maker = await tokenOf(...c.maker);
    const id = await c.file(maker);
    const filed = await read(maker, c.detail, id);
    expect(filed).toMatchObject({ id, [c.statusField]: 0 });

    const own = await byQuery(maker, 'POST', c.decide, { id, [c.statusField]: 1, auditRemark: '' });
    expect(own).toMatchObject({ code: 403, msg: MSG_SELF_APPROVAL });

    const auditor = await tokenOf('auditor', DEMO);
    const bare = await byQuery(auditor, 'POST', c.decide, { id, [c.statusField]: 2, auditRemark: '' });
    expect(bare).toMatchObject({ code: 400, msg: MSG_COMMENT_REQUIRED });

    const ok = await byQuery(auditor, 'POST', c.decide, { id, [c.statusField]: 1, auditRemark: '' });
    expect(ok.code).toBe(200);
    expect(await read(auditor, c.detail, id)).toMatchObject({ [c.statusField]: 1 });
    const again = await byQuery(auditor, 'POST', c.decide, { id, [c.statusField]: 2, auditRemark: '重复' });
    expect(again).toMatchObject({ code: 400, msg: MSG_ILLEGAL_STATE });
  });
});

test('an approved merchant account recharge credits the merchant account; filing alone does not', async () => {
  const account = resourceTable(sim.db, resourceByKey('merchant-account')!)[0]!;
  const before = Number(account.balance) || 0;
  const admin = await tokenOf();
  const filed = await write<Row>(
    admin,
    'POST',
    '/api/merchantAccount/recharge/submit',
    { merchantId: account.merchantId, amount: 50_000, payChannel: 1 },
    { 'Idempotency-Key': 'm1' },
  );
  expect(Number(account.balance) || 0).toBe(before);
  // a filed application is not edited through its submit
  const edit = await write(admin, 'POST', '/api/merchantAccount/recharge/submit', { id: filed.data.id, amount: 1 });
  expect(edit).toMatchObject({ code: 400, msg: '已提交的申请不能修改' });
  const auditor = await tokenOf('auditor', DEMO);
  await byQuery(auditor, 'POST', '/api/merchantAccount/recharge/submit', { id: filed.data.id, rechargeStatus: 1, auditRemark: '' });
  expect(Number(account.balance)).toBe(before + 50_000);
});

const SA = '/api/shop/apply/record';

test('a shop application: filed with its fields, its card allotted only once approved, its card information changed', async () => {
  const purchaser = await tokenOf('purchaser', DEMO, '300001');
  const missing = await write(purchaser, 'POST', `${SA}/apply`, {
    shopName: '',
    applicantName: '刘洋',
    phone: '13800001111',
    cardQuantity: 2,
  });
  expect(missing).toMatchObject({ code: 400, msg: '门店名称不能为空' });
  const badPhone = await write(purchaser, 'POST', `${SA}/apply`, {
    shopName: '东湖店',
    applicantName: '刘洋',
    phone: '123',
    cardQuantity: 2,
  });
  expect(badPhone).toMatchObject({ code: 400, msg: '手机号格式不正确' });
  const filed = await write<Row>(purchaser, 'POST', `${SA}/apply`, {
    shopName: '东湖店',
    applicantName: '刘洋',
    phone: '13800001111',
    cardQuantity: 2,
  });
  const id = String(filed.data.id);
  expect(filed.data).toMatchObject({ auditStatus: 0, applicantName: '刘洋' });

  const admin = await tokenOf();
  const early = await byQuery(admin, 'POST', `${SA}/allot/card`, { id, cardNo: '6222000011112222' });
  expect(early).toMatchObject({ code: 400, msg: MSG_ILLEGAL_STATE });
  const own = await byQuery<Row>(purchaser, 'POST', `${SA}/audit`, { id, auditStatus: 1, auditRemark: '' });
  expect(own.code).toBe(403);

  expect((await byQuery(admin, 'POST', `${SA}/audit`, { id, auditStatus: 1, auditRemark: '' })).code).toBe(200);
  const badCard = await byQuery(admin, 'POST', `${SA}/allot/card`, { id, cardNo: '12' });
  expect(badCard).toMatchObject({ code: 400, msg: '卡号必须是16至19位数字' });
  const allotted = await byQuery<Row>(admin, 'POST', `${SA}/allot/card`, { id, cardNo: '6222000011112222' });
  expect(allotted.data).toMatchObject({ cardNo: '6222000011112222' });
  const twice = await byQuery(admin, 'POST', `${SA}/allot/card`, { id, cardNo: '6222000011113333' });
  expect(twice).toMatchObject({ code: 400, msg: MSG_ILLEGAL_STATE });

  const updated = await write<Row>(admin, 'PUT', `${SA}/update/card/info`, { id, cardNo: '6222000011114444', cardQuantity: 5 });
  expect(updated.data).toMatchObject({ cardNo: '6222000011114444', cardQuantity: 5 });

  const pending = await write<Row>(purchaser, 'POST', `${SA}/apply`, {
    shopName: '西湖店',
    applicantName: '刘洋',
    phone: '13800002222',
    cardQuantity: 1,
  });
  const mixed = await byQuery<Envelope>(
    admin,
    'PUT',
    `${SA}/batch/update/card`,
    { ids: `${id},${String(pending.data.id)}` },
    { cardQuantity: 9 },
  );
  expect(mixed).toMatchObject({ code: 400, msg: MSG_ILLEGAL_STATE });
  const batch = await byQuery<Row[]>(admin, 'PUT', `${SA}/batch/update/card`, { ids: id }, { cardQuantity: 9 });
  expect(batch.code).toBe(200);
  expect((await write<{ records: Row[] }>(admin, 'GET', `${SA}/page`, { id })).data.records[0]).toMatchObject({ cardQuantity: 9 });
});
