/** Coupons, activities and interfaces (spec 001 §7 "Coupons", "Shop apply records and interfaces"; spec 002 §7 Alipay activities). */
import { act, col, createTime, inArea, op, ops, opsAt, read, search } from '../define';
import { orderNo, spanColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('coupons');

const C = '/api/cfx/coupon';
const IF = '/api/zytInterface/interface';

export const couponResources: readonly ResourceDefinition[] = [
  stdFamily('coupon', C, {
    actions: [read('couponGetByOrder', 'GET', `${C}/couponGetByOrder`, 'page', { params: ['orderNo'] })],
    columns: [
      col.text('couponName'),
      col.status('couponType'),
      col.money('faceValue'),
      col.money('thresholdAmount'),
      col.text('totalQuantity', { width: 90 }),
      col.text('receivedQuantity', { width: 90 }),
      ...spanColumns(),
      col.enum('status', 'commonStatus'),
    ],
    searchFields: [search.text('couponName'), search.status('couponType'), search.enum('status', 'commonStatus')],
    form: { required: ['couponName', 'couponType', 'faceValue', 'totalQuantity', 'startTime', 'endTime'], omit: ['receivedQuantity'] },
    invented: true,
  }),
  family('coupon-user', `${C}/couponUser`, {
    operations: { list: op.list(`${C}/couponUser/list`) },
    columns: [
      col.ref('couponId', 'coupon'),
      col.text('userPhone', { width: 120 }),
      orderNo(),
      col.status('useStatus'),
      col.date('receiveTime'),
      col.date('useTime'),
    ],
    searchFields: [search.ref('couponId', 'coupon'), search.text('userPhone'), search.status('useStatus')],
    invented: true,
    note: 'Coupon users, listed by couponId (spec 001 §7).',
  }),
  stdFamily('ali-activity', '/api/aliActivity/aliactivity', {
    columns: [
      col.text('activityName'),
      col.text('activityId'),
      col.money('budgetAmount'),
      ...spanColumns(),
      col.enum('status', 'commonStatus'),
      createTime(),
    ],
    searchFields: [search.text('activityName'), search.enum('status', 'commonStatus')],
    form: { required: ['activityName', 'budgetAmount', 'startTime', 'endTime'], omit: ['activityId'] },
    invented: true,
    note: 'Activities on the Alipay payment app.',
  }),
  stdFamily('ali-activity-coupon', '/api/aliAcitvityCoupon/aliactivitycoupon', {
    actions: [act('aliCreate', 'POST', '/api/aliAcitvityCoupon/aliactivitycoupon/aliCreate', 'row', { params: ['id'], confirm: true })],
    columns: [
      col.ref('activityId', 'ali-activity'),
      col.text('couponName'),
      col.money('faceValue'),
      col.text('totalQuantity', { width: 90 }),
      col.text('aliCouponId'),
      col.enum('status', 'commonStatus'),
      createTime(),
    ],
    searchFields: [search.ref('activityId', 'ali-activity'), search.text('couponName')],
    form: { required: ['activityId', 'couponName', 'faceValue', 'totalQuantity'], omit: ['aliCouponId'] },
    invented: true,
    note: 'The family path is spelled aliAcitvityCoupon in the spec; kept verbatim.',
  }),
  family('interface-information', '/api/zytinterfaceInfomation/interfaceinformation', {
    operations: ops('/api/zytinterfaceInfomation/interfaceinformation', ['list', 'save', 'update']),
    columns: [col.text('interfaceName'), col.text('interfaceCode'), col.text('url'), col.text('remark'), createTime()],
    searchFields: [search.text('interfaceName')],
    form: { required: ['interfaceName', 'interfaceCode', 'url'] },
    invented: true,
  }),
  family('interface', IF, {
    operations: opsAt(IF, { page: 'pageList', detail: 'detailVo', save: 'saveOverall', update: 'updateOverall', submit: 'submit' }),
    actions: [
      act('updateOpenOrCut', 'POST', `${IF}/updateOpenOrCut`, 'row', { params: ['id', 'openStatus'], confirm: true }),
      act('insertPopularize', 'POST', `${IF}/insertPopularize`, 'row', { params: ['id'] }),
    ],
    columns: [
      col.text('interfaceName'),
      col.text('tenantName'),
      col.text('appKey'),
      col.status('openStatus'),
      col.status('auditStatus'),
      createTime(),
    ],
    searchFields: [search.text('interfaceName'), search.status('openStatus')],
    form: { required: ['interfaceName', 'tenantName'], omit: ['appKey', 'openStatus', 'auditStatus'] },
    invented: true,
    // the platform's reviewers read the interfaces they decide (审核中心 › 接口审核)
    readers: ['interfaceAudit'],
    note: 'Interfaces with their overall information; opened or cut, approved with submit on the review page (spec 001 §4).',
  }),
  stdFamily('popularize', '/api/zytPopularize', {
    columns: [col.ref('interfaceId', 'interface'), col.text('channelName'), col.text('popularizeCode'), col.text('url'), createTime()],
    searchFields: [search.text('channelName')],
    form: { required: ['interfaceId', 'channelName'], omit: ['popularizeCode'] },
    invented: true,
  }),
  stdFamily('overall-information', '/api/overallInformation', {
    columns: [col.ref('interfaceId', 'interface'), col.text('title'), col.text('content'), createTime()],
    searchFields: [search.text('title')],
    form: { required: ['interfaceId', 'title'] },
    invented: true,
  }),
  stdFamily('interface-activity', '/api/interfaceActivity', {
    columns: [
      col.ref('interfaceId', 'interface'),
      col.text('activityName'),
      col.money('discountAmount'),
      ...spanColumns(),
      col.enum('status', 'commonStatus'),
    ],
    searchFields: [search.text('activityName'), search.enum('status', 'commonStatus')],
    form: { required: ['interfaceId', 'activityName', 'startTime', 'endTime'] },
    invented: true,
  }),
];
