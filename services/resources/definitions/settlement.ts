/** Reconciliation and settlement (spec 002 §7 "Reconciliation and settlement"; spec 001 §7 fleet settlement divide; spec 002 §7 fleet combo). */
import { act, col, createTime, exportAction, fieldKey, fleetName, inArea, money, op, ops, opsAt, read, search } from '../define';
import { orderNo, divideColumns, ruleTermColumns, oilNo } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('settlement');

const FF = '/api/fleet/fleet';
const RR = '/api/zytreconciliationrecord/reconciliationrecord';
const MS = '/api/zytmoneysettlement/moneysettlement';
const RS = '/api/zytResultSettlement/resultsettlement';
/** Site distributors, beside the settlement combos (spec 002 §7). */
const SD = '/api/fleetsettlement/siteDistributor';
const sdUnprinted = {
  extra: true,
  reason: 'spec 002 §7 names the site distributor page and batchUpdate without printing their path',
} as const;

/** The columns of a settlement sheet (结算单, /rechargeCenter/settlement/list): its step shown as 当前进度. */
const settlementColumns = [
  col.text('settlementNo', { width: 180 }),
  col.text('tenantName', { labelKey: fieldKey('settlementParty') }),
  col.text('period', { width: 110 }),
  col.text('orderCount', { width: 90 }),
  col.money('totalAmount', { labelKey: fieldKey('orderAmount') }),
  col.money('fee'),
  col.money('settlementAmount'),
  col.enum('stage', 'settlementStage'),
  col.status('settlementStatus', { hidden: true }),
  col.date('createTime', { sortable: true, hidden: true }),
];
const settlementSearch = search.standard('tenantName', 'settlementStatus');

