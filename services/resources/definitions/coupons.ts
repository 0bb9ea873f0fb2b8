/** Coupons, activities and interfaces (spec 001 §7 "Coupons", "Shop apply records and interfaces"; spec 002 §7 Alipay activities). */
import { act, col, createTime, define, defineStd, op, read, search } from '../define';
import type { ResourceDefinition } from '../types';

const C = '/api/cfx/coupon';
const IF = '/api/zytInterface/interface';

export const couponResources: readonly ResourceDefinition[] = [
  defineStd(C, {
    key: 'coupon',
    area: 'coupons',
    actions: [read('couponGetByOrder', 'GET', `${C}/couponGetByOrder`, 'page', { params: ['orderNo'] })],
    columns: [col.text('couponName'), col.status('couponType'), col.money('faceValue'), col.money('thresholdAmount'), col.text('totalQuantity', { width: 90 }), col.text('receivedQuantity', { width: 90 }), col.date('startTime'), col.date('endTime'), col.enum('status', 'commonStatus')],
    searchFields: [search.text('couponName'), search.status('couponType'), search.enum('status', 'commonStatus')],
    form: { required: ['couponName', 'couponType', 'faceValue', 'totalQuantity', 'startTime', 'endTime'], omit: ['receivedQuantity'] },
    invented: true,
  }),
  define({
    key: 'coupon-user',
    area: 'coupons',
    basePath: `${C}/couponUser`,
    operations: { list: op.list(`${C}/couponUser/list`) },
    columns: [col.ref('couponId', 'coupon'), col.text('userPhone', { width: 120 }), col.text('orderNo', { width: 190 }), col.status('useStatus'), col.date('receiveTime'), col.date('useTime')],
    searchFields: [search.ref('couponId', 'coupon'), search.text('userPhone'), search.status('useStatus')],
    invented: true,
    note: 'Coupon users, listed by couponId (spec 001 §7).',
  }),
  defineStd('/api/aliActivity/aliactivity', {
    key: 'ali-activity',
    area: 'coupons',
    columns: [col.text('activityName'), col.text('activityId'), col.money('budgetAmount'), col.date('startTime'), col.date('endTime'), col.enum('status', 'commonStatus'), createTime()],
    searchFields: [search.text('activityName'), search.enum('status', 'commonStatus')],
    form: { required: ['activityName', 'budgetAmount', 'startTime', 'endTime'], omit: ['activityId'] },
    invented: true,
    note: 'Activities on the Alipay payment app.',
  }),
  defineStd('/api/aliAcitvityCoupon/aliactivitycoupon', {
    key: 'ali-activity-coupon',
    area: 'coupons',
    actions: [act('aliCreate', 'POST', '/api/aliAcitvityCoupon/aliactivitycoupon/aliCreate', 'row', { params: ['id'], confirm: true })],
    columns: [col.ref('activityId', 'ali-activity'), col.text('couponName'), col.money('faceValue'), col.text('totalQuantity', { width: 90 }), col.text('aliCouponId'), col.enum('status', 'commonStatus'), createTime()],
    searchFields: [search.ref('activityId', 'ali-activity'), search.text('couponName')],
    form: { required: ['activityId', 'couponName', 'faceValue', 'totalQuantity'], omit: ['aliCouponId'] },
    invented: true,
    note: 'The family path is spelled aliAcitvityCoupon in the spec; kept verbatim.',
  }),
  define({
    key: 'interface-information',
    area: 'coupons',
    basePath: '/api/zytinterfaceInfomation/interfaceinformation',
    operations: { list: op.list('/api/zytinterfaceInfomation/interfaceinformation/list'), save: op.save('/api/zytinterfaceInfomation/interfaceinformation/save'), update: op.update('/api/zytinterfaceInfomation/interfaceinformation/update') },
    columns: [col.text('interfaceName'), col.text('interfaceCode'), col.text('url'), col.text('remark'), createTime()],
    searchFields: [search.text('interfaceName')],
    form: { required: ['interfaceName', 'interfaceCode', 'url'] },
    invented: true,
  }),
  define({
    key: 'interface',
    area: 'coupons',
    basePath: IF,
    operations: { page: op.page(`${IF}/pageList`), detail: op.detail(`${IF}/detailVo`), save: op.save(`${IF}/saveOverall`), update: op.update(`${IF}/updateOverall`), submit: op.submit(`${IF}/submit`) },
    actions: [
      act('updateOpenOrCut', 'POST', `${IF}/updateOpenOrCut`, 'row', { params: ['id', 'openStatus'], confirm: true }),
      act('insertPopularize', 'POST', `${IF}/insertPopularize`, 'row', { params: ['id'] }),
    ],
    columns: [col.text('interfaceName'), col.text('tenantName'), col.text('appKey'), col.status('openStatus'), col.status('auditStatus'), createTime()],
    searchFields: [search.text('interfaceName'), search.status('openStatus')],
    form: { required: ['interfaceName', 'tenantName'], omit: ['appKey', 'openStatus', 'auditStatus'] },
    invented: true,
    note: 'Interfaces with their overall information; opened or cut, approved (spec 001 §4).',
  }),
  defineStd('/api/zytPopularize', {
    key: 'popularize',
    area: 'coupons',
    columns: [col.ref('interfaceId', 'interface'), col.text('channelName'), col.text('popularizeCode'), col.text('url'), createTime()],
    searchFields: [search.text('channelName')],
    form: { required: ['interfaceId', 'channelName'], omit: ['popularizeCode'] },
    invented: true,
  }),
  defineStd('/api/overallInformation', {
    key: 'overall-information',
    area: 'coupons',
    columns: [col.ref('interfaceId', 'interface'), col.text('title'), col.text('content'), createTime()],
    searchFields: [search.text('title')],
    form: { required: ['interfaceId', 'title'] },
    invented: true,
  }),
  defineStd('/api/interfaceActivity', {
    key: 'interface-activity',
    area: 'coupons',
    columns: [col.ref('interfaceId', 'interface'), col.text('activityName'), col.money('discountAmount'), col.date('startTime'), col.date('endTime'), col.enum('status', 'commonStatus')],
    searchFields: [search.text('activityName'), search.enum('status', 'commonStatus')],
    form: { required: ['interfaceId', 'activityName', 'startTime', 'endTime'] },
    invented: true,
  }),
];
