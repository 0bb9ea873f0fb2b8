/**
 * The seeded agents as a backend would hold them: a second-level agent works under an approved first-level agent of
 * its own company (its `parentAgentId` and the name beside it); one whose company has none such becomes first-level.
 */
import { AGENT_AUDIT, AGENT_LEVEL } from '@services/api/agents/rules';

type Row = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function linkSecondAgents(rows: Row[]): void {
  const firsts = rows.filter((r) => Number(r.agentLevel) === AGENT_LEVEL.first && Number(r.auditStatus) === AGENT_AUDIT.approved);
  rows.forEach((row, i) => {
    if (Number(row.agentLevel) !== AGENT_LEVEL.second) {
      row.parentAgentId = '';
      row.parentAgentName = '';
      return;
    }
    const mine = firsts.filter((p) => p !== row && str(p.tenantId) === str(row.tenantId));
    const parent = mine[i % Math.max(1, mine.length)];
    if (!parent) {
      row.agentLevel = AGENT_LEVEL.first;
      row.parentAgentId = '';
      row.parentAgentName = '';
      return;
    }
    row.parentAgentId = str(parent.id);
    row.parentAgentName = str(parent.agentName);
  });
}
