/**
 * Deterministic seed rows of the resource registry's generic tables (`db.resources[<key>]`), one table per
 * definition that the console mounts (`route`). The same seed and key give the same rows on every run; nothing
 * reads the clock. Values follow the column kinds: money in fen, dates 'yyyy-MM-dd HH:mm:ss', enum values from
 * the definition's enum keys, Chinese names, mobile numbers; a few families get values written for them.
 */
import type { ColumnDefinition, FormFieldDefinition, ResourceDefinition } from '@services/resources/types';
import { resourcesZh } from '@services/resources/texts-zh';
import { createPrng, type Prng } from './prng';
import { formatDateTime } from './seed';

/** Rows seeded per table. */
export const SEEDED_ROWS = 48;

/** Tables that are long in real life (logs): enough rows for 1000-row pages. */
export const LONG_TABLES: Readonly<Record<string, number>> = { 'log-api': 1200, 'log-usual': 1200 };

const BASE_TIME = Date.UTC(2024, 2, 1, 1, 0, 0);
const ID_BASE = 1500000000000000000n;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '建华',
  '志强',
  '海燕',
];
const MOBILE_PREFIXES = ['138', '139', '135', '136', '150', '151', '158', '186', '187', '188', '177', '199'];
const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '南京', '重庆', '郑州', '济南'];
const REMARKS = ['系统默认配置', '按季度复核', '运营部提出', '与财务核对一致', '试运行', '上线后启用', ''];

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

/** A number from a string, for per-table seeds. */
function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

function personName(p: Prng): string {
  return p.pick(SURNAMES) + p.pick(GIVEN);
}

function mobile(p: Prng): string {
  return p.pick(MOBILE_PREFIXES) + p.chars('0123456789', 8);
}

/** The value keys of an enum (`resources:enum.<name>`), from the zh labels. */
export function enumValues(key: string | undefined): string[] {
  const name = key?.replace(/^resources:enum\./, '') ?? '';
  const labels = (resourcesZh.enum as Record<string, Record<string, string>>)[name];
  return labels ? Object.keys(labels) : ['1', '2'];
}

type Field = Pick<ColumnDefinition, 'field' | 'kind' | 'enumKey'> | Pick<FormFieldDefinition, 'field' | 'kind' | 'enumKey'>;

/** A believable value for one field of row `i`. */
function valueFor(def: ResourceDefinition, f: Field, i: number, p: Prng, createdAt: number): unknown {
  const name = f.field;
  switch (f.kind) {
    case 'money':
      return p.int(100, 5_000_000);
    case 'date':
      return formatDateTime(createdAt + p.int(0, 72) * 3600_000);
    case 'enum': {
      const values = enumValues(f.enumKey);
      const v = values[i % values.length]!;
      return /^\d+$/.test(v) ? Number(v) : v;
    }
    case 'boolean':
      return i % 3 === 0 ? 0 : 1;
    case 'ref':
      return String(ID_BASE + BigInt(p.int(1, 40)));
    case 'number':
      return p.int(0, 100);
    default:
      break;
  }
  if (name === 'sort') return (i % 20) + 1;
  if (/phone$/i.test(name)) return mobile(p);
  if (/realName|^name$|userName|contact/i.test(name)) return personName(p);
  if (name === 'email') return `user${i + 1}@example.com`;
  if (name === 'remark') return p.pick(REMARKS);
  if (/address/i.test(name)) return `${p.pick(CITIES)}市${p.pick(['建设路', '人民路', '解放大道', '中山路'])}${p.int(1, 300)}号`;
  if (/code$/i.test(name)) return `${def.key.replace(/-/g, '_').toUpperCase()}_${String(i + 1).padStart(3, '0')}`;
  if (name === 'tenantId') return '000000';
  return `${p.pick(CITIES)}${i + 1}`;
}

/** Values written for a family, overriding the generic ones. */
function special(def: ResourceDefinition, i: number, p: Prng): Record<string, unknown> {
  const round = Math.floor(i / PARAMS.length);
  switch (def.key) {
    case 'param': {
      const [paramName, paramKey, paramValue] = PARAMS[i % PARAMS.length]!;
      return round === 0
        ? { paramName, paramKey, paramValue }
        : { paramName: `${paramName}(${CITIES[(round - 1) % CITIES.length]}站)`, paramKey: `${paramKey}.${round}`, paramValue };
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
    case 'log-usual':
    case 'log-api':
    case 'log-error':
      return {
        serviceId: p.pick(SERVICES),
        serverHost: p.pick(HOSTS),
        env: p.pick(['prod', 'test', 'dev']),
        logLevel: p.pick(['INFO', 'WARN', 'DEBUG']),
        logData: p.pick(LOG_DATA),
        title: p.pick(API_TITLES),
        method: p.pick(['GET', 'POST']),
        requestUri: p.pick(URIS),
        time: String(p.int(3, 900)),
        message: p.pick(ERRORS),
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
): Array<Record<string, unknown>> {
  const p = createPrng((seed ^ hash(def.key)) >>> 0);
  const base = BigInt(hash(def.key) % 100_000) * 1000n;
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 0; i < count; i += 1) {
    // one row every ~9 hours going back from the base date: row 0 is the newest
    const createdAt = BASE_TIME - i * 9 * 3600_000 - p.int(0, 3600) * 1000;
    const row: Record<string, unknown> = { id: String(ID_BASE + base + BigInt(count - i)) };
    for (const c of def.columns) row[c.field] = valueFor(def, c, i, p, createdAt);
    for (const f of def.formFields) if (!(f.field in row)) row[f.field] = valueFor(def, f, i, p, createdAt);
    Object.assign(row, special(def, i, p));
    row.createTime = formatDateTime(createdAt);
    row.tenantId ??= '000000';
    if (def.rowKey && def.rowKey !== 'id' && row[def.rowKey] === undefined) row[def.rowKey] = String(row.id);
    rows.push(row);
  }
  return rows;
}
