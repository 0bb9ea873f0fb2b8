/** Shared pieces of the order screens: status tags, cell formatting, the column sets of each list. */
import '@/i18n/orders-namespace';
import type { ReactNode } from 'react';
import { NOTIFY_STATE, ORDER_SOURCE, ORDER_STATE } from '@services/api/orders/status';
import { codeTable } from '@services/api/status-info';
import { StatusTag } from '@/components/status-tag';
import type { OrderListKind } from '@services/api/orders/client';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';

export type Row = Record<string, unknown>;

const TABLES = { orderState: ORDER_STATE, notifyState: NOTIFY_STATE, orderSource: ORDER_SOURCE } as const;
export type StatusTable = keyof typeof TABLES;

export interface OrderColumn {
  field: string;
  kind?: 'text' | 'money' | 'status';
  table?: StatusTable;
  width: number;
}

const c = (field: string, width: number, kind: OrderColumn['kind'] = 'text', table?: StatusTable): OrderColumn =>
  table ? { field, width, kind, table } : { field, width, kind };

/** The columns of each list. */
export const ORDER_COLUMNS: Record<OrderListKind, readonly OrderColumn[]> = {
  platform: [
    c('orderNo', 190),
    c('createTime', 150),
    c('tenantName', 150),
    c('siteName', 130),
    c('userPhone', 110),
    c('oilNo', 60),
    c('liters', 70),
    c('totalAmount', 100, 'money'),
    c('discountAmount', 90, 'money'),
    c('payAmount', 100, 'money'),
    c('orderState', 90, 'status', 'orderState'),
    c('notifyState', 90, 'status', 'notifyState'),
    c('platformName', 90),
  ],
  goods: [
    c('orderNo', 190),
    c('createTime', 150),
    c('tenantName', 150),
    c('goodsName', 140),
    c('quantity', 60),
    c('userPhone', 110),
    c('totalAmount', 100, 'money'),
    c('payAmount', 100, 'money'),
    c('writeOffCode', 130),
    c('orderState', 90, 'status', 'orderState'),
    c('notifyState', 90, 'status', 'notifyState'),
  ],
  oil: [
    c('orderNo', 190),
    c('createTime', 150),
    c('siteName', 130),
    c('userPhone', 110),
    c('oilNo', 60),
    c('gunNo', 60),
    c('liters', 70),
    c('price', 80, 'money'),
    c('totalAmount', 100, 'money'),
    c('payAmount', 100, 'money'),
    c('orderState', 90, 'status', 'orderState'),
    c('notifyState', 90, 'status', 'notifyState'),
  ],
  tel: [
    c('orderNo', 190),
    c('createTime', 150),
    c('userPhone', 110),
    c('siteName', 130),
    c('goodsName', 120),
    c('payAmount', 100, 'money'),
    c('orderState', 90, 'status', 'orderState'),
  ],
  huarun: [
    c('orderNo', 190),
    c('createTime', 150),
    c('siteName', 130),
    c('cardNo', 160),
    c('oilNo', 60),
    c('liters', 70),
    c('totalAmount', 100, 'money'),
    c('orderState', 90, 'status', 'orderState'),
  ],
};

/** What a cell shows. */
export function orderCell(col: OrderColumn, row: Row): ReactNode {
  const v = row[col.field];
  if (col.kind === 'money') return displayFen(v);
  if (col.kind === 'status') return <StatusTag table={codeTable(TABLES[col.table!])} code={v} />;
  return displayText(v);
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
