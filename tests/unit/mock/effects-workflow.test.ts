// @vitest-environment node
/**
 * Workflow administration in the simulator (services/mock/effects/workflow.ts): a deployed model and an uploaded
 * process file show in the definitions list, change-state suspends and activates, delete-deployment and
 * delete-process-instance remove what they name; a suspended or deleted leave definition starts no leave, and a
 * started leave is an instance of the follow list until it is deleted.
 */
import type { Row } from '@services/mock/recharge/store';
import { table } from '@services/mock/recharge/store';
import { PROCESS_STATE, WORKFLOW_MSG } from '@services/mock/effects/workflow';
import { LEAVE_DEFINITION, START_MSG } from '@services/mock/approvals/leave';
import { apiJson } from './sim-helpers';
import { type Envelope, effectsSimulator, tokenOf, write } from './effects-helpers';

const sim = effectsSimulator();
const F = '/api/blade-flow';

async function definitions(token: string): Promise<Row[]> {
  const page = await write<{ records: Row[] } | Row[]>(token, 'GET', `${F}/manager/list`, { current: 1, size: 500 });
  return Array.isArray(page.data) ? page.data : page.data.records;
}

test('deploying a model adds an active definition to the list, the next version of its key', async () => {
  const token = await tokenOf();
  const model = table(sim.db, 'flow-model')[0]!;
  expect(await write(token, 'POST', `${F}/model/deploy`, { modelId: 'no-such-model', category: 'flow_1' })).toMatchObject({
    success: false,
    msg: WORKFLOW_MSG.modelMissing,
  });
  const first = await write<Row>(token, 'POST', `${F}/model/deploy`, { modelId: model.id, category: 'flow_1', tenantIds: '000000' });
  const second = await write<Row>(token, 'POST', `${F}/model/deploy`, { modelId: model.id, category: 'flow_1', tenantIds: '000000' });
  expect(first).toMatchObject({ success: true, msg: '操作成功' });
  expect(second.data.version).toBe(Number(first.data.version) + 1);
  const listed = (await definitions(token)).filter((d) => d.key === (model.modelKey || model.id));
  expect(listed.map((d) => d.id)).toEqual(expect.arrayContaining([first.data.id, second.data.id]));
  expect(listed.find((d) => d.id === first.data.id)).toMatchObject({ suspensionState: PROCESS_STATE.active, category: 'flow_1' });
});

test('an uploaded process file is deployed; it can be suspended, activated, and its deployment deleted', async () => {
  const token = await tokenOf();
  const form = new FormData();
  form.append('category', 'flow_2');
  form.append('tenantIds', '000000');
  form.append('files', new File(['<definitions/>'], 'expense.bpmn20.xml', { type: 'text/xml' }));
  const uploaded = await apiJson<Envelope<Row[]>>(`${F}/manager/deploy-upload`, { token, method: 'POST', body: form });
  expect(uploaded.body).toMatchObject({ success: true });
  const deployed = uploaded.body.data[0]!;
  expect(deployed).toMatchObject({ key: 'expense', suspensionState: PROCESS_STATE.active });
  expect((await definitions(token)).some((d) => d.id === deployed.id)).toBe(true);

  const state = async (value: string) => write(token, 'POST', `${F}/manager/change-state`, { processId: deployed.id, state: value });
  expect(await state('suspend')).toMatchObject({ success: true, msg: '操作成功' });
  expect((await definitions(token)).find((d) => d.id === deployed.id)?.suspensionState).toBe(PROCESS_STATE.suspended);
  expect(await state('paused')).toMatchObject({ success: false, msg: WORKFLOW_MSG.stateBad });
  expect(await state('active')).toMatchObject({ success: true, msg: '操作成功' });
  expect((await definitions(token)).find((d) => d.id === deployed.id)?.suspensionState).toBe(PROCESS_STATE.active);

  expect(await write(token, 'POST', `${F}/manager/delete-deployment`, {})).toMatchObject({
    success: false,
    msg: WORKFLOW_MSG.noneSelected,
  });
  expect(await write(token, 'POST', `${F}/manager/delete-deployment`, { deploymentIds: deployed.deploymentId })).toMatchObject({
    success: true,
    data: { removed: 1 },
  });
  expect((await definitions(token)).some((d) => d.id === deployed.id)).toBe(false);
});

test('an upload without files is refused and deploys nothing', async () => {
  const token = await tokenOf();
  const count = (await definitions(token)).length;
  const form = new FormData();
  form.append('category', 'flow_2');
  const answer = await apiJson<Envelope>(`${F}/manager/deploy-upload`, { token, method: 'POST', body: form });
  expect(answer.body).toMatchObject({ success: false, msg: WORKFLOW_MSG.noFiles });
  expect(await definitions(token)).toHaveLength(count);
});

