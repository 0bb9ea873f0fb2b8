import { buildListParams, detail, page, readAction, remove, sortFromParams, sortParams, submit } from '@services/api/resource-client';
import { RESOURCES } from '@services/resources/registry';
import { decodeBody, pageOf } from '@services/http/decode';
import { row } from '@services/api/fields';
import { http } from '@services/http/client';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';

const param = resourceByKey('param')!;
const logUsual = resourceByKey('log-usual')!;
const user = resourceByKey('user')!;
const region = resourceByKey('region')!;

describe('buildListParams', () => {
  test('sends current and size, drops empty and blank values, trims text', () => {
    expect(
      buildListParams(param, {
        current: 2,
        size: 30,
        filters: { paramName: '  密码 ', paramKey: '', other: null, blank: '   ', undef: undefined },
      }),
    ).toEqual({
      current: 2,
      size: 30,
      paramName: '密码',
    });
  });

  test('a createTime range maps to createTime_dategt / createTime_datelt (by day); empty ends are dropped', () => {
    expect(
      buildListParams(logUsual, { current: 1, size: 10, filters: { createTime: { from: '2024-02-01', to: '2024-02-29T15:59:59.000Z' } } }),
    ).toEqual({
      current: 1,
      size: 10,
      createTime_dategt: '2024-02-01',
      createTime_datelt: '2024-02-29',
    });
    expect(buildListParams(logUsual, { current: 1, size: 10, filters: { createTime: { from: '', to: '2024-03-01' } } })).toEqual({
      current: 1,
      size: 10,
      createTime_datelt: '2024-03-01',
    });
    expect(buildListParams(logUsual, { current: 1, size: 10, filters: { createTime: { from: null, to: null } } })).toEqual({
      current: 1,
      size: 10,
    });
  });

  test('numbers are kept (0 too), booleans sent as 1/0', () => {
    const def = { ...param, searchFields: [] } as ResourceDefinition;
    expect(buildListParams(def, { current: 1, size: 10, filters: { category: 0, isSealed: true, x: Number.NaN } })).toEqual({
      current: 1,
      size: 10,
      category: 0,
      isSealed: 1,
    });
  });
});

describe('sorting', () => {
  test('a sorted column goes as BladeX ascs or descs beside current and size; unsorted sends neither', () => {
    expect(buildListParams(logUsual, { current: 1, size: 10, filters: {}, sort: { field: 'createTime', order: 'asc' } })).toEqual({
      current: 1,
      size: 10,
      ascs: 'createTime',
    });
    expect(buildListParams(logUsual, { current: 3, size: 30, filters: {}, sort: { field: 'createTime', order: 'desc' } })).toEqual({
      current: 3,
      size: 30,
      descs: 'createTime',
    });
    expect(buildListParams(logUsual, { current: 1, size: 10, filters: {} })).toEqual({ current: 1, size: 10 });
    expect(sortParams(null)).toEqual({});
    expect(sortParams({ field: '', order: 'asc' })).toEqual({});
  });

  test('the address gives the sort back: ascs before descs, the first of comma-joined names, with a list prefix', () => {
    expect(sortFromParams(new URLSearchParams('ascs=createTime'))).toEqual({ field: 'createTime', order: 'asc' });
    expect(sortFromParams(new URLSearchParams('descs=amount,createTime'))).toEqual({ field: 'amount', order: 'desc' });
    expect(sortFromParams(new URLSearchParams('x.descs=amount&ascs=name'), 'x.')).toEqual({ field: 'amount', order: 'desc' });
    expect(sortFromParams(new URLSearchParams('ascs=&descs='))).toBeUndefined();
  });
});

describe('calls', () => {
  const calls: Array<Record<string, unknown>> = [];
  beforeEach(() => {
    calls.length = 0;
    vi.spyOn(http, 'request').mockImplementation(async (config) => {
      calls.push(config as Record<string, unknown>);
      return { code: 200, success: true, msg: '', data: { records: [{ id: '1' }], total: 1, size: 10, current: 1, pages: 1 } } as never;
    });
  });

  test('page GETs the page operation (user) or the list operation (param) with the query', async () => {
    await page(user, { current: 1, size: 10, filters: { account: 'ad' } });
    expect(calls[0]).toMatchObject({ url: '/api/blade-user/page', method: 'GET', params: { current: 1, size: 10, account: 'ad' } });
    const p = await page(param, { current: 1, size: 10, filters: {} });
    expect(calls[1]).toMatchObject({ url: '/api/blade-system/param/list', method: 'GET' });
    expect(p.records).toEqual([{ id: '1' }]);
  });

  test('remove sends ids comma-joined in the query with the definition method', async () => {
    await remove(param, ['11', '12', '13']);
    expect(calls[0]).toMatchObject({ url: '/api/blade-system/param/remove', method: 'POST', params: { ids: '11,12,13' } });
    expect(calls[0]!.data).toBeUndefined();
    await expect(remove(param, [])).rejects.toThrow();
  });

  test('submit adds without id and updates with id (explicit update when the family has one)', async () => {
    await submit(param, { id: '', paramName: 'a' });
    expect(calls[0]).toMatchObject({ url: '/api/blade-system/param/submit', method: 'POST', data: { paramName: 'a' } });
    expect(calls[0]!.data).not.toHaveProperty('id');
    await submit(param, { id: '9', paramName: 'b' });
    expect(calls[1]).toMatchObject({ url: '/api/blade-system/param/submit', data: { id: '9', paramName: 'b' } });
    await submit(user, { id: '9', account: 'x' });
    expect(calls[2]).toMatchObject({ url: '/api/blade-user/update' });
    await submit(user, { account: 'x' });
    expect(calls[3]).toMatchObject({ url: '/api/blade-user/submit' });
  });

  test('readAction sends a read; a write or a download of the registry is refused before it leaves', async () => {
    const actions = RESOURCES.flatMap((d) => d.actions);
    const aRead = actions.find((a) => a.read && !a.download)!;
    await readAction(aRead, {});
    expect(calls).toHaveLength(1);
    for (const other of [actions.find((a) => !a.read && !a.download)!, actions.find((a) => a.download)!])
      await expect(readAction(other, { ids: ['1'] })).rejects.toThrow(/is not a read/);
    expect(calls).toHaveLength(1);
  });

  test('detail sends the id, or the definition parameter (region: code)', async () => {
    vi.mocked(http.request).mockImplementation(async (config) => {
      calls.push(config as Record<string, unknown>);
      return { code: 200, success: true, msg: '', data: { id: '5' } } as never;
    });
    await detail(user, '5');
    expect(calls[0]).toMatchObject({ url: '/api/blade-user/detail', params: { id: '5' } });
    await detail(region, '110000');
    expect(calls[1]).toMatchObject({ url: '/api/blade-system/region/detail', params: { code: '110000' } });
  });
});

test('a page answer reads a page or a plain list, and refuses anything else', () => {
  const asPage = (data: unknown) => decodeBody({ code: 200, success: true, data }, pageOf(row, { current: 2, size: 10 }));
  expect(asPage([{ id: 'a' }])).toMatchObject({ records: [{ id: 'a' }], total: 1, size: 10, current: 1, pages: 1 });
  expect(asPage({ records: [], total: '12', size: 10, current: 2 })).toMatchObject({ total: 12, pages: 2, current: 2 });
  expect(() => asPage('<html>')).toThrow('data: expected Object');
  expect(() => asPage([{ id: 'a' }, 3])).toThrow('data.records[1]: expected Object');
});
