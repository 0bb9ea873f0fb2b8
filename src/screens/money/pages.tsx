import { screensOf } from '@/components/lazy-screen';
// tab titles of the menu pages served here (结算结果, 开票管理, 退款申请) come from the money namespace
import '@/i18n/money-namespace';
import { specPage, type PageRoute } from '@/components/page-route';

const { SupplierAccountPage, WithdrawRecordsPage, SupplierAccountFlowPage, WithdrawalDetailsPage, OrderDetailsPage } = screensOf(
  () => import('./withdrawal-pages'),
  ['SupplierAccountPage', 'WithdrawRecordsPage', 'SupplierAccountFlowPage', 'WithdrawalDetailsPage', 'OrderDetailsPage'],
);
const settlement = screensOf(
  () => import('./settlement-pages'),
  [
    'SettlementListPage',
    'SettlementDetailPage',
    'ResultListPage',
    'ReconciliationViewPage',
    'StatementPage',
    'IncomeDetailPage',
    'CompanyStatisticsPage',
    'CompanyAccountDetailPage',
  ],
);
const { InvoicingPage, RefundApplyPage } = screensOf(() => import('./invoicing-pages'), ['InvoicingPage', 'RefundApplyPage']);
const { SettlementListPage, SettlementDetailPage, ResultListPage, ReconciliationViewPage, StatementPage } = settlement;
const { IncomeDetailPage, CompanyStatisticsPage, CompanyAccountDetailPage } = settlement;

/** Money flow screens (settlement, invoicing, withdrawals): their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const MONEY_PAGES: PageRoute[] = [
  // withdrawals (spec 002 §2)
  specPage('/fleet/withdrawal', <SupplierAccountPage />),
  specPage('/fleet/withdrawrecord', <WithdrawRecordsPage />),
  specPage('/fleet/supplierAccountFlow', <SupplierAccountFlowPage />),
  specPage('/withdrawal/withdrawalDetails', <WithdrawalDetailsPage />, ['/fleet/withdrawal', '/fleet/withdrawrecord']),
  specPage('/withdrawal/orderDetails', <OrderDetailsPage />, ['/fleet/withdrawal', '/fleet/supplierAccountFlow']),
  // reconciliation and settlement (spec 002 §2; menu paths /rechargeCenter/settlement, /reconciliation/resultSettlement)
  { path: '/rechargeCenter/settlement', titleKey: 'money:settlement.listTitle', element: <SettlementListPage /> },
  specPage('/rechargeCenter/settlement/list', <SettlementListPage />, '/rechargeCenter/settlement'),
  specPage('/rechargeCenter/settlement/detail', <SettlementDetailPage />, [
    '/rechargeCenter/settlement',
    '/reconciliation/resultSettlement',
  ]),
  { path: '/reconciliation/resultSettlement', titleKey: 'money:settlement.resultTitle', element: <ResultListPage /> },
  specPage('/reconciliation/detailedView', <ReconciliationViewPage />),
  specPage('/reconciliation/statementOfAccount', <StatementPage />),
  specPage('/reconciliation/incomeDetail', <IncomeDetailPage />),
  specPage('/reconciliation/companyStatisticsInfo', <CompanyStatisticsPage />),
  // invoicing and refunds (menu paths)
  { path: '/order/invoicing', titleKey: 'money:invoice.title', element: <InvoicingPage /> },
  { path: '/order/refundApply', titleKey: 'money:refund.title', element: <RefundApplyPage /> },
  specPage('/company/account/detail', <CompanyAccountDetailPage />, '/reconciliation/incomeDetail'),
];
