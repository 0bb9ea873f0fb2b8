/** Stations, prices, printers, equipment, POS and QR codes (spec 001 §7 "Stations and prices", "Equipment, printers, other"; spec 002 §7). */
import { act, col, createTime, fieldKey, inArea, ops, opsAt, ownedBy, read, search, std } from '../define';
import { oilNo, spanColumns } from '../column-sets';
import type { ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('stations');

const ZS = '/api/zytShell';
const QR = '/api/qrcode';

/** How a station is named: its name and number. */
const siteName = () => [col.text('siteName'), col.text('siteNo')];

const siteColumns = [
  ...siteName(),
  col.status('siteType'),
  col.text('brandName'),
  col.text('province', { width: 90 }),
  col.text('city', { width: 90 }),
  col.text('address'),
  col.text('contactPhone', { width: 120 }),
  col.text('longitude', { hidden: true }),
  col.text('latitude', { hidden: true }),
  col.enum('status', 'commonStatus'),
];

const deviceColumns = [
  col.text('deviceNo'),
  col.text('deviceName'),
  col.ref('siteId', 'shell-site'),
  col.text('model'),
  col.status('deviceStatus'),
  col.date('lastOnlineTime'),
];

const bySite = search.ref('siteId', 'shell-site');
const byConnector = search.text('connectorId');
const statDate = col.text('statDate', { width: 110 });
const chargeStats = [col.text('electricity', { width: 100 }), col.money('totalAmount'), col.text('chargeCount', { width: 90 }), statDate];
const CHARGING = 'Charging stations (spec 000 §1 goods area "charging stations"): connectors and their statistics.';

/** An equipment or statistics family with the four standard operations at `base`. */
function equipment(
  key: string,
  base: string,
  columns: ResourceDefinition['columns'],
  searchFields: ResourceDefinition['searchFields'],
  required: readonly string[],
  note?: string,
): ResourceDefinition {
  return family(key, base, {
    operations: std(base),
    columns,
    searchFields,
    form: { required },
    invented: true,
    ...(note ? { note } : {}),
  });
}

export const stationResources: readonly ResourceDefinition[] = [
  family('zyt-shell', ZS, {
    operations: opsAt(ZS, { list: 'list', submit: 'saveOrUpdate' }),
    actions: [
      read('siteList', 'GET', `${ZS}/siteList`),
      read('orderList', 'GET', `${ZS}/orderList`, 'row', { params: ['siteId'] }),
      read('detailList', 'GET', `${ZS}/detailList`, 'row', { params: ['siteId'] }),
      read('siteListById', 'GET', `${ZS}/site/list`, 'row', { params: ['id'] }),
    ],
    links: [{ name: 'bindSupplier', labelKey: 'resources:action.bindSupplier', to: '/siteshellfleet/siteshellfleet/:id/:siteName' }],
    columns: siteColumns,
    searchFields: [search.text('siteName'), search.status('siteType')],
    form: { required: ['siteName', 'siteType', 'province', 'city', 'address'] },
    invented: true,
    note: 'Stations listed with siteName and siteType (spec 002 §7); the platform tenant 000000 defaults to siteType 1.',
  }),
  stdFamily('shell-site', '/api/shell/site', {
    actions: [read('getPoiId', 'GET', '/api/shell/site/getPoiId', 'row', { params: ['address'] })],
    columns: siteColumns,
    searchFields: [search.text('siteName'), search.text('siteNo'), search.status('siteType')],
    form: { required: ['siteName', 'siteType', 'province', 'city', 'address'] },
    invented: true,
    note: 'Sites; the family is named without operations (standard operations assumed). getPoiId looks up the map POI.',
  }),
  stdFamily('platform-price', '/api/shell/platformprice', {
    ...ownedBy(
      'siteId',
      'shell-site',
      [
        oilNo(),
        col.money('listPrice'),
        col.money('platformPrice'),
        col.money('settlementPrice'),
        col.date('effectiveTime'),
        col.date('updateTime'),
      ],
      [search.text('oilNo')],
      { required: ['oilNo', 'listPrice', 'platformPrice'] },
    ),
    pageSize: 99,
    invented: true,
    note: 'Platform oil prices; the oil list is read with size 99 (spec 000 §9, spec 001 §9).',
  }),
  stdFamily('platform-reduction-amount', '/api/platformReductionAmount/platformreductionamount', {
    columns: [...siteName(), col.ref('fleetId', 'fleet'), oilNo(), col.money('reductionAmount'), ...spanColumns()],
    searchFields: [search.text('siteName'), search.text('siteNo'), search.ref('fleetId', 'fleet')],
    form: { required: ['siteName', 'siteNo', 'oilNo', 'reductionAmount'] },
    invented: true,
    note: 'The filters are fully known: siteName, siteNo, fleetId (spec 001 §3); the columns are ours.',
  }),
  stdFamily('gun-oil-relation', '/api/shell/gunoilrelation', {
    actions: [act('saveBatch', 'POST', '/api/shell/gunoilrelation/saveBatch', 'page', { confirm: true })],
    ...ownedBy(
      'siteId',
      'shell-site',
      [col.text('gunNo', { width: 80 }), oilNo(), col.text('oilName'), createTime()],
      [search.text('gunNo')],
      { required: ['gunNo', 'oilNo'] },
    ),
    invented: true,
  }),
  stdFamily('oil-price-relation', '/api/shell/oilpricerelation', {
    ...ownedBy(
      'siteId',
      'shell-site',
      [oilNo(), col.text('oilName'), col.money('price'), col.date('effectiveTime')],
      [search.text('oilNo')],
      { required: ['oilNo', 'price'] },
    ),
    invented: true,
  }),
  stdFamily('printer', '/api/feie/shellprinter', {
    columns: [
      col.text('printerSn'),
      col.text('printerName'),
      col.ref('siteId', 'shell-site'),
      col.text('printerKey', { hidden: true }),
      col.status('deviceStatus'),
      createTime(),
    ],
    searchFields: [search.text('printerSn'), search.ref('siteId', 'shell-site')],
    form: { required: ['printerSn', 'printerName', 'siteId', 'printerKey'], omit: ['deviceStatus'] },
    invented: true,
    note: 'Feie cloud ticket printers.',
  }),
  equipment('equipment-info', '/api/equipmentInfo', deviceColumns, [bySite], ['deviceNo', 'siteId']),
  equipment(
    'equipment-stats-info',
    '/api/equipmentStatsInfo',
    [
      col.text('deviceNo'),
      col.ref('siteId', 'shell-site'),
      col.text('onlineRate', { width: 90 }),
      col.text('faultCount', { width: 90 }),
      statDate,
    ],
    [bySite],
    ['deviceNo', 'siteId'],
  ),
  equipment(
    'station-status-info',
    '/api/stationStatusInfo',
    [
      col.ref('siteId', 'shell-site'),
      col.status('deviceStatus'),
      col.text('gunCount', { width: 90 }),
      col.text('onlineGunCount', { width: 90 }),
      col.date('updateTime'),
    ],
    [bySite],
    ['siteId'],
  ),
  equipment(
    'connector-info',
    '/api/connectorInfo/connectorinfo',
    [
      col.text('connectorId'),
      col.text('connectorName'),
      col.ref('siteId', 'shell-site'),
      col.status('connectorType'),
      col.text('power', { width: 90 }),
      col.status('deviceStatus'),
    ],
    [byConnector],
    ['connectorId'],
    CHARGING,
  ),
  equipment(
    'connector-stats-info',
    '/api/connectorStatsInfo/connectorstatsinfo',
    [col.text('connectorId'), ...chargeStats],
    [byConnector],
    ['connectorId'],
    CHARGING,
  ),
  equipment(
    'station-stats-info',
    '/api/stationStatsInfo/stationstatsinfo',
    [col.ref('siteId', 'shell-site'), ...chargeStats],
    [bySite],
    ['siteId'],
    CHARGING,
  ),
  stdFamily('shell-pos', '/api/shell/shellpos', {
    actions: [act('createWxQrCode', 'POST', '/api/shell/shellpos/createWxQrCode', 'row', { params: ['id'] })],
    columns: [
      col.text('posSn'),
      col.text('posName'),
      col.ref('siteId', 'shell-site'),
      col.text('model'),
      col.status('deviceStatus'),
      createTime(),
    ],
    searchFields: [search.text('posSn'), search.ref('siteId', 'shell-site')],
    form: { required: ['posSn', 'posName', 'siteId'], omit: ['deviceStatus'] },
    invented: true,
  }),
  family('qrcode', QR, {
    operations: ops(QR, ['page', 'detail', 'save', 'update', 'remove']),
    actions: [
      read('detailCode', 'GET', `${QR}/detail/code`, 'row', { params: ['id'] }),
      act('batchAllocated', 'POST', `${QR}/batch/allocated`, 'bulk', { params: ['ids', 'siteId'], confirm: true }),
      act('batchAllocatedTenant', 'POST', `${QR}/batch/allocated/tenant`, 'bulk', { params: ['ids', 'tenantId'], confirm: true }),
      read('share', 'GET', `${QR}/share`, 'row', { params: ['id', 'userPhone'] }),
      act('customCreate', 'POST', `${QR}/custom/create`, 'page', { params: ['content'] }),
    ],
    columns: [
      col.text('qrCodeNo'),
      col.text('content'),
      col.ref('siteId', 'shell-site'),
      col.text('tenantName'),
      col.status('allocateStatus'),
      createTime(),
    ],
    searchFields: [search.text('qrCodeNo'), search.status('allocateStatus')],
    form: { required: ['content'], omit: ['qrCodeNo', 'allocateStatus', 'tenantName'] },
    invented: true,
    note: 'Store QR codes; allocated in batch, and in batch per tenant (spec 002 §4).',
  }),
  stdFamily('site-shell-fleet', '/api/siteShellFleet/siteshellfleet', {
    columns: [
      col.ref('siteId', 'shell-site'),
      col.text('siteName'),
      col.ref('fleetId', 'fleet'),
      col.text('supplierName', { labelKey: fieldKey('boundSupplier') }),
      createTime(),
    ],
    searchFields: [search.text('siteName'), search.ref('fleetId', 'fleet')],
    form: { required: ['siteId', 'fleetId'], omit: ['siteName'] },
    invented: true,
    note: 'Bind a supplier to a station (/siteshellfleet/siteshellfleet/:id/:siteName).',
  }),
];