test('deleting a process instance removes it from the follow list', async () => {
  const token = await tokenOf();
  const instance = table(sim.db, 'flow-follow')[0]!;
  const id = String(instance.processInstanceId || instance.id);
  const answer = await write(token, 'POST', `${F}/follow/delete-process-instance`, { processInstanceId: id, deleteReason: '测试' });
  expect(answer).toMatchObject({ success: true });
  expect(table(sim.db, 'flow-follow').some((r) => String(r.processInstanceId || r.id) === id)).toBe(false);
  expect(await write(token, 'POST', `${F}/follow/delete-process-instance`, { processInstanceId: id })).toMatchObject({
    success: false,
    msg: WORKFLOW_MSG.instanceMissing,
  });
});

// ---------------------------------------------------------------------------- the leave process and its definition

const leaveValues = () => ({
  startTime: '2024-07-01 00:00:00',
  endTime: '2024-07-02 23:59:59',
  reason: '探亲',
  taskUser: sim.db.users.find((u) => u.account === 'deptlead')!.id,
});

const startLeave = (token: string, processDefinitionId = LEAVE_DEFINITION.id) =>
  write<Row>(token, 'POST', '/api/blade-desk/process/leave/start-process', { processDefinitionId, ...leaveValues() });

const startable = async (token: string) =>
  ((await write<{ records: Row[] }>(token, 'GET', `${F}/work/start-list`, { current: 1, size: 50 })).data.records ?? []).map((r) => r.id);

test('a suspended leave definition starts no leave and leaves 发起事务; activated again, it starts one', async () => {
  const token = await tokenOf();
  expect((await definitions(token)).find((d) => d.id === LEAVE_DEFINITION.id)).toMatchObject({ key: 'leave', name: '请假流程' });
  expect(await startable(token)).toContain(LEAVE_DEFINITION.id);

  await write(token, 'POST', `${F}/manager/change-state`, { processId: LEAVE_DEFINITION.id, state: 'suspend' });
  expect(await startable(token)).not.toContain(LEAVE_DEFINITION.id);
  expect(await startLeave(token)).toMatchObject({ success: false, msg: START_MSG.suspended });

  await write(token, 'POST', `${F}/manager/change-state`, { processId: LEAVE_DEFINITION.id, state: 'active' });
  expect(await startLeave(token)).toMatchObject({ success: true, data: { processDefinitionId: LEAVE_DEFINITION.id } });
});

test('a deployed leave model is offered by 发起事务 and starts leaves; deleting its deployment takes it away', async () => {
  const token = await tokenOf();
  const model = table(sim.db, 'flow-model')[0]!;
  model.modelKey = 'leave';
  model.name = '请假流程';
  const deployed = (await write<Row>(token, 'POST', `${F}/model/deploy`, { modelId: model.id, category: 'flow_1', tenantIds: '000000' }))
    .data;
  expect(deployed).toMatchObject({ key: 'leave', version: 2 });
  expect((await startable(token))[0]).toBe(deployed.id);
  expect(await startLeave(token, String(deployed.id))).toMatchObject({ success: true, data: { processDefinitionName: '请假流程' } });

  await write(token, 'POST', `${F}/manager/delete-deployment`, { deploymentIds: deployed.deploymentId });
  expect(await startable(token)).not.toContain(deployed.id);
  expect(await startLeave(token, String(deployed.id))).toMatchObject({ success: false, msg: START_MSG.definitionMissing });
});

test('a started leave is a process instance of the follow list; deleting it removes it from the follow and task lists', async () => {
  const token = await tokenOf();
  const started = (await startLeave(token)).data;
  const id = String(started.processInstanceId);
  const follow = async () =>
    (await write<{ records: Row[] }>(token, 'GET', `${F}/follow/list`, { current: 1, size: 50, processInstanceId: id })).data.records;
  expect(await follow()).toEqual([expect.objectContaining({ processInstanceId: id, processDefinitionName: '请假流程' })]);
  const sent = async () => (await write<{ records: Row[] }>(token, 'GET', `${F}/work/send-list`, { current: 1, size: 50 })).data.records;
  expect((await sent()).some((r) => r.processInstanceId === id)).toBe(true);

  expect(await write(token, 'POST', `${F}/follow/delete-process-instance`, { processInstanceId: id, deleteReason: '撤回' })).toMatchObject({
    success: true,
  });
  expect(await follow()).toEqual([]);
  expect((await sent()).some((r) => r.processInstanceId === id)).toBe(false);
  expect(await write(token, 'GET', '/api/blade-desk/process/leave/detail', { businessId: started.businessId })).toMatchObject({
    success: false,
  });
});
