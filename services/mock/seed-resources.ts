/**
 * Deterministic seed rows of the resource registry's generic tables (`db.resources[<key>]`), one table per
 * definition that the console mounts (`route`). The same seed and key give the same rows on every run; nothing
 * reads the clock. Values follow the column kinds: money in fen, dates 'yyyy-MM-dd HH:mm:ss', enum values from
 * the definition's enum keys, Chinese names, mobile numbers; a few families get values written for them.
 */
import { refNameField } from '@services/resources/define';
import type { ColumnDefinition, FormFieldDefinition, ResourceDefinition } from '@services/resources/types';
import { resourcesZh } from '@services/resources/texts-zh';
import type { Faker } from '@faker-js/faker';
import { resourceByKey } from '@services/resources/registry';
import { SEED_BASE_TIME, formatDateTime, seedDb } from './seed';
import { STATION_FAMILY, nameCompanyStations } from './dashboard/stations';
import { LEAVE_DEFINITION } from './approvals/flow-definitions';
import {
  addressIn,
  bankBranch,
  bankCard,
  city,
  companyName,
  creditCode,
  fleetNameOf,
  fuelCard,
  hashText,
  idNumber,
  landline,
  mobile,
  personName,
  provinceOf,
  plate,
  stationBrand,
  stationName,
  worldFaker,
} from './world-values';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Rows seeded per table. */
export const SEEDED_ROWS = 48;

/** Tables that are long in real life (logs): enough rows for 1000-row pages. */
export const LONG_TABLES: Readonly<Record<string, number>> = { 'log-api': 1200, 'log-usual': 1200 };

const ID_BASE = 1500000000000000000n;
const HOUR = 3600_000;

const REMARKS = ['系统默认配置', '按季度复核', '运营部提出', '与财务核对一致', '试运行', '上线后启用', ''];
const REASONS = ['油品与订单不符', '重复支付', '车辆临时调度取消加油', '用户申请退款', '金额填写错误'];
const OILS: Array<[string, string, number]> = [
  ['92#', '92号汽油', 781],
  ['95#', '95号汽油', 832],
  ['98#', '98号汽油', 912],
  ['0#', '0号柴油', 745],
];
const GOODS = ['精致洗车券', '车载玻璃水 2L', '机油保养套餐', '便利店50元代金券', '空调滤芯更换', '中石化加油卡充值 500元', '轮胎充氮服务'];
const SERVICES_WASH = ['标准洗车', '精洗套餐', '内饰清洁', '打蜡养护'];
const CLASSES = ['早班', '中班', '晚班'];
const DEPTS = ['运营部', '财务部', '客服部', '调度中心', '销售部'];
const PARAMS: Array<[string, string, string]> = [
  ['账号初始密码', 'account.initPassword', '123456'],
  ['是否开启注册功能', 'account.registerUser', 'true'],
  ['账号错误锁定次数', 'account.failCount', '5'],
  ['油价刷新间隔(分钟)', 'oil.priceRefreshMinutes', '30'],
  ['单笔充值上限(元)', 'recharge.maxAmount', '50000'],
  ['发卡审核开关', 'card.grantAudit', 'true'],
  ['结算周期(天)', 'settlement.periodDays', '7'],
  ['提现手续费率(万分之)', 'withdraw.feeRate', '30'],
  ['短信签名', 'sms.signName', '油卡通'],
  ['客服电话', 'service.hotline', '400-820-8820'],
  ['发票抬头默认类型', 'invoice.defaultTitleType', '1'],
  ['车队卡余额预警(元)', 'fleet.balanceWarning', '500'],
];

const DICTS: Array<[string, string]> = [
  ['sex', '性别'],
  ['notice', '通知类型'],
  ['menu_category', '菜单类型'],
  ['button_func', '按钮功能'],
  ['yes_no', '是否'],
  ['flow', '流程类型'],
  ['org_category', '机构类型'],
  ['data_scope_type', '数据权限'],
  ['api_scope_type', '接口权限'],
  ['post_category', '岗位类型'],
  ['region', '行政区划'],
  ['oil_type', '油品类型'],
  ['card_status', '卡状态'],
  ['pay_type', '支付方式'],
];

