import type { routesZh } from '../zh/routes';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English titles of the `routes` namespace: pages of spec 000 §2 / spec 002 §2 inside the main layout. */
export const routesEn: Shape<typeof routesZh> = {
  dict: {
    horizontal: 'Horizontal dictionary',
    vertical: 'Vertical dictionary',
  },
  platformCharge: {
    companyAccountAdd: 'Add company split account',
  },
  rechargeCenter: {
    settlementList: 'Settlement list',
    settlementDetail: 'Settlement detail',
    directChargingDetail: 'Direct recharge detail',
    rechargeAuditDetail: 'Recharge audit detail',
    businessCardDetail: 'Business card detail',
    goodsOrderCodeQuery: 'Order management',
    cardBatchDetail: 'Card batch detail',
  },
  compant: {
    company: 'Company info',
    enterpriseInformation: 'Service provider info',
    identitysel: 'Choose identity',
  },
  company: {
    accountDetail: 'Reconciliation detail',
    userBalanceQueryDetail: 'User balance detail',
  },
  batchCharging: {
    purchasingCenterDetail: 'Batch recharge',
    productListQuery: 'Product list',
  },
  thirdManage: {
    details: 'Third-party detail',
    agentDetails: 'Supplier detail',
    fleetAccountDetails: 'Fleet account detail',
    foreignDetail: 'Recharge and consumption detail',
    rechargeReview: 'Recharge application review',
  },
  oilManage: {
    refundRatioDetail: 'Fuel grade cashback detail',
  },
  order: {
    orderManagerDetail: 'Order detail',
    refundApply: 'Refund request',
  },
  statistics: {
    salesTotalDetail: 'Sales summary detail',
    storeOrderRankingDetail: 'Store order ranking detail',
    fleetStatistics: 'Fleet statistics',
  },
  fleetcard: {
    details: 'Fleet card detail',
  },
  reconciliation: {
    detailedView: 'Reconciliation details',
    statementOfAccount: 'Generate statement',
    incomeDetail: 'Product income',
    companyStatisticsInfo: 'Company income',
  },
  leave: {
    form: 'Leave request',
    handle: 'Leave approval',
    detail: 'Leave detail',
  },
  settlement: {
    orderDivideDetail: 'Split payment detail',
    platOilOrderDivide: 'Platform fuel order split',
    fleetSettlement: 'Fleet settlement',
    fleetSettlementCombo: 'Settlement combos',
    fleetSettlementComboNew: 'New settlement combos',
    fleetForm: 'Settlement sheet',
    fleetFlow: 'Card transactions',
    supplierAccount: 'Supplier account',
    withdrawRecord: 'Withdrawal records',
    supplierAccountFlow: 'Supplier account transactions',
    withdrawalOrderDetails: 'Withdrawal order detail',
    withdrawalDetails: 'Withdrawal detail',
    bindSupplierToStation: 'Bind supplier to station',
  },
  test: {
    index: 'Test page',
  },
};
