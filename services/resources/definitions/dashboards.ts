/** Dashboards of companies and the platform (spec 002 §7 "Dashboards"; spec 001 §7 platform flow). */
import { col, createTime, inArea, money, op, read, search } from '../define';
import type { ResourceDefinition } from '../types';

const { family } = inArea('dashboards');

const DB = '/api/shell/DashBoard';
const PS = '/api/platform';

export const dashboardResources: readonly ResourceDefinition[] = [
  family('shell-dashboard', DB, {
    // the site-type panels of 数据看板 and the refuelling figures of the refund-ratio pages (ratios, detail)
    readers: ['wel_dashboard', 'oilRefundRatio', 'oilRefundRatioDetail'],
    operations: {},
    actions: [
      read('userRefuelingWater', 'GET', `${DB}/userRefuelingWater`, 'page', { params: ['siteType'] }),
      read('companyFlowData', 'GET', `${DB}/companyFlowData`, 'page', { params: ['siteType'] }),
      read('platformFlowData', 'GET', `${DB}/platformFlowData`, 'page', { params: ['siteType'] }),
    ],
    columns: [
      col.text('date', { width: 110 }),
      col.text('orderCount', { width: 90 }),
      col.text('liters', { width: 90 }),
      col.money('totalAmount'),
    ],
    invented: true,
    note: 'Chart data for the company and platform dashboards (/wel/dashboard), by siteType.',
  }),
  family('front-page', '/api/frontPage', {
    operations: {},
    actions: [
      read('overallData', 'GET', '/api/frontPage/overallData', 'page', { params: ['tenantId'] }),
      read('salesStatistics', 'GET', '/api/frontPage/salesStatistics', 'page', { params: ['tenantId'] }),
    ],
    columns: [col.text('date', { width: 110 }), col.text('orderCount', { width: 90 }), col.money('totalAmount')],
    invented: true,
    note: 'Home page figures and sales statistics per tenant (/statistics/salestotal/detail).',
  }),
  family('staff-consumer', '/api/zytstaffaccount/staffaccount', {
    operations: { list: op.list('/api/zytstaffaccount/staffaccount/staff/consumer/list') },
    actions: [read('totalTenantPic', 'GET', '/api/zytstaffaccount/staffaccount/total/tenant/pic')],
    columns: [
      col.text('realName'),
      col.text('phone', { width: 120 }),
      col.text('companyName'),
      col.text('orderCount', { width: 90 }),
      col.money('consumeAmount'),
    ],
    searchFields: [search.text('companyName'), search.created()],
    invented: true,
    note: 'Staff consumption ranking and the per-tenant totals chart (/statistics/storeOrderRanking/detail).',
  }),
  family('platform-stats', PS, {
    operations: {},
    actions: [
      read('statsTop', 'GET', `${PS}/stats/top`),
      read('statsMiddle', 'GET', `${PS}/stats/middle`),
      read('statsBottom', 'GET', `${PS}/stats/bottom`),
      read('getPurchase', 'GET', `${PS}/getPurchase`, 'page', { params: ['date'] }),
      read('getPurchaseChart', 'GET', `${PS}/getPurchaseChart`, 'page', { params: ['date', 'type'] }),
      read('getCensus', 'GET', `${PS}/getCensus`),
    ],
    columns: [
      col.text('date', { width: 110 }),
      col.money('purchaseAmount'),
      col.money('rechargeAmount'),
      col.text('orderCount', { width: 90 }),
    ],
    invented: true,
    note: 'Platform dashboard: top, middle and bottom panels, purchases by date and type, census.',
  }),
  family('fleet-purchase', '/api/fleet/platform', {
    // the fleet figures of 车队统计 and 商城首页
    readers: ['fleetStatistics', 'wel_shopMall'],
    operations: {},
    actions: [
      read('purchaseTotal', 'POST', '/api/fleet/platform/purchaseTotal'),
      read('purchaseBottomRecharge', 'POST', '/api/fleet/platform/purchaseBottomRecharge'),
      read('purchaseBottomOilOrder', 'POST', '/api/fleet/platform/purchaseBottomOilOrder'),
    ],
    columns: [col.text('fleetName'), col.money('purchaseAmount'), col.money('rechargeAmount'), col.text('orderCount', { width: 90 })],
    invented: true,
    note: 'Fleet purchase panels (/statistics/fleetStatistics); reads sent as POST.',
  }),
  family('platform-account-flow', '/api/shell/accountflow', {
    operations: { list: op.list('/api/shell/accountflow/platfromlist') },
    actions: [
      read('companyList', 'GET', '/api/shell/accountflow/companylist', 'page', { params: ['companyId'] }),
      money('platformRecharge', 'POST', '/api/shell/platformaccount/platformRecharge', 'page', { params: ['amount'] }),
    ],
    columns: [
      col.text('flowNo', { width: 180 }),
      col.text('companyName'),
      col.status('flowType'),
      col.status('direction'),
      col.money('amount'),
      col.money('balance'),
      createTime(),
    ],
    searchFields: search.standard('companyName', 'flowType'),
    invented: true,
    note: 'Platform and company account flows ("platfromlist" is the spec\'s spelling); the platform account is recharged here.',
  }),
];