const AD_POSITIONS: Array<[string, string, number, number]> = [
  ['首页轮播', 'home_banner', 750, 300],
  ['开屏广告', 'splash', 750, 1334],
  ['加油页横幅', 'refuel_banner', 690, 180],
  ['商城推荐位', 'mall_recommend', 340, 340],
  ['支付完成页', 'pay_done', 690, 240],
  ['个人中心横幅', 'mine_banner', 690, 160],
  ['油站详情底部', 'station_footer', 750, 120],
  ['优惠券弹窗', 'coupon_popup', 600, 800],
];

const SERVICES = ['blade-auth', 'blade-system', 'blade-user', 'blade-desk', 'blade-resource', 'zyt-fleet', 'zyt-order', 'zyt-settlement'];
const HOSTS = ['app-node-01', 'app-node-02', 'app-node-03', 'gateway-01'];
const URIS = [
  '/blade-system/param/list',
  '/blade-user/page',
  '/zyt-fleet/fleet/list',
  '/zyt-order/order/page',
  '/blade-auth/oauth/token',
  '/blade-desk/notice/list',
];
const LOG_DATA = ['用户登录成功', '刷新令牌', '导出对账单', '更新油价', '审核充值申请', '批量发卡完成', '发送短信验证码'];
const ERRORS = ['NullPointerException: fleetId', '连接数据库超时', '余额不足，扣款失败', '第三方支付回调验签失败', '参数校验失败: cardNo'];
const API_TITLES = ['参数管理', '用户管理', '车队管理', '订单查询', '登录', '通知公告'];

/** The value keys of an enum (`resources:enum.<name>`), from the zh labels. */
export function enumValues(key: string | undefined): string[] {
  const name = key?.replace(/^resources:enum\./, '') ?? '';
  const labels = (resourcesZh.enum as Record<string, Record<string, string>>)[name];
  return labels ? Object.keys(labels) : ['1', '2'];
}

type Field = Pick<ColumnDefinition, 'field' | 'kind' | 'enumKey'> | Pick<FormFieldDefinition, 'field' | 'kind' | 'enumKey'>;

/** A fleet's name by its position in the fleet table (the fleet screens and every reference show the same one). */
export const FLEET_NAMES = [
  '顺达干线车队',
  '速通运输车队',
  '华运冷链车队',
  '长风货运车队',
  '安吉快运车队',
  '中通城配车队',
  '鸿运危化品车队',
  '恒通客运车队',
  '宏远渣土车队',
  '通达搬家车队',
  '金路物流车队',
  '远航集卡车队',
];

/** Hours after a row's creation at which each kind of date falls, so created ≤ audited ≤ paid ≤ updated ≤ ended. */
const DATE_OFFSETS: ReadonlyArray<[RegExp, number, number]> = [
  [/^(startTime|receiveTime|effectiveTime|releaseTime|deploymentTime|launchTime)$/, 0, 2],
  [/^auditTime$/, 2, 24],
  [/^signTime$/, 2, 48],
  [/^payTime$/, 25, 48],
  [/^(updateTime|lastUpdated|lastOnlineTime)$/, 49, 72],
  [/^useTime$/, 49, 200],
  [/^(endTime|expireTime)$/, 24 * 30, 24 * 365],
];

/** Money in fen by what the field means: prices per litre, unit prices, fees, balances, amounts. */
function moneyFor(def: ResourceDefinition, name: string, f: Faker): number {
  if (/^(listPrice|platformPrice|settlementPrice)$/.test(name) || (name === 'price' && /oil|station|price/.test(def.key)))
    return f.number.int({ min: 700, max: 950 });
  if (/Price$|^price$/.test(name)) return f.number.int({ min: 5, max: 500 }) * 100;
  if (/^(fee|serviceCharge)$/.test(name)) return f.number.int({ min: 1, max: 50 }) * 100;
  if (/^(faceValue|discountAmount|reductionAmount)$/.test(name)) return f.number.int({ min: 1, max: 30 }) * 100;
  if (name === 'thresholdAmount') return f.number.int({ min: 10, max: 50 }) * 1000;
  if (/^(singleLimit)$/.test(name)) return 200_000;
  if (/^(dailyLimit)$/.test(name)) return 500_000;
  if (/^(cardAmount)$/.test(name)) return f.number.int({ min: 1, max: 20 }) * 10_000;
  // one purchase or one person's money: tens to a few thousand yuan; a company's: tens of thousands and up
  if (
    /order|refund|divide|settle|apportion|consumer|wash|classes|stats|dashboard|front-page/.test(def.key) &&
    !/settlement$|record$/.test(def.key)
  )
    return f.number.int({ min: 2_000, max: 150_000 });
  if (/member|card|user|staff|salesman|phone/.test(def.key)) return f.number.int({ min: 0, max: 5_000 }) * 100;
  return f.number.int({ min: 1_000, max: 2_000_000 });
}

