/**
 * Status codes of the fleet screens (docs/flows.md: one module per flow, with zh/en labels and Intent): member card
 * states, the review states of a member card (the review machine's codes), and the kinds of card flow rows.
 * The spec does not show them; a deployment whose backend uses other codes changes this file only.
 */
import { statusReaders, type StatusInfo, type StatusIntent } from '../status-info';
import { CARD_STATUS } from '../recharge/status';

export type { StatusInfo, StatusIntent };

/** A fleet member card: usable (正常) cards take recharges and recoveries (the same codes as a recharged user card). */
export const MEMBER_CARD_STATUS = CARD_STATUS;

/** The review of a member card (audit through the review machine): only an approved card holds money. */
export const CARD_AUDIT_STATUS = {
  pending: { code: 0, zh: '待审核', en: 'Pending', intent: 'warning' },
  approved: { code: 1, zh: '审核通过', en: 'Approved', intent: 'success' },
  rejected: { code: 2, zh: '审核驳回', en: 'Rejected', intent: 'danger' },
  cancelled: { code: 3, zh: '已取消', en: 'Cancelled', intent: 'none' },
} as const satisfies Record<string, StatusInfo>;

/** Kinds of card flow rows (the registry's flowType enum). */
export const FLOW_TYPE = {
  recharge: { code: 1, zh: '充值', en: 'Recharge', intent: 'success' },
  consume: { code: 2, zh: '消费', en: 'Spend', intent: 'primary' },
  refund: { code: 3, zh: '退款', en: 'Refund', intent: 'none' },
  recovery: { code: 4, zh: '回收', en: 'Recovery', intent: 'warning' },
  adjust: { code: 5, zh: '调账', en: 'Adjustment', intent: 'danger' },
  withdraw: { code: 6, zh: '提现', en: 'Withdrawal', intent: 'none' },
} as const satisfies Record<string, StatusInfo>;

/** Money in (1) or out (2) of the card or account. */
export const DIRECTION = {
  in: { code: 1, zh: '收入', en: 'In', intent: 'success' },
  out: { code: 2, zh: '支出', en: 'Out', intent: 'warning' },
} as const satisfies Record<string, StatusInfo>;

/** A fleet settlement divide (the registry's divideStatus enum). */
export const DIVIDE_STATUS = {
  waiting: { code: 0, zh: '待分账', en: 'Waiting', intent: 'warning' },
  running: { code: 1, zh: '分账中', en: 'Dividing', intent: 'primary' },
  done: { code: 2, zh: '已分账', en: 'Divided', intent: 'success' },
  failed: { code: 3, zh: '分账失败', en: 'Failed', intent: 'danger' },
} as const satisfies Record<string, StatusInfo>;

export const FLEET_STATUS_TABLES = {
  card: MEMBER_CARD_STATUS,
  audit: CARD_AUDIT_STATUS,
  flowType: FLOW_TYPE,
  direction: DIRECTION,
  divide: DIVIDE_STATUS,
} as const;
export type FleetStatusFlow = keyof typeof FLEET_STATUS_TABLES;

const readers = statusReaders(FLEET_STATUS_TABLES);
/** The status of a code in a fleet flow (undefined for a code this console does not know). */
export const fleetStatusOf = readers.statusOf;
/** `{ flow: { code: label } }` for the i18n resources. */
export const fleetStatusLabels = readers.labels;

/** Oil grades a settlement combo line prices. */
export const OIL_GRADES = ['92#', '95#', '98#', '0#'] as const;

/** The simulator's messages (Chinese, as a BladeX backend would answer). */
export const FLEET_MSG = {
  illegal: '当前状态不允许该操作',
  cardNotFound: '成员卡不存在',
  cardNotApproved: '成员卡未审核通过，不能操作资金',
  cardNotActive: '成员卡状态异常，不能操作资金',
  amountBad: '金额必须为大于0的整数分',
  fleetShort: '车队账户余额不足',
  cardShort: '卡内余额不足',
  nothingToRecover: '卡内无可回收资金',
  recoverMismatch: '回收金额与可回收金额不一致，请重新检查',
  flowNotFound: '流水不存在',
  adjustZero: '调账金额不能为0',
  remarkRequired: '请填写调账原因',
  comboEmpty: '请至少填写一条套餐',
  comboFleet: '请选择车队',
  comboOverlap: '同一车队同一油号的套餐时间不能重叠',
  comboDates: '结束时间不能早于开始时间',
  comboRule: '规则值必须为不小于0的整数',
  bindExists: '该车队已绑定此油站',
  codeWrong: '验证码错误',
  codeFirst: '请先获取验证码',
  codeExpired: '验证码已过期，请重新获取',
  fleetNotFound: '车队不存在',
  smsRequired: '请先完成车队短信验证',
  bankCardBad: '银行卡号不正确',
  bankCardExists: '该车队已登记此银行卡',
  notFound: '数据不存在',
  cardNoBad: '卡号格式不正确（16-19位数字，校验位须正确）',
  cardNoExists: '卡号已存在',
  cardHasBalance: '卡内有余额，不能删除',
  memberNotFound: '车队成员不存在',
  idsRequired: '请选择要删除的数据',
} as const;

/** Which review states of a member card may still be edited (a rejected card edited goes back to 待审核). */
export const CARD_EDITABLE_AUDIT: readonly number[] = [CARD_AUDIT_STATUS.pending.code, CARD_AUDIT_STATUS.rejected.code];

/** Digits a member card number has (spec 002 §5: a Luhn-checked fleet card number). */
export const MEMBER_CARD_DIGITS = { min: 16, max: 19 } as const;
