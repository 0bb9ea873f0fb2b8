/**
 * The checks the approval writes run after a lost answer (services/api/approvals, docs/flows.md "Commands"): each
 * reads the record again with the family's own queries and finds the write's effect only once the write was done.
 * Against the simulator, without screens.
 */
import { grantTable } from '@services/mock/approvals/card-grant';
import { companyGrantTable } from '@services/mock/approvals/company-grant-card';
import { LEAVE_DEFINITION } from '@services/mock/approvals/leave';
import * as grants from '@services/api/approvals/card-grant';
import * as company from '@services/api/approvals/company-grant-card';
import * as leave from '@services/api/approvals/leave';
import { resetBrowserState, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 30_000 });
const per = useSimulatorPerTest();

/** A start a little in the past: the server writes whole seconds. */
const since = () => Date.now() - 2000;

test('a card grant: deleted once gone from its list, an edit once its values are saved, a resend once in its history', async () => {
  await signIn(per.sim);
  const draft = await grants.loadGrant(String(grantTable(per.sim.db).find((r) => r.grantStatus === 0)!.id));
  expect(await grants.findGrantAction('delete', draft, since())).toBeNull();
  const values = { grantName: '核对修改', cardQuantity: 3 };
  expect(await grants.findGrantSave(draft.id, values)).toBeNull();
  await grants.saveGrant({ ...grants.grantPayload(draft), ...values }, 'edit-1');
  expect(await grants.findGrantSave(draft.id, values)).toMatchObject(values);
  await grants.deleteGrant(draft.id, 'delete-1');
  expect(await grants.findGrantAction('delete', { ...draft, grantName: '核对修改' }, since())).toEqual({ id: draft.id });

  const issued = await grants.loadGrant(String(grantTable(per.sim.db).find((r) => r.grantStatus === 2)!.id));
  const startedAt = since();
  expect(await grants.findGrantAction('repeat', issued, startedAt)).toBeNull();
  expect(await grants.findGrantAction('over', issued, startedAt)).toBeNull();
  await grants.repeatMessages(issued.id, 'repeat-1');
  expect(await grants.findGrantAction('repeat', issued, startedAt)).not.toBeNull();
  await grants.overGrant(issued.id, 'over-1');
  expect(await grants.findGrantAction('over', issued, startedAt)).toMatchObject({ grantStatus: 4 });
});

test('a company card user is found invalidated only after the invalidation', async () => {
  await signIn(per.sim);
  const granted = companyGrantTable(per.sim.db).find((r) => r.grantStatus === 1)!;
  const users = await company.companyCardUsers(String(granted.id));
  const valid = users.find((u) => Number(u.cardStatus) === 1)!;
  expect(await company.findCompanyAction('invalid', granted, valid.id)).toBeNull();
  expect(await company.findCompanyAction('terminate', granted, '')).toBeNull();
  await company.runCompanyAction('invalid', granted, valid.id, 'invalid-1');
  expect(await company.findCompanyAction('invalid', granted, valid.id)).toMatchObject({ id: valid.id });
});

test('a leave task: claimed once the user holds it, passed once done their way (and not as a reject)', async () => {
  await signIn(per.sim);
  const deptlead = per.sim.db.users.find((u) => u.account === 'deptlead')!;
  const values = { startTime: '2024-07-01 00:00:00', endTime: '2024-07-02 23:59:59', reason: '核对', taskUser: deptlead.id };
  const write = (step: leave.LeaveStepWrite['step'], o: Partial<leave.LeaveStepWrite> = {}): leave.LeaveStepWrite => ({
    step,
    processDefinitionId: LEAVE_DEFINITION.id,
    taskId: '',
    processInstanceId: '',
    businessId: '',
    userId: deptlead.id,
    values,
    comment: '',
    ...o,
  });
  const startedAt = since();
  expect(await leave.findLeaveStep(write('start'), startedAt)).toBeNull();
  const started = await leave.startLeave({ processDefinitionId: LEAVE_DEFINITION.id, ...values }, 'start-1');
  expect(await leave.findLeaveStep(write('start'), startedAt)).toMatchObject({ businessId: started.businessId });

  resetBrowserState();
  await signIn(per.sim, 'deptlead', 'demo123');
  const task = {
    taskId: started.tasks[0]!.taskId,
    processInstanceId: started.processInstanceId,
    businessId: String(started.businessId),
  };
  expect(await leave.findLeaveStep(write('claim', task), startedAt)).toBeNull();
  await leave.claimTask(task.taskId, 'claim-1');
  expect(await leave.findLeaveStep(write('claim', task), startedAt)).not.toBeNull();
  expect(await leave.findLeaveStep(write('pass', task), startedAt)).toBeNull();
  await leave.completeTask({ taskId: task.taskId, processInstanceId: task.processInstanceId, pass: true, comment: '' }, 'pass-1');
  expect(await leave.findLeaveStep(write('pass', task), startedAt)).not.toBeNull();
  expect(await leave.findLeaveStep(write('reject', task), startedAt)).toBeNull();
});

test('an approval write without its operation key is refused before it leaves: no key is made up per call', async () => {
  await signIn(per.sim);
  const before = per.sim.requests.length;
  expect(() => grants.ensureGrant({ id: '1' }, '')).toThrow(/Idempotency-Key/);
  expect(() => leave.claimTask('T', '')).toThrow(/Idempotency-Key/);
  expect(per.sim.requests.length).toBe(before);
});