/** A number in the form `<prefix><yyyyMMdd><sequence>`. */
function serial(prefix: string, createdAt: number, i: number): string {
  return `${prefix}${formatDateTime(createdAt).replace(/\D/g, '').slice(0, 8)}${String(i + 1).padStart(4, '0')}`;
}

const SERIAL_PREFIX: Readonly<Record<string, string>> = {
  orderNo: 'DD',
  flowNo: 'LS',
  rechargeNo: 'CZ',
  withdrawNo: 'TX',
  settlementNo: 'JS',
  contractNo: 'HT',
  fleetNo: 'FT',
  siteNo: 'ST',
  merchantNo: 'SH',
  accountNo: 'ZH',
  salesmanNo: 'XS',
  deviceNo: 'SB',
  qrCodeNo: 'QR',
  printerSn: 'PR',
  posSn: 'POS',
  connectorId: 'CD',
};

/** A believable text for one field of row `i`, by what the field means (its name), not only its kind. */
function textFor(def: ResourceDefinition, name: string, i: number, f: Faker, createdAt: number): unknown {
  const prefix = SERIAL_PREFIX[name];
  if (prefix) return serial(prefix, createdAt, i);
  if (name === 'invoiceNo') return f.string.numeric({ length: 8, allowLeadingZeros: false });
  if (name === 'platformName') return f.helpers.arrayElement(['自营', '团油', '车主邦', '滴滴加油', '高德加油']);
  if (/^(planName|comboName)$/.test(name))
    return `${f.helpers.arrayElement(FLEET_NAMES)}${f.helpers.arrayElement(['月结', '周结', '半月结'])}方案`;
  if (/^(grantName)$/.test(name))
    return `${formatDateTime(createdAt).slice(0, 7).replace('-', '年')}月${f.helpers.arrayElement(['员工福利', '节日慰问', '司机补贴'])}发卡`;
  if (/^(couponName)$/.test(name))
    return `${f.helpers.arrayElement(['加油', '洗车', '便利店'])}${f.number.int({ min: 1, max: 10 }) * 5}元券`;
  if (/^(activityName)$/.test(name)) return `${city(f)}${f.helpers.arrayElement(['周末加油节', '新客立减', '会员日', '车队专享'])}`;
  if (/^(contractName)$/.test(name)) return f.helpers.arrayElement(['油品购销合同', '车队加油服务协议', '分账服务协议', '电子签约授权书']);
  if (/^(interfaceName)$/.test(name)) return f.helpers.arrayElement(['订单同步', '卡余额查询', '优惠券核销', '油价推送', '对账文件下载']);
  if (/^(channelName)$/.test(name)) return f.helpers.arrayElement(['微信公众号', '支付宝生活号', '线下海报', '车队推荐', '短信推广']);
  if (name === 'sort') return (i % 20) + 1;
  if (/(Count|Quantity)$|^(stock|count|quantity|rowCount|faultCount)$/.test(name)) return f.number.int({ min: 1, max: 200 });
  if (/phone$|Phone$|^contactNumber$/.test(name)) return mobile(f);
  if (name === 'landline') return landline(f);
  if (name === 'licensePlate') return plate(f);
  if (/idCard$|IdCard$/.test(name)) return idNumber(f);
  if (/^cardNo$/.test(name)) return fuelCard(f);
  if (/bankCardNumber$/.test(name)) return bankCard(f);
  if (/^(creditCode|taxNo)$/.test(name)) return creditCode(f);
  if (/^(companyName|invoiceTitle|tenantName|supplierName|deptFullName|bankAccountName)$/.test(name)) return companyName(f);
  if (name === 'fleetName') return FLEET_NAMES[i] ?? fleetNameOf(f);
  if (/^(siteName)$/.test(name)) return stationName(f);
  if (/^(merchantName|agentName)$/.test(name)) return companyName(f);
  if (name === 'shopName') return `${city(f)}${f.location.street()}${f.helpers.arrayElement(['洗车店', '便利店', '汽车服务中心'])}`;
  if (name === 'bankName') return bankBranch(f);
  if (name === 'brandName') return stationBrand(f);
  if (name === 'accountName') return `${companyName(f)}结算户`;
  if (name === 'bookName') return `${companyName(f)}往来台账`;
  if (name === 'province') return f.location.state();
  if (name === 'city') return `${city(f)}市`;
  if (name === 'serviceArea') return f.location.state();
  if (/address$|Address$/.test(name)) return addressIn(f);
  if (name === 'longitude') return f.location.longitude({ min: 100, max: 125, precision: 6 }).toFixed(6);
  if (name === 'latitude') return f.location.latitude({ min: 20, max: 45, precision: 6 }).toFixed(6);
  if (
    /realName|^name$|userName|^username$|contactName|legalPerson|memberName|holderName|consumerName|applicantName|authorizerName|promoterName|linkman|startUser|assignee|taskUser|createUser|receiverName/.test(
      name,
    )
  )
    return personName(f);
  if (name === 'account') return `${f.string.alpha({ length: { min: 4, max: 8 }, casing: 'lower' })}${f.number.int({ min: 1, max: 99 })}`;
  if (name === 'email')
    return `${f.string.alpha({ length: { min: 5, max: 9 }, casing: 'lower' })}@${f.helpers.arrayElement(['qq.com', '163.com', '126.com', 'sina.com'])}`;
  if (name === 'oilNo') return OILS[i % OILS.length]![0];
  if (name === 'oilName') return OILS[i % OILS.length]![1];
  if (name === 'gunNo') return String(f.number.int({ min: 1, max: 16 }));
  if (name === 'liters') return (f.number.int({ min: 1500, max: 32000 }) / 100).toFixed(2);
  if (name === 'goodsName') return f.helpers.arrayElement(GOODS);
  if (name === 'serviceName') return f.helpers.arrayElement(SERVICES_WASH);
  if (name === 'className') return CLASSES[i % CLASSES.length];
  if (name === 'startClock') return ['06:00', '14:00', '22:00'][i % 3];
  if (name === 'endClock') return ['14:00', '22:00', '06:00'][i % 3];
  if (name === 'period') return formatDateTime(createdAt).slice(0, 7);
  if (name === 'date' || name === 'statDate') return formatDateTime(createdAt).slice(0, 10);
  if (name === 'taxRate') return f.helpers.arrayElement(['6', '9', '13']);
  if (/^(ratio|discountRate)$/.test(name)) return String(f.number.int({ min: 1, max: 60 }) * 10);
  if (/^(onlineRate)$/.test(name)) return `${f.number.int({ min: 85, max: 100 })}%`;
  if (
    /^(power|electricity|time|ruleValue|width|height|version|processDefinitionVersion|accessTokenValidity|refreshTokenValidity|attachSize|searchCount)$/.test(
      name,
    )
  )
    return String(f.number.int({ min: 1, max: 900 }));
  if (/^(accessKey|secretKey|appKey|apiKey|appSecret|printerKey|publicKey|clientSecret)$/.test(name)) return f.string.alphanumeric(24);
  if (/^(appId)$/.test(name)) return `wx${f.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })}`;
  if (
    /^(mchId|storeId|brandId|shopId|aliCouponId|commodityId|skuId|templateId|businessId|deploymentId|processInstanceId|activityId)$/.test(
      name,
    )
  )
    return f.string.numeric({ length: 10, allowLeadingZeros: false });
  if (/url$|Url$|Uri$|^link$|^endpoint$/.test(name))
    return `https://${f.helpers.arrayElement(['www', 'm', 'api'])}.${f.string.alpha({ length: 6, casing: 'lower' })}.com.cn/${f.string.alpha({ length: 5, casing: 'lower' })}`;
  if (name === 'remark' || name === 'description' || name === 'auditRemark') return f.helpers.arrayElement(REMARKS);
  if (/reason$|Reason$/.test(name)) return f.helpers.arrayElement(REASONS);
  if (name === 'deptName') return f.helpers.arrayElement(DEPTS);
  if (/code$|Code$/.test(name)) return `${def.key.replace(/-/g, '_').toUpperCase()}_${String(i + 1).padStart(3, '0')}`;
  if (name === 'tenantId') return '000000';
  if (name === 'parentTenantId') return '';
  return `${f.helpers.arrayElement(['华北', '华东', '华南', '西南', '东北'])}${f.helpers.arrayElement(['一', '二', '三', '四', '五'])}号${f.helpers.arrayElement(['方案', '项目', '批次', '渠道', '规则'])}`;
}

