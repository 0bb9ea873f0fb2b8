/**
 * Decoding at the boundary (docs/architecture.md §5): the envelope and the page are read once, a call's data schema
 * decides the rest, and a body of another shape is a `decode` failure naming the field, logged once and told as 未知错误.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { http, HTTP_MESSAGES, type Notice } from '@services/http/client';
import { decodeBody, getData, pageOf } from '@services/http/decode';
import { ApiError } from '@services/http/errors';
import { toFailure } from '@services/http/failure';
import { fen, flag, id, recordOf, statusCode, text } from '@services/api/fields';
import { clearLogs, getLogs } from '@services/logs/error-log';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let notices: Notice[] = [];
beforeEach(() => {
  notices = [];
  http.configure({ notifyError: (n) => notices.push(n) });
  clearLogs();
});

const Payment = recordOf({ id, payNo: text, amount: fen, status: statusCode, paid: flag });
const ok = (data: unknown) => ({ code: 200, success: true, data, msg: '操作成功' });

function decodeFailure(run: () => unknown): ApiError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the body to be refused');
}

describe('lenient fields, decoded once', () => {
  test('ids stay strings (19 digits keep every digit); numbers become strings', () => {
    const out = decodeBody(ok({ id: '1800000000000000101', amount: 12, status: '2', paid: 1 }), Payment);
    expect(out).toMatchObject({ id: '1800000000000000101', payNo: '', amount: 12, status: 2, paid: true });
    expect(decodeBody(ok({ id: 42 }), Payment).id).toBe('42');
  });

  test('money as a number or a string of digits is integer fen; absent is 0', () => {
    expect(decodeBody(ok({ amount: '12864' }), Payment).amount).toBe(12_864);
    expect(decodeBody(ok({ amount: null }), Payment).amount).toBe(0);
  });

  test('fields the schema does not name are kept as they came', () => {
    expect(decodeBody(ok({ id: '1', remark: { a: 1 } }), Payment)).toMatchObject({ remark: { a: 1 } });
  });

  test('a page completes missing counts; a plain list reads as one page', () => {
    const page = decodeBody(ok({ records: [{ id: '1' }, { id: '2' }] }), pageOf(Payment, { current: 1, size: 10 }));
    expect(page).toMatchObject({ total: 2, size: 10, current: 1, pages: 1 });
    expect(decodeBody(ok([{ id: '1' }]), pageOf(Payment)).records[0]!.id).toBe('1');
  });
});

describe('a body of another shape', () => {
  test('names the field path, is logged once and told once as 未知错误', () => {
    const records = [{ amount: 1 }, { amount: 2 }, { amount: 3 }, { amount: '12.x' }];
    const e = decodeFailure(() => decodeBody(ok({ records, total: 4 }), pageOf(Payment), '/api/pay/page'));
    expect(e.kind).toBe('decode');
    expect(e.message).toBe('data.records[3].amount: expected a whole number');
    expect(e.handled).toBe(true);
    expect(notices).toEqual([{ key: HTTP_MESSAGES.unknownError }]);
    expect(getLogs()).toHaveLength(1);
    expect(getLogs()[0]).toMatchObject({
      type: 'decode',
      message: 'data.records[3].amount: expected a whole number',
      info: '/api/pay/page',
    });
  });

  test.each([
    ['an object where text belongs', ok({ payNo: { no: 1 } }), 'data.payNo: expected text'],
    ['an id that is neither digits nor a string', ok({ id: 1.5 }), 'data.id: expected an id'],
    ['no data at all', ok(null), 'data: expected Object'],
    ['records that are not a list', ok({ records: 'none' }), 'data.records: expected Array'],
    ['a msg that is not text', { code: 200, data: {}, msg: 7 }, 'msg: expected string'],
  ])('%s', (_name, body, where) => {
    const e = decodeFailure(() => decodeBody(body, where.includes('records') ? pageOf(Payment) : Payment));
    expect(e.message).toBe(where);
  });

  test('through a real request: the call rejects with the typed failure, the mapper keeps it as lost', async () => {
    server.use(mswHttp.get('/api/pay/detail', () => HttpResponse.json(ok({ amount: 'abc' }))));
    const e = await getData('/api/pay/detail', Payment).catch((x: unknown) => x);
    const f = toFailure(e);
    expect(f).toMatchObject({
      kind: 'decode',
      message: 'data.amount: expected a whole number',
      handled: true,
      lost: true,
      code: 200,
      status: 200,
    });
    expect(notices).toEqual([{ key: HTTP_MESSAGES.unknownError }]);
    expect(getLogs().map((l) => l.message)).toEqual(['data.amount: expected a whole number']);
  });
});
