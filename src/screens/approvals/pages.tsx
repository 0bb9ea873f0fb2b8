import { screensOf } from '@/components/lazy-screen';
import type { PageRoute } from '@/components/page-route';
import '@/i18n/approvals-namespace';
import { REVIEW_FAMILIES } from '@services/api/approvals/review';

const { default: CardGrantListPage } = screensOf(() => import('./card-grant/card-grant-list-page'), ['default']);
const { default: CardGrantDetailPage } = screensOf(() => import('./card-grant/card-grant-detail-page'), ['default']);
const { default: ReviewRoutePage } = screensOf(() => import('./review/review-pages'), ['default']);
const leave = screensOf(
  () => import('./leave/leave-pages'),
  ['LeaveFormPage', 'LeaveHandlePage', 'LeaveDetailPage', 'StartListPage', 'ClaimListPage', 'TodoListPage', 'SendListPage', 'DoneListPage'],
);
const { LeaveFormPage, LeaveHandlePage, LeaveDetailPage, StartListPage, ClaimListPage, TodoListPage, SendListPage, DoneListPage } = leave;
const { CompanyGrantCardListPage, CompanyGrantCardDetailPage } = screensOf(
  () => import('./company-grant-card/company-grant-card-pages'),
  ['CompanyGrantCardListPage', 'CompanyGrantCardDetailPage'],
);

/** 第三方管理 › 充值申请审核: the platform recharge reviews again (its records open the same review page). */
const THIRD_PARTY_REVIEW = '/thirdManage/rechargeReview';

/** The leave lists a leave's detail opens from (发起事务 opens it once the leave is started). */
const LEAVE_LISTS = ['/work/start', '/work/claim', '/work/todo', '/work/send', '/work/done'] as const;

/** Approval flow screens (card grants, reviews, leave workflow): their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const APPROVAL_PAGES: PageRoute[] = [
  { path: '/company/grant', titleKey: 'approvals:grant.listTitle', element: <CardGrantListPage /> },
  {
    path: '/company/grant/detail/:id',
    titleKey: 'approvals:grant.detailTitle',
    element: <CardGrantDetailPage />,
    parent: '/company/grant',
  },
  ...Object.values(REVIEW_FAMILIES).flatMap((f): PageRoute[] => [
    { path: f.route, titleKey: `approvals:${f.titleKey}`, element: <ReviewRoutePage familyKey={f.key} /> },
    {
      path: `${f.route}/detail`,
      titleKey: `approvals:${f.titleKey}`,
      element: <ReviewRoutePage familyKey={f.key} detail />,
      parent: f.key === 'platform-approval' ? [f.route, THIRD_PARTY_REVIEW] : f.route,
    },
  ]),
  {
    path: THIRD_PARTY_REVIEW,
    titleKey: 'approvals:review.families.platformApproval',
    element: <ReviewRoutePage familyKey="platform-approval" />,
  },
  { path: '/company/grantCard', titleKey: 'approvals:company.listTitle', element: <CompanyGrantCardListPage /> },
  {
    path: '/company/grantCard/detail/:id',
    titleKey: 'approvals:company.detailTitle',
    element: <CompanyGrantCardDetailPage />,
    parent: '/company/grantCard',
  },
  { path: '/work/start', titleKey: 'approvals:leave.lists.start', element: <StartListPage /> },
  { path: '/work/claim', titleKey: 'approvals:leave.lists.claim', element: <ClaimListPage /> },
  { path: '/work/todo', titleKey: 'approvals:leave.lists.todo', element: <TodoListPage /> },
  { path: '/work/send', titleKey: 'approvals:leave.lists.send', element: <SendListPage /> },
  { path: '/work/done', titleKey: 'approvals:leave.lists.done', element: <DoneListPage /> },
  {
    path: '/work/process/leave/form/:processDefinitionId',
    titleKey: 'approvals:leave.formTitle',
    element: <LeaveFormPage />,
    parent: '/work/start',
  },
  {
    path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    titleKey: 'approvals:leave.handleTitle',
    element: <LeaveHandlePage />,
    parent: ['/work/claim', '/work/todo'],
  },
  {
    path: '/work/process/leave/detail/:processInstanceId/:businessId',
    titleKey: 'approvals:leave.detailTitle',
    element: <LeaveDetailPage />,
    parent: LEAVE_LISTS,
  },
];
