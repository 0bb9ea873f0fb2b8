/**
 * Status codes of the recharge centre (docs/flows.md: one module per flow, with zh/en labels and Intent). The spec does
 * not show them; a deployment whose backend uses other codes changes this file only.
 */
import { statusReaders, type StatusInfo, type StatusIntent } from '../status-info';

export type { StatusInfo, StatusIntent };

/** A direct recharge or card issuing record: saved (saveOne/saveOne2) → paid with the SMS code (payment). */
export const RECHARGE_STATUS = {
  unpaid: { code: 0, zh: '待支付', en: 'Awaiting payment', intent: 'warning' },
  credited: { code: 1, zh: '已到账', en: 'Credited', intent: 'success' },
  rejected: { code: 2, zh: '已驳回', en: 'Rejected', intent: 'danger' },
  cancelled: { code: 3, zh: '已取消', en: 'Cancelled', intent: 'none' },
} as const satisfies Record<string, StatusInfo>;

/** A recharged user card (a recharge line): active once paid, frozen and unfrozen by update/userCard/status. */
export const CARD_STATUS = {
  inactive: { code: 0, zh: '未激活', en: 'Not active', intent: 'none' },
  active: { code: 1, zh: '正常', en: 'Active', intent: 'success' },
  frozen: { code: 2, zh: '已冻结', en: 'Frozen', intent: 'warning' },
  closed: { code: 3, zh: '已注销', en: 'Closed', intent: 'danger' },
} as const satisfies Record<string, StatusInfo>;

/** A batch order: placed and paid at once with the SMS code. */
export const BATCH_ORDER_STATUS = {
  paid: { code: 1, zh: '已支付', en: 'Paid', intent: 'success' },
} as const satisfies Record<string, StatusInfo>;

export const STATUS_TABLES = { recharge: RECHARGE_STATUS, card: CARD_STATUS, batchOrder: BATCH_ORDER_STATUS } as const;
export type RechargeStatusFlow = keyof typeof STATUS_TABLES;

const readers = statusReaders(STATUS_TABLES);
/** The status of a code in a recharge flow (undefined for a code this console does not know). */
export const rechargeStatusOf = readers.statusOf;
/** `{ flow: { code: label } }` for the i18n resources. */
export const rechargeStatusLabels = readers.labels;

/** The simulator's messages (Chinese, as a BladeX backend would answer). */
export const RECHARGE_MSG = {
  illegal: '当前状态不允许该操作',
  codeFirst: '请先获取验证码',
  codeExpired: '验证码已过期，请重新获取',
  codeWrong: '验证码错误',
  codeMismatch: '金额或手机号与获取验证码时不一致，请重新获取验证码',
  phoneEmpty: '手机号码不能为空',
  phoneLength: '手机号码长度不为11位',
  phoneFormat: '手机号码格式不正确',
  amountBad: '金额必须为大于0的整数分',
  fundsShort: '充值资金余额不足',
  totalMismatch: '订单金额与商品价格不一致',
  stockShort: '商品库存不足',
  noGoods: '请选择采购商品',
  noRecipients: '请填写充值员工手机号',
  notFound: '记录不存在',
  codeSent: '验证码已发送至',
  endTimeBad: '结束时间格式不正确',
} as const;
