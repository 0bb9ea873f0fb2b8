/**
 * What the fleet writes on the command machine look for after a lost answer (docs/flows.md "Commands"): the effect
 * read back with the family's own queries — a row the server stamped after the write started, a flow of the card for
 * the same amount, a row gone.
 */
import type { VerifyOutput } from '@machines/command/command.types';
import * as api from '@services/api/fleets/calls';
import { madeSince } from '@services/api/fields';
import { displayText } from '@/lib/display';
import type { Row } from './fleet-filters';

/** Whether the server stamped the row (its …Time, BladeX's Beijing time to the second) at or after `startedAt`. */
export const stampedSince = (row: Row, startedAt: number, field: 'createTime' | 'updateTime' = 'createTime'): boolean =>
  madeSince(row[field], startedAt);

/** Found with the row, or not found. */
export const foundRow = (row: unknown): VerifyOutput => (row ? { found: true, record: row } : { found: false });

/** Whether every named field of the row reads as the expected text. */
export const sameFields = (row: Row, expected: Readonly<Record<string, string>>) =>
  Object.entries(expected).every(([k, v]) => displayText(row[k]) === v);

/** A flow of the card written since `startedAt` for this amount (the flows list the amount without its sign). */
export async function findCardFlow(
  cardId: string,
  amountFen: number,
  startedAt: number,
  signal: AbortSignal,
  remark?: string,
): Promise<VerifyOutput> {
  const page = await api.listOf('fleet-member-account-flow', { cardId, current: 1, size: 50 }, signal);
  return foundRow(
    page.records.find(
      (r) =>
        Number(r.amount) === Math.abs(amountFen) &&
        stampedSince(r, startedAt) &&
        (remark === undefined || displayText(r.remark) === remark),
    ),
  );
}
