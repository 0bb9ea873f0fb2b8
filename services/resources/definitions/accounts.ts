/** Supplier, merchant, fleet, escrow and enterprise accounts, withdrawals and account flows (spec 002 §7). */
import { act, col, createTime, fieldKey, inArea, money, op, ops, opsAt, ownedBy, read, search, stateGet } from '../define';
import { orderNo } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('accounts');

const SUP = '/api/supplierAccount/supplieraccount';
const WR = '/api/withdrawRecord/withdrawrecord';
const MA = '/api/merchantAccount/merchantaccount';

const accountColumns = [
  col.text('accountName'),
  col.text('accountNo'),
  col.money('balance'),
  col.money('frozenAmount'),
  col.money('withdrawableAmount'),
  col.date('updateTime'),
];
/** An amount taken from a merchant account: typed in yuan, at most what the account can pay out. */
const ACCOUNT_DEBIT = { name: 'amount', kind: 'money', availableField: 'withdrawableAmount' } as const;
/** Account fields the backend keeps: never typed into a form. */
const accountReadOnly = ['accountNo', 'balance', 'frozenAmount', 'withdrawableAmount'];
/** An account flow: the balance it left and its remark (车队账户明细, 充值消费明细). */
const flowColumns = [
  col.text('flowNo', { width: 180 }),
  col.status('flowType'),
  col.status('direction'),
  col.money('amount'),
  col.money('balance', { labelKey: fieldKey('balanceAfter') }),
  orderNo(),
  col.text('remark'),
  createTime(),
];
const flowSearch = [search.status('flowType'), search.text('orderNo'), search.created()];
/** The withdrawals (提现记录, /fleet/withdrawrecord). */
/** A fleet's account flows (escrow and fleet accounts). */
const fleetFlow = ownedBy('fleetId', 'fleet', flowColumns, flowSearch, { required: ['flowType', 'amount'], omit: ['flowNo', 'balance'] });
const withdrawColumns = [
  col.text('withdrawNo', { width: 180 }),
  col.text('accountName'),
  col.enum('variant', 'withdrawVariant', { labelKey: fieldKey('withdrawVariant') }),
  col.money('withdrawalAmount'),
  col.money('fee'),
  col.money('actualAmount', { labelKey: fieldKey('netReceived') }),
  col.text('bankName', { hidden: true }),
  col.text('bankCardNumber'),
  col.status('withdrawStatus'),
  createTime(),
];
/** Labels of the supplier's own lists: the owner tenant and the account's balance. */
const ownerTenant = col.text('tenantName', { labelKey: fieldKey('ownerTenant') });
const accountBalance = col.money('balance', { labelKey: fieldKey('accountBalance') });

/** A user's account flow of one kind (consumption or recharge), listed by phone. */
function userFlow(kind: 'expense' | 'recharge', note: string): ResourceDefinition {
  return family(`user-${kind}-flow`, '/api/shell/accountflow', {
    operations: { list: op.list(`/api/shell/accountflow/${kind}`) },
    columns: [col.text('userPhone', { width: 120 }), ...flowColumns],
    searchFields: [search.text('userPhone'), ...flowSearch],
    invented: true,
    note,
  });
}

