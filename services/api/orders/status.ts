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

/**
 * 撤销历史油单 (revertOilHistoryOrder, spec 001 §7): a completed fuel order (it has an oil number, 2 已完成) is put
 * back to 1 已支付 — the completion is withdrawn, the payment kept, so the order may be completed again or refunded.
 * Every other state is refused (the server answers 当前状态不允许该操作): an unpaid, cancelled or refunded order has
 * no completion to withdraw, and a paid one is not completed yet. Goods orders are not oil orders.
 */
export const REVERTED_ORDER_STATE = 1;

export function revertAllowance(row: {
  orderState?: unknown;
  oilNo?: unknown;
}): 'allowed' | 'orders:reason.revertNotOil' | 'orders:reason.revertState' {
  if (typeof row.oilNo !== 'string' || row.oilNo.trim() === '') return 'orders:reason.revertNotOil';
  return Number(row.orderState) === 2 ? 'allowed' : 'orders:reason.revertState';
}

/**
 * 开票 (order/invoicing) and 推送开票 (invoicingOrderPush): for a paid or completed order (1, 2) that has no invoice
 * being issued or issued (`live` is the status of the order's invoice that is neither cancelled nor red-invoiced, null
 * when there is none). Pushing hands the order to 开票管理 as an invoice to issue (未开票), so an order whose invoice
 * is already there (未开票 or 开票失败) is not pushed again; 开票 issues it (开票中), pushed or not.
 */
export function orderInvoiceAllowance(
  row: { orderState?: unknown },
  live: number | null,
  action: 'invoicing' | 'invoicingOrderPush',
): 'allowed' | 'orders:reason.invoiceNotPaid' | 'orders:reason.invoiced' | 'orders:reason.invoicePushed' {
  const code = Number(row.orderState);
  if (code !== 1 && code !== 2) return 'orders:reason.invoiceNotPaid';
  if (live === 1 || live === 2) return 'orders:reason.invoiced';
  if (action === 'invoicingOrderPush' && live !== null) return 'orders:reason.invoicePushed';
  return 'allowed';
}

/** The third-party order platforms with their own refund application (spec 001 §7, spec 002 §7). */
export const THIRD_PARTY_PLATFORMS = ['fanxing', 'pingan'] as const;
export type ThirdPartyPlatform = (typeof THIRD_PARTY_PLATFORMS)[number];

/** The platform of an order that came from a third-party platform (its `platform` field), else null. */
export function thirdPartyPlatform(row: { platform?: unknown }): ThirdPartyPlatform | null {
  return THIRD_PARTY_PLATFORMS.find((p) => p === row.platform) ?? null;
}

/**
 * 申请退款 on a third-party order: the order is paid or completed (1, 2) and has no refund application still open
 * (待退款 or 退款中) — one application per order at a time.
 */
export function refundApplyAllowance(
  row: { orderState?: unknown; platform?: unknown },
  openApplication: boolean,
): 'allowed' | 'orders:reason.refundNotThirdParty' | 'orders:reason.refundState' | 'orders:reason.refundOpen' {
  if (!thirdPartyPlatform(row)) return 'orders:reason.refundNotThirdParty';
  const code = Number(row.orderState);
  if (code !== 1 && code !== 2) return 'orders:reason.refundState';
  return openApplication ? 'orders:reason.refundOpen' : 'allowed';
}