/** A believable value for one field of row `i`. */
function valueFor(def: ResourceDefinition, field: Field, i: number, f: Faker, createdAt: number): unknown {
  switch (field.kind) {
    case 'money':
      return moneyFor(def, field.field, f);
    case 'date': {
      const offset = DATE_OFFSETS.find(([re]) => re.test(field.field));
      return formatDateTime(createdAt + (offset ? f.number.int({ min: offset[1], max: offset[2] }) : 0) * HOUR);
    }
    case 'enum': {
      const values = enumValues(field.enumKey);
      const v = values[i % values.length]!;
      return /^\d+$/.test(v) ? Number(v) : v;
    }
    case 'boolean':
      return i % 3 === 0 ? 0 : 1;
    case 'number':
      return f.number.int({ min: 0, max: 100 });
    default:
      return textFor(def, field.field, i, f, createdAt);
  }
}

// ------------------------------------------------------------------------------------------ references

/** The table a reference field points at when its definition does not say (field name → registry key). */
export const REFERENCE_BY_NAME: Readonly<Record<string, string>> = {
  fleetId: 'fleet',
  siteId: 'shell-site',
  memberId: 'fleet-member',
  merchantId: 'merchant',
  couponId: 'coupon',
  interfaceId: 'interface',
  bookId: 'account-book',
  salesmanId: 'salesman',
  planId: 'fleet-settlement-plan',
  positionId: 'advertising-position',
  companyId: 'tenant',
};

