/**
 * Status codes of the money flows (docs/flows.md "Settlement steps", "Invoicing", "Withdrawals"), with their zh/en
 * labels and Blueprint intent. A deployment whose backend uses other codes changes this one file. React-free:
 * intents are Blueprint's intent strings.
 */

import { statusReaders, type StatusInfo, type StatusIntent } from '../status-info';

export type { StatusInfo, StatusIntent };

/** Withdraw record: 0 审核中 → 1 已打款 | 2 已驳回. */
export const WITHDRAW_STATUS = {
  pending: { code: 0, zh: '审核中', en: 'Under review', intent: 'warning' },
  paid: { code: 1, zh: '已打款', en: 'Paid', intent: 'success' },
  rejected: { code: 2, zh: '已驳回', en: 'Rejected', intent: 'danger' },
} as const satisfies Record<string, StatusInfo>;

/** Reconciliation record: 0 待对账 → (finishConfirm) 1 已对账. */
export const RECONCILIATION_STATUS = {
  open: { code: 0, zh: '待对账', en: 'To reconcile', intent: 'warning' },
  reconciled: { code: 1, zh: '已对账', en: 'Reconciled', intent: 'success' },
} as const satisfies Record<string, StatusInfo>;

/** Settlement sheet: 1 待核对 → update2 → 2 金额已核对 → update3 → 3 发票已确认 → update4 → 4 已付款. */
export const SHEET_STATUS = {
  toCheck: { code: 1, zh: '待核对', en: 'To check', intent: 'none' },
  checked: { code: 2, zh: '金额已核对', en: 'Amounts checked', intent: 'primary' },
  invoiced: { code: 3, zh: '发票已确认', en: 'Invoice confirmed', intent: 'primary' },
  paid: { code: 4, zh: '已付款', en: 'Paid', intent: 'success' },
} as const satisfies Record<string, StatusInfo>;

/** Settlement result: 0 待确认 → doConfirm → 1 已确认 → confirmAccount → 2 已到账. */
export const RESULT_STATUS = {
  toConfirm: { code: 0, zh: '待确认', en: 'To confirm', intent: 'none' },
  confirmed: { code: 1, zh: '已确认', en: 'Confirmed', intent: 'primary' },
  received: { code: 2, zh: '已到账', en: 'Account confirmed', intent: 'success' },
} as const satisfies Record<string, StatusInfo>;

/** Invoice: 0 未开票 → 1 开票中 → 2 已开票 | 5 开票失败 (retry); 2 → 3 已作废 | 4 已红冲. */
export const INVOICE_STATUS = {
  none: { code: 0, zh: '未开票', en: 'Not invoiced', intent: 'none' },
  issuing: { code: 1, zh: '开票中', en: 'Issuing', intent: 'primary' },
  issued: { code: 2, zh: '已开票', en: 'Issued', intent: 'success' },
  cancelled: { code: 3, zh: '已作废', en: 'Cancelled', intent: 'warning' },
  red: { code: 4, zh: '已红冲', en: 'Red-invoiced', intent: 'danger' },
  failed: { code: 5, zh: '开票失败', en: 'Issue failed', intent: 'danger' },
} as const satisfies Record<string, StatusInfo>;

/** Refund application: 0 待退款 → 2 已退款 (refund, autoRefund) | 3 已拒绝; 1 退款中 while a third party works. */
export const REFUND_STATUS = {
  pending: { code: 0, zh: '待退款', en: 'Pending', intent: 'warning' },
  refunding: { code: 1, zh: '退款中', en: 'Refunding', intent: 'primary' },
  refunded: { code: 2, zh: '已退款', en: 'Refunded', intent: 'success' },
  refused: { code: 3, zh: '已拒绝', en: 'Refused', intent: 'danger' },
} as const satisfies Record<string, StatusInfo>;

export const STATUS_TABLES = {
  withdraw: WITHDRAW_STATUS,
  reconciliation: RECONCILIATION_STATUS,
  sheet: SHEET_STATUS,
  result: RESULT_STATUS,
  invoice: INVOICE_STATUS,
  refund: REFUND_STATUS,
} as const;

export type StatusFlow = keyof typeof STATUS_TABLES;

const readers = statusReaders(STATUS_TABLES);
/** The status of a code in a flow (undefined for a code this console does not know). */
export const statusOf = readers.statusOf;
/** zh or en labels of a flow's statuses, by code (for the i18n namespace). */
export const statusLabels = readers.labels;

/** The simulator's message for a step taken out of order (docs/flows.md). */
export const MSG_ILLEGAL_STEP = '当前状态不允许该操作';
