/**
 * The console routes a browser test visits besides the menu paths (which it reads from the simulator), and where
 * each page that is no menu item is opened from, as the screens link to them. Written from the screens, not
 * from the console's own access rules, so the browser test checks those rules against an independent reading.
 * Plain data: the unit tests check that it names every page of the layout.
 */

/** Pages of the layout that are no menu item → the pages a user opens them from (any of them). */
export const OPENED_FROM: Readonly<Record<string, readonly string[]>> = {
  // card grants and company grant cards: a record's page from its list
  '/company/grant/detail/:id': ['/company/grant'],
  '/company/grantCard/detail/:id': ['/company/grantCard'],
  // reviews: a record's review page from its list (platform recharges also from 第三方管理 › 充值申请审核)
  '/rechargeCenter/rechargeaudit/detail': ['/rechargeCenter/rechargeaudit', '/thirdManage/rechargeReview'],
  '/company/recharge/detail': ['/company/recharge'],
  '/fleet/fund/detail': ['/fleet/fund'],
  '/rechargeCenter/escrowRecharge/detail': ['/rechargeCenter/escrowRecharge'],
  '/fleet/accountRecharge/detail': ['/fleet/accountRecharge'],
  '/fleet/memberCardAudit/detail': ['/fleet/memberCardAudit'],
  '/shop/applyAudit/detail': ['/shop/applyAudit'],
  '/agent/audit/detail': ['/agent/audit'],
  '/agent/secondAudit/detail': ['/agent/secondAudit'],
  '/company/businessApproval/detail': ['/company/businessApproval'],
  '/coupons/interfaceAudit/detail': ['/coupons/interfaceAudit'],
  '/staff/shopAssistantAudit/detail': ['/staff/shopAssistantAudit'],
  '/accounts/merchantRechargeAudit/detail': ['/accounts/merchantRechargeAudit'],
  // goods: a goods record with its commodity details, from the goods library
  '/goods/goods-v2/record': ['/goods/goods-v2'],
  // leave: start from 发起事务, handle from 待签 / 待办, a leave's page from any of the lists
  '/work/process/leave/form/:processDefinitionId': ['/work/start'],
  '/work/process/leave/handle/:taskId/:processInstanceId/:businessId': ['/work/claim', '/work/todo'],
  '/work/process/leave/detail/:processInstanceId/:businessId': ['/work/start', '/work/claim', '/work/todo', '/work/send', '/work/done'],
  // withdrawals
  '/withdrawal/withdrawalDetails': ['/fleet/withdrawal', '/fleet/withdrawrecord'],
  '/withdrawal/orderDetails': ['/fleet/withdrawal', '/fleet/supplierAccountFlow'],
  // settlement
  '/rechargeCenter/settlement/list': ['/rechargeCenter/settlement'],
  '/rechargeCenter/settlement/detail': ['/rechargeCenter/settlement', '/reconciliation/resultSettlement'],
  '/company/account/detail': ['/reconciliation/incomeDetail'],
  // orders
  '/order/orderManager/detail': ['/order/orderManager', '/order/goodsOrder'],
  // recharge centre
  '/rechargeCenter/directcharging/detail': ['/rechargeCenter/directcharging'],
  '/rechargeCenter/cardBatch/detail': ['/rechargeCenter/cardBatch'],
  '/rechargeCenter/businesscard/detail': ['/rechargeCenter/businesscard'],
  '/company/userBalanceQueryDetail': ['/accounts/user-account'],
  '/batchCharging/purchasingCenter/detail': ['/batchCharging/purchasingCenter'],
  '/batchCharging/classification/productListQuery': ['/batchCharging/purchasingCenter'],
  // fleets: card details from the cards and the flows; combos from 结算套餐; the settlement sheet from 车队结算账户
  '/fleetcard/details': ['/fleetcard/fleetcard', '/fleetflow/fleetflow'],
  '/cyhfleetsettlementcombo/fleetsettlementcombo': ['/settlement/fleet-settlement-combo'],
  '/cyhfleetsettlementcombo/fleetsettlementcombo/new': ['/cyhfleetsettlementcombo/fleetsettlementcombo'],
  '/fleet/form': ['/cyhfleetsettlement/fleetsettlement'],
  // the mock page of demo mode (spec 000 §2: mock use only), for every signed-in user
  '/test/index': ['/wel/index'],
  '/siteshellfleet/siteshellfleet/:id/:siteName': ['/station/station'],
  // spec routes that show a registry family's records
  '/platformCharge/companyAccount/add': ['/accounts/ent-account'],
  '/yeePay/orderdividedetail': ['/settlement/order-divide-detail'],
  '/platoilorderdivide/platoilorder': ['/orders/oil-order-divide'],
  // identity selection from the company's supplier / provider information
  '/compant/system/identitysel': ['/compant/system/compant', '/compant/system/enterpriseInformation'],
};

/** Pages every signed-in user has. */
export const EVERYONE = ['/wel/index', '/info/index', '/wel/dashboard'] as const;

/** The user menu's company entries (spec 000 §2 "User dropdown"). */
export const COMPANY_PAGES = { company: '/compant/system/compant', provider: '/compant/system/enterpriseInformation' } as const;

/** Pages nobody opens (the mock page /test/index opens in demo mode, from the home page). */
export const NOBODY: readonly string[] = [];

/** Record pages of registry families visited, with the list each belongs to. */
export const FAMILY_DETAILS: Readonly<Record<string, string>> = {
  '/detail/user/1': '/system/user',
  '/detail/ent-account/1': '/accounts/ent-account',
  '/detail/zyt-shell/1': '/station/station',
  '/detail/card-user/1': '/cards/card-user',
};

/** A concrete path for a route pattern. */
export const samplePath = (pattern: string) => pattern.replace(/:siteName/, encodeURIComponent('油站')).replace(/:[A-Za-z]+/g, '1');