/**
 * Families a company's records refer to across companies, whose owner a reference does not follow: a station where
 * a fleet refuels (a purchaser's order at a supplier's station), and a company itself (a `companyId`: the tenant
 * table's rows are the platform's, so the company named is not the owner of the record naming it). A seeded
 * record is not dealt to the tenant of such a record, and the world walk does not hold it to it.
 */
export const COUNTERPARTIES: ReadonlySet<string> = new Set(['shell-site', 'tenant']);

/** A name shown next to a reference (name field → reference field) when the row has only the name. */
const IMPLIED_REFERENCE: Readonly<Record<string, string>> = { fleetName: 'fleetId', siteName: 'siteId' };

/** The tables of the core db (tenants, roles, depts, menus) a seed starts with. */
const coreRefs = new Map<number, Readonly<Record<string, readonly Row[]>>>();
function coreOf(seed: number): Readonly<Record<string, readonly Row[]>> {
  let core = coreRefs.get(seed);
  if (!core) {
    const db = seedDb(seed);
    core = {
      tenant: db.tenants.filter((t) => t.tenantType !== '').map((t) => ({ id: t.tenantId, companyName: t.tenantName })),
      role: db.roles.map((r) => ({ id: r.id, roleName: r.roleName })),
      dept: db.depts.map((d) => ({ id: d.id, deptName: d.deptName })),
      menu: db.menus.map((m) => ({ id: m.id, name: m.name })),
      user: db.users.map((u) => ({ id: u.id, realName: u.realName })),
    };
    coreRefs.set(seed, core);
  }
  return core;
}

/** The seeded rows of other tables, as references see them (each generated once per seed). */
const referenced = new Map<string, Row[]>();
const generating = new Set<string>();

