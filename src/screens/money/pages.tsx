import { lazy } from '@/components/lazy-screen';
// tab titles of the menu pages served here (结算结果, 开票管理, 退款申请) come from the money namespace
import '@/i18n/money-namespace';
import type { PageRoute } from '@/components/page-route';

const withdrawal = () => import('./withdrawal-pages');
const settlement = () => import('./settlement-pages');
const invoicing = () => import('./invoicing-pages');
const SupplierAccountPage = lazy(() => withdrawal().then((m) => ({ default: m.SupplierAccountPage })));
const WithdrawRecordsPage = lazy(() => withdrawal().then((m) => ({ default: m.WithdrawRecordsPage })));
const SupplierAccountFlowPage = lazy(() => withdrawal().then((m) => ({ default: m.SupplierAccountFlowPage })));
const WithdrawalDetailsPage = lazy(() => withdrawal().then((m) => ({ default: m.WithdrawalDetailsPage })));
const OrderDetailsPage = lazy(() => withdrawal().then((m) => ({ default: m.OrderDetailsPage })));
const SettlementListPage = lazy(() => settlement().then((m) => ({ default: m.SettlementListPage })));
const SettlementDetailPage = lazy(() => settlement().then((m) => ({ default: m.SettlementDetailPage })));
const ResultListPage = lazy(() => settlement().then((m) => ({ default: m.ResultListPage })));
const ReconciliationViewPage = lazy(() => settlement().then((m) => ({ default: m.ReconciliationViewPage })));
const StatementPage = lazy(() => settlement().then((m) => ({ default: m.StatementPage })));
const IncomeDetailPage = lazy(() => settlement().then((m) => ({ default: m.IncomeDetailPage })));
const CompanyStatisticsPage = lazy(() => settlement().then((m) => ({ default: m.CompanyStatisticsPage })));
const CompanyAccountDetailPage = lazy(() => settlement().then((m) => ({ default: m.CompanyAccountDetailPage })));
const InvoicingPage = lazy(() => invoicing().then((m) => ({ default: m.InvoicingPage })));
const RefundApplyPage = lazy(() => invoicing().then((m) => ({ default: m.RefundApplyPage })));

/** Money flow screens (settlement, invoicing, withdrawals): their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const MONEY_PAGES: PageRoute[] = [
  // withdrawals (spec 002 §2)
  { path: '/fleet/withdrawal', titleKey: 'routes:settlement.supplierAccount', element: <SupplierAccountPage /> },
  { path: '/fleet/withdrawrecord', titleKey: 'routes:settlement.withdrawRecord', element: <WithdrawRecordsPage /> },
  { path: '/fleet/supplierAccountFlow', titleKey: 'routes:settlement.supplierAccountFlow', element: <SupplierAccountFlowPage /> },
  {
    path: '/withdrawal/withdrawalDetails',
    titleKey: 'routes:settlement.withdrawalDetails',
    element: <WithdrawalDetailsPage />,
    parent: ['/fleet/withdrawal', '/fleet/withdrawrecord'],
  },
  {
    path: '/withdrawal/orderDetails',
    titleKey: 'routes:settlement.withdrawalOrderDetails',
    element: <OrderDetailsPage />,
    parent: ['/fleet/withdrawal', '/fleet/supplierAccountFlow'],
  },
  // reconciliation and settlement (spec 002 §2; menu paths /rechargeCenter/settlement, /reconciliation/resultSettlement)
  { path: '/rechargeCenter/settlement', titleKey: 'money:settlement.listTitle', element: <SettlementListPage /> },
  {
    path: '/rechargeCenter/settlement/list',
    titleKey: 'routes:rechargeCenter.settlementList',
    element: <SettlementListPage />,
    parent: '/rechargeCenter/settlement',
  },
  {
    path: '/rechargeCenter/settlement/detail',
    titleKey: 'routes:rechargeCenter.settlementDetail',
    element: <SettlementDetailPage />,
    parent: ['/rechargeCenter/settlement', '/reconciliation/resultSettlement'],
  },
  { path: '/reconciliation/resultSettlement', titleKey: 'money:settlement.resultTitle', element: <ResultListPage /> },
  { path: '/reconciliation/detailedView', titleKey: 'routes:reconciliation.detailedView', element: <ReconciliationViewPage /> },
  { path: '/reconciliation/statementOfAccount', titleKey: 'routes:reconciliation.statementOfAccount', element: <StatementPage /> },
  { path: '/reconciliation/incomeDetail', titleKey: 'routes:reconciliation.incomeDetail', element: <IncomeDetailPage /> },
  {
    path: '/reconciliation/companyStatisticsInfo',
    titleKey: 'routes:reconciliation.companyStatisticsInfo',
    element: <CompanyStatisticsPage />,
  },
  // invoicing and refunds (menu paths)
  { path: '/order/invoicing', titleKey: 'money:invoice.title', element: <InvoicingPage /> },
  { path: '/order/refundApply', titleKey: 'money:refund.title', element: <RefundApplyPage /> },
  {
    path: '/company/account/detail',
    titleKey: 'routes:company.accountDetail',
    element: <CompanyAccountDetailPage />,
    parent: '/reconciliation/incomeDetail',
  },
];
