/** Chinese titles of the `routes` namespace: pages of spec 000 §2 / spec 002 §2 inside the main layout. */
export const routesZh = {
  dict: {
    horizontal: '横向字典',
    vertical: '纵向字典',
  },
  platformCharge: {
    companyAccountAdd: '新增公司分账账户',
  },
  rechargeCenter: {
    settlementList: '结算列表',
    settlementDetail: '结算详情',
    directChargingDetail: '直充详情',
    rechargeAuditDetail: '充值审核详情',
    businessCardDetail: '商务卡详情',
    goodsOrderCodeQuery: '订单管理',
    cardBatchDetail: '卡批次详情',
  },
  compant: {
    company: '企业信息',
    enterpriseInformation: '服务商信息',
    identitysel: '身份选择',
  },
  company: {
    accountDetail: '对账详情',
    userBalanceQueryDetail: '用户余额查询详情',
  },
  batchCharging: {
    purchasingCenterDetail: '批量充值',
    productListQuery: '商品列表查询',
  },
  thirdManage: {
    details: '第三方详情',
    agentDetails: '供应商明细',
    fleetAccountDetails: '车队账户明细',
    foreignDetail: '充值消费明细',
    rechargeReview: '充值申请审核',
  },
  oilManage: {
    refundRatioDetail: '油号返现比例明细',
  },
  order: {
    orderManagerDetail: '订单详情',
    refundApply: '退款申请',
  },
  statistics: {
    salesTotalDetail: '销售汇总详情',
    storeOrderRankingDetail: '门店订单排行详情',
    fleetStatistics: '车队统计',
  },
  fleetcard: {
    details: '车队卡详情',
  },
  reconciliation: {
    detailedView: '对账明细',
    statementOfAccount: '生成对账单',
    incomeDetail: '产品收入',
    companyStatisticsInfo: '公司收入',
  },
  leave: {
    form: '请假申请',
    handle: '请假审批',
    detail: '请假详情',
  },
  settlement: {
    orderDivideDetail: '分账明细',
    platOilOrderDivide: '平台油品订单分账',
    fleetSettlement: '车队结算',
    fleetSettlementCombo: '结算套餐',
    fleetSettlementComboNew: '新增结算套餐',
    fleetForm: '结算单',
    fleetFlow: '卡流水',
    supplierAccount: '供应商账户',
    withdrawRecord: '提现记录',
    supplierAccountFlow: '供应商账户流水',
    withdrawalOrderDetails: '提现订单明细',
    withdrawalDetails: '提现明细',
    bindSupplierToStation: '绑定供应商到油站',
  },
  test: {
    index: '测试页',
  },
};