function rowsOf(key: string, seed: number, dateShift: number): readonly Row[] {
  const core = coreOf(seed)[key];
  if (core) return core;
  const cacheKey = `${seed}:${dateShift}:${key}`;
  let rows = referenced.get(cacheKey);
  if (!rows) {
    const target = resourceByKey(key);
    if (!target || generating.has(key)) return [];
    rows = seedResourceRows(target, seed, undefined, dateShift);
    referenced.set(cacheKey, rows);
  }
  return rows;
}

/** The field that names a row of a table (fleetName, siteName, …): the first name-like column, else `name`. */
function nameFieldOf(key: string, sample: Row | undefined): string | undefined {
  const def = resourceByKey(key);
  const named = def?.columns.find((c) => c.kind === 'text' && /Name$/.test(c.field))?.field;
  if (named) return named;
  const guessed = sample ? Object.keys(sample).find((k) => /Name$/.test(k)) : undefined;
  return guessed ?? (sample && 'name' in sample ? 'name' : undefined);
}

/** The references of a family's row: reference field → the registry key of the table it points at. */
export function referenceFields(def: Pick<ResourceDefinition, 'key' | 'columns' | 'formFields'>, row: Row): Map<string, string> {
  const refs = new Map<string, string>();
  for (const field of [...def.columns, ...def.formFields]) {
    if (field.kind === 'ref' && field.ref) refs.set(field.field, field.ref);
    else if (REFERENCE_BY_NAME[field.field]) refs.set(field.field, REFERENCE_BY_NAME[field.field]!);
  }
  for (const [nameField, idField] of Object.entries(IMPLIED_REFERENCE))
    if (nameField in row && !(idField in row) && REFERENCE_BY_NAME[idField] !== def.key) refs.set(idField, REFERENCE_BY_NAME[idField]!);
  return refs;
}

/** Points each reference of a row at a seeded row of its table and shows that row's name next to it. */
function linkReferences(def: ResourceDefinition, row: Row, f: Faker, seed: number, i: number, dateShift: number): void {
  const refs = referenceFields(def, row);
  for (const [field, key] of refs) {
    if (key === def.key) {
      // a row refers to an earlier row of its own table (a parent), or to none
      row[field] = '0';
      continue;
    }
    const targets = rowsOf(key, seed, dateShift);
    if (targets.length === 0) continue;
    const target = key === 'fleet' ? targets[i % 10]! : f.helpers.arrayElement(targets);
    row[field] = str(target.id);
    const nameField = nameFieldOf(key, target);
    const name = nameField ? target[nameField] : undefined;
    if (nameField && nameField in row && name !== undefined) row[nameField] = name;
    // the name beside the id, as a backend's list answers it (fleetId → fleetName): what a ref column shows
    if (name !== undefined && name !== '') row[refNameField(field)] = name;
    if (key === 'tenant' && 'companyName' in row) row.companyName = target.companyName;
  }
}

// ------------------------------------------------------------------------------------------ books

const has = (row: Row, ...fields: string[]) => fields.every((k) => typeof row[k] === 'number');
const n = (v: unknown) => Number(v) || 0;

