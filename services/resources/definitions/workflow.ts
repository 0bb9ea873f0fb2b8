/** Workflow (spec 000 §7 "Workflow (/api/blade-flow)", spec 002 §7): models, deployments, tasks, the leave process. */
import { act, col, createTime, dictOf, inArea, op, read, search, withDict } from '../define';
import { spanColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family } = inArea('workflow');

const F = '/api/blade-flow';

/** The flow dictionary (spec 000 §3): a process category is its code and entry key, `flow_1`. */
const FLOW_CATEGORY = dictOf('flow', 'dict', { value: 'codeKey' });
const category = () => withDict(col.enum('category', 'flowCategory'), FLOW_CATEGORY);
const categorySearch = () => withDict(search.enum('category', 'flowCategory'), FLOW_CATEGORY);

const taskColumns = [
  col.text('taskName'),
  col.text('processDefinitionName'),
  col.text('processDefinitionVersion', { width: 80 }),
  col.text('assignee'),
  col.text('processInstanceId', { hidden: true }),
  col.text('businessId', { hidden: true }),
  col.date('createTime'),
];

const taskList = (list: 'start' | 'claim' | 'todo' | 'send' | 'done') =>
  family(`flow-${list}`, `${F}/work`, {
    // the buttons of its menu page (workClaim_claimTask, workTodo_completeTask)
    permission: `work${list[0]!.toUpperCase()}${list.slice(1)}`,
    operations: { list: op.list(`${F}/work/${list}-list`) },
    actions:
      list === 'claim'
        ? [act('claimTask', 'POST', `${F}/work/claim-task`, 'row', { params: ['taskId'], confirm: true })]
        : list === 'todo'
          ? [
              act('completeTask', 'POST', `${F}/work/complete-task`, 'row', {
                params: ['taskId', 'processInstanceId', 'flag', 'comment'],
                confirm: true,
              }),
            ]
          : list === 'done' || list === 'send'
            ? [read('historyFlowList', 'GET', `${F}/process/history-flow-list`, 'row', { params: ['processInstanceId'] })]
            : [],
    columns:
      list === 'start'
        ? [col.text('name'), col.text('key'), category(), col.text('version', { width: 80 }), col.date('deploymentTime')]
        : taskColumns,
    searchFields: list === 'start' ? [categorySearch()] : [search.text('taskName'), search.created()],
    invented: true,
    note: 'Task lists: start, claim, todo, send, done; a task is claimed, then completed (spec 000 §4).',
  });

export const workflowResources: readonly ResourceDefinition[] = [
  family('flow-model', `${F}/model`, {
    operations: { list: op.list(`${F}/model/list`), remove: op.remove(`${F}/model/remove`) },
    actions: [act('deploy', 'POST', `${F}/model/deploy`, 'row', { params: ['modelId', 'category', 'tenantIds'], confirm: true })],
    columns: [
      col.text('modelKey'),
      col.text('name'),
      col.text('version', { width: 80 }),
      col.text('description'),
      createTime(),
      col.date('lastUpdated'),
    ],
    searchFields: [search.text('modelKey'), search.text('name')],
    invented: true,
  }),
  family('flow-manager', `${F}/manager`, {
    operations: { list: op.list(`${F}/manager/list`) },
    actions: [
      act('changeState', 'POST', `${F}/manager/change-state`, 'row', { params: ['processId', 'state'], confirm: true }),
      act('deployUpload', 'POST', `${F}/manager/deploy-upload`, 'page', { send: 'multipart', params: ['category', 'tenantIds', 'files'] }),
      act('deleteDeployment', 'POST', `${F}/manager/delete-deployment`, 'bulk', { params: ['deploymentIds'], confirm: true }),
    ],
    columns: [
      col.text('name'),
      col.text('key'),
      category(),
      col.text('version', { width: 80 }),
      col.status('suspensionState'),
      col.text('deploymentId', { hidden: true }),
      col.date('deploymentTime'),
    ],
    searchFields: [categorySearch()],
    invented: true,
    note: 'Deploy upload is multipart with category, tenantIds, files (spec 000 §3).',
  }),
  family('flow-follow', `${F}/follow`, {
    operations: { list: op.list(`${F}/follow/list`) },
    actions: [
      act('deleteProcessInstance', 'POST', `${F}/follow/delete-process-instance`, 'row', {
        params: ['processInstanceId', 'deleteReason'],
        confirm: true,
      }),
    ],
    columns: [
      col.text('processDefinitionName'),
      col.text('processInstanceId'),
      col.text('startUser'),
      col.status('suspensionState'),
      col.date('startTime'),
    ],
    searchFields: [search.text('processInstanceId')],
    invented: true,
  }),
  taskList('start'),
  taskList('claim'),
  taskList('todo'),
  taskList('send'),
  taskList('done'),
  family('leave', '/api/blade-desk/process/leave', {
    // a leave is started from 发起事务 (its button workStart_startProcess); the task pages show the leave they
    // start, claim, handle, sent or finished
    permission: 'workStart',
    readers: ['workStart', 'workClaim', 'workTodo', 'workSend', 'workDone'],
    operations: { detail: op.detail('/api/blade-desk/process/leave/detail', ['businessId']) },
    actions: [
      act('startProcess', 'POST', '/api/blade-desk/process/leave/start-process', 'page', {
        params: ['processDefinitionId'],
        confirm: true,
      }),
      read('historyFlowList', 'GET', `${F}/process/history-flow-list`, 'row', { params: ['processInstanceId'] }),
    ],
    columns: [...spanColumns(), col.text('reason'), col.text('taskUser'), col.text('processInstanceId', { hidden: true })],
    flow: 'leave',
    invented: true,
    note: 'Routes /work/process/leave/form|handle|detail (spec 000 §2). The leave machine owns the form and the handling; no list call exists.',
  }),
];
