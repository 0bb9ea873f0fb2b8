import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceListMachine } from '@machines/resource/list.machine';
import { deleteAllowance, selectDeleteCommand, selectListView, selectSort } from '@machines/resource/list.selectors';
import { LIST_REASONS, type FetchPageInput, type ListInput, type RemoveRowsInput } from '@machines/resource/list.types';
import { resourceEditorMachine } from '@machines/resource/editor.machine';
import { selectDirty, selectFinished, selectSaveCommand } from '@machines/resource/editor.selectors';
import type { SaveRowInput } from '@machines/resource/editor.types';
import { commandMachine } from '@machines/command/command.machine';
import type { SendInput, VerifyOutput } from '@machines/command/command.types';
import type { Page } from '@services/http/envelope';
import type { ResourceRow } from '@services/api/resource-client';

function pageOf(n: number, total = n): Page<ResourceRow> {
  return {
    records: Array.from({ length: n }, (_, i) => ({ id: String(i + 1) })),
    total,
    size: 10,
    current: 1,
    pages: Math.ceil(total / 10),
  };
}

function listHarness(opts: { rows?: number; removeGate?: Promise<void>; fail?: boolean; input?: Partial<ListInput> } = {}) {
  const fetches: FetchPageInput[] = [];
  const removes: Array<RemoveRowsInput & { key: string }> = [];
  const warnings: string[] = [];
  let deleted = 0;
  const machine = resourceListMachine.provide({
    actors: {
      fetchPage: fromPromise<Page<ResourceRow>, FetchPageInput>(async ({ input }) => {
        fetches.push(structuredClone(input));
        if (opts.fail) throw new Error('down');
        return pageOf(opts.rows ?? 10, 48);
      }),
      command: commandMachine.provide({
        actors: {
          send: fromPromise<unknown, SendInput>(async ({ input }) => {
            removes.push({ ...(input.payload as RemoveRowsInput), key: input.key });
            await opts.removeGate;
          }),
          verify: fromPromise(async (): Promise<VerifyOutput> => ({ found: false })),
        },
      }),
    },
    actions: {
      warn: (_, { reason }) => warnings.push(reason),
      notifyDeleted: () => {
        deleted += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { resource: 'param', ...opts.input } }).start();
  return {
    actor,
    fetches,
    removes,
    warnings,
    get deleted() {
      return deleted;
    },
  };
}

const settled = (a: ReturnType<typeof listHarness>['actor']) => waitFor(a, (s) => !s.matches('loading'));

describe('list machine', () => {
  test('loads page 1 of size 10, then search resets to page 1 with the filters', async () => {
    const h = listHarness();
    await settled(h.actor);
    expect(h.fetches[0]).toEqual({ resource: 'param', query: { current: 1, size: 10, filters: {} } });
    h.actor.send({ type: 'list.page', current: 3 });
    await settled(h.actor);
    expect(h.fetches.at(-1)!.query.current).toBe(3);
    h.actor.send({ type: 'list.search', filters: { paramName: '密码' } });
    await settled(h.actor);
    expect(h.fetches.at(-1)!.query).toEqual({ current: 1, size: 10, filters: { paramName: '密码' } });
  });

  test('size accepts 10/30/50/100/200 only and resets to page 1', async () => {
    const h = listHarness();
    await settled(h.actor);
    h.actor.send({ type: 'list.page', current: 2 });
    await settled(h.actor);
    h.actor.send({ type: 'list.size', size: 30 });
    await settled(h.actor);
    expect(h.fetches.at(-1)!.query).toMatchObject({ size: 30, current: 1 });
    const n = h.fetches.length;
    h.actor.send({ type: 'list.size', size: 25 as never });
    expect(h.fetches.length).toBe(n);
    expect(h.actor.getSnapshot().context.query.size).toBe(30);
  });

  test('sort by one column: asc, desc, then none again, each from page 1 with the filters kept', async () => {
    const h = listHarness();
    await settled(h.actor);
    h.actor.send({ type: 'list.search', filters: { paramName: '密码' } });
    h.actor.send({ type: 'list.page', current: 3 });
    await settled(h.actor);
    h.actor.send({ type: 'list.sort', field: 'createTime', order: 'asc' });
    await settled(h.actor);
    expect(h.fetches.at(-1)!.query).toEqual({
      current: 1,
      size: 10,
      filters: { paramName: '密码' },
      sort: { field: 'createTime', order: 'asc' },
    });
    h.actor.send({ type: 'list.page', current: 2 });
    await settled(h.actor);
    expect(h.fetches.at(-1)!.query).toMatchObject({ current: 2, sort: { field: 'createTime', order: 'asc' } });
    h.actor.send({ type: 'list.sort', field: 'createTime', order: 'desc' });
    await settled(h.actor);
    expect(selectSort(h.actor.getSnapshot())).toEqual({ field: 'createTime', order: 'desc' });
    h.actor.send({ type: 'list.sort', field: 'createTime', order: null });
    await settled(h.actor);
    expect(h.fetches.at(-1)!.query).toEqual({ current: 1, size: 10, filters: { paramName: '密码' } });
    expect(selectSort(h.actor.getSnapshot())).toBeNull();
    const n = h.fetches.length;
    h.actor.send({ type: 'list.sort', field: '', order: 'asc' });
    h.actor.send({ type: 'list.sort', field: 'x', order: 'up' as never });
    expect(h.fetches.length).toBe(n);
  });

  test('starts at the page, size, filters and sort it is given; its own sizes bound list.size', async () => {
    const h = listHarness({
      input: { current: 2, size: 5, filters: { a: '1' }, sort: { field: 'amount', order: 'desc' }, sizes: [5, 20] },
    });
    await settled(h.actor);
    expect(h.fetches[0]!.query).toEqual({ current: 2, size: 5, filters: { a: '1' }, sort: { field: 'amount', order: 'desc' } });
    h.actor.send({ type: 'list.size', size: 30 });
    expect(h.actor.getSnapshot().context.query.size).toBe(5);
    h.actor.send({ type: 'list.size', size: 20 });
    await settled(h.actor);
    expect(h.fetches.at(-1)!.query).toMatchObject({ current: 1, size: 20 });
  });

  test('a failed load keeps what was thrown beside the reason', async () => {
    const h = listHarness({ fail: true });
    await settled(h.actor);
    expect(h.actor.getSnapshot().context.error).toBe(LIST_REASONS.loadFailed);
    expect((h.actor.getSnapshot().context.failure as Error).message).toBe('down');
  });

  test('delete without selection is refused with the reason 请选择至少一条数据', async () => {
    const h = listHarness();
    await settled(h.actor);
    expect(deleteAllowance(h.actor.getSnapshot())).toBe(LIST_REASONS.noSelection);
    h.actor.send({ type: 'list.delete.request' });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.warnings).toEqual([LIST_REASONS.noSelection]);
  });

  test('confirm deletes the selection once (a double confirm sends one request), says 删除成功 and reloads', async () => {
    let release!: () => void;
    const h = listHarness({ removeGate: new Promise<void>((r) => (release = r)) });
    await settled(h.actor);
    h.actor.send({ type: 'list.select', ids: ['1', '2', '2'] });
    expect(deleteAllowance(h.actor.getSnapshot())).toBe('allowed');
    h.actor.send({ type: 'list.delete.request' });
    expect(h.actor.getSnapshot().value).toBe('confirmingDelete');
    h.actor.send({ type: 'list.delete.confirm', key: 'op-1', at: 1 });
    h.actor.send({ type: 'list.delete.confirm', key: 'op-2', at: 2 });
    h.actor.send({ type: 'list.delete.cancel' });
    expect(h.actor.getSnapshot().value).toBe('deleting');
    expect(h.removes).toEqual([{ resource: 'param', ids: ['1', '2'], key: 'op-1' }]);
    const before = h.fetches.length;
    release();
    await waitFor(h.actor, (s) => s.matches('ready') && h.fetches.length > before);
    expect(h.deleted).toBe(1);
    expect(h.actor.getSnapshot().context.selection).toEqual([]);
  });

  test('a refused delete is retried by its command with the same key; given up, the selection stays', async () => {
    const h = listHarness({
      removeGate: Promise.resolve().then(() => {
        throw { kind: 'bad-request', message: '请先删除子节点!', serverMessage: '请先删除子节点!' };
      }),
    });
    await settled(h.actor);
    h.actor.send({ type: 'list.select', ids: ['4'] });
    h.actor.send({ type: 'list.delete.request' });
    h.actor.send({ type: 'list.delete.confirm', key: 'op-1', at: 1 });
    const command = () => selectDeleteCommand(h.actor.getSnapshot())!;
    await waitFor(command(), (s) => s.matches('failed'));
    expect(command().getSnapshot().context.serverMessage).toBe('请先删除子节点!');
    command().send({ type: 'command.retry' });
    await waitFor(command(), (s) => s.matches('failed'));
    expect(h.removes.map((r) => r.key)).toEqual(['op-1', 'op-1']);
    command().send({ type: 'command.cancel' });
    await waitFor(h.actor, (s) => s.matches('ready'));
    expect(h.deleted).toBe(0);
    expect(h.actor.getSnapshot().context.selection).toEqual(['4']);
    expect(h.actor.getSnapshot().context.operation).toBeNull();
  });

  test('cancel keeps the selection and sends nothing', async () => {
    const h = listHarness();
    await settled(h.actor);
    h.actor.send({ type: 'list.select', ids: ['3'] });
    h.actor.send({ type: 'list.delete.request' });
    h.actor.send({ type: 'list.delete.cancel' });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.actor.getSnapshot().context.selection).toEqual(['3']);
    expect(h.removes).toEqual([]);
  });

  test('empty and failed views; retry reloads', async () => {
    const e = listHarness({ rows: 0 });
    await settled(e.actor);
    expect(selectListView(e.actor.getSnapshot())).toBe('empty');
    const f = listHarness({ fail: true });
    await settled(f.actor);
    expect(selectListView(f.actor.getSnapshot())).toBe('failed');
    f.actor.send({ type: 'list.retry' });
    expect(f.actor.getSnapshot().value).toBe('loading');
  });
});

