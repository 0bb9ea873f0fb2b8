/** Goods library, distribution, advertising and car-wash shops (spec 001 §7 "Goods", "Equipment, printers, other"). */
import { act, col, createTime, dictOf, exportAction, inArea, op, ops, read, search, withDict } from '../define';
import { spanColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('goods');

const TG = '/api/tenant/goods';
const CD = '/api/zytcommoditydetail/zytcommoditydetail';
const SR = '/api/secret_rule';
const GV = '/api/goods/v2';

/**
 * The calls spec 001 §7 says the goods library covers (batch add, batch up/down shelf, classification, tax rate by
 * tenantId, duplicate check by skuId, export) without printing their paths: named here after the family's base.
 */
const UNPRINTED = 'spec 001 §7 names this goods-library call (001 l.130, §3 filters) without printing its path';
const unprinted = { extra: true, reason: UNPRINTED } as const;

const goodsColumns = [
  col.text('goodsName', { sortable: true }),
  col.text('skuId'),
  col.text('classifyName'),
  // the goods types are the entry tree of the business dictionary shopping_goods_type
  withDict(col.enum('goodsType', 'goodsType'), dictOf('shopping_goods_type', 'dict-biz', { tree: true })),
  col.text('brandName'),
  col.money('costPrice'),
  col.money('salePrice', { sortable: true }),
  col.text('taxRate', { width: 80 }),
  col.text('stock', { width: 80 }),
  col.status('shelfStatus'),
  createTime(),
];
const goodsSearch = [
  search.text('goodsName'),
  search.text('skuId'),
  search.text('classifyId'),
  search.enum('goodsType', 'goodsType'),
  search.text('commodityId'),
  search.status('shelfStatus'),
];
const goodsForm = { required: ['goodsName', 'skuId', 'salePrice'], omit: ['shelfStatus'] };

/** The five goods-library families of spec 001 §7, named without their calls ("payload shapes: not shown"). */
const libraryFamily = (key: string, base: string, note: string) =>
  stdFamily(key, base, {
    columns: goodsColumns,
    searchFields: goodsSearch,
    form: goodsForm,
    invented: true,
    note,
  });

export const goodsResources: readonly ResourceDefinition[] = [
  family('tenant-goods', TG, {
    // batch purchasing (批量充值) searches the goods a company may buy
    readers: ['batchCharging'],
    operations: { page: op.page(`${TG}/page`), list: op.list(`${TG}/list`), detail: op.detail(`${TG}/detail`) },
    actions: [
      act('setGoods', 'POST', `${TG}/set/goods`, 'bulk', { params: ['ids'], confirm: true }),
      act('toTenant', 'POST', `${TG}/toTenant`, 'bulk', { params: ['ids', 'tenantId'], confirm: true }),
      read('searchTenantGoods', 'GET', `${TG}/search/tenant/goods`, 'page', { params: ['tenantId', 'goodsName'] }),
    ],
    columns: [col.text('tenantName'), ...goodsColumns],
    searchFields: [search.text('tenantName'), ...goodsSearch],
    invented: true,
    note: 'Goods of tenants (service providers); the platform tenant 000000 uses other goods-list endpoints (spec 001 §6).',
  }),
  family('commodity-detail', CD, {
    operations: { update: op.update(`${CD}/update`), remove: op.remove(`${CD}/remove`) },
    actions: [
      read('serviceCharge', 'GET', `${CD}/serviceCharge`, 'row', { params: ['commodityId'] }),
      read('costPrice', 'GET', `${CD}/costPrice`, 'row', { params: ['commodityId'] }),
      act('saveBatch', 'POST', `${CD}/saveBatch`, 'page', { confirm: true }),
    ],
    columns: [
      col.text('commodityId'),
      col.text('goodsName'),
      col.text('skuId'),
      col.money('costPrice'),
      col.money('serviceCharge'),
      col.money('salePrice'),
      col.date('updateTime'),
    ],
    form: { required: ['commodityId', 'costPrice', 'salePrice'] },
    invented: true,
    note: 'Commodity details and their pricing; no list call is printed (the goods screens open them).',
  }),
  family('commodity-export', '/api/commodityExport/commodityexport', {
    operations: ops('/api/commodityExport/commodityexport', ['page', 'update']),
    columns: [col.text('fileName'), col.status('exportStatus'), col.text('rowCount', { width: 90 }), col.text('createUser'), createTime()],
    searchFields: [search.status('exportStatus'), search.created()],
    form: { required: ['fileName'], omit: ['rowCount', 'createUser'] },
    invented: true,
    note: 'Goods export records.',
  }),
  stdFamily('goods-v2', GV, {
    columns: goodsColumns,
    searchFields: goodsSearch,
    form: goodsForm,
    actions: [
      act('batchAdd', 'POST', `${GV}/saveBatch`, 'page', { confirm: true, ...unprinted }),
      act('upShelf', 'POST', `${GV}/upShelf`, 'bulk', { params: ['ids'], confirm: true, ...unprinted }),
      act('downShelf', 'POST', `${GV}/downShelf`, 'bulk', { params: ['ids'], confirm: true, ...unprinted }),
      read('classify', 'GET', `${GV}/classify`, 'page', { params: ['classifyId', 'commodityId'], ...unprinted }),
      read('checkRepeat', 'GET', `${GV}/checkRepeat`, 'page', { params: ['skuId', 'id'], ...unprinted }),
      read('taxRate', 'GET', `${GV}/taxRate`, 'page', { params: ['tenantId'], ...unprinted }),
      { ...exportAction('export', `${GV}/export`), ...unprinted },
    ],
    invented: true,
    note: 'The goods library of the platform tenant 000000, which uses other goods-list endpoints than the tenants (spec 000 §6, 001 §6). A record lists its commodity details (GET detail answers them as `details`); the tax rate is a percentage (13 = 13%).',
  }),
  libraryFamily('business-goods-v2', '/api/business/goods/v2', 'Goods of a business (service provider). Standard operations assumed.'),
  libraryFamily('commodity-goods', '/api/commodityGoods/commoditygoods', 'Commodity goods. Standard operations assumed.'),
  libraryFamily('distributor-goods', '/api/distributor/goods', 'Distributor goods. Standard operations assumed.'),
  libraryFamily(
    'distributor-commodity',
    '/api/business/distributorCommodity',
    'Distributor commodities of a business. Standard operations assumed.',
  ),
  family('secret-rule', SR, {
    operations: ops(SR, ['page', 'save', 'update', 'remove']),
    actions: [
      read('business', 'GET', `${SR}/business`, 'page', { params: ['tenantId'] }),
      read('wholesale', 'GET', `${SR}/wholesale`, 'page', { params: ['tenantId'] }),
    ],
    columns: [
      col.text('ruleName'),
      // the rule types are the entries of the business dictionary goods_secret_rule
      withDict(col.status('ruleType'), dictOf('goods_secret_rule', 'dict-biz')),
      col.text('ruleValue', { width: 90 }),
      col.text('tenantName'),
      col.enum('status', 'commonStatus'),
      createTime(),
    ],
    searchFields: [search.text('ruleName'), search.status('ruleType')],
    form: { required: ['ruleName', 'ruleType', 'ruleValue'], omit: ['tenantName'] },
    invented: true,
    note: 'Secret price rules (dictionary goods_secret_rule); percentage rule values are basis points (÷10000).',
  }),
  stdFamily('advertisement', '/api/advertisement/advertisement', {
    columns: [
      col.text('title'),
      col.ref('positionId', 'advertising-position'),
      col.text('imageUrl', { hidden: true }),
      col.text('url'),
      col.text('sort', { width: 80 }),
      ...spanColumns(),
      col.enum('status', 'commonStatus'),
    ],
    searchFields: [search.text('title'), search.ref('positionId', 'advertising-position')],
    form: { required: ['title', 'positionId', 'imageUrl'] },
    invented: true,
  }),
  stdFamily('advertising-position', '/api/advertising_position/advertisingposition', {
    columns: [
      col.text('positionName', { sortable: true }),
      col.text('positionCode'),
      col.text('width', { width: 80 }),
      col.text('height', { width: 80 }),
      col.enum('status', 'commonStatus'),
    ],
    searchFields: [search.text('positionName')],
    form: { required: ['positionName', 'positionCode'] },
    invented: true,
  }),
  family('car-wash-shop', '/api/aliSPI/carWash', {
    operations: {},
    actions: [
      act('batchShopInfo', 'POST', '/api/aliSPI/carWash/batchShopInfo', 'page', { confirm: true }),
      act('updShop', 'POST', '/api/aliSPI/carWash/updShop', 'page', { confirm: true }),
    ],
    columns: [col.text('shopName'), col.text('shopId'), col.text('address'), col.text('contactPhone'), col.status('shopStatus')],
    form: { required: ['shopName', 'address', 'contactPhone'], omit: ['shopId'] },
    invented: true,
    note: 'Car-wash shops pushed to the payment app in batch and updated; no list call is printed (the car-wash orders list the shops).',
  }),
];
