/**
 * Column sets that families of more than one area show alike: an order's number, an oil grade, a contact, a start and
 * end time, the split of an order's amount (a divide) and the terms of a fleet's settlement rule. Pure data built
 * from the shared vocabulary (define.ts).
 */
import { col, createTime } from './define';
import type { ColumnDefinition } from './types';

/** An order's number, as wide as the longest the platform issues. */
export const orderNo = (): ColumnDefinition => col.text('orderNo', { width: 190 });

/** An oil grade (92#, 95#…), narrow. */
export const oilNo = (): ColumnDefinition => col.text('oilNo', { width: 80 });

/** Whom to call: the contact's name and phone. */
export const contactColumns = (): ColumnDefinition[] => [col.text('contactName'), col.text('contactPhone', { width: 120 })];

/** When a record starts and ends (a coupon's or a price's validity, a contract's term, a process's run). */
export const spanColumns = (): ColumnDefinition[] => [col.date('startTime'), col.date('endTime')];

/** How an order's amount is split between the platform, the supplier and the service, the divide's state and day. */
export const divideColumns = (): ColumnDefinition[] => [
  col.money('totalAmount'),
  col.money('platformAmount'),
  col.money('supplierAmount'),
  col.money('serviceAmount'),
  col.status('divideStatus'),
  createTime(),
];

/** A settlement rule's terms: its type and value (basis points for percentages, spec 002 §5), its days and state. */
export const ruleTermColumns = (): ColumnDefinition[] => [
  col.status('ruleType'),
  col.text('ruleValue', { width: 90 }),
  ...spanColumns(),
  col.enum('status', 'commonStatus'),
];
