/** Shared pieces of the order screens: status tags, cell formatting, the column sets of each list. */
import '@/i18n/orders-namespace';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Intent, Tag } from '@blueprintjs/core';
import { NOTIFY_STATE, ORDER_SOURCE, ORDER_STATE, statusOf, type StatusInfo } from '@services/api/orders/status';
import type { OrderListKind } from '@services/api/orders/client';
import { formatFen } from '@/lib/money';

export type Row = Record<string, unknown>;

const INTENTS = { none: Intent.NONE, primary: Intent.PRIMARY, success: Intent.SUCCESS, warning: Intent.WARNING, danger: Intent.DANGER } as const;
const TABLES = { orderState: ORDER_STATE, notifyState: NOTIFY_STATE, orderSource: ORDER_SOURCE } as const;
export type StatusTable = keyof typeof TABLES;

export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** fen → ¥1,234.50 ('' when the value is not whole fen). */
export function fen(v: unknown): string {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) ? formatFen(n) : '';
}

/** A status code as a tag with its label and intent. */
export function StatusTag({ table, code }: { table: StatusTable; code: unknown }) {
  const { t } = useTranslation('orders');
  const s: StatusInfo | undefined = statusOf(TABLES[table], code);
  if (!s) return <span>{text(code)}</span>;
  return (
    <Tag minimal intent={INTENTS[s.intent]}>
      {t(`status.${table}.${s.code}`)}
    </Tag>
  );
}

export interface OrderColumn {
  field: string;
  kind?: 'text' | 'money' | 'status';
  table?: StatusTable;
  width: number;
}

const c = (field: string, width: number, kind: OrderColumn['kind'] = 'text', table?: StatusTable): OrderColumn => (table ? { field, width, kind, table } : { field, width, kind });

/** The columns of each list. */
export const ORDER_COLUMNS: Record<OrderListKind, readonly OrderColumn[]> = {
  platform: [
    c('orderNo', 190), c('createTime', 150), c('tenantName', 150), c('siteName', 130), c('userPhone', 110), c('oilNo', 60), c('liters', 70),
    c('totalAmount', 100, 'money'), c('discountAmount', 90, 'money'), c('payAmount', 100, 'money'), c('orderState', 90, 'status', 'orderState'),
    c('notifyState', 90, 'status', 'notifyState'), c('platformName', 90),
  ],
  goods: [
    c('orderNo', 190), c('createTime', 150), c('tenantName', 150), c('goodsName', 140), c('quantity', 60), c('userPhone', 110),
    c('totalAmount', 100, 'money'), c('payAmount', 100, 'money'), c('writeOffCode', 130), c('orderState', 90, 'status', 'orderState'),
    c('notifyState', 90, 'status', 'notifyState'),
  ],
  oil: [
    c('orderNo', 190), c('createTime', 150), c('siteName', 130), c('userPhone', 110), c('oilNo', 60), c('gunNo', 60), c('liters', 70),
    c('price', 80, 'money'), c('totalAmount', 100, 'money'), c('payAmount', 100, 'money'), c('orderState', 90, 'status', 'orderState'),
    c('notifyState', 90, 'status', 'notifyState'),
  ],
  tel: [
    c('orderNo', 190), c('createTime', 150), c('userPhone', 110), c('siteName', 130), c('goodsName', 120), c('payAmount', 100, 'money'),
    c('orderState', 90, 'status', 'orderState'),
  ],
  huarun: [
    c('orderNo', 190), c('createTime', 150), c('siteName', 130), c('cardNo', 160), c('oilNo', 60), c('liters', 70), c('totalAmount', 100, 'money'),
    c('orderState', 90, 'status', 'orderState'),
  ],
};

/** What a cell shows. */
export function orderCell(col: OrderColumn, row: Row): ReactNode {
  const v = row[col.field];
  if (col.kind === 'money') return fen(v);
  if (col.kind === 'status') return <StatusTag table={col.table!} code={v} />;
  return text(v);
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
