/** Fleets, members and member cards (spec 001 §7 "Fleets"; spec 002 §7 "Fleet combo, site distributor, fleet members"). */
import { act, audit, col, createTime, fieldKey, fleetName, inArea, money, op, ops, opsAt, read, search, stateGet } from '../define';
import { ruleTermColumns, oilNo, contactColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('fleets');

const FF = '/api/fleet/fleet';

const fleetColumns = [
  col.text('fleetName'),
  col.text('fleetNo'),
  ...contactColumns(),
  col.text('companyName'),
  col.money('balance'),
  col.money('creditLimit'),
  col.enum('status', 'commonStatus'),
  createTime(),
];

const memberColumns = [
  col.text('memberName'),
  col.text('phone', { width: 120 }),
  col.text('licensePlate', { width: 100 }),
  col.ref('fleetId', 'fleet'),
  col.text('idCard', { hidden: true }),
  col.money('balance'),
  col.enum('status', 'commonStatus'),
  createTime(),
];

export const fleetResources: readonly ResourceDefinition[] = [
  family('fleet', FF, {
    operations: ops(FF, ['page', 'list', 'detail', 'remove', 'submit', 'update']),
    actions: [
      read('selectFleetByUser', 'GET', `${FF}/selectFleetByUser`),
      read('checkLogin', 'GET', `${FF}/checkLogin/{id}`, 'row'),
      stateGet('sendSmsCode', `${FF}/sendSMScode/{id}`, 'row'),
      stateGet('determineVerificationCode', `${FF}/determineVerificationCode/{fleetId}/{code}`, 'row', { params: ['code'] }),
    ],
    columns: fleetColumns,
    searchFields: [search.text('fleetName'), search.text('contactPhone'), search.enum('status', 'commonStatus'), search.created()],
    form: { required: ['fleetName', 'contactName', 'contactPhone'], omit: ['balance'] },
    invented: true,
    note: 'sendSMScode is a state-changing GET (docs/architecture.md §5); determineVerificationCode consumes the code, so it is never retried either.',
  }),
  family('cyh-fleet', '/api/cyhfleet', {
    operations: ops('/api/cyhfleet', ['page', 'detail', 'remove', 'save', 'submit']),
    columns: fleetColumns,
    searchFields: [search.text('fleetName'), search.text('contactPhone'), search.created()],
    form: { required: ['fleetName', 'contactName', 'contactPhone'], omit: ['balance'] },
    invented: true,
  }),
  stdFamily('fleet-user', '/api/fleetUser/fleetuser', {
    columns: [
      col.text('realName'),
      col.text('account'),
      col.text('phone', { width: 120 }),
      col.ref('fleetId', 'fleet'),
      col.status('fleetRole'),
      createTime(),
    ],
    searchFields: [search.text('realName'), search.text('phone'), search.ref('fleetId', 'fleet')],
    form: { required: ['realName', 'phone', 'fleetId'] },
    invented: true,
    note: 'Fleet login users; the family is named without operations (standard operations assumed).',
  }),
  family('fleet-settlement-plan', '/api/fleetsettlementplan', {
    operations: ops('/api/fleetsettlementplan', ['page', 'detail', 'remove', 'save', 'update']),
    columns: [col.text('planName'), col.ref('fleetId', 'fleet'), col.status('settlementCycle'), ...ruleTermColumns()],
    searchFields: [search.text('planName'), search.ref('fleetId', 'fleet')],
    form: { required: ['planName', 'fleetId', 'settlementCycle', 'ruleType', 'ruleValue'] },
    invented: true,
    note: 'Rule values of percentage rule types are basis points (÷10000, spec 002 §5).',
  }),
  stdFamily('fleet-settlement-plan-detail', '/api/fleetSettlementPlan/detail', {
    columns: [
      col.ref('planId', 'fleet-settlement-plan'),
      oilNo(),
      col.status('ruleType'),
      col.text('ruleValue', { width: 90 }),
      col.money('minAmount'),
      col.money('maxAmount'),
    ],
    searchFields: [search.ref('planId', 'fleet-settlement-plan')],
    form: { required: ['planId', 'oilNo', 'ruleType', 'ruleValue'] },
    invented: true,
  }),
  stdFamily('fleet-settlement', '/api/cyhFleetSettlement/fleetsettlement', {
    columns: [
      col.ref('fleetId', 'fleet'),
      col.text('bankCardNumber'),
      col.text('bankName'),
      col.text('bankAccountName'),
      col.text('phone', { labelKey: fieldKey('reservedPhone') }),
      col.status('settlementCycle'),
      col.enum('status', 'commonStatus'),
      createTime(),
    ],
    searchFields: [search.text('bankCardNumber'), search.ref('fleetId', 'fleet')],
    form: { required: ['fleetId', 'bankCardNumber', 'bankName', 'bankAccountName'] },
    lookupSize: 100,
    // a settlement card is registered after the fleet's SMS check (/fleet/form), never from the generic dialog
    formRoute: { add: '/fleet/form', edit: '/fleet/form?fleetId=:fleetId' },
    invented: true,
    note: 'Fleet settlement lookup: bankCardNumber, fleetId with current=1 and size=100 (spec 001 §3/§9).',
  }),
  family('fleet-account', '/api/fleetaccount', {
    operations: { page: op.page('/api/fleetaccount/page') },
    actions: [
      money('divideAmount', 'POST', '/api/fleetaccount/divideAmount', 'row', {
        params: ['fleetId', 'amount'],
        inputs: [{ name: 'amount', kind: 'money' }],
      }),
    ],
    columns: [
      col.ref('fleetId', 'fleet'),
      col.text('accountNo'),
      col.money('balance', { labelKey: fieldKey('accountBalance') }),
      col.money('frozenAmount'),
      col.money('totalRecharge'),
      col.money('totalConsume'),
      col.date('updateTime'),
    ],
    searchFields: [search.ref('fleetId', 'fleet')],
    invented: true,
  }),
  family('cyh-fleet-member', '/api/cyhfleetmember', {
    operations: ops('/api/cyhfleetmember', ['page', 'detail', 'remove', 'save', 'submit']),
    columns: memberColumns,
    searchFields: [search.text('memberName'), search.text('phone'), search.ref('fleetId', 'fleet')],
    form: { required: ['memberName', 'phone', 'fleetId'], omit: ['balance'] },
    invented: true,
  }),
  family('fleet-member-account-flow', '/api/fleetMember/accountFlow', {
    operations: ops('/api/fleetMember/accountFlow', ['page', 'detail', 'remove', 'submit']),
    actions: [
      money('memberCardFlowAdjust', 'POST', '/api/fleetMember/accountFlow/memberCardFlowAdjust', 'row', { params: ['id', 'amount'] }),
    ],
    // the columns of 卡流水 (/fleetflow/fleetflow); a card's own flows leave out the card's columns
    columns: [
      col.text('flowNo', { width: 180 }),
      col.text('cardNo'),
      col.text('memberName'),
      fleetName(),
      col.status('flowType'),
      col.status('direction'),
      col.money('amount'),
      col.money('balance', { labelKey: fieldKey('balanceAfter') }),
      col.text('remark'),
      createTime(),
      col.ref('memberId', 'fleet-member', { hidden: true }),
    ],
    searchFields: [search.text('cardNo'), search.ref('fleetId', 'fleet'), search.status('flowType'), search.created()],
    form: { required: ['memberId', 'flowType', 'amount'], omit: ['flowNo', 'balance', 'cardNo', 'memberName', 'fleetName'] },
    moneyWrites: ['submit'],
    invented: true,
    note: 'Account flow of fleet members (/fleetflow/fleetflow card flow).',
  }),
  stdFamily('fleet-member', '/api/fleetMember/fleetmember', {
    actions: [
      money('cardBalanceRecharge', 'POST', '/api/fleetMember/fleetmember/cardBalanceRecharge', 'row', { params: ['id', 'amount'] }),
      money('cardBalanceRecovery', 'POST', '/api/fleetMember/fleetmember/cardBalanceRecovery', 'row', { params: ['id', 'amount'] }),
      act('memberVerify', 'POST', '/api/fleetMember/fleetmember/memberVerify', 'row', { params: ['id'], confirm: true }),
    ],
    columns: memberColumns,
    searchFields: [search.text('memberName'), search.text('phone'), search.ref('fleetId', 'fleet'), search.enum('status', 'commonStatus')],
    form: { required: ['memberName', 'phone', 'fleetId'], omit: ['balance'] },
    invented: true,
    note: 'Card balance recharge and recovery are money writes (spec 001 §1).',
  }),
  stdFamily('fleet-member-roster', '/api/fleetMember', {
    columns: memberColumns,
    searchFields: [search.text('memberName'), search.text('phone')],
    form: { required: ['memberName', 'phone', 'fleetId'], omit: ['balance'] },
    invented: true,
    note: 'spec 001 §7 names /api/fleetMember itself as a standard family, beside /api/fleetMember/fleetmember.',
  }),
  family('fleet-member-card', '/api/cyhFleetMemberCard/cyhfleetmembercard', {
    operations: opsAt('/api/cyhFleetMemberCard/cyhfleetmembercard', {
      page: 'page',
      detail: 'getFleetMemberCardById/{id}',
      remove: 'remove',
      save: 'saveCard',
      submit: 'submit',
    }),
    actions: [
      audit('audit', '/api/cyhFleetMemberCard/cyhfleetmembercard/audit'),
      money('cardCapitalRecovery', 'POST', '/api/fleetMemberCardAccount/fleetmembercardaccount/cardCapitalRecovery', 'row', {
        params: ['cardId', 'amount'],
      }),
      read('checkCapitalRecovery', 'POST', '/api/fleetMemberCardAccount/fleetmembercardaccount/checkCapitalRecovery', 'row', {
        params: ['cardId'],
      }),
    ],
    // the columns of 车队卡 (/fleetcard/fleetcard); the limits, the ids and the creation time on demand
    columns: [
      col.text('cardNo'),
      col.text('memberName'),
      col.text('phone', { width: 120 }),
      fleetName(),
      col.money('balance', { labelKey: fieldKey('cardBalance') }),
      col.status('cardStatus'),
      col.status('auditStatus'),
      col.money('singleLimit', { hidden: true }),
      col.money('dailyLimit', { hidden: true }),
      col.ref('memberId', 'fleet-member', { hidden: true }),
      col.ref('fleetId', 'fleet', { hidden: true }),
      col.date('createTime', { sortable: true, hidden: true }),
    ],
    searchFields: [search.text('cardNo'), search.ref('fleetId', 'fleet'), search.status('cardStatus'), search.status('auditStatus')],
    form: {
      required: ['cardNo', 'memberId', 'fleetId'],
      omit: ['balance', 'auditStatus', 'cardStatus', 'memberName', 'phone', 'fleetName'],
    },
    invented: true,
    note: 'Approval exists for member cards (spec 001 §4); capital recovery is checked, then run.',
  }),
  stdFamily('fleet-consumer', '/api/shell/fleetconsumer', {
    columns: [
      col.ref('fleetId', 'fleet'),
      col.ref('siteId', 'shell-site'),
      col.text('consumerName'),
      col.text('phone'),
      col.money('consumeAmount'),
      createTime(),
    ],
    searchFields: [search.ref('fleetId', 'fleet'), search.text('phone')],
    form: { required: ['fleetId', 'consumerName', 'phone'] },
    invented: true,
  }),
  stdFamily('fleet-card', '/api/fleetCard/fleetcard', {
    columns: [
      col.text('cardNo'),
      col.ref('fleetId', 'fleet'),
      col.text('holderName'),
      col.text('licensePlate'),
      col.money('balance'),
      col.status('cardStatus'),
      createTime(),
    ],
    searchFields: [search.text('cardNo'), search.ref('fleetId', 'fleet'), search.status('cardStatus')],
    form: { required: ['cardNo', 'fleetId'], omit: ['balance'] },
    invented: true,
    note: 'Fleet card details (/fleetcard/details).',
  }),
];
