/** Company card granting and shop apply records (spec 001 §7 "Card grants and card users", "Shop apply records"; spec 002 §7 grant manage). */
import { act, audit, col, createTime, inArea, money, op, ops, opsAt, ownedBy, read, search, stateGet } from '../define';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('cards');

const G = '/api/company/grant';
const CG = '/api/cfx/companygrantcard';
const SA = '/api/shop/apply';

const grantColumns = [
  col.text('grantName'),
  col.text('companyName'),
  col.text('cardQuantity', { width: 90 }),
  col.money('cardAmount'),
  col.money('totalAmount'),
  col.date('endTime'),
  col.status('activationType'),
  col.status('grantStatus'),
  createTime(),
];

/** The holder of a granted card: who, the card, its balance and end, its state (the cards of a grant). */
const cardHolderColumns = [
  col.text('realName'),
  col.text('phone', { width: 120 }),
  col.text('cardNo'),
  col.money('balance'),
  col.date('endTime'),
  col.status('cardStatus'),
  createTime(),
];
const cardHolderForm = { required: ['realName', 'phone'], omit: ['balance', 'cardStatus', 'cardNo'] };

const shopRecordColumns = [
  col.text('shopName'),
  col.text('applicantName'),
  col.text('phone', { width: 120 }),
  col.text('cardNo'),
  col.text('cardQuantity', { width: 90 }),
  col.status('auditStatus'),
  createTime(),
];

