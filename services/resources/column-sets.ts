/**
 * Column sets that families of more than one area show alike: the split of an order's amount (a divide) and the
 * terms of a fleet's settlement rule. Pure data built from the shared vocabulary (define.ts).
 */
import { col, createTime } from './define';
import type { ColumnDefinition } from './types';

/** An order's number, as wide as the longest the platform issues. */
export const orderNo = (): ColumnDefinition => col.text('orderNo', { width: 190 });

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
  col.date('startTime'),
  col.date('endTime'),
  col.enum('status', 'commonStatus'),
];
