/** The order filters of spec 001 §3 as the simulated backend applies them, and the CSV export of the filtered rows. */
import { csvResponse } from '../csv';

type Row = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const has = (v: string, needle: string) => v.toLowerCase().includes(needle.toLowerCase());

/**
 * Rows matching the query: orderNo, userPhone, tenantName, platformName, goodNameLike (goodsName), province, city,
 * district contain the text; stateString is a comma list of states; siteId, notifyState, orderSourceType are equal;
 * startTime/endTime bound createTime by day (both inclusive); condition is a keyword over order number, phone,
 * station and goods; headList is a comma list of head offices. Newest first.
 */
export function filterOrders(rows: readonly Row[], q: URLSearchParams): Row[] {
  const get = (k: string) => q.get(k)?.trim() ?? '';
  let out = [...rows];
  const contains: Array<[string, string]> = [
    ['orderNo', 'orderNo'],
    ['userPhone', 'userPhone'],
    ['tenantName', 'tenantName'],
    ['platformName', 'platformName'],
    ['goodNameLike', 'goodsName'],
    ['province', 'province'],
    ['city', 'city'],
    ['district', 'district'],
    ['cardNo', 'cardNo'],
  ];
  for (const [param, field] of contains) {
    const v = get(param);
    if (v) out = out.filter((r) => has(str(r[field]), v));
  }
  for (const field of ['siteId', 'notifyState', 'orderSourceType', 'orderState']) {
    const v = get(field);
    if (v) out = out.filter((r) => str(r[field]) === v);
  }
  const states = get('stateString')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (states.length) out = out.filter((r) => states.includes(str(r.orderState)));
  const heads = get('headList')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (heads.length) out = out.filter((r) => heads.includes(str(r.headName)));
  const from = get('startTime') || get('createTime_dategt');
  const to = get('endTime') || get('createTime_datelt');
  if (from) out = out.filter((r) => str(r.createTime).slice(0, 10) >= from.slice(0, 10));
  if (to) out = out.filter((r) => str(r.createTime).slice(0, 10) <= to.slice(0, 10));
  const keyword = get('condition');
  if (keyword)
    out = out.filter((r) => ['orderNo', 'userPhone', 'siteName', 'goodsName', 'tenantName'].some((f) => has(str(r[f]), keyword)));
  return out.sort((a, b) => str(b.createTime).localeCompare(str(a.createTime)) || str(b.id).localeCompare(str(a.id)));
}

const STATE = ['待支付', '已支付', '已完成', '已退款', '已取消'];
const NOTIFY = ['未通知', '通知成功', '通知失败'];
const yuan = (v: unknown) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) return '';
  const a = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};

/** Columns of an export: [header, value]. */
export type ExportColumn = [string, (r: Row) => unknown];

export const FUEL_EXPORT: ExportColumn[] = [
  ['订单号', (r) => r.orderNo],
  ['下单时间', (r) => r.createTime],
  ['企业', (r) => r.tenantName],
  ['油站', (r) => r.siteName],
  ['手机号', (r) => r.userPhone],
  ['油号', (r) => r.oilNo],
  ['升数', (r) => r.liters],
  ['订单金额(元)', (r) => yuan(r.totalAmount)],
  ['优惠金额(元)', (r) => yuan(r.discountAmount)],
  ['实付金额(元)', (r) => yuan(r.payAmount)],
  ['订单状态', (r) => STATE[Number(r.orderState)] ?? r.orderState],
  ['通知状态', (r) => NOTIFY[Number(r.notifyState)] ?? r.notifyState],
];

/** export_v2 adds the region, platform and payment time. */
export const FUEL_EXPORT_V2: ExportColumn[] = [
  ...FUEL_EXPORT,
  ['平台', (r) => r.platformName],
  ['省', (r) => r.province],
  ['市', (r) => r.city],
  ['区', (r) => r.district],
  ['支付时间', (r) => r.payTime],
];

export const GOODS_EXPORT: ExportColumn[] = [
  ['订单号', (r) => r.orderNo],
  ['下单时间', (r) => r.createTime],
  ['企业', (r) => r.tenantName],
  ['商品', (r) => r.goodsName],
  ['数量', (r) => r.quantity],
  ['手机号', (r) => r.userPhone],
  ['订单金额(元)', (r) => yuan(r.totalAmount)],
  ['实付金额(元)', (r) => yuan(r.payAmount)],
  ['核销码', (r) => r.writeOffCode],
  ['订单状态', (r) => STATE[Number(r.orderState)] ?? r.orderState],
];

/** A CSV file (UTF-8 with BOM, so spreadsheet programs read the Chinese) with a Content-Disposition name. */
export function csvFile(fileName: string, columns: readonly ExportColumn[], rows: readonly Row[]): Response {
  return csvResponse(fileName, [columns.map(([h]) => h), ...rows.map((r) => columns.map(([, get]) => get(r)))]);
}
