/**
 * Every route of spec 000 §2 "Routes inside the main layout" and spec 002 §2 besides the shell's own pages, with
 * the i18n key of its title (the lazily registered `routes` namespace). Plain data, so the browser tests can read
 * it: which screen each opens — a feature area's page, a registry family's list, or the pending note — is the
 * route manifest's to say (src/shell/page-routes.tsx). Parameterised paths use react-router syntax.
 */
export interface SpecRoute {
  path: string;
  titleKey: string;
}

export const SPEC_ROUTES: ReadonlyArray<SpecRoute> = [
  // Dictionaries (spec 000 §2)
  { path: '/dict-horizontal/index', titleKey: 'routes:dict.horizontal' },
  { path: '/dict-vertical/index', titleKey: 'routes:dict.vertical' },
  // Recharge centre
  { path: '/platformCharge/companyAccount/add', titleKey: 'routes:platformCharge.companyAccountAdd' },
  { path: '/rechargeCenter/settlement/list', titleKey: 'routes:rechargeCenter.settlementList' },
  { path: '/rechargeCenter/settlement/detail', titleKey: 'routes:rechargeCenter.settlementDetail' },
  { path: '/rechargeCenter/directcharging/detail', titleKey: 'routes:rechargeCenter.directChargingDetail' },
  { path: '/rechargeCenter/rechargeaudit/detail', titleKey: 'routes:rechargeCenter.rechargeAuditDetail' },
  { path: '/rechargeCenter/businesscard/detail', titleKey: 'routes:rechargeCenter.businessCardDetail' },
  { path: '/rechargeCenter/goodsOrderCodeQuery', titleKey: 'routes:rechargeCenter.goodsOrderCodeQuery' },
  { path: '/rechargeCenter/cardBatch/detail', titleKey: 'routes:rechargeCenter.cardBatchDetail' },
  // Company
  { path: '/company/account/detail', titleKey: 'routes:company.accountDetail' },
  { path: '/company/userBalanceQueryDetail', titleKey: 'routes:company.userBalanceQueryDetail' },
  // Batch recharge
  { path: '/batchCharging/purchasingCenter/detail', titleKey: 'routes:batchCharging.purchasingCenterDetail' },
  { path: '/batchCharging/classification/productListQuery', titleKey: 'routes:batchCharging.productListQuery' },
  // Third-party management
  { path: '/thirdManage/details', titleKey: 'routes:thirdManage.details' },
  { path: '/thirdManage/agentDetails', titleKey: 'routes:thirdManage.agentDetails' },
  { path: '/thirdManage/fleetAccountDetails', titleKey: 'routes:thirdManage.fleetAccountDetails' },
  { path: '/thirdManage/foreignDetail', titleKey: 'routes:thirdManage.foreignDetail' },
  { path: '/thirdManage/rechargeReview', titleKey: 'routes:thirdManage.rechargeReview' },
  // Fuel
  { path: '/oilManage/components/listOfOilNumberRefundRatioDetail', titleKey: 'routes:oilManage.refundRatioDetail' },
  // Orders
  { path: '/order/orderManager/detail', titleKey: 'routes:order.orderManagerDetail' },
  { path: '/order/refundApply', titleKey: 'routes:order.refundApply' },
  // Statistics
  { path: '/statistics/salestotal/detail', titleKey: 'routes:statistics.salesTotalDetail' },
  { path: '/statistics/storeOrderRanking/detail', titleKey: 'routes:statistics.storeOrderRankingDetail' },
  { path: '/statistics/fleetStatistics', titleKey: 'routes:statistics.fleetStatistics' },
  // Fleet cards
  { path: '/fleetcard/details', titleKey: 'routes:fleetcard.details' },
  // Reconciliation
  { path: '/reconciliation/detailedView', titleKey: 'routes:reconciliation.detailedView' },
  { path: '/reconciliation/statementOfAccount', titleKey: 'routes:reconciliation.statementOfAccount' },
  { path: '/reconciliation/incomeDetail', titleKey: 'routes:reconciliation.incomeDetail' },
  { path: '/reconciliation/companyStatisticsInfo', titleKey: 'routes:reconciliation.companyStatisticsInfo' },
  // Leave workflow
  { path: '/work/process/leave/form/:processDefinitionId', titleKey: 'routes:leave.form' },
  { path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId', titleKey: 'routes:leave.handle' },
  { path: '/work/process/leave/detail/:processInstanceId/:businessId', titleKey: 'routes:leave.detail' },
  // Settlement and fleets
  { path: '/yeePay/orderdividedetail', titleKey: 'routes:settlement.orderDivideDetail' },
  { path: '/platoilorderdivide/platoilorder', titleKey: 'routes:settlement.platOilOrderDivide' },
  { path: '/cyhfleetsettlement/fleetsettlement', titleKey: 'routes:settlement.fleetSettlement' },
  { path: '/cyhfleetsettlementcombo/fleetsettlementcombo', titleKey: 'routes:settlement.fleetSettlementCombo' },
  { path: '/cyhfleetsettlementcombo/fleetsettlementcombo/new', titleKey: 'routes:settlement.fleetSettlementComboNew' },
  { path: '/fleet/form', titleKey: 'routes:settlement.fleetForm' },
  { path: '/fleetflow/fleetflow', titleKey: 'routes:settlement.fleetFlow' },
  { path: '/fleet/withdrawal', titleKey: 'routes:settlement.supplierAccount' },
  { path: '/fleet/withdrawrecord', titleKey: 'routes:settlement.withdrawRecord' },
  { path: '/fleet/supplierAccountFlow', titleKey: 'routes:settlement.supplierAccountFlow' },
  { path: '/withdrawal/orderDetails', titleKey: 'routes:settlement.withdrawalOrderDetails' },
  { path: '/withdrawal/withdrawalDetails', titleKey: 'routes:settlement.withdrawalDetails' },
  { path: '/siteshellfleet/siteshellfleet/:id/:siteName', titleKey: 'routes:settlement.bindSupplierToStation' },
  // Enterprise info of the user menu (spec 000 §2, spec 002 §2): the identity shown is the session's kept role type
  { path: '/compant/system/compant', titleKey: 'routes:compant.company' },
  { path: '/compant/system/enterpriseInformation', titleKey: 'routes:compant.enterpriseInformation' },
  { path: '/compant/system/identitysel', titleKey: 'routes:compant.identitysel' },
  // Mock use only (spec 000 §2)
  { path: '/test/index', titleKey: 'routes:test.index' },
];

/** The paths of SPEC_ROUTES without parameters: pages a post-login redirect may go to. */
export const SPEC_STATIC_PATHS: readonly string[] = SPEC_ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path);
