/**
 * Generated paths of the generic resource action machine (docs/architecture.md §4), each walked on the real action
 * dialog of the platform orders family against the simulated backend. Every start is one shape of action: a
 * confirmed write with a parameter to type (重新通知 without the order number), a confirmed write that asks nothing
 * more (重新通知 of an order), a write with a parameter and no confirmation (重打小票 without the order number), a
 * write that asks nothing (重打小票 of an order: the click confirmed it), a read with a parameter (核销码查询), a read
 * (订单汇总), a download (导出), and an upload with fields and files (上传部署 of the workflow deployments). Held ("gated") answers stand for `xstate.done/error.actor.*`; a write is the
 * command machine's (its own steps are walked by tests/model/command.paths.test.tsx): its output is a write done,
 * or one given up after a refusal (取消 in the command's dialog). Ends with the coverage check and writes
 * reports/paths/resourceAction.{json,md}.
 */
import '@/i18n/resources-namespace';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { resourceActionMachine } from '@machines/resource/action.machine';
import type { ActionEvent, ActionInput } from '@machines/resource/action.types';
import { actionInputs, fileParams } from '@services/api/resource-client';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { orderTable } from '@services/mock/orders/seed';
import { startNodeSimulator } from '@services/mock/node';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceRow } from '@services/api/types/resource';
import { ActionDialog, type ActionDialogProps, type ActionRequest } from '@/screens/resource/resource-actions';
import { registerResourceUi } from '@/i18n/resource-ui-namespace';
import { buildPaths, describeMachinePaths, labelWithStart, type ModelPath } from '../support/model-paths';
import { resetBrowserState, signIn } from '../support/render-console';
import { renderScreen, type RenderedScreen } from '../support/render-resource';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';

type M = typeof resourceActionMachine;
type AnyEvent = ActionEvent | { type: string; [k: string]: unknown };

vi.setConfig({ testTimeout: 20_000 });

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const def = resourceByKey('order')!;
/** The workflow deployments: their upload is the one action with files (category, tenants, the files). */
const flows = resourceByKey('flow-manager')!;
const familyOf = (action: string) => (action === 'deployUpload' ? flows : def);
const actionOf = (name: string) => familyOf(name).actions.find((a) => a.name === name)!;
const UPLOAD = '/api/blade-flow/manager/deploy-upload';
const O = '/api/zytorder/order';
const NOTIFY = '/api/openApi/emption/manualNotify';
const REPRINT = '/api/openApi/emption/repeatPrintTicket';
/** The order the writes act on (made notifiable when a path starts). */
const ORDER_NO = 'ORDER-PATHS-1';
const ROW_WITHOUT_NO: ResourceRow = { id: 'order-paths-1' };
const ROW: ResourceRow = { id: 'order-paths-1', orderNo: ORDER_NO };
/** What a path types into each parameter. */
const TYPED: Record<string, string> = { orderNo: ORDER_NO, code: 'WO-1', category: 'flow_leave', tenantIds: '000000' };

/** A start: the action and its row, and the machine input the dialog makes of them. */
interface Start {
  name: string;
  action: string;
  row?: ResourceRow;
}

const STARTS: Start[] = [
  { name: 'confirm-typed', action: 'manualNotify', row: ROW_WITHOUT_NO },
  { name: 'confirm', action: 'manualNotify', row: ROW },
  { name: 'typed', action: 'repeatPrintTicket', row: ROW_WITHOUT_NO },
  { name: 'asks-nothing', action: 'repeatPrintTicket', row: ROW },
  { name: 'read-typed', action: 'selectHxm' },
  { name: 'read', action: 'selectOrderSumPage' },
  { name: 'download', action: 'export' },
  { name: 'upload', action: 'deployUpload' },
];

/** The machine's input for a start, as the action dialog makes it. */
function inputOf(start: Start): ActionInput {
  const a = actionOf(start.action);
  const write = !a.read && !a.download;
  const inputs = actionInputs(a, start.row);
  const confirm = Boolean(a.confirm || a.moneyWrite);
  return {
    resource: familyOf(start.action).key,
    action: a.name,
    ...(start.row ? { row: start.row } : {}),
    ...(a.kind === 'page' ? { query: {} } : {}),
    inputs,
    fileInputs: fileParams(a),
    confirm,
    read: Boolean(a.read && !a.download),
    write,
    ...(write && inputs.length === 0 && !confirm ? { opened: { key: 'op', at: 0 } } : {}),
  };
}

