/** Recharge: direct, batch, company, fleet and escrow recharges and their audits (spec 002 §7). */
import { act, audit, col, createTime, enumKey, exportAction, fieldKey, inArea, money, op, opsAt, read, search, stateGet } from '../define';
import { spanColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('recharge');

const ST = '/api/zyt/staff';
const CR = '/api/commpanyrecharge/commpanyrecharge';
const ER = '/api/escrowRecharge';
const FFd = '/api/fleetFund/fleetfund';

const rechargeColumns = [
  col.text('rechargeNo', { width: 180 }),
  col.text('companyName'),
  col.money('amount'),
  col.money('actualAmount'),
  col.status('payChannel'),
  col.status('rechargeStatus'),
  col.text('auditRemark', { hidden: true }),
  col.date('auditTime'),
  createTime(),
];
const rechargeSearch = search.standard('companyName', 'rechargeStatus');

/** The company a capital application is for: picked among the tenants, sent by id and by name (spec 002 §3). */
const COMPANY = {
  name: 'companyId',
  kind: 'ref',
  ref: 'tenant',
  refValue: 'tenantId',
  refLabel: 'tenantName',
  labelAs: 'companyName',
} as const;
/** What the applicant tells the auditor (optional). */
const REMARK = { name: 'remark', kind: 'multiline', optional: true } as const;

/** A fleet's recharge under audit: the list, its search and its form (fleet fund and fleet account recharges). */
const fleetRechargeList = {
  columns: [
    col.text('rechargeNo', { width: 180 }),
    col.ref('fleetId', 'fleet'),
    col.money('amount'),
    col.status('payChannel'),
    col.status('auditStatus'),
    col.date('auditTime'),
    createTime(),
  ],
  searchFields: [search.ref('fleetId', 'fleet'), search.status('auditStatus'), search.created()],
  form: { required: ['fleetId', 'amount', 'payChannel'], omit: ['rechargeNo', 'auditStatus'] },
};

export const rechargeResources: readonly ResourceDefinition[] = [
  family('staff-recharge', ST, {
    operations: opsAt(ST, { page: 'page2', detail: 'selectOneDetailById' }),
    actions: [
      money('saveOne', 'POST', `${ST}/saveOne`, 'page'),
      money('saveOne2', 'POST', `${ST}/saveOne2`, 'page'),
      money('payment', 'POST', `${ST}/payment`, 'row', { params: ['id'] }),
      read('tempMoney', 'GET', `${ST}/tempMoney`),
      read('tempMoneyDetails', 'GET', `${ST}/tempMoney/details`, 'row', { params: ['id'] }),
      read('rechargeList', 'GET', `${ST}/recharge/list`),
      act('updateOneDetailEndTime', 'PUT', `${ST}/updateOneDetailEndTime`, 'row', { params: ['id', 'endTime'], confirm: true }),
      act('updateOneEndTime', 'PUT', `${ST}/updateOneEndTime`, 'row', { params: ['id', 'endTime'], confirm: true }),
      act('updateUserCardStatus', 'POST', `${ST}/update/userCard/status`, 'row', { params: ['id', 'status'], confirm: true }),
      stateGet('importStaffAccount', `${ST}/importStaffAccount`, 'row', { params: ['id'], confirm: true }),
      read('selectAndSubordinateById', 'GET', `${ST}/selectAndSubordinateById`, 'page', { params: ['tenantName'] }),
      read('selectSiteByTenantIdList', 'POST', `${ST}/selectSiteByTenantIdList`, 'page', { params: ['tenantIds'] }),
    ],
    // the columns of the recharge records (直充 / 卡批充)
    columns: [
      col.text('rechargeNo', { width: 180 }),
      col.text('companyName'),
      col.text('staffCount', { width: 90 }),
      col.money('amount'),
      col.date('endTime', { labelKey: fieldKey('validUntil') }),
      col.status('rechargeStatus'),
      col.text('createUser', { hidden: true }),
      createTime(),
    ],
    searchFields: search.standard('companyName', 'rechargeStatus'),
    form: { required: ['companyName', 'amount', 'endTime'], omit: ['rechargeNo', 'staffCount', 'rechargeStatus'] },
    invented: true,
    note: 'Direct recharge of staff accounts (/rechargeCenter/directcharging/detail): saveOne/saveOne2/payment move money; getCode (SMS) is on batch-order; card freeze/unfreeze is one status call (spec 002 §4). importStaffAccount is a GET that imports: never retried.',
  }),
  stdFamily('company-recharge', CR, {
    actions: [stateGet('cancelRecharge', `${CR}/cancelRecharge`, 'row', { params: ['id'], confirm: true })],
    columns: rechargeColumns,
    searchFields: rechargeSearch,
    form: { required: ['companyName', 'amount', 'payChannel'], omit: ['rechargeNo', 'actualAmount', 'rechargeStatus', 'auditRemark'] },
    flow: 'recharge-audit',
    moneyWrites: ['submit'],
    invented: true,
    note: 'Company recharge can be cancelled by a dedicated call, GET cancelRecharge?id (state-changing GET, docs/architecture.md §5).',
  }),
  family('company-capital', '/api/company', {
    operations: { list: op.list('/api/company/recharge/list') },
    actions: [
      money('recharge', 'POST', '/api/company/recharge', 'page', {
        inputs: [COMPANY, { name: 'amount', kind: 'money' }, { name: 'payChannel', kind: 'enum', enumKey: enumKey('payChannel') }, REMARK],
      }),
      money('discount', 'POST', '/api/company/discount', 'page', { inputs: [COMPANY, { name: 'amount', kind: 'money' }, REMARK] }),
      money('withdrawal', 'POST', '/api/company/withdrawal', 'page'),
      read('selectZyd', 'GET', '/api/company/selectZYD'),
      read('platformTop', 'GET', '/api/company/platformTop'),
      exportAction('exportRecharge', '/api/company/recharge/export'),
    ],
    columns: rechargeColumns,
    searchFields: rechargeSearch,
    form: { required: ['companyName', 'amount'], omit: ['rechargeNo', 'actualAmount', 'rechargeStatus', 'auditRemark'] },
    flow: 'recharge-audit',
    invented: true,
    note: 'Company capital: recharge, discount, withdrawal and the company recharge list and export (spec 002 §7 "Escrow and company capital").',
  }),
  family('platform-approval', '/api/platform/approval', {
    operations: { list: op.list('/api/platform/approval/list') },
    actions: [
      money('rechargeUpdate', 'POST', '/api/platform/recharge/update', 'row', { params: ['id', 'rechargeStatus', 'auditRemark'] }),
      exportAction('export', '/api/platform/approval/export'),
    ],
    columns: rechargeColumns,
    searchFields: rechargeSearch,
    flow: 'recharge-audit',
    invented: true,
    note: "The platform's recharge approvals (/rechargeCenter/rechargeaudit/detail, /thirdManage/rechargeReview): approving credits the company, so it is a money write.",
  }),
  family('company-discount', '/api/commpanyDiscount', {
    operations: opsAt('/api/commpanyDiscount', { list: 'list', submit: 'saveOrUpdate' }),
    // what the company's discount takes off an amount typed in yuan (its rate in basis points, while the span holds)
    actions: [
      read('getDiscountAmount', 'GET', '/api/commpanyDiscount/getDiscountAmount', 'row', {
        params: ['companyId', 'amount'],
        inputs: [{ name: 'amount', kind: 'money' }],
      }),
    ],
    columns: [
      col.ref('companyId', 'tenant'),
      col.text('companyName'),
      col.text('discountRate', { width: 90 }),
      col.money('amount'),
      ...spanColumns(),
      createTime(),
    ],
    searchFields: [search.text('companyName')],
    form: { required: ['companyId', 'discountRate'], omit: ['companyName'] },
    invented: true,
    note: 'Company discount query: companyName, companyId, amount are known (spec 002 §3); the rate is in basis points.',
  }),
  family('escrow-recharge', ER, {
    operations: { list: op.list(`${ER}/list`) },
    actions: [
      money('saveCompanyRecharge', 'POST', `${ER}/saveCompanyRecharge`, 'page'),
      money('audit', 'POST', `${ER}/audit`, 'row', { params: ['id', 'rechargeStatus', 'auditRemark'] }),
      exportAction('export', `${ER}/export`),
      read('getActualAmount', 'GET', `${ER}/getActualAmount/{fleetId}/{amount}`, 'page'),
    ],
    columns: [...rechargeColumns.slice(0, 1), col.ref('fleetId', 'fleet'), ...rechargeColumns.slice(1)],
    searchFields: [search.ref('fleetId', 'fleet'), ...rechargeSearch],
    form: {
      required: ['fleetId', 'amount', 'payChannel'],
      omit: ['rechargeNo', 'companyName', 'actualAmount', 'rechargeStatus', 'auditRemark'],
    },
    flow: 'recharge-audit',
    invented: true,
    note: 'Escrow recharge with audit; the actual amount is computed per fleet and amount.',
  }),
  family('fleet-fund', FFd, {
    operations: { page: op.page(`${FFd}/pageList`) },
    actions: [
      money('recharge', 'POST', `${FFd}/recharge`, 'page'),
      act('wechatVerify', 'POST', `${FFd}/wechatVerify`, 'row', { params: ['id'] }),
      audit('audit', `${FFd}/audit`, true),
    ],
    ...fleetRechargeList,
    flow: 'fleet-fund',
    invented: true,
    note: 'Fleet fund has an audit action (spec 002 §4).',
  }),
  family('fleet-account-recharge', '/api/fleetAccount/recharge', {
    operations: { page: op.page('/api/fleetAccount/recharge/page') },
    actions: [money('save', 'POST', '/api/fleetAccount/recharge/save', 'page'), audit('audit', '/api/fleetAccount/recharge/audit', true)],
    ...fleetRechargeList,
    flow: 'recharge-audit',
    invented: true,
  }),
];