export const cardResources: readonly ResourceDefinition[] = [
  family('card-grant', G, {
    operations: opsAt(G, { list: 'list', detail: 'detail', submit: 'saveOrUpdate' }),
    actions: [
      act('del', 'POST', `${G}/del`, 'row', { params: ['id'], confirm: true }),
      read('point', 'GET', `${G}/point`, 'row', { params: ['id'] }),
      money('ensure', 'POST', `${G}/ensure`, 'row'),
      act('disuse', 'POST', `${G}/disuse`, 'row', { params: ['id'], confirm: true }),
      stateGet('repeatMsg', `${G}/repeatMsg`, 'row', { params: ['id'], confirm: true }),
      act('cardOver', 'POST', `${G}/cardOver`, 'row', { params: ['id'], confirm: true }),
      stateGet('approvalSendCard', '/api/company/approval/send/card', 'row', { params: ['id'], confirm: true }),
    ],
    columns: grantColumns,
    searchFields: search.standard('grantName', 'grantStatus'),
    form: {
      required: ['grantName', 'cardQuantity', 'cardAmount', 'endTime', 'activationType'],
      omit: ['companyName', 'totalAmount', 'grantStatus'],
    },
    flow: 'card-grant',
    invented: true,
    note: 'Actions: save or update, confirm (ensure: sends the cards with their amounts), disuse, card over, repeat message (spec 001 §4). repeatMsg and approval/send/card are GETs that send or approve: never retried.',
  }),
  family('card-user', '/api/company/cardUser', {
    operations: ops('/api/company/cardUser', ['list', 'save']),
    actions: [
      act('updateEndTime', 'POST', '/api/company/cardUser/update/endTime', 'row', { params: ['id', 'endTime'], confirm: true }),
      money('settingCardMoney', 'POST', '/api/company/setting/cardMoney', 'bulk', { params: ['ids', 'amount'] }),
    ],
    ...ownedBy('grantId', 'card-grant', cardHolderColumns, [search.text('phone'), search.status('cardStatus')], cardHolderForm),
    flow: 'card-grant',
    invented: true,
    note: 'Card users of a grant; end times and the card amount setting (spec 001 §1).',
  }),
  stdFamily('company-grant-card', CG, {
    actions: [
      read('getRemainCardQuantity', 'GET', `${CG}/getRemainCardQuantity`, 'row', { params: ['id'] }),
      money('submitGrantCard', 'POST', `${CG}/submitGrantCard`, 'row'),
      act('submitTermination', 'POST', `${CG}/submitTermination`, 'row', { params: ['id'], confirm: true }),
      stateGet('invalid', `${CG}/invalid`, 'row', { params: ['companyCardUserid'], confirm: true }),
    ],
    columns: grantColumns,
    searchFields: search.standard('grantName', 'grantStatus'),
    form: { required: ['grantName', 'cardQuantity', 'cardAmount', 'endTime'], omit: ['companyName', 'totalAmount', 'grantStatus'] },
    flow: 'company-grant-card',
    invented: true,
    note: 'Submit, submit grant card, submit termination, invalidate a company card user (spec 001 §4). invalid is a GET that changes state.',
  }),
  stdFamily('company-card-user', '/api/cfx/companycarduser', {
    ...ownedBy('grantCardId', 'company-grant-card', cardHolderColumns, [search.text('phone')], cardHolderForm),
    flow: 'company-grant-card',
    invented: true,
  }),
  family('grant-manage', '/api/grantManage/grantManage', {
    operations: opsAt('/api/grantManage/grantManage', { list: 'selectGrantList', detail: 'selectOneDetailType1' }),
    actions: [
      read('selectOneDetailType2', 'GET', '/api/grantManage/grantManage/selectOneDetailType2', 'row', { params: ['id'] }),
      act('updateOneEndTime', 'PUT', '/api/grantManage/grantManage/updateOneEndTime', 'row', { params: ['id', 'endTime'], confirm: true }),
    ],
    columns: [
      col.text('grantName'),
      col.text('companyName'),
      col.status('grantType'),
      col.text('cardQuantity', { width: 90 }),
      col.money('totalAmount'),
      col.date('endTime'),
      col.status('grantStatus'),
      createTime(),
    ],
    searchFields: search.standard('companyName', 'grantType'),
    flow: 'card-grant',
    invented: true,
    note: 'Grant end time can be updated for a whole grant (spec 002 §4); type 1 and type 2 details.',
  }),
  family('shop-apply-record', `${SA}/record`, {
    operations: { page: op.page(`${SA}/record/page`) },
    actions: [
      audit('audit', `${SA}/record/audit`),
      act('apply', 'POST', `${SA}/record/apply`, 'page'),
      act('allotCard', 'POST', `${SA}/record/allot/card`, 'row', { params: ['id', 'cardNo'], confirm: true }),
      act('updateCardInfo', 'PUT', `${SA}/record/update/card/info`, 'row'),
      act('batchUpdateCard', 'PUT', `${SA}/record/batch/update/card`, 'bulk', { params: ['ids'], confirm: true }),
    ],
    columns: shopRecordColumns,
    searchFields: [search.text('shopName'), search.text('phone'), search.status('auditStatus'), search.created()],
    form: { required: ['shopName', 'applicantName', 'phone', 'cardQuantity'], omit: ['cardNo', 'auditStatus'] },
    invented: true,
    note: 'Shop applications: apply, audit, allot cards, update card info (spec 001 §7).',
  }),
  family('shop-publish-record', `${SA}/publish/record`, {
    operations: { page: op.page(`${SA}/publish/record/page`) },
    columns: [
      col.text('shopName'),
      col.text('goodsName'),
      col.text('cardQuantity', { width: 90 }),
      col.status('publishStatus'),
      createTime(),
    ],
    searchFields: [search.text('shopName'), search.created()],
    invented: true,
  }),
  family('shop-sendcard-record', `${SA}/sendcard/record`, {
    operations: { page: op.page(`${SA}/sendcard/record/page`) },
    columns: [
      col.text('shopName'),
      col.text('cardNo'),
      col.text('realName'),
      col.text('phone', { width: 120 }),
      col.money('cardAmount'),
      createTime(),
    ],
    searchFields: [search.text('shopName'), search.text('phone'), search.created()],
    invented: true,
  }),
];
