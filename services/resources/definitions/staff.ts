/** Sales staff, shop assistants and staff accounts (spec 001 §7 "Shop assistants and staff"; spec 002 §7 "Staff accounts"). */
import { act, audit, col, createTime, inArea, ops, opsAt, read, search } from '../define';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('staff');

const SSA = '/api/shell/shellshopassistant';
const SAC = '/api/zytstaffaccount/staffaccount';

const personColumns = [
  col.text('realName'),
  col.text('phone', { width: 120 }),
  col.ref('siteId', 'shell-site'),
  col.enum('status', 'commonStatus'),
  createTime(),
];

export const staffResources: readonly ResourceDefinition[] = [
  family('shop-assistant', SSA, {
    operations: ops(SSA, ['list', 'detail', 'remove', 'submit', 'update']),
    actions: [
      read('getAppletsList', 'GET', `${SSA}/getAppletsList`),
      // the assistant's approval (their access to the mini program): decided on the review page (审核中心 › 店员审核)
      audit('updateApplets', `${SSA}/updateApplets`),
      act('createShop', 'POST', '/api/alipay/createShop', 'row', { params: ['storeId', 'brandId'], confirm: true }),
      act('closeShop', 'POST', '/api/alipay/closeShop/{id}', 'row', { confirm: true }),
    ],
    columns: [
      ...personColumns.slice(0, 3),
      col.text('storeId', { hidden: true }),
      col.text('brandId', { hidden: true }),
      col.status('shopStatus'),
      col.status('auditStatus'),
      ...personColumns.slice(3),
    ],
    searchFields: [search.text('realName'), search.text('phone'), search.ref('siteId', 'shell-site'), search.status('auditStatus')],
    form: { required: ['realName', 'phone', 'siteId'], omit: ['shopStatus', 'status', 'auditStatus'] },
    // the platform's reviewers read the assistants they decide (审核中心 › 店员审核)
    readers: ['shopAssistantAudit'],
    invented: true,
    note: 'Shop assistants; a store is created on the payment app with storeId and brandId, then closed by id (spec 001 §3/§4). Approval exists for assistants (updateApplets).',
  }),
  stdFamily('salesman', '/api/shell/salesman', {
    columns: [
      ...personColumns.slice(0, 2),
      col.text('salesmanNo'),
      col.ref('siteId', 'shell-site'),
      col.text('ratio', { width: 90 }),
      ...personColumns.slice(3),
    ],
    searchFields: [search.text('realName'), search.text('phone')],
    form: { required: ['realName', 'phone'], omit: ['salesmanNo', 'status'] },
    invented: true,
  }),
  stdFamily('salesman-account', '/api/shell/salesmanaccount', {
    columns: [
      col.ref('salesmanId', 'salesman'),
      col.text('realName'),
      col.money('balance'),
      col.money('commissionAmount'),
      col.money('withdrawnAmount'),
      col.date('updateTime'),
    ],
    searchFields: [search.text('realName')],
    form: { required: ['salesmanId'], omit: ['realName', 'balance', 'commissionAmount', 'withdrawnAmount'] },
    invented: true,
  }),
  stdFamily('shell-classes', '/api/shell/shellclasses', {
    columns: [
      col.text('className'),
      col.ref('siteId', 'shell-site'),
      col.text('startClock', { width: 90 }),
      col.text('endClock', { width: 90 }),
      col.text('realName'),
      col.money('totalAmount'),
      createTime(),
    ],
    searchFields: [search.text('className'), search.ref('siteId', 'shell-site')],
    form: { required: ['className', 'siteId', 'startClock', 'endClock'], omit: ['totalAmount', 'realName'] },
    invented: true,
    note: 'Station shifts (班次) with their takings.',
  }),
  family('staff-account', SAC, {
    operations: {
      ...opsAt(SAC, { page: 'page2', save: 'saveOne', update: 'updateOne' }),
      remove: { method: 'GET', path: `${SAC}/remove`, params: ['ids'], changesStateViaGet: true },
    },
    actions: [
      read('searchAccount', 'GET', `${SAC}/searchAccount`, 'page', { params: ['phone'] }),
      read('testing', 'GET', `${SAC}/testing`, 'row', { params: ['phone'] }),
      read('pageOauth', 'GET', `${SAC}/pageOauth`),
      act('updateNoticeType', 'POST', '/api/staffAccountOauth/staffaccountoauth/updateNoticeType', 'row', { params: ['id', 'noticeType'] }),
      read('deptLazyTree', 'GET', '/api/blade-system/dept/lazy-tree', 'page', { params: ['parentId'] }),
    ],
    columns: [
      col.text('realName'),
      col.text('phone', { width: 120 }),
      col.text('companyName'),
      col.ref('deptId', 'dept'),
      col.money('balance'),
      col.date('endTime'),
      col.status('cardStatus'),
      col.status('noticeType', { hidden: true }),
      createTime(),
    ],
    searchFields: [search.text('realName'), search.text('phone'), search.ref('deptId', 'dept')],
    form: { required: ['realName', 'phone', 'deptId'], omit: ['companyName', 'balance', 'cardStatus', 'noticeType'] },
    invented: true,
    note: 'Staff accounts; remove is GET remove?ids (a state-changing GET, docs/architecture.md §5). Departments come from dept/lazy-tree?parentId.',
  }),
];