export const accountResources: readonly ResourceDefinition[] = [
  family('supplier-account', SUP, {
    operations: opsAt(SUP, { page: 'selectSupplierAccountPage', list: 'list', detail: 'detail' }),
    actions: [
      read('platformTopTotal', 'POST', `${SUP}/platformTopTotal`),
      read('orderDetail', 'GET', `${SUP}/orderDetail`, 'row', { params: ['id'] }),
      read('selectFundOrderDetailById', 'GET', `${SUP}/selectFundOrderDetailById`, 'row', { params: ['id'] }),
      read('selectWithdrawalDetail', 'GET', `${SUP}/selectWithdrawalDetail`, 'row', { params: ['id'] }),
      read('selectWithdrawalDetailById', 'GET', `${SUP}/selectWithdrawalDetailById`, 'row', { params: ['flowId'] }),
      read('calcMoneyFee', 'POST', `${SUP}/calcMoneyFee`, 'row', { params: ['id', 'withdrawalAmount'] }),
      money('divideWithdrawal', 'POST', `${SUP}/divideWithdrawal/{id}`, 'row', { params: ['withdrawalAmount'] }),
    ],
    // the accounts of 供货商账户 (/fleet/withdrawal)
    columns: [
      col.text('accountName'),
      ownerTenant,
      col.enum('accountType', 'withdrawVariant', { labelKey: fieldKey('withdrawVariant') }),
      col.text('bankName'),
      col.text('bankCardNumber'),
      accountBalance,
      col.money('frozenAmount'),
      col.money('withdrawableAmount'),
      col.text('accountNo', { hidden: true }),
      col.date('updateTime', { hidden: true }),
    ],
    searchFields: [search.text('tenantName')],
    flow: 'withdrawal',
    invented: true,
    note: 'Supplier accounts (/fleet/withdrawal); the fee is calculated (calcMoneyFee) before a divide withdrawal. Supplier tenant and bank info (read by merchantType, cities, saveOrUpdate) have no printed path.',
  }),
  family('withdraw-record', WR, {
    operations: ops(WR, ['page', 'detail']),
    actions: [
      money('withdraw', 'POST', `${WR}/withdraw`, 'page', { params: ['withdrawalAmount'] }),
      money('agentWithdraw', 'POST', `${WR}/agent/withdraw`, 'page', { params: ['withdrawalAmount'] }),
      money('restockWithdrawal', 'POST', `${WR}/restockWithdrawal`, 'page', { params: ['withdrawalAmount'] }),
    ],
    columns: withdrawColumns,
    searchFields: search.standard('withdrawNo', 'withdrawStatus'),
    flow: 'withdrawal',
    invented: true,
    note: 'Withdraw records (/fleet/withdrawrecord, /withdrawal/withdrawalDetails); withdraw sends withdrawalAmount (spec 002 §7).',
  }),
  family('supplier-account-flow', `${WR}/supplierAccountFlow`, {
    operations: ops(`${WR}/supplierAccountFlow`, ['page', 'detail']),
    // the flows of 供货商账户流水 (/fleet/supplierAccountFlow)
    columns: [
      col.text('flowNo', { width: 180 }),
      ownerTenant,
      col.status('flowType', { hidden: true }),
      col.status('direction'),
      col.money('amount'),
      accountBalance,
      col.text('orderNo', { width: 190, labelKey: fieldKey('reference') }),
      col.text('remark'),
      createTime(),
    ],
    searchFields: flowSearch,
    flow: 'withdrawal',
    invented: true,
    note: 'Supplier account flow (/fleet/supplierAccountFlow): "supplierAccountFlow page and detail" under Withdrawals.',
  }),
  stdFamily('escrow-account', '/api/escrowAccount', {
    actions: [read('escrowCount', 'GET', '/api/escrowAccount/escrowaccount/escrowCount')],
    ...ownedBy('fleetId', 'fleet', accountColumns, [], { required: ['accountName'], omit: accountReadOnly }),
    invented: true,
    note: 'Escrow accounts; the family is named without operations (standard operations assumed) and the count lives under /escrowAccount/escrowaccount.',
  }),
  stdFamily('escrow-flow', '/api/escrowFlow', {
    ...fleetFlow,
    moneyWrites: ['submit'],
    invented: true,
  }),
  stdFamily('fleet-account-flow', '/api/fleetAccount/flow', {
    ...fleetFlow,
    moneyWrites: ['submit'],
    invented: true,
    note: 'Fleet account flow (/thirdManage/fleetAccountDetails).',
  }),
  family('user-account', '/api/shell/useraccount', {
    operations: { list: op.list('/api/shell/useraccount/lists') },
    // the accounts of 用户余额查询
    columns: [
      col.text('userPhone', { width: 120, labelKey: fieldKey('phone') }),
      col.text('realName'),
      col.money('balance'),
      col.money('giftBalance', { hidden: true }),
      col.money('totalRecharge'),
      col.money('totalConsume'),
      col.date('updateTime'),
    ],
    searchFields: [search.text('userPhone')],
    invented: true,
    note: 'User balance query (/company/userBalanceQueryDetail).',
  }),
  userFlow('expense', 'User consumption flow. Its export is mentioned ("and their exports") without a path.'),
  userFlow('recharge', 'User recharge flow. Its export is mentioned without a path.'),
  family('phone-account-flow', '/api/zytaccountflow/accountflow', {
    operations: { list: op.list('/api/zytaccountflow/accountflow/flowListByPhone') },
    actions: [
      read('flowListByPhoneExpense', 'GET', '/api/zytaccountflow/accountflow/flowListByPhoneExpense', 'page', { params: ['userPhone'] }),
    ],
    columns: [col.text('userPhone', { width: 120 }), ...flowColumns],
    searchFields: [search.text('userPhone'), search.created()],
    invented: true,
    note: 'Recharge and consumption detail by phone (/thirdManage/foreignDetail).',
  }),
  stdFamily('account-book', '/api/accountBook', {
    columns: [
      col.text('bookName'),
      col.text('companyName'),
      col.money('balance'),
      col.money('refundAmount'),
      col.money('collectionAmount'),
      col.date('updateTime'),
    ],
    searchFields: [search.text('companyName')],
    form: { required: ['bookName', 'companyName'], omit: ['balance', 'refundAmount', 'collectionAmount'] },
    invented: true,
    note: 'Account book with refund and collection sub-ledgers (spec 002 §3).',
  }),
  ...(['refund', 'collection'] as const).map((k) =>
    family(`account-book-${k}`, `/api/accountBook/${k}`, {
      operations: { list: op.list(`/api/accountBook/${k}`) },
      columns: [
        col.ref('bookId', 'account-book'),
        col.text('flowNo', { width: 180 }),
        col.money('amount'),
        orderNo(),
        col.text('remark'),
        createTime(),
      ],
      searchFields: [search.ref('bookId', 'account-book'), search.created()],
      invented: true,
      note: `The ${k} sub-ledger, read at /api/accountBook/${k} (spec 002 §7 "/api/accountBook (refund, collection)").`,
    }),
  ),
  stdFamily('ali-shop-withdrawal', '/api/aliShopWithdrawal/alishopwithdrawal', {
    actions: [
      money('shopWithdrawal', 'POST', '/api/aliShopWithdrawal/alishopwithdrawal/shopWithdrawal', 'row', {
        params: ['id', 'withdrawalAmount'],
      }),
    ],
    columns: [col.text('shopName'), ...withdrawColumns],
    searchFields: search.standard('shopName', 'withdrawStatus'),
    form: {
      required: ['shopName', 'withdrawalAmount', 'bankName', 'bankCardNumber'],
      omit: ['withdrawNo', 'accountName', 'fee', 'actualAmount', 'withdrawStatus'],
    },
    flow: 'withdrawal',
    invented: true,
  }),
  stdFamily('merchant-account', MA, {
    actions: [
      stateGet('sendDivideCode', `${MA}/sendDivideCode`, 'row', { params: ['id'] }),
      money('divideMoney', 'POST', `${MA}/divideMoney/{id}`, 'row', { params: ['amount', 'code'] }),
      stateGet('sendWithholdingCode', `${MA}/sendWithholdingCode`, 'row', { params: ['id'] }),
      money('withholdingOrder', 'POST', `${MA}/withholdingOrder`, 'row', {
        params: ['id', 'amount', 'code'],
        inputs: [ACCOUNT_DEBIT, { name: 'code', kind: 'code', codeAction: 'sendWithholdingCode', labelKey: 'resourceUi:action.smsCode' }],
      }),
      money('feeAccountRecharge', 'POST', `${MA}/feeAccountRecharge`, 'row', { params: ['id', 'amount'], inputs: [ACCOUNT_DEBIT] }),
    ],
    ...ownedBy('merchantId', 'merchant', accountColumns, [], { required: ['accountName'], omit: accountReadOnly }),
    invented: true,
    note: 'Divide and withholding each need an SMS code sent by a GET first (sendDivideCode, sendWithholdingCode: state-changing GETs).',
  }),
  stdFamily('merchant-account-recharge', '/api/merchantAccount/recharge', {
    columns: [
      col.ref('merchantId', 'merchant'),
      col.text('rechargeNo', { width: 180 }),
      col.money('amount'),
      col.status('payChannel'),
      col.status('rechargeStatus'),
      createTime(),
    ],
    searchFields: [search.ref('merchantId', 'merchant'), search.status('rechargeStatus')],
    form: { required: ['merchantId', 'amount', 'payChannel'], omit: ['rechargeNo', 'rechargeStatus'] },
    moneyWrites: ['submit'],
    readers: ['merchantRechargeAudit'],
    invented: true,
    note: 'Creating a record here files a recharge application (submit without id, an Idempotency-Key: a money write); the platform decides it on the review page (submit with the id, rechargeStatus and auditRemark), and an approved one credits the merchant account.',
  }),
  stdFamily('ent-account', '/api/ent_account/entaccount', {
    actions: [
      act('createAccount', 'POST', '/api/api/tradeaccount/createAccount', 'row', { params: ['id'], confirm: true }),
      // registers an enterprise account (待开户) from the merchant's own files: its name, credit code and the documents
      act('uploadLocalMchnt', 'POST', '/api/blade-resource/oss/endpoint/uploadLocalmchnt', 'page', {
        send: 'multipart',
        params: ['companyName', 'creditCode', 'file'],
      }),
      act('uploadAccPic', 'POST', '/api/api/splitaccountaccept/uploadAccPic/{id}', 'row', { send: 'multipart' }),
      act('contractSubmit', 'POST', '/api/api/splitaccountaccept/contractSubmit/{id}', 'row', { confirm: true }),
      act('contractConfirm', 'POST', '/api/api/splitaccountaccept/contractConfirm/{id}', 'row', { confirm: true }),
    ],
    columns: [
      col.text('companyName'),
      col.text('creditCode'),
      col.text('legalPerson'),
      col.text('legalIdCard', { hidden: true }),
      col.text('legalPhone', { width: 120 }),
      col.text('bankName'),
      col.text('bankCardNumber'),
      col.enum('openStatus', 'accountOpenStatus'),
      createTime(),
    ],
    searchFields: [search.text('companyName'), search.enum('openStatus', 'accountOpenStatus')],
    form: {
      required: ['companyName', 'creditCode', 'legalPerson', 'legalIdCard', 'legalPhone', 'bankName', 'bankCardNumber'],
      omit: ['openStatus'],
    },
    invented: true,
    note: 'Enterprise (split) accounts (/platformCharge/companyAccount/add): create the trade account, upload pictures, submit and confirm the split-account contract.',
  }),
  stdFamily('account-deduction', '/api/company/accountdeduction', {
    columns: [col.text('companyName'), col.money('amount'), col.text('reason'), col.status('auditStatus'), createTime()],
    searchFields: [search.text('companyName'), search.status('auditStatus')],
    form: { required: ['companyName', 'amount', 'reason'], omit: ['auditStatus'] },
    moneyWrites: ['submit'],
    invented: true,
    note: 'Deductions from company accounts; the submit moves money (the screen treats it as a money write).',
  }),
];