/** Makes a row's amounts agree with each other: net = gross − fee, parts add up, fees below amounts, limits in order. */
function balanceBooks(row: Row, f: Faker): void {
  if (has(row, 'totalAmount', 'fee', 'settlementAmount')) {
    row.fee = Math.round(n(row.totalAmount) * 0.005);
    row.settlementAmount = n(row.totalAmount) - n(row.fee);
  } else if (has(row, 'totalAmount', 'settlementAmount')) row.settlementAmount = Math.round(n(row.totalAmount) * 0.97);
  if (has(row, 'withdrawalAmount', 'fee', 'actualAmount')) {
    row.fee = Math.max(100, Math.round(n(row.withdrawalAmount) * 0.003));
    if (n(row.fee) >= n(row.withdrawalAmount)) row.withdrawalAmount = n(row.fee) * 10;
    row.actualAmount = n(row.withdrawalAmount) - n(row.fee);
  }
  // what arrives is the amount less the channel's 0.6% (never more than was paid)
  if (has(row, 'amount', 'actualAmount') && !('fee' in row)) row.actualAmount = n(row.amount) - Math.floor((n(row.amount) * 60) / 10_000);
  if (has(row, 'price') && typeof row.liters === 'string' && 'totalAmount' in row)
    row.totalAmount = Math.round(Number(row.liters) * n(row.price));
  if (has(row, 'minAmount', 'maxAmount') && n(row.minAmount) > n(row.maxAmount))
    [row.minAmount, row.maxAmount] = [row.maxAmount, row.minAmount];
  if (has(row, 'totalAmount', 'payAmount') && !('discountAmount' in row)) row.payAmount = Math.min(n(row.payAmount), n(row.totalAmount));
  if (has(row, 'totalAmount', 'discountAmount')) {
    row.discountAmount = Math.min(n(row.discountAmount), Math.floor(n(row.totalAmount) / 10));
    if ('payAmount' in row) row.payAmount = n(row.totalAmount) - n(row.discountAmount);
  }
  if (has(row, 'totalAmount', 'platformAmount', 'supplierAmount', 'serviceAmount')) {
    row.platformAmount = Math.round(n(row.totalAmount) * 0.03);
    row.serviceAmount = Math.round(n(row.totalAmount) * 0.02);
    row.supplierAmount = n(row.totalAmount) - n(row.platformAmount) - n(row.serviceAmount);
  }
  if (has(row, 'totalAmount', 'divideAmount')) row.divideAmount = Math.floor(n(row.totalAmount) * 0.97);
  if (has(row, 'cardAmount', 'totalAmount') && 'cardQuantity' in row) row.totalAmount = n(row.cardAmount) * n(row.cardQuantity);
  if (has(row, 'costPrice', 'salePrice')) row.costPrice = Math.round(n(row.salePrice) * f.number.float({ min: 0.8, max: 0.97 }));
  if (has(row, 'amount', 'actualAmount')) row.actualAmount = n(row.amount) - Math.floor((n(row.amount) * 60) / 10_000);
  if ('receivedQuantity' in row && 'totalQuantity' in row)
    row.receivedQuantity = Math.floor(n(row.totalQuantity) * f.number.float({ min: 0, max: 1 }));
  if (has(row, 'faceValue', 'thresholdAmount') && n(row.faceValue) >= n(row.thresholdAmount)) row.thresholdAmount = n(row.faceValue) * 5;
  if (has(row, 'settlementPrice', 'platformPrice', 'listPrice')) {
    row.platformPrice = n(row.listPrice) - f.number.int({ min: 10, max: 60 });
    row.settlementPrice = n(row.platformPrice) - f.number.int({ min: 5, max: 30 });
  }
  if (has(row, 'balance', 'totalRecharge', 'totalConsume')) {
    row.totalConsume = Math.floor(n(row.totalRecharge) * f.number.float({ min: 0.2, max: 0.9 }));
    row.balance = n(row.totalRecharge) - n(row.totalConsume);
  }
  if (has(row, 'balance', 'frozenAmount', 'withdrawableAmount')) {
    row.frozenAmount = Math.floor(n(row.balance) * f.helpers.arrayElement([0, 0, 0.1]));
    row.withdrawableAmount = n(row.balance) - n(row.frozenAmount);
  }
  if (has(row, 'refundAmount', 'payAmount')) row.refundAmount = Math.min(n(row.refundAmount), n(row.payAmount));
  if ('onlineGunCount' in row && 'gunCount' in row) row.onlineGunCount = Math.min(n(row.onlineGunCount), n(row.gunCount));
}

