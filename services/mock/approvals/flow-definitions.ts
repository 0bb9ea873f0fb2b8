/**
 * The process definitions the simulator starts with (spec 000 §7 "Workflow"): the leave process, deployed and active.
 * The workflow administration (services/mock/effects/workflow.ts) keeps them with the others in the manager's table;
 * a suspended definition starts nothing.
 */

/** suspensionState values (resources enum suspensionState). */
export const PROCESS_STATE = { active: 1, suspended: 2 } as const;

/** The key of the leave process: a definition of this key starts a leave (/work/process/leave/form/:processDefinitionId). */
export const LEAVE_KEY = 'leave';

export const LEAVE_DEFINITION = {
  id: 'leave:1:1001',
  key: LEAVE_KEY,
  name: '请假流程',
  category: 'flow_1',
  version: 1,
  deploymentId: '1001',
  deploymentTime: '2024-03-01 09:00:00',
  suspensionState: PROCESS_STATE.active,
};
