/**
 * How a write of a registry family is looked for after its answer was lost (docs/flows.md "Commands"): with the
 * family's own reads, never by the operation's key. A changed row, a gone row, a saved record read back with the
 * saved fields, or a new record with the typed fields created after the write started.
 */
import type { VerifyOutput } from '@machines/command/command.types';
import * as client from '@services/api/resource-client';
import type { ResourceRow } from '@services/api/types/resource';
import { madeSince } from '@services/api/fields';
import type { ActionDefinition, ResourceDefinition } from '@services/resources/types';

/** How many records a search for the write's effect reads at most. */
const SEARCH_SIZE = 200;

/** A value as the server answers it and as the form holds it compare equal (3 and '3', null and ''). */
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * Whether `record` holds the fields of `values` it answers, with the same values, and answers at least one of them
 * (fields it does not answer, and nested values, are left out).
 */
export function holdsFields(record: ResourceRow, values: ResourceRow): boolean {
  const compared = Object.entries(values).filter(([k, v]) => k in record && (v === null || typeof v !== 'object'));
  return compared.length > 0 && compared.every(([k, v]) => same(record[k], v));
}

/** Whether any field the row had reads differently now. */
const changedFrom = (before: ResourceRow, now: ResourceRow) =>
  Object.entries(before).some(([k, v]) => k in now && typeof v !== 'object' && !same(now[k], v));

/** An action that removes its records (a DELETE, or a remove/delete by name). */
export const removes = (action: ActionDefinition) => action.method === 'DELETE' || /remove|delete/i.test(action.name);

/** The family's rows searched by `filters` (the first SEARCH_SIZE), and whether that is all of them. */
async function search(def: ResourceDefinition, filters: ResourceRow, signal: AbortSignal) {
  const page = await client.page(def, { current: 1, size: SEARCH_SIZE, filters: filters as never }, signal);
  return { rows: page.records, whole: page.total <= page.records.length };
}

/**
 * The record `id` as the family reads it now: its detail when the family has one, else the list searched by the id;
 * null when the list proves it gone. A list too long to tell is a failed check, not an answer.
 */
export async function rereadRow(def: ResourceDefinition, id: string, signal: AbortSignal, preferList = false): Promise<ResourceRow | null> {
  if (def.operations.detail && !preferList) return client.detail(def, id, signal);
  const { rows, whole } = await search(def, { [client.rowKeyOf(def)]: id }, signal);
  const found = rows.find((r) => client.rowId(def, r) === id);
  if (found) return found;
  if (whole) return null;
  throw new Error(`cannot tell whether ${def.key} ${id} is still listed`);
}

/**
 * A row or bulk action's effect: its row changed from how it was, or (a removal) its rows are gone. A selection is
 * known by its ids only, so only its removal can be seen; a page action has no record to read again. Where nothing
 * can be seen, nothing is found, and the user is told to check before sending again.
 */
export async function actionEffect(
  def: ResourceDefinition,
  action: ActionDefinition,
  target: { row: ResourceRow | null; ids: readonly string[] },
  signal: AbortSignal,
): Promise<VerifyOutput> {
  const before = target.row ? [target.row] : removes(action) ? target.ids.map((id) => ({ [client.rowKeyOf(def)]: id })) : [];
  for (const row of before) {
    const now = await rereadRow(def, client.rowId(def, row), signal, removes(action));
    if (now === null ? removes(action) : !removes(action) && changedFrom(row, now)) return { found: true, ...(now ? { record: now } : {}) };
  }
  return { found: false };
}

/** Whether a row was made since the operation started (a row without a creation time cannot say otherwise). */
const madeSinceStart = (row: ResourceRow, startedAt: number): boolean =>
  typeof row.createTime !== 'string' || row.createTime === '' || madeSince(row.createTime, startedAt);

/**
 * A save's effect: an existing record read again holds the saved fields; a new record with the saved fields is
 * listed, created after the save started (when the family answers a creation time).
 */
export async function saveEffect(
  def: ResourceDefinition,
  saved: { row: ResourceRow | null; values: ResourceRow; startedAt: number },
  reread: ((row: ResourceRow, signal: AbortSignal) => Promise<ResourceRow>) | undefined,
  signal: AbortSignal,
): Promise<VerifyOutput> {
  const { row, values, startedAt } = saved;
  if (row && !client.isNewRow(row)) {
    const now = reread ? await reread(row, signal) : await rereadRow(def, client.rowId(def, row), signal);
    return now && holdsFields(now, values) ? { found: true, record: now } : { found: false };
  }
  const { rows } = await search(def, {}, signal);
  const record = rows.find((r) => holdsFields(r, values) && madeSinceStart(r, startedAt));
  return record ? { found: true, record } : { found: false };
}