// --- the model --------------------------------------------------------------------------------
const events: AnyEvent[] = [
  { type: 'action.change', field: 'orderNo', value: ORDER_NO },
  { type: 'action.change', field: 'code', value: 'WO-1' },
  { type: 'action.change', field: 'category', value: 'flow_leave' },
  { type: 'action.change', field: 'tenantIds', value: '000000' },
  { type: 'action.files', field: 'files', files: ['leave-process.bpmn20.xml'] },
  { type: 'action.submit', key: 'op', at: 0 },
  { type: 'action.confirm', key: 'op', at: 0 },
  { type: 'action.back' },
  { type: 'action.close' },
  { type: 'xstate.done.actor.command', output: { done: true, result: { data: null, msg: 'ok' } } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: 'xstate.done.actor.runAction', output: { data: { total: 1 } } },
  { type: 'xstate.error.actor.runAction', error: { kind: 'server' } },
];

/** Whether one field of a start is filled (a typed value, or files chosen). */
const has = (s: AnyMachineSnapshot, field: string) => {
  const c = s.context as { values: Record<string, string>; files: Record<string, unknown[]> };
  return (c.values[field] ?? '') !== '' || (c.files[field]?.length ?? 0) > 0;
};

const { paths, edges, stateIds } = buildPaths<M>({
  machine: resourceActionMachine,
  starts: STARTS.map((s) => ({ name: s.name, input: inputOf(s) })),
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({
      v: s.value,
      action: s.context.action,
      inputs: s.context.inputs.length,
      filled: s.context.inputs.filter((n: string) => has(s, n)),
      error: s.context.error !== null,
    }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    // a second press while the call runs is ignored by the machine and impossible on screen (the button is busy)
    if ((ev.type === 'action.submit' || ev.type === 'action.confirm') && s.hasTag('busy')) return false;
    // one change of the start's own parameter reaches every state; a second adds nothing
    if (ev.type === 'action.change' || ev.type === 'action.files')
      return (
        s.context.inputs.includes(String(ev.field)) &&
        !has(s, String(ev.field)) &&
        (ev.type === 'action.files') === s.context.fileInputs.includes(String(ev.field))
      );
    // an answer without parameters offers 关闭 only: there is nothing to go back to
    if (ev.type === 'action.back' && s.matches('answered')) return s.context.inputs.length > 0;
    return true;
  },
});

// --- driving the screen -----------------------------------------------------------------------
/** The action dialog as the generic list opens it, with the texts of the generic screens. */
function Shown(props: ActionDialogProps) {
  useState(registerResourceUi);
  return <ActionDialog {...props} />;
}

const pathOf = (action: string) =>
  action === 'deployUpload'
    ? UPLOAD
    : action === 'manualNotify'
      ? NOTIFY
      : action === 'repeatPrintTicket'
        ? REPRINT
        : action === 'selectHxm'
          ? `${O}/selectHXM`
          : action === 'export'
            ? `${O}/export`
            : `${O}/${action}`;

const GATED: GateRule[] = [
  [(s) => s.matches('committing'), 'command', /\/api\/(openApi\/emption\/|blade-flow\/manager\/deploy-upload)/, 'POST'],
  [(s) => s.matches('running'), 'runAction', /\/api\/zytorder\/order\/(selectHXM|selectOrderSumPage|export)$/, 'GET'],
];

interface Run {
  index: number;
  app: RenderedScreen | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
  finished: boolean[];
}

const dialog = () => screen.findByRole('dialog', {}, { timeout: 3000 });
const field = (d: HTMLElement, action: string, name: string) => d.querySelector(`[id="action-${action}-${name}"]`) as HTMLInputElement;
const sent = (action: string) => sim.requests.filter((r) => r.path === pathOf(action)).length;

