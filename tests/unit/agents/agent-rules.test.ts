/**
 * Which writes an agent row offers by its audit status (services/api/agents/rules.ts): 重新提交 only for a rejected
 * agent, its sites and its fleets' sites only for an approved one (with the reason on the disabled buttons).
 */
import { AGENT_AUDIT, resubmitOffered, sitesAllowance } from '@services/api/agents/rules';

test('重新提交 is offered for a rejected agent only', () => {
  expect(resubmitOffered({ auditStatus: AGENT_AUDIT.rejected })).toBe(true);
  expect(resubmitOffered({ auditStatus: String(AGENT_AUDIT.rejected) })).toBe(true);
  expect(resubmitOffered({ auditStatus: AGENT_AUDIT.pending })).toBe(false);
  expect(resubmitOffered({ auditStatus: AGENT_AUDIT.approved })).toBe(false);
  expect(resubmitOffered({})).toBe(false);
});

test('sites are given to an approved agent only; any other says why', () => {
  expect(sitesAllowance({ auditStatus: AGENT_AUDIT.approved })).toBe('allowed');
  expect(sitesAllowance({ auditStatus: String(AGENT_AUDIT.approved) })).toBe('allowed');
  expect(sitesAllowance({ auditStatus: AGENT_AUDIT.pending })).toBe('agents:row.sitesNeedApproval');
  expect(sitesAllowance({ auditStatus: AGENT_AUDIT.rejected })).toBe('agents:row.sitesNeedApproval');
  expect(sitesAllowance({})).toBe('agents:row.sitesNeedApproval');
});
