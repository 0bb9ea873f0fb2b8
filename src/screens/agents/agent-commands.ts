/**
 * What the agent writes on the command machine look for after a lost answer (docs/flows.md "Commands"): the effect
 * read back with the families' own reads — the agent as saved, stamped since the write began; the agent gone; the
 * sites as asked.
 */
import type { VerifyOutput } from '@machines/command/command.types';
import * as api from '@services/api/agents/calls';
import { madeSince } from '@services/api/fields';
import { displayText } from '@/lib/display';

export type Row = api.Row;

/** Found with the row, or not found. */
export const foundRow = (row: unknown): VerifyOutput => (row ? { found: true, record: row } : { found: false });

/** The platform's record of an agent, or null when it is gone (or cannot be read). */
export async function agentOrNull(id: string, signal: AbortSignal): Promise<Row | null> {
  return api.adminAgent(id, signal).catch(() => null);
}

/** Whether every named field of the row reads as the expected text. */
export const sameFields = (row: Row, expected: Readonly<Record<string, unknown>>) =>
  Object.entries(expected).every(([k, v]) => displayText(row[k]) === displayText(v));

/** The agent with the fields, changed (updateTime, else createTime) since `startedAt`. */
export async function findAgentWrite(id: string, expected: Readonly<Record<string, unknown>>, startedAt: number, signal: AbortSignal) {
  const row = await agentOrNull(id, signal);
  return foundRow(row && sameFields(row, expected) && madeSince(row.updateTime || row.createTime, startedAt) ? row : null);
}

/** Whether the sites listed are exactly the ones asked. */
export async function findSites(
  family: typeof api.AGENT_SITE | typeof api.FLEET_SITE,
  query: { agentId: string; fleetId?: string },
  siteIds: readonly string[],
  signal: AbortSignal,
): Promise<VerifyOutput> {
  const rows = await api.sitesOf(family, query, signal);
  const got = rows.map((r) => displayText(r.siteId)).sort();
  return got.join(',') === [...siteIds].sort().join(',') ? { found: true, record: { siteIds } } : { found: false };
}