/** Values written for a family, overriding the generic ones. */
function special(def: ResourceDefinition, i: number, f: Faker): Record<string, unknown> {
  const round = Math.floor(i / PARAMS.length);
  switch (def.key) {
    case 'shell-site':
    case 'zyt-shell': {
      const where = city(f);
      return {
        siteName: stationName(f, where),
        province: provinceOf(where),
        city: `${where}市`,
        address: addressIn(f, where),
      };
    }
    case 'supplier-tenant-info': {
      const where = city(f);
      return { city: `${where}市`, address: addressIn(f, where) };
    }
    case 'param': {
      const [paramName, paramKey, paramValue] = PARAMS[i % PARAMS.length]!;
      return round === 0
        ? { paramName, paramKey, paramValue }
        : {
            paramName: `${paramName}(${['华北', '华东', '华南', '西南', '东北', '西北'][(round - 1) % 6]}区)`,
            paramKey: `${paramKey}.${round}`,
            paramValue,
          };
    }
    case 'dict':
    case 'dict-biz': {
      const [code, dictValue] = DICTS[i % DICTS.length]!;
      const suffix = i < DICTS.length ? '' : `_${Math.floor(i / DICTS.length) + 1}`;
      return {
        code: `${code}${suffix}`,
        dictValue: suffix ? `${dictValue}${suffix.slice(1)}` : dictValue,
        dictKey: '-1',
        parentId: '0',
        isSealed: i % 7 === 0 ? 1 : 0,
      };
    }
    case 'advertising-position': {
      const [positionName, positionCode, width, height] = AD_POSITIONS[i % AD_POSITIONS.length]!;
      const suffix = i < AD_POSITIONS.length ? '' : `${Math.floor(i / AD_POSITIONS.length) + 1}`;
      return {
        positionName: suffix ? `${positionName}${suffix}` : positionName,
        positionCode: suffix ? `${positionCode}_${suffix}` : positionCode,
        width: String(width),
        height: String(height),
      };
    }
    case 'flow-manager':
      // the first deployed process is the leave process the console starts (its own form)
      return i === 0 ? { ...LEAVE_DEFINITION } : {};
    case 'log-usual':
    case 'log-api':
    case 'log-error':
      return {
        serviceId: f.helpers.arrayElement(SERVICES),
        serverHost: f.helpers.arrayElement(HOSTS),
        env: f.helpers.arrayElement(['prod', 'test', 'dev']),
        logLevel: f.helpers.arrayElement(['INFO', 'WARN', 'DEBUG']),
        logData: f.helpers.arrayElement(LOG_DATA),
        title: f.helpers.arrayElement(API_TITLES),
        method: f.helpers.arrayElement(['GET', 'POST']),
        requestUri: f.helpers.arrayElement(URIS),
        time: String(f.number.int({ min: 3, max: 900 })),
        message: f.helpers.arrayElement(ERRORS),
      };
    default:
      return {};
  }
}

/** The seeded rows of one definition (newest first by createTime). */
export function seedResourceRows(
  def: ResourceDefinition,
  seed: number,
  count = LONG_TABLES[def.key] ?? SEEDED_ROWS,
  /** Ms the rows' dates are moved by (the db's date shift, seed.ts dateShiftFor). */
  dateShift = 0,
): Array<Record<string, unknown>> {
  const BASE_TIME = SEED_BASE_TIME + dateShift;
  const f = worldFaker(seed, def.key);
  const base = BigInt(hashText(def.key) % 100_000) * 1000n;
  const rows: Row[] = [];
  generating.add(def.key);
  try {
    for (let i = 0; i < count; i += 1) {
      // one row every ~9 hours going back from the base date: row 0 is the newest
      const createdAt = BASE_TIME - i * 9 * HOUR - f.number.int({ min: 0, max: 3600 }) * 1000;
      const row: Row = { id: String(ID_BASE + base + BigInt(count - i)) };
      for (const c of def.columns) row[c.field] = valueFor(def, c, i, f, createdAt);
      for (const field of def.formFields) if (!(field.field in row)) row[field.field] = valueFor(def, field, i, f, createdAt);
      Object.assign(row, special(def, i, f));
      linkReferences(def, row, f, seed, i, dateShift);
      balanceBooks(row, f);
      row.createTime = formatDateTime(createdAt);
      row.tenantId ??= '000000';
      if (def.rowKey && def.rowKey !== 'id' && row[def.rowKey] === undefined) row[def.rowKey] = String(row.id);
      rows.push(row);
    }
    // the companies' stations, named before any table refers to them
    if (def.key === STATION_FAMILY) nameCompanyStations(rows);
  } finally {
    generating.delete(def.key);
  }
  return rows;
}