export const settlementResources: readonly ResourceDefinition[] = [
  family('reconciliation-record', RR, {
    operations: { page: op.page(`${RR}/page`), detail: op.detail(`${RR}/detail`) },
    actions: [act('finishConfirm', 'POST', `${RR}/finishConfirm`, 'row', { params: ['id'], confirm: true })],
    columns: settlementColumns,
    searchFields: settlementSearch,
    flow: 'reconciliation',
    invented: true,
    note: 'Reconciliation records (/reconciliation/detailedView, statementOfAccount); finish-confirm ends a reconciliation (spec 002 §4).',
  }),
  family('checking-account', '/api/checking_account', {
    operations: { page: op.page('/api/checking_account/page'), detail: op.detail('/api/checking_account/detail') },
    columns: [
      col.text('companyName'),
      col.text('period', { width: 110 }),
      col.money('incomeAmount', { labelKey: fieldKey('income') }),
      col.money('expenseAmount', { labelKey: fieldKey('expense') }),
      col.money('balance'),
      createTime(),
    ],
    searchFields: [search.text('companyName'), search.created()],
    flow: 'reconciliation',
    invented: true,
    note: 'Checking accounts (/company/account/detail reconciliation detail; /reconciliation/incomeDetail, companyStatisticsInfo).',
  }),
  family('money-settlement', MS, {
    operations: opsAt(MS, { list: 'top', detail: 'detail' }),
    actions: [
      act('update2', 'POST', `${MS}/update2`, 'row', { params: ['id'], confirm: true }),
      act('update3', 'POST', `${MS}/update3`, 'row', { params: ['id'], confirm: true }),
      money('update4', 'POST', `${MS}/update4`, 'row', { params: ['id'] }),
      read('inDetail', 'GET', `${MS}/inDetail`, 'row', { params: ['id'] }),
    ],
    columns: settlementColumns,
    searchFields: settlementSearch,
    flow: 'settlement',
    invented: true,
    note: 'Settlement steps update2, update3, update4 (spec 002 §4); /rechargeCenter/settlement/list reads "top". The last step pays out, so it is a money write.',
  }),
  family('result-settlement', RS, {
    operations: { page: op.page(`${RS}/page`), detail: op.detail(`${RS}/detail`) },
    actions: [
      act('doConfirm', 'POST', `${RS}/doConfirm`, 'row', { params: ['id'], confirm: true }),
      read('getBalance', 'GET', `${RS}/getBalance`, 'row', { params: ['id'] }),
      act('saveInfo', 'POST', `${RS}/saveInfo`, 'row'),
      money('confirmAccount', 'POST', `${RS}/confirmAccount`, 'row', { params: ['id'] }),
    ],
    columns: settlementColumns,
    searchFields: settlementSearch,
    flow: 'settlement',
    invented: true,
    note: 'Result settlement: doConfirm, then confirmAccount (spec 002 §4).',
  }),
  stdFamily('order-settle', '/api/orderSettle/ordersettle', {
    columns: [
      orderNo(),
      col.text('tenantName'),
      col.money('totalAmount'),
      col.money('settlementAmount'),
      col.status('settlementStatus'),
      createTime(),
    ],
    searchFields: search.standard('orderNo', 'settlementStatus'),
    form: { required: ['orderNo', 'totalAmount'], omit: ['settlementStatus'] },
    invented: true,
  }),
  family('order-divide', '/api/orderDivide/orderdivide', {
    operations: { page: op.page('/api/orderDivide/orderdivide/page') },
    columns: [orderNo(), ...divideColumns()],
    searchFields: search.standard('orderNo', 'divideStatus'),
    invented: true,
  }),
  family('order-divide-detail', '/api/orderDivideDetail/orderdividedetail', {
    operations: { page: op.page('/api/orderDivideDetail/orderdividedetail/page') },
    columns: [
      orderNo(),
      col.text('receiverName'),
      col.enum('receiverType', 'tenantType'),
      col.money('amount'),
      col.status('divideStatus'),
      createTime(),
    ],
    searchFields: [search.text('orderNo'), search.created()],
    invented: true,
    note: 'Order divide detail (/yeePay/orderdividedetail).',
  }),
  family('wholesale-apportionment', '/api/wholesale/option/apportionment', {
    operations: ops('/api/wholesale/option/apportionment', ['page', 'detail']),
    columns: [
      orderNo(),
      col.text('tenantName'),
      col.money('totalAmount'),
      col.money('apportionAmount'),
      col.text('period', { width: 110 }),
      createTime(),
    ],
    searchFields: [search.text('orderNo'), search.text('tenantName'), search.created()],
    invented: true,
    note: 'Wholesale cost apportionment.',
  }),
  family('fleet-settlement-divide', `${FF}/settlementDivide`, {
    operations: {
      page: op.page(`${FF}/settlementDivide/page`),
      detail: op.detail(`${FF}/settlementDivide/detail`, ['date', 'fleetSettlementId']),
    },
    actions: [exportAction('exportSettlementDivide', `${FF}/exportSettlementDivide`)],
    // the columns of 车队结算分账 (the settlement divides of each day)
    columns: [
      col.text('date', { width: 110, labelKey: fieldKey('settlementDate') }),
      fleetName(),
      col.text('bankCardNumber', { labelKey: fieldKey('settlementBankCard') }),
      col.money('totalAmount', { labelKey: fieldKey('settlementAmount') }),
      col.money('divideAmount'),
      col.status('divideStatus', { labelKey: fieldKey('status') }),
      createTime(),
      col.ref('fleetSettlementId', 'fleet-settlement', { hidden: true }),
      col.ref('fleetId', 'fleet', { hidden: true }),
    ],
    searchFields: [
      search.ref('fleetId', 'fleet'),
      search.range('date', fieldKey('settlementDate')),
      search.status('divideStatus', fieldKey('status')),
    ],
    invented: true,
    note: 'Detail filters are known: date, fleetSettlementId (spec 001 §3).',
  }),
  family('fleet-settlement-combo', '/api/fleetsettlement/combo', {
    operations: ops('/api/fleetsettlement/combo', ['page', 'detail', 'remove']),
    actions: [
      act('batchAdd', 'POST', '/api/fleetsettlement/combo/batchAdd', 'page', { confirm: true }),
      act('batchUpdate', 'POST', '/api/fleetsettlement/combo/batchUpdate', 'bulk', { confirm: true }),
    ],
    columns: [col.text('comboName'), col.ref('fleetId', 'fleet'), oilNo(), ...ruleTermColumns()],
    searchFields: [search.text('comboName'), search.ref('fleetId', 'fleet')],
    form: { required: ['comboName', 'fleetId', 'oilNo', 'ruleType', 'ruleValue'] },
    invented: true,
    note: 'Settlement combos (/cyhfleetsettlementcombo/fleetsettlementcombo and /new); added and changed in batches.',
  }),
  family('site-distributor', SD, {
    operations: { page: { ...op.page(`${SD}/page`), ...sdUnprinted } },
    actions: [
      act('batchUpdate', 'POST', `${SD}/batchUpdate`, 'bulk', { params: ['ids', 'comboId'], send: 'query', confirm: true, ...sdUnprinted }),
    ],
    columns: [
      col.ref('siteId', 'zyt-shell'),
      col.text('distributorName'),
      col.ref('comboId', 'fleet-settlement-combo'),
      col.date('updateTime', { hidden: true }),
      createTime(),
    ],
    searchFields: [search.text('siteName'), search.text('distributorName'), search.ref('comboId', 'fleet-settlement-combo')],
    invented: true,
    note: 'Site distributor (spec 002 §7 "Fleet combo, site distributor": page, batchUpdate; no printed path, placed beside the combos): which settlement combo each distributor of a site settles by; batchUpdate sets the combo of the selected rows.',
  }),
];
