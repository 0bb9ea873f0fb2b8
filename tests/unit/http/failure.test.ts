/**
 * The one mapper (services/http/failure.ts): every source of a failed call becomes the same `Failure`, and the
 * machines' readers (machines/common/call-outcome.ts) give the messages the screens showed before.
 */
import { ApiError } from '@services/http/errors';
import { failing, toFailure } from '@services/http/failure';
import { settle } from '@services/http/settle';
import { lostAnswer, reasonErrorOf, refusalOf, serverMessageOf } from '@machines/common/call-outcome';

const body = (msg: string) => ({ code: 500, success: false, data: null, msg });

test.each([
  [
    'a BladeX code with msg (toasted)',
    new ApiError('server', '服务器内部错误', { code: 500, status: 200, data: body('服务器内部错误'), handled: true }),
    { kind: 'server', serverMessage: '服务器内部错误', code: 500, status: 200, handled: true, lost: false },
  ],
  [
    'an HTTP 502 without a body (the backend may have done it)',
    new ApiError('server', 'status 502', { status: 502, handled: true }),
    { kind: 'server', serverMessage: null, code: null, status: 502, handled: true, lost: true },
  ],
  [
    'an HTTP 500',
    new ApiError('server', '服务器内部错误', { code: 500, status: 500, data: body('服务器内部错误'), handled: true }),
    { kind: 'server', serverMessage: '服务器内部错误', status: 500, lost: false },
  ],
  [
    'a 400 refusal',
    new ApiError('bad-request', '余额不足', { code: 400, status: 400, data: body('余额不足') }),
    { kind: 'bad-request', message: '余额不足', serverMessage: '余额不足', handled: false, lost: false },
  ],
  [
    'a 401',
    new ApiError('unauthorized', 'unauthorized', { code: 401, status: 401, handled: true }),
    { kind: 'unauthorized', handled: true, lost: false },
  ],
  [
    'no answer (network)',
    new ApiError('network', 'Network Error'),
    { kind: 'network', message: 'Network Error', handled: false, lost: true },
  ],
  ['a time-out', new ApiError('timeout', 'timeout of 100000ms exceeded'), { kind: 'timeout', lost: true }],
  [
    'a body that is not JSON',
    new ApiError('invalid-body', 'response body is not a JSON object', { status: 200, handled: true }),
    { kind: 'invalid-body', lost: true, handled: true },
  ],
  [
    'a body of the wrong shape',
    new ApiError('decode', 'data.amount: expected a whole number', { code: 200, status: 200, handled: true }),
    { kind: 'decode', message: 'data.amount: expected a whole number', lost: true, handled: true },
  ],
  ['a cancellation', new ApiError('cancelled', 'cancelled', { handled: true }), { kind: 'cancelled', lost: false, handled: true }],
  ['an export that got no file', new ApiError('download', 'status 200', { code: 200, status: 200 }), { kind: 'download', lost: false }],
  [
    'a fault of the console',
    new Error('unknown resource x'),
    { kind: 'unknown', message: 'unknown resource x', serverMessage: null, handled: false, lost: false },
  ],
  ['a thrown string', 'boom', { kind: 'unknown', message: 'boom', lost: false }],
])('%s', (_name, error, expected) => {
  expect(toFailure(error)).toMatchObject(expected);
});

test('a failure mapped twice stays the same', () => {
  const once = toFailure(new ApiError('network', 'down'));
  expect(toFailure(once)).toBe(once);
});

test('settle and failing hand the machines the mapped failure; a stopped actor never settles', async () => {
  const refused = () => Promise.reject(new ApiError('bad-request', '余额不足', { code: 400, data: body('余额不足') }));
  await expect(settle(new AbortController().signal, refused())).rejects.toMatchObject({ kind: 'bad-request', serverMessage: '余额不足' });
  await expect(failing(refused())).rejects.toMatchObject({ kind: 'bad-request', lost: false });
  const stopped = new AbortController();
  stopped.abort();
  const result = await Promise.race([
    settle(stopped.signal, refused()).then(
      () => 'settled',
      () => 'failed',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 20)),
  ]);
  expect(result).toBe('pending');
});

describe('what the machines read from it (messages as before)', () => {
  const f = (e: unknown) => toFailure(e);
  test('money machines: the server text, or the refusal words; a lost answer is the guard', () => {
    expect(serverMessageOf(f(new ApiError('server', 'x', { code: 500, data: body('余额不足'), handled: true })))).toBe('余额不足');
    expect(serverMessageOf(f(new ApiError('bad-request', 'bad request', { code: 400 })))).toBe('bad request');
    expect(serverMessageOf(f(new ApiError('network', 'Network Error')))).toBeNull();
    expect(lostAnswer({ event: { error: f(new ApiError('timeout', 't')) } })).toBe(true);
    expect(lostAnswer({ event: { error: f(new ApiError('server', 'x', { code: 502 })) } })).toBe(false);
  });
  test('approval machines: a 400 or 403 refusal is shown where it happened, else the generic key', () => {
    expect(reasonErrorOf(f(new ApiError('bad-request', '审批人不能是申请人', { code: 400, data: body('审批人不能是申请人') })))).toEqual({
      text: '审批人不能是申请人',
    });
    expect(reasonErrorOf(f(new ApiError('server', 'x', { code: 403, data: body('无权操作'), handled: true })))).toEqual({
      text: '无权操作',
    });
    expect(reasonErrorOf(f(new ApiError('server', 'x', { code: 500, data: body('服务器内部错误'), handled: true })))).toEqual({
      key: 'approvals:error.actionFailed',
    });
    expect(reasonErrorOf(f(new ApiError('decode', 'data.id: expected an id', { handled: true })))).toEqual({
      key: 'approvals:error.actionFailed',
    });
  });
  test('resource editor and actions: only a 400 carries words', () => {
    expect(refusalOf(f(new ApiError('bad-request', '名称已存在', { code: 400, data: body('名称已存在') })))).toBe('名称已存在');
    expect(refusalOf(f(new ApiError('server', 'x', { code: 403, data: body('无权操作'), handled: true })))).toBeNull();
  });
});
