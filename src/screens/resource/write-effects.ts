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

/** The typed parameters of a money action that carry amounts (integer fen): the family's money fields, or named so. */
export function moneyParams(def: ResourceDefinition, values: Readonly<Record<string, string>>): Array<[string, number]> {
  const moneyField = (name: string) =>
    def.columns.some((c) => c.field === name && c.kind === 'money') ||
    def.formFields.some((f) => f.field === name && f.kind === 'money') ||
    /(amount|money|balance)$/i.test(name);
  return Object.entries(values)
    .filter(([name, v]) => moneyField(name) && /^\d+$/.test(v.trim()))
    .map(([name, v]): [string, number] => [name, Number(v.trim())]);
}

/** Whether a row carries `fen` under the parameter's own name or in one of the family's money columns. */
const carriesAmount = (def: ResourceDefinition, row: ResourceRow, name: string, fen: number) =>
  same(row[name], fen) || def.columns.some((c) => c.kind === 'money' && same(row[c.field], fen));

/** Whether a row was made since the operation started: a row without a creation time cannot say so, and is not. */
const madeSinceStart = (row: ResourceRow, startedAt: number): boolean =>
  typeof row.createTime === 'string' && row.createTime !== '' && madeSince(row.createTime, startedAt);

/**
 * A page money action's effect (a platform recharge, a withdrawal): the money moved, so the family, read again,
 * lists the record of the move — a flow or withdraw row with the typed amount created after the operation started,
 * which carries the balance after the move. What was found is that record.
 */
async function pageMoneyEffect(
  def: ResourceDefinition,
  typed: { values: Readonly<Record<string, string>>; startedAt: number },
  signal: AbortSignal,
): Promise<VerifyOutput> {
  const amounts = moneyParams(def, typed.values);
  if (amounts.length === 0) return { found: false };
  const { rows } = await search(def, {}, signal);
  const record = rows.find((r) => madeSinceStart(r, typed.startedAt) && amounts.every(([name, fen]) => carriesAmount(def, r, name, fen)));
  return record ? { found: true, record } : { found: false };
}

/**
 * A row or bulk action's effect: its row changed from how it was, or (a removal) its rows are gone. A selection is
 * known by its ids only, so only its removal can be seen. A page money action is found by the record of the money it
 * moved (given what was typed and when the operation started); any other page action has no record to read again.
 * Where nothing can be seen, nothing is found, and the user is told to check before sending again.
 */
export async function actionEffect(
  def: ResourceDefinition,
  action: ActionDefinition,
  target: {
    row: ResourceRow | null;
    ids: readonly string[];
    /** What was typed (a page money action's amount) and when the operation started. */
    values?: Readonly<Record<string, string>>;
    startedAt?: number;
  },
  signal: AbortSignal,
): Promise<VerifyOutput> {
  if (action.kind === 'page' && action.moneyWrite && target.values && target.startedAt !== undefined)
    return pageMoneyEffect(def, { values: target.values, startedAt: target.startedAt }, signal);
  const before = target.row ? [target.row] : removes(action) ? target.ids.map((id) => ({ [client.rowKeyOf(def)]: id })) : [];
  for (const row of before) {
    const now = await rereadRow(def, client.rowId(def, row), signal, removes(action));
    if (now === null ? removes(action) : !removes(action) && changedFrom(row, now)) return { found: true, ...(now ? { record: now } : {}) };
  }
  return { found: false };
}

/**
 * A list's delete's effect: the family, read again, lists none of the removed ids (each searched by its id). The
 * removal is one request, so only all of them gone counts as done; a list too long to tell is a failed check.
 */
export async function removeEffect(def: ResourceDefinition, ids: readonly string[], signal: AbortSignal): Promise<VerifyOutput> {
  for (const id of ids) if ((await rereadRow(def, id, signal, true)) !== null) return { found: false };
  return { found: ids.length > 0 };
}

/**
 * A save's effect: an existing record read again holds the saved fields; a new record with the saved fields is
 * listed, created after the save started (a family that answers no creation time cannot show a new record).
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
