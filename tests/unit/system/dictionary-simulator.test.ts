// @vitest-environment node
/**
 * The simulator's dictionary reads by code (BladeX `dictionary`, `dictionary-tree`): every open entry of the code,
 * flat or nested, sealed ones left out; the goods dictionaries of 业务字典 and the flow dictionary carry the values
 * the screens send.
 */
import { effectsSimulator, tokenOf, write } from '../mock/effects-helpers';

const sim = effectsSimulator();
const S = '/api/blade-system';

interface Entry {
  id: string;
  code: string;
  dictKey: string;
  dictValue: string;
  parentId: string;
  children?: Entry[];
}

async function read(path: string, code: string): Promise<Entry[]> {
  const answer = await write<Entry[]>(await tokenOf(), 'GET', path, { code });
  expect(answer.success).toBe(true);
  return answer.data;
}

test('the flow dictionary: code flow, keys 1 and 2 (a workflow category is flow_1)', async () => {
  const entries = await read(`${S}/dict/dictionary`, 'flow');
  expect(entries.map((e) => [e.code, e.dictKey, e.dictValue])).toEqual([
    ['flow', '1', '请假流程'],
    ['flow', '2', '报销流程'],
  ]);
});

test('业务字典 holds shopping_goods_type and goods_secret_rule with the values the goods screens send', async () => {
  expect((await read(`${S}/dict-biz/dictionary`, 'goods_secret_rule')).map((e) => e.dictKey)).toEqual([
    'subsidy_rule',
    'spread_rule',
    'sales_rule',
    'default',
  ]);
  // goods types nest: a kind of goods under its class
  const types = await read(`${S}/dict-biz/dictionary-tree`, 'shopping_goods_type');
  expect(types.map((e) => [e.dictValue, e.children?.map((c) => c.dictValue)])).toEqual([
    ['实物商品', ['油品', '非油品']],
    ['虚拟商品', ['加油卡', '电子券']],
    ['服务商品', ['洗车服务']],
  ]);
  // a system dictionary is not a business one
  expect(await read(`${S}/dict/dictionary`, 'goods_secret_rule')).toEqual([]);
});

test('dictionary answers every entry flat; dictionary-tree nests them; a sealed entry leaves both, with its children', async () => {
  const flat = await read(`${S}/dict/dictionary`, 'oil_type');
  expect(flat.map((e) => e.dictValue)).toEqual(expect.arrayContaining(['92#汽油', '0#柴油', '0#国六柴油', '0#国五柴油']));
  const tree = await read(`${S}/dict/dictionary-tree`, 'oil_type');
  const diesel = tree.find((e) => e.dictValue === '0#柴油')!;
  expect(diesel.children?.map((e) => e.dictValue)).toEqual(['0#国六柴油', '0#国五柴油']);
  expect(tree.map((e) => e.dictValue)).not.toContain('0#国六柴油');

  sim.db.resources.dict!.find((r) => r.id === diesel.id)!.isSealed = 1;
  expect((await read(`${S}/dict/dictionary`, 'oil_type')).map((e) => e.dictValue)).not.toContain('0#柴油');
  const after = (await read(`${S}/dict/dictionary-tree`, 'oil_type')).map((e) => e.dictValue);
  expect(after).not.toContain('0#柴油');
  expect(after).not.toContain('0#国六柴油');
});
