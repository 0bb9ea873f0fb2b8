/**
 * Status codes of orders (spec 001 §4 "Order notification": manual notify and order state update exist; values
 * not shown). The codes are those of the registry's enums (`resources:enum.orderState`, `notifyState`,
 * `orderSourceType`), so the generic list and the order screens agree. A deployment whose backend uses other codes
 * changes this one file. React-free: intents are Blueprint's intent strings.
 */

import type { StatusInfo, StatusIntent } from '../status-info';

export type { StatusInfo, StatusIntent };

/** Order state: 0 待支付 → 1 已支付 | 4 已取消; 1 已支付 → 2 已完成 | 3 已退款; 2 已完成 → 3 已退款. */
export const ORDER_STATE: readonly StatusInfo[] = [
  { code: 0, zh: '待支付', en: 'Awaiting payment', intent: 'warning' },
  { code: 1, zh: '已支付', en: 'Paid', intent: 'primary' },
  { code: 2, zh: '已完成', en: 'Completed', intent: 'success' },
  { code: 3, zh: '已退款', en: 'Refunded', intent: 'danger' },
  { code: 4, zh: '已取消', en: 'Cancelled', intent: 'none' },
];

/** Which states an operator may set from each state with updZytOrderState (the simulator enforces the same). */
export const ORDER_STATE_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 4],
  1: [2, 3],
  2: [3],
  3: [],
  4: [],
};

/** Notification of the order to the station/third party: 0 未通知, 1 通知成功, 2 通知失败. */
export const NOTIFY_STATE: readonly StatusInfo[] = [
  { code: 0, zh: '未通知', en: 'Not notified', intent: 'none' },
  { code: 1, zh: '通知成功', en: 'Notified', intent: 'success' },
  { code: 2, zh: '通知失败', en: 'Notify failed', intent: 'danger' },
];

/** Where an order came from. */
export const ORDER_SOURCE: readonly StatusInfo[] = [
  { code: 1, zh: '小程序', en: 'Mini program', intent: 'none' },
  { code: 2, zh: 'APP', en: 'App', intent: 'none' },
  { code: 3, zh: '第三方平台', en: 'Third-party platform', intent: 'none' },
  { code: 4, zh: 'POS', en: 'POS', intent: 'none' },
];

/** The status of a code (undefined for an unknown code). */
export function statusOf(table: readonly StatusInfo[], code: unknown): StatusInfo | undefined {
  const n = typeof code === 'number' ? code : typeof code === 'string' && code.trim() !== '' ? Number(code) : Number.NaN;
  return table.find((s) => s.code === n);
}

/** The states an order in `from` may move to. */
export function nextOrderStates(from: unknown): readonly number[] {
  const s = statusOf(ORDER_STATE, from);
  return s ? (ORDER_STATE_TRANSITIONS[s.code] ?? []) : [];
}

/**
 * An action for a paid or completed order (1, 2) that was not done on it before (`done` is 1 once it was): the
 * reason it is refused for an order in another state, or the one for an order it was done on.
 */
function paidOrderAllowance<S extends string, D extends string>(
  state: unknown,
  done: unknown,
  wrongState: S,
  alreadyDone: D,
): 'allowed' | S | D {
  const code = Number(state);
  if (code !== 1 && code !== 2) return wrongState;
  return Number(done) === 1 ? alreadyDone : 'allowed';
}

/** Manual notify is for orders that were paid or completed and whose notification did not succeed. */
export function notifyAllowance(row: {
  orderState?: unknown;
  notifyState?: unknown;
}): 'allowed' | 'orders:reason.notifyNotPaid' | 'orders:reason.notifyDone' {
  return paidOrderAllowance(row.orderState, row.notifyState, 'orders:reason.notifyNotPaid', 'orders:reason.notifyDone');
}

/** Supplementary (补单) is for an order still awaiting payment whose payment arrived without the callback. */
export function supplementaryAllowance(row: { orderState?: unknown }): 'allowed' | 'orders:reason.supplementaryState' {
  return Number(row.orderState) === 0 ? 'allowed' : 'orders:reason.supplementaryState';
}

/** Splitting an oil order needs a paid or completed order not split before. */
export function splitAllowance(row: {
  orderState?: unknown;
  splitStatus?: unknown;
}): 'allowed' | 'orders:reason.splitState' | 'orders:reason.splitDone' {
  return paidOrderAllowance(row.orderState, row.splitStatus, 'orders:reason.splitState', 'orders:reason.splitDone');
}
