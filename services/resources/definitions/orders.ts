/** Orders (spec 001 §7 "Orders", "Invoicing and refunds"; spec 002 §7 "Orders and phones", LH orders, user balance). */
import { act, col, createTime, exportAction, fieldKey, inArea, money, op, opsAt, read, search, stateGet } from '../define';
import { orderNo, divideColumns, oilNo } from '../column-sets';
import type { ColumnDefinition, ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('orders');

const O = '/api/zytorder/order';

const orderColumns = [
  orderNo(),
  col.text('tenantName', { labelKey: fieldKey('tenant') }),
  col.text('siteName'),
  col.text('userPhone', { width: 120 }),
  col.text('goodsName'),
  oilNo(),
  col.text('liters', { width: 80 }),
  col.money('totalAmount'),
  col.money('discountAmount'),
  col.money('payAmount'),
  col.status('orderState'),
  col.status('notifyState'),
  col.status('orderSourceType', { hidden: true }),
  col.text('platformName', { hidden: true }),
  col.date('payTime'),
  createTime(),
];

/** Order export filters (spec 001 §3, fully known). */
const orderSearch = [
  search.text('orderNo'),
  search.text('userPhone'),
  search.enum('stateString', 'orderState'),
  search.ref('siteId', 'shell-site'),
  search.text('tenantName'),
  search.status('notifyState'),
  search.text('platformName'),
  search.text('goodNameLike'),
  search.text('condition'),
  search.text('province'),
  search.text('city'),
  search.text('district'),
  search.text('headList'),
  search.status('orderSourceType'),
  search.date('startTime'),
  search.date('endTime'),
];

/**
 * An order list of a partner's orders: the number, the family's own columns, the amount, the order's state and day;
 * searched by number, one own field and the days.
 */
const orderList = (own: readonly ColumnDefinition[], searchBy: string, amount = 'totalAmount') => ({
  columns: [orderNo(), ...own, col.money(amount), col.status('orderState'), createTime()],
  searchFields: [search.text('orderNo'), search.text(searchBy), search.created()],
});

export const orderResources: readonly ResourceDefinition[] = [
  family('order', O, {
    operations: opsAt(O, { page: 'pageViewList_v2', detail: 'orderDetail_v2' }),
    // the goods orders page (goodsOrder) lists the order family's goods orders
    readers: ['goodsOrder'],
    actions: [
      read('pageViewListV3', 'GET', `${O}/pageViewList_v3`),
      read('selectOrderSumPage', 'GET', `${O}/selectOrderSumPage`),
      read('selectHxm', 'GET', `${O}/selectHXM`, 'page', { params: ['code'] }),
      read('findCardFlow', 'GET', `${O}/findCardFlow`, 'row', { params: ['orderNo'] }),
      exportAction('export', `${O}/export`),
      exportAction('exportV2', `${O}/export_v2`),
      exportAction('exportGoods', `${O}/exportGoods`),
      act('supplementary', 'POST', `${O}/supplementary`, 'row', { params: ['orderNo'], confirm: true }),
      act('revertOilHistoryOrder', 'POST', `${O}/revertOilHistoryOrder`, 'row', { params: ['id'], confirm: true }),
      act('invoicing', 'POST', `${O}/invoicing`, 'bulk', { params: ['ids'], confirm: true }),
      act('invoicingOrderPush', 'POST', `${O}/invoicingOrderPush`, 'row', { params: ['id'], confirm: true }),
      act('doInvoicing', 'POST', `${O}/doinvoicing/{id}`, 'row', { confirm: true }),
      act('cancelInvoice', 'POST', `${O}/cancelInvoice/{id}`, 'row', { confirm: true }),
      act('batchInvoicing', 'POST', `${O}/batchInvoicing/{id}`, 'row', { confirm: true }),
      money('oilOrderSplit', 'POST', `${O}/oilOrderSplit`, 'row', { params: ['id'] }),
      act('repeatPrintTicket', 'POST', '/api/openApi/emption/repeatPrintTicket', 'row', { params: ['orderNo'] }),
      act('manualNotify', 'POST', '/api/openApi/emption/manualNotify', 'row', { params: ['orderNo'], confirm: true }),
      act('updZytOrderState', 'POST', '/api/openApi/emption/updZytOrderState', 'row', { params: ['orderNo', 'orderState'], confirm: true }),
    ],
    columns: orderColumns,
    searchFields: orderSearch,
    invented: true,
    note: 'Platform orders (/order/orderManager/detail). The search fields are the fully known export filters of spec 001 §3; columns are ours. Invoice actions on an order belong to the invoicing flow.',
  }),
  family('huarun-order', O, {
    operations: { page: op.page(`${O}/queryHuaRunOrder`) },
    actions: [read('countHuaRunOrder', 'GET', `${O}/countHuaRunOrder`), exportAction('exportHuaRunOrder', `${O}/exportHuaRunOrder`)],
    ...orderList([col.text('siteName'), col.text('cardNo'), oilNo(), col.text('liters', { width: 80 })], 'cardNo'),
    invented: true,
    note: 'Third-party (China Resources) order search: query, count, export.',
  }),
  family('lh-order', O, {
    operations: { page: op.page(`${O}/pageLH`) },
    actions: [
      exportAction('exportLh', `${O}/exportLH`),
      read('pageLhDetail', 'GET', `${O}/pageLHDetail`, 'row', { params: ['orderNo'] }),
      act('updateLhDetail', 'POST', `${O}/updateLHDetail`, 'row', { confirm: true }),
    ],
    ...orderList([col.text('companyName'), col.text('goodsName'), col.text('quantity', { width: 80 })], 'companyName'),
    invented: true,
    note: 'Joint-purchase (LH) orders with their detail lines (spec 002 §7 Escrow and company capital).',
  }),
  family('oil-order', '/api/oilOrder/oilOrder', {
    operations: { page: op.page('/api/oilOrder/oilOrder/pageViewList'), detail: op.detail('/api/oilOrder/oilOrder/oilOrderDetail_v2') },
    actions: [
      read('selectHxm', 'GET', '/api/oilOrder/oilOrder/selectHXM', 'page', { params: ['code'] }),
      exportAction('export', '/api/oilOrder/oilOrder/export'),
    ],
    columns: [
      orderNo(),
      col.text('siteName'),
      col.text('userPhone', { width: 120 }),
      oilNo(),
      col.text('gunNo', { width: 70 }),
      col.text('liters', { width: 80 }),
      col.money('price'),
      col.money('totalAmount'),
      col.money('payAmount'),
      col.status('orderState'),
      createTime(),
    ],
    searchFields: [
      search.text('orderNo'),
      search.text('userPhone'),
      search.ref('siteId', 'shell-site'),
      search.status('orderState'),
      search.created(),
    ],
    invented: true,
  }),
  family('tel-order', '/api/openApi/tel', {
    operations: { page: op.page('/api/openApi/tel/fromSizePage') },
    columns: [
      orderNo(),
      col.text('userPhone', { width: 120 }),
      col.text('siteName'),
      col.money('payAmount'),
      col.status('orderState'),
      createTime(),
    ],
    searchFields: [search.text('userPhone'), search.created()],
    invented: true,
    note: 'Phone-based order search (spec 001 §2). Spec 001 §7 also mentions a "detail search" whose path is not printed: the detail shows the row.',
  }),
  family('shell-order', '/api/shell/order', {
    operations: { detail: op.detail('/api/shell/order/detail') },
    actions: [read('detailByOrderId', 'GET', '/api/shell/order/detailByOrderId', 'page', { params: ['orderId'] })],
    columns: [
      orderNo(),
      col.text('siteName'),
      col.text('userPhone'),
      col.money('totalAmount'),
      col.money('payAmount'),
      col.status('orderState'),
      createTime(),
    ],
    invented: true,
    note: 'Order details opened from the user balance flows (spec 002 §7); no list call.',
  }),
  family('order-refund-apply', '/api/orderRefundApply/orderrefundapply', {
    operations: { page: op.page('/api/orderRefundApply/orderrefundapply/page') },
    actions: [
      money('refund', 'POST', '/api/otherPay/refund', 'row', { params: ['orderNo', 'refundAmount'] }),
      money('autoRefund', 'POST', '/api/shell/order/autoRefund', 'row', { params: ['orderNo'] }),
      money('fanxingRefundApply', 'POST', '/api/fanxing/api/order/refundApply', 'row', { params: ['orderNo', 'refundAmount'] }),
      money('pinganRefundApply', 'POST', '/api/pingan/api/refundApply', 'row', { params: ['orderNo', 'refundAmount'] }),
      read('refundOption', 'GET', '/api/user/option/refund', 'page'),
    ],
    columns: [
      orderNo(),
      col.text('userPhone', { width: 120, labelKey: fieldKey('phone') }),
      col.text('siteName', { labelKey: fieldKey('siteId') }),
      col.money('payAmount'),
      col.money('refundAmount'),
      col.text('refundReason'),
      col.status('refundStatus'),
      createTime(),
    ],
    searchFields: [search.text('orderNo'), search.text('userPhone'), search.status('refundStatus'), search.created()],
    flow: 'refund',
    invented: true,
    note: 'Refund applications (/order/refundApply). GET /api/user/option/refund reads the refund options (the reasons a refund application may give).',
  }),
  stdFamily('oil-order-divide', '/api/oilOrderDivide/oilorderdivide', {
    columns: [orderNo(), col.text('siteName'), ...divideColumns()],
    searchFields: search.standard('orderNo', 'divideStatus'),
    form: { required: ['orderNo'] },
    invented: true,
    note: 'Platform fuel order divide (/platoilorderdivide/platoilorder).',
  }),
  stdFamily('ali-wash-order', '/api/aliWashOrder/aliwashorder', {
    ...orderList([col.text('shopName'), col.text('userPhone'), col.text('serviceName')], 'shopName', 'payAmount'),
    form: { required: ['orderNo', 'shopName'] },
    invented: true,
    note: 'Car-wash orders on the payment app.',
  }),
  family('batch-order', '/api/commodity/order', {
    operations: {},
    actions: [
      stateGet('getCode', '/api/zyt/staff/getCode', 'page', { params: ['phone', 'amount'] }),
      money('placeOrder', 'POST', '/api/commodity/order/place/order', 'page', {
        params: ['buyGoodsList', 'totalPayMoney', 'phone', 'code'],
      }),
      read('tenantPhone', 'GET', '/api/commodity/order/getTenant/phone'),
    ],
    columns: [col.text('goodsName'), col.text('quantity'), col.money('price'), col.money('totalPayMoney')],
    flow: 'batch-order',
    invented: false,
    note: 'Batch order placement (/batchCharging/purchasingCenter/detail): body buyGoodsList, totalPayMoney, phone, code, the code from the SMS-code call (spec 002 §3/§5).',
  }),
];