async function execute(run: Run, start: Start, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  run.index = i;
  if (i > 0) run.gates.arm(path.steps[i - 1]!.state, step.state);
  switch (e.type) {
    case 'xstate.init': {
      run.gates.arm(null, step.state);
      const a = actionOf(start.action);
      const request: ActionRequest = {
        action: a,
        ...(start.row ? { row: start.row } : {}),
        ...(a.kind === 'page' ? { query: {} } : {}),
        seq: 1,
      };
      run.app = renderScreen(
        <Shown
          definition={familyOf(start.action)}
          request={request}
          deps={{ success: () => undefined }}
          onFinished={(c) => run.finished.push(c)}
        />,
      );
      return;
    }
    case 'action.change': {
      const d = await dialog();
      await user.type(field(d, start.action, String(e.field)), String(e.value));
      return;
    }
    case 'action.files': {
      const d = await dialog();
      const file = new File(['<definitions/>'], String((e as unknown as { files: string[] }).files[0]), { type: 'text/xml' });
      await user.upload(d.querySelector('input[type=file]') as HTMLInputElement, file);
      return;
    }
    case 'action.submit':
    case 'action.confirm':
      await user.click(within(await dialog()).getByRole('button', { name: path.steps[i - 1]!.state.matches('failed') ? '重试' : '确定' }));
      return;
    case 'action.back':
      await user.click(
        within(await dialog()).getByRole('button', { name: path.steps[i - 1]!.state.matches('answered') ? '返回' : '取消' }),
      );
      return;
    case 'action.close': {
      const d = await dialog();
      const before = path.steps[i - 1]!.state;
      // the confirmation's 取消 goes back a step: it is closed by the dialog's own close button
      const close = before.matches('confirming')
        ? within(d).getByRole('button', { name: 'Close' })
        : (within(d).queryByRole('button', { name: '关闭' }) ?? within(d).getByRole('button', { name: '取消' }));
      await user.click(close);
      // values typed or files chosen and not used by a read's answer: it asks before dropping them (继续离开)
      const { values, files } = before.context as { values: Record<string, string>; files: Record<string, readonly File[]> };
      const edited = Object.values(values).some((v) => v !== '') || Object.values(files).some((f) => f.length > 0);
      if (edited && !before.matches('answered'))
        await user.click(
          within(await screen.findByRole('alertdialog', { name: '有未保存的修改' })).getByRole('button', { name: '继续离开' }),
        );
      return;
    }
    case 'xstate.done.actor.runAction':
      (await run.gates.take('runAction')).release();
      return;
    case 'xstate.error.actor.runAction':
      (await run.gates.take('runAction')).fail('500');
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(run: Run, start: Start, state: AnyMachineSnapshot, previous: AnyMachineSnapshot | null): Promise<void> {
  const ctx = state.context as { inputs: readonly string[]; error: unknown; confirm: boolean };
  if (!state.matches('committing')) await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  if (state.matches('editing')) {
    const d = await dialog();
    for (const n of ctx.inputs) expect(field(d, start.action, n)).toBeTruthy();
    // a failed read says so above the parameters; a write given up keeps what was typed
    if (ctx.error) expect(await within(d).findByText('操作失败')).toBeInTheDocument();
    else expect(within(d).queryByRole('alert')).not.toBeInTheDocument();
    if (previous?.matches('committing')) expect(field(d, start.action, ctx.inputs[0]!)).toHaveValue(TYPED[ctx.inputs[0]!]);
  }
  if (state.matches('confirming')) {
    const d = await dialog();
    // what will be done in words, and the exact request behind 请求详情
    expect(within(d).getByText('确定执行「手动通知」吗?')).toBeInTheDocument();
    expect(within(d).getByLabelText('将执行的操作')).toHaveTextContent(`订单号${ORDER_NO}`);
    expect(within(d).getByRole('group', { name: 'request' }).textContent).toContain(pathOf(start.action));
    expect(within(d).getByRole('button', { name: '确定' })).toBeEnabled();
  }
  if (state.matches('committing') || state.matches('running')) {
    const d = await dialog();
    if (ctx.confirm) await waitFor(() => expect(within(d).getByRole('button', { name: /确定|重试/ })).toHaveClass('bp6-loading'));
    else expect(within(d).getByLabelText('处理中…')).toBeInTheDocument();
  }
  if (state.matches('failed')) {
    const d = await dialog();
    expect(await within(d).findByRole('alert')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: '重试' })).toBeEnabled();
  }
  if (state.matches('answered')) {
    const d = await dialog();
    await waitFor(() => expect(within(d).queryByRole('table', { name: '结果' }) ?? within(d).queryByText('暂无数据')).toBeTruthy());
  }
  if (state.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run.finished).toHaveLength(1);
  }
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'resource action machine paths on the platform orders action dialog',
  machineName: 'the resource action machine',
  reportId: 'resourceAction',
  machine: resourceActionMachine,
  plan: { paths, edges, stateIds },
  label: labelWithStart,
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
    // the browser's "save file" of a download
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  },
  afterEach: () => {
    vi.restoreAllMocks();
  },
  walker: async (path) => {
    const start = STARTS.find((s) => s.name === path.start)!;
    const run: Run = { index: 0, app: null, gates: new GateBoard(GATED, () => sim), user: userEvent.setup(), finished: [] };
    await signIn(sim);
    // the order the writes act on: paid and not yet notified
    const orders = orderTable(sim.db, 'order');
    orders.unshift({ ...orders[0], id: 'order-paths-1', orderNo: ORDER_NO, orderState: 1, notifyState: 0 });
    return {
      execute: (i) => execute(run, start, path, i),
      assert: (state) => assertState(run, start, state, run.index > 0 ? path.steps[run.index - 1]!.state : null),
      afterwards: () => {
        // a write is sent once per confirmation, however it ends (a give-up sends nothing more)
        const commits = path.steps.filter(
          (s, k) => s.state.matches('committing') && !path.steps[k - 1]?.state.matches('committing'),
        ).length;
        const a = actionOf(start.action);
        if (!a.read && !a.download) expect(sent(start.action)).toBe(commits);
      },
      cleanup: async () => {
        sim.gates.clear();
        await run.app?.dispose();
      },
    };
  },
});
