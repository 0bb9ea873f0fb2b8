/** Tenants and their company info (spec 000 §7 tenant; spec 002 §7 "Contracts, enterprise accounts, tenants"). */
import { act, col, createTime, inArea, money, opsAt, read, search } from '../define';
import { contactColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('tenants');

const T = '/api/blade-system/tenant';

export const tenantResources: readonly ResourceDefinition[] = [
  stdFamily('tenant', T, {
    actions: [
      act('setting', 'POST', `${T}/setting`, 'bulk', { params: ['ids', 'accountNumber', 'expireTime'], confirm: true }),
      act('datasource', 'POST', `${T}/datasource`, 'row', { params: ['tenantId', 'datasourceId'], confirm: true }),
    ],
    columns: [
      col.text('tenantId', { width: 90 }),
      col.text('tenantName'),
      col.status('tenantType'),
      col.text('parentTenantId', { width: 110 }),
      col.text('domain'),
      col.text('linkman'),
      col.text('contactNumber', { width: 120 }),
      col.text('accountNumber', { width: 90, unlimitedAt: -1 }),
      col.date('expireTime'),
    ],
    searchFields: [search.text('tenantId'), search.text('tenantName'), search.status('tenantType')],
    form: { required: ['tenantName', 'tenantType', 'linkman', 'contactNumber'], omit: ['tenantId', 'accountNumber', 'expireTime'] },
    invented: true,
    note: "Tenant 000000 is the platform; types 1 supplier, 2 service provider, 3 purchaser (spec 000 §6). info?domain is the login page's typed call (api-modules.ts).",
  }),
  family('tenant-company-info', T, {
    operations: opsAt(T, { page: 'pageTeanComInfolist', detail: 'getTeanComInfo/{id}', update: 'udpateTeanComInfo' }),
    actions: [
      money('updateTotalBalance', 'POST', `${T}/udpateTotalBalance`, 'row', {
        params: ['id', 'totalBalance'],
        // the new total, typed in yuan (0 empties the balance); the confirmation says from what to what
        inputs: [{ name: 'totalBalance', kind: 'money', allowZero: true }],
      }),
    ],
    columns: [
      col.text('tenantId', { width: 90 }),
      col.text('deptFullName'),
      col.text('creditCode'),
      ...contactColumns(),
      col.money('totalBalance'),
      col.date('updateTime'),
    ],
    searchFields: [search.text('deptFullName')],
    form: { required: ['deptFullName', 'contactName', 'contactPhone'], omit: ['tenantId', 'totalBalance'] },
    invented: true,
    note: 'Company info of tenants, searched by deptFullName. The spec spells the calls "Tean" and "udpate"; kept verbatim.',
  }),
  family('company-ext', '/api/shell/companyext', {
    operations: opsAt('/api/shell/companyext', { list: 'list', detail: 'detail/{id}' }),
    columns: [col.text('companyId'), col.text('companyName'), col.text('deptFullName'), col.text('count', { width: 80 }), createTime()],
    searchFields: [search.text('companyId')],
    invented: true,
    note: 'The company extension list sends count and size, and omits companyId when it is the root 000000 (spec 002 §6/§7).',
  }),
  family('supplier-tenant', '/api/zytSupplierTenant/suppliertenant', {
    operations: {},
    actions: [read('tenantToken', 'GET', '/api/zytSupplierTenant/suppliertenant/tenant/token', 'row', { params: ['tenantId'] })],
    columns: [col.text('tenantId'), col.text('tenantName')],
    invented: true,
    note: "Supplier tenant token by tenantId. applyType and shopping/getToken are the header's typed calls (services/api/shell.ts).",
  }),
  stdFamily('user-apply', '/api/userApply/userapply', {
    columns: [
      col.text('realName'),
      col.text('phone', { width: 120 }),
      col.text('companyName'),
      col.status('tenantType'),
      col.status('auditStatus'),
      createTime(),
    ],
    searchFields: search.standard('phone', 'auditStatus'),
    form: { required: ['realName', 'phone', 'companyName', 'tenantType'], omit: ['auditStatus'] },
    invented: true,
    note: 'Applications of users to join as a supplier, service provider or purchaser.',
  }),
];
