/** Shared pieces of the order screens: status tags, cell formatting, the column sets of each list. */
import '@/i18n/orders-namespace';
import type { ReactNode } from 'react';
import { NOTIFY_STATE, ORDER_SOURCE, ORDER_STATE } from '@services/api/orders/status';
import { codeTable, statusText } from '@services/api/status-info';
import { StatusTag } from '@/components/status-tag';
import type { OrderListKind } from '@services/api/orders/client';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { formatDateTime, intlLocale } from '@/lib/intl';
import { bodyWidth } from '@/lib/column-widths';

export type Row = Record<string, unknown>;

const TABLES = { orderState: ORDER_STATE, notifyState: NOTIFY_STATE, orderSource: ORDER_SOURCE } as const;
export type StatusTable = keyof typeof TABLES;

export interface OrderColumn {
  field: string;
  kind?: 'text' | 'money' | 'status' | 'time';
  table?: StatusTable;
  width: number;
}

const c = (field: string, width: number, kind: OrderColumn['kind'] = 'text', table?: StatusTable): OrderColumn =>
  table ? { field, width, kind, table } : { field, width, kind };

/** The columns several lists share, each drawn the same way wherever it shows. */
const NO = c('orderNo', 190);
const CREATED = c('createTime', 150, 'time');
const TENANT = c('tenantName', 150);
const SITE = c('siteName', 130);
const PHONE = c('userPhone', 110);
const OIL_NO = c('oilNo', 60);
const LITERS = c('liters', 70);
const TOTAL = c('totalAmount', 100, 'money');
const PAY = c('payAmount', 100, 'money');
const STATE = c('orderState', 90, 'status', 'orderState');
const NOTIFY = c('notifyState', 90, 'status', 'notifyState');

/** The columns of each list. */
export const ORDER_COLUMNS: Record<OrderListKind, readonly OrderColumn[]> = {
  platform: [
    NO,
    CREATED,
    TENANT,
    SITE,
    PHONE,
    OIL_NO,
    LITERS,
    TOTAL,
    c('discountAmount', 90, 'money'),
    PAY,
    STATE,
    NOTIFY,
    c('platformName', 90),
  ],
  goods: [NO, CREATED, TENANT, c('goodsName', 140), c('quantity', 60), PHONE, TOTAL, PAY, c('writeOffCode', 130), STATE, NOTIFY],
  oil: [NO, CREATED, SITE, PHONE, OIL_NO, c('gunNo', 60), LITERS, c('price', 80, 'money'), TOTAL, PAY, STATE, NOTIFY],
  tel: [NO, CREATED, PHONE, SITE, c('goodsName', 120), PAY, STATE],
  huarun: [NO, CREATED, SITE, c('cardNo', 160), OIL_NO, LITERS, TOTAL, STATE],
};

/** The text a cell shows in `language` (a status: its label). */
export function orderCellText(col: OrderColumn, row: Row, language: string): string {
  const v = row[col.field];
  if (col.kind === 'money') return displayFen(v);
  if (col.kind === 'time') return formatDateTime(v, intlLocale(language));
  if (col.kind === 'status') return statusText(codeTable(TABLES[col.table!]), v, language);
  return displayText(v);
}

/** What a cell shows. */
export function orderCell(col: OrderColumn, row: Row, language: string): ReactNode {
  if (col.kind === 'status') return <StatusTag table={codeTable(TABLES[col.table!])} code={row[col.field]} />;
  return orderCellText(col, row, language);
}

/** A status tag's padding and rounding beside its label, in px. */
const TAG_PAD = 16;

/**
 * Each column's width for the rows shown, in the language shown: its set width, wider when a value needs more
 * (a long English status, an English date), so that amounts, times and statuses show whole; names and other texts
 * keep their set width (a long one is cut) so the list stays within its box.
 */
export function orderColumnWidths(columns: readonly OrderColumn[], rows: readonly Row[], language: string): number[] {
  return columns.map((col) =>
    bodyWidth(
      rows.map((row) => orderCellText(col, row, language)),
      col.width,
      col.kind === 'text' ? col.width : Number.POSITIVE_INFINITY,
      col.kind === 'status' ? TAG_PAD : 0,
    ),
  );
}

/** Which detail call serves a row of a list: oil orders have their own. */
export function detailKind(kind: OrderListKind, row: Row): 'platform' | 'oil' {
  if (kind === 'oil') return 'oil';
  if (kind === 'tel') return row.orderKind === 'oil' ? 'oil' : 'platform';
  return 'platform';
}

/** The detail route of an order (spec 000 §2: /order/orderManager/detail), with the order's id. */
export function detailHref(id: string, kind: 'platform' | 'oil'): string {
  const q = new URLSearchParams({ id });
  if (kind === 'oil') q.set('type', 'oil');
  return `/order/orderManager/detail?${q.toString()}`;
}