function editorHarness(mode: 'add' | 'edit', save: (input: SaveRowInput) => Promise<unknown>) {
  const saves: SaveRowInput[] = [];
  const keys: string[] = [];
  const saved: string[] = [];
  const machine = resourceEditorMachine.provide({
    actors: {
      loadDetail: fromPromise(async ({ input }) => ({ ...input.row, paramValue: 'from-detail' })),
      command: commandMachine.provide({
        actors: {
          send: fromPromise<unknown, SendInput>(({ input }) => {
            saves.push(structuredClone(input.payload as SaveRowInput));
            keys.push(input.key);
            return save(input.payload as SaveRowInput);
          }),
        },
      }),
    },
    actions: { notifySaved: (_, { mode: m }) => saved.push(m) },
  });
  const actor = createActor(machine, {
    input: { resource: 'param', mode, ...(mode === 'edit' ? { row: { id: '7', paramName: 'a' } } : {}) },
  }).start();
  return { actor, saves, keys, saved };
}

const submit = (errors: Record<string, string>, key = 'op-1') => ({ type: 'editor.submit' as const, errors, key, at: 1_700_000_000_000 });

describe('editor machine', () => {
  test('edit loads the detail; a change tags dirty; close while dirty asks; cancel returns with values', async () => {
    const h = editorHarness('edit', async () => null);
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.actor.getSnapshot().context.values).toEqual({ id: '7', paramName: 'a', paramValue: 'from-detail' });
    expect(selectDirty(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'editor.change', field: 'paramName', value: 'b' });
    expect(selectDirty(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'editor.close' });
    expect(h.actor.getSnapshot().value).toBe('confirmingDiscard');
    h.actor.send({ type: 'editor.discard.cancel' });
    expect(h.actor.getSnapshot().matches({ editing: 'changed' })).toBe(true);
    expect(h.actor.getSnapshot().context.values.paramName).toBe('b');
    h.actor.send({ type: 'editor.close' });
    h.actor.send({ type: 'editor.discard.confirm' });
    expect(selectFinished(h.actor.getSnapshot())).toBe('closed');
  });

  test('a clean form closes at once', () => {
    const h = editorHarness('add', async () => null);
    h.actor.send({ type: 'editor.close' });
    expect(selectFinished(h.actor.getSnapshot())).toBe('closed');
  });

  test('invalid submit keeps editing with the errors; a valid one saves once and says 新增成功', async () => {
    let release!: () => void;
    const h = editorHarness('add', () => new Promise<void>((r) => (release = r)));
    h.actor.send({ type: 'editor.change', field: 'paramName', value: 'x' });
    h.actor.send(submit({ paramKey: 'validation:param.keyRequired' }));
    expect(h.actor.getSnapshot().context.errors).toEqual({ paramKey: 'validation:param.keyRequired' });
    expect(h.saves).toHaveLength(0);
    h.actor.send({ type: 'editor.change', field: 'paramKey', value: 'k' });
    expect(h.actor.getSnapshot().context.errors).toEqual({});
    h.actor.send(submit({}));
    h.actor.send(submit({}, 'op-2'));
    expect(h.saves).toEqual([{ resource: 'param', mode: 'add', row: null, values: { paramName: 'x', paramKey: 'k' } }]);
    // the save is sent with the key of the click that saved
    expect(h.keys).toEqual(['op-1']);
    release();
    await waitFor(h.actor, (s) => s.matches('done'));
    expect(h.saved).toEqual(['add']);
    expect(selectFinished(h.actor.getSnapshot())).toBe('saved');
  });

  test('a failed save stays with its command (the server message kept, a retry sends the same key); given up, the form is back with every typed value', async () => {
    const h = editorHarness('edit', async () => {
      throw { kind: 'bad-request', serverMessage: '参数键名已存在' };
    });
    await waitFor(h.actor, (s) => s.matches('editing'));
    h.actor.send({ type: 'editor.change', field: 'paramKey', value: 'dup' });
    h.actor.send({ type: 'editor.change', field: 'remark', value: '备注' });
    h.actor.send(submit({}, 'op-7'));
    const command = () => selectSaveCommand(h.actor.getSnapshot())!;
    await waitFor(command(), (s) => s.matches('failed'));
    expect(command().getSnapshot().context.serverMessage).toBe('参数键名已存在');
    command().send({ type: 'command.retry' });
    await waitFor(command(), (s) => s.matches('failed'));
    expect(h.keys).toEqual(['op-7', 'op-7']);
    command().send({ type: 'command.cancel' });
    await waitFor(h.actor, (s) => s.matches('editing'));
    const { values } = h.actor.getSnapshot().context;
    expect(values).toMatchObject({ id: '7', paramName: 'a', paramKey: 'dup', remark: '备注', paramValue: 'from-detail' });
    expect(h.saves[0]?.row).toEqual({ id: '7', paramName: 'a' });
    expect(selectDirty(h.actor.getSnapshot())).toBe(true);
    expect(h.saved).toEqual([]);
  });
});
