/**
 * Deterministic seed data: the same seed gives the same database, byte for byte, on every run.
 * Nothing here reads the clock; times are offsets from a fixed base date (SEED_BASE_TIME), moved by the db's date
 * shift (`db.meta.dateShift`, whole days) when the simulator dates its records relative to its today.
 */
import { md5 } from 'js-md5';
import type { Db, DeptRow, RoleRow, TenantRow, TenantType, TopMenuRow, UserRow } from './db';
import { createPrng, type Prng } from './prng';
import { ROLE_GRANTS, TOP_MENUS, buildMenuRows, resolveGrants } from './seed-menus';

/** The default seed of the simulator. */
export const DEFAULT_SEED = 20240301;

/** Bumped whenever the shape of the seeded db changes, so persisted copies of an old shape are reseeded. */
export const SCHEMA_VERSION = 5;

/** Typed password of every seeded account except admin (whose password is 'admin'). */
export const DEMO_PASSWORD = 'demo123';

/** The time the seed's records are dated back from (with no date shift): 2024-03-01 09:00 in Beijing. */
export const SEED_BASE_TIME = Date.UTC(2024, 2, 1, 1, 0, 0);

const DAY_MS = 86_400_000;
/**
 * Days the seed's base lies before today at the least when the dates follow the clock: every seeded date of a
 * record's life (created, audited, paid, updated, used: up to about 8½ days after its creation) is then in the past.
 */
const LEAD_DAYS = 9;

/**
 * How far to move the seed's dates so that they end shortly before `today` (epoch ms): whole days, never backwards,
 * putting the base LEAD_DAYS to LEAD_DAYS + 1 days before today, so the newest seeded records are recent and none
 * lies after today (validity ends, expiry dates excepted). The same day gives the same shift, so the same records.
 */
export function dateShiftFor(today: number): number {
  return Math.max(0, Math.floor((today - LEAD_DAYS * DAY_MS - SEED_BASE_TIME) / DAY_MS) * DAY_MS);
}

/** The time a db's seeded records are dated back from: the seed's base moved by the db's date shift. */
export const seedBaseOf = (db: Pick<Db, 'meta'>): number => SEED_BASE_TIME + (db.meta.dateShift ?? 0);

const idBase = {
  tenant: 1123598820738675200n,
  dept: 1123598813738675200n,
  role: 1123598816738675200n,
  user: 1123598821738675200n,
  menu: 1123598815738675200n,
  topMenu: 1123598817738675200n,
};

/** The seeded id number `n` (1-based) of a table. */
function seededId(table: keyof typeof idBase, n: number): string {
  return String(idBase[table] + BigInt(n));
}

/** Formats epoch ms as BladeX does ('yyyy-MM-dd HH:mm:ss', Beijing time). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

const AVATAR_COLOURS = ['#2D72D2', '#238551', '#C87619', '#CD4246', '#7961DB', '#00A396', '#D13913', '#634DBF'];

/** A small SVG avatar (first character of the name on a coloured disc) as a data URI. */
export function avatarDataUri(name: string, colourIndex: number): string {
  const colour = AVATAR_COLOURS[Math.abs(colourIndex) % AVATAR_COLOURS.length];
  const initial = Array.from(name)[0] ?? '?';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface TenantSeed {
  tenantId: string;
  tenantName: string;
  tenantType: TenantType;
  parentTenantId: string;
  domain: string;
  mailDomain: string;
  linkman: string;
  address: string;
  depts: string[];
  roles: Array<[name: string, alias: string]>;
}

const TENANTS: TenantSeed[] = [
  {
    tenantId: '000000',
    tenantName: '管理平台',
    tenantType: '',
    parentTenantId: '',
    domain: '',
    mailDomain: 'platform.com.cn',
    linkman: '平台管理员',
    address: '北京市朝阳区建国路88号',
    depts: ['运营部', '财务部'],
    roles: [
      ['超级管理员', 'administrator'],
      ['运营专员', 'operator'],
      ['财务审核', 'finance_auditor'],
    ],
  },
  {
    tenantId: '100001',
    tenantName: '华北石化能源供应有限公司',
    tenantType: '1',
    parentTenantId: '',
    domain: 'supplier.demo.local',
    mailDomain: 'hbsh.com.cn',
    linkman: '李建国',
    address: '天津市滨海新区港城大道16号',
    depts: ['销售部', '财务部'],
    roles: [
      ['供货商管理员', 'supplier_admin'],
      ['供货商财务', 'supplier_finance'],
    ],
  },
  {
    tenantId: '200001',
    tenantName: '速通车队服务有限公司',
    tenantType: '2',
    parentTenantId: '',
    domain: '',
    mailDomain: 'sutong.com.cn',
    linkman: '张伟',
    address: '河北省石家庄市长安区中山东路205号',
    depts: ['车队运营部', '客服部'],
    roles: [['服务商管理员', 'provider_admin']],
  },
  {
    tenantId: '300001',
    tenantName: '顺达物流车队',
    tenantType: '3',
    parentTenantId: '100001',
    domain: '',
    mailDomain: 'shunda.com.cn',
    linkman: '刘洋',
    address: '山东省济南市历城区工业北路58号',
    depts: ['调度中心'],
    roles: [
      ['进货商管理员', 'purchaser_admin'],
      ['第三方对接', 'third_party'],
    ],
  },
];

interface UserSeed {
  tenantId: string;
  account: string;
  password: string;
  name: string;
  realName: string;
  sex: number;
  roles: string[];
}

/** The accounts documented for demos and tests. */
export const SEEDED_ACCOUNTS: UserSeed[] = [
  {
    tenantId: '000000',
    account: 'admin',
    password: 'admin',
    name: '管理员',
    realName: '平台管理员',
    sex: 1,
    roles: ['administrator', 'operator', 'finance_auditor'],
  },
  { tenantId: '000000', account: 'auditor', password: DEMO_PASSWORD, name: '王敏', realName: '王敏', sex: 2, roles: ['finance_auditor'] },
  {
    tenantId: '100001',
    account: 'supplier',
    password: DEMO_PASSWORD,
    name: '李建国',
    realName: '李建国',
    sex: 1,
    roles: ['supplier_admin', 'supplier_finance'],
  },
  { tenantId: '200001', account: 'provider', password: DEMO_PASSWORD, name: '张伟', realName: '张伟', sex: 1, roles: ['provider_admin'] },
  { tenantId: '300001', account: 'purchaser', password: DEMO_PASSWORD, name: '刘洋', realName: '刘洋', sex: 1, roles: ['purchaser_admin'] },
  { tenantId: '300001', account: 'thirdparty', password: DEMO_PASSWORD, name: '陈静', realName: '陈静', sex: 2, roles: ['third_party'] },
  { tenantId: '000000', account: 'deptlead', password: DEMO_PASSWORD, name: '赵刚', realName: '赵刚', sex: 1, roles: ['finance_auditor'] },
  { tenantId: '000000', account: 'hr', password: DEMO_PASSWORD, name: '孙丽', realName: '孙丽', sex: 2, roles: ['finance_auditor'] },
  { tenantId: '000000', account: 'auditor2', password: DEMO_PASSWORD, name: '周杰', realName: '周杰', sex: 1, roles: ['finance_auditor'] },
];

const SURNAMES: Array<[string, string]> = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['赵', 'zhao'],
  ['黄', 'huang'],
  ['周', 'zhou'],
  ['吴', 'wu'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['马', 'ma'],
  ['朱', 'zhu'],
];
const GIVEN: Array<[string, string, number]> = [
  ['伟', 'wei', 1],
  ['芳', 'fang', 2],
  ['娜', 'na', 2],
  ['秀英', 'xiuying', 2],
  ['静', 'jing', 2],
  ['丽', 'li', 2],
  ['强', 'qiang', 1],
  ['磊', 'lei', 1],
  ['军', 'jun', 1],
  ['勇', 'yong', 1],
  ['艳', 'yan', 2],
  ['杰', 'jie', 1],
  ['涛', 'tao', 1],
  ['明', 'ming', 1],
  ['超', 'chao', 1],
  ['霞', 'xia', 2],
  ['平', 'ping', 1],
  ['刚', 'gang', 1],
  ['海燕', 'haiyan', 2],
  ['志强', 'zhiqiang', 1],
  ['建华', 'jianhua', 1],
  ['晓东', 'xiaodong', 1],
];
const MOBILE_PREFIXES = ['138', '139', '135', '136', '137', '150', '151', '158', '186', '187', '188', '177', '199'];

/** Extra staff per tenant (beyond SEEDED_ACCOUNTS), for believable user lists; role alias given to each. */
const STAFF: Array<{ tenantId: string; count: number; role: string }> = [
  { tenantId: '000000', count: 6, role: 'operator' },
  { tenantId: '100001', count: 4, role: 'supplier_finance' },
  { tenantId: '200001', count: 3, role: 'provider_admin' },
  { tenantId: '300001', count: 3, role: 'purchaser_admin' },
];

function mobile(prng: Prng): string {
  return prng.pick(MOBILE_PREFIXES) + prng.chars('0123456789', 8);
}

function birthday(prng: Prng): string {
  const y = prng.int(1968, 1998);
  const m = prng.int(1, 12);
  const d = prng.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')} 00:00:00`;
}

/** Builds the initial database for a seed. */
export function seedDb(seed: number = DEFAULT_SEED, dateShift = 0): Db {
  const BASE_TIME = SEED_BASE_TIME + dateShift;
  const prng = createPrng(seed);
  const menus = buildMenuRows((n) => seededId('menu', n));

  const tenants: TenantRow[] = [];
  const depts: DeptRow[] = [];
  const roles: RoleRow[] = [];
  const rootDept = new Map<string, string>();
  const roleIdByAlias = new Map<string, string>();

  TENANTS.forEach((t, i) => {
    tenants.push({
      id: seededId('tenant', i + 1),
      tenantId: t.tenantId,
      tenantName: t.tenantName,
      domain: t.domain,
      tenantType: t.tenantType,
      parentTenantId: t.parentTenantId,
      linkman: t.linkman,
      contactNumber: mobile(prng),
      address: t.address,
      accountNumber: -1,
      expireTime: '',
      status: 1,
      createTime: formatDateTime(BASE_TIME + i * 86_400_000),
    });
    const rootId = seededId('dept', depts.length + 1);
    rootDept.set(t.tenantId, rootId);
    depts.push({
      id: rootId,
      tenantId: t.tenantId,
      parentId: '0',
      deptName: t.tenantName,
      fullName: t.tenantName,
      deptCategory: 1,
      sort: 1,
      remark: '',
    });
    t.depts.forEach((name, j) => {
      depts.push({
        id: seededId('dept', depts.length + 1),
        tenantId: t.tenantId,
        parentId: rootId,
        deptName: name,
        fullName: `${t.tenantName}${name}`,
        deptCategory: 2,
        sort: j + 1,
        remark: '',
      });
    });
    t.roles.forEach(([roleName, roleAlias], j) => {
      const grants = ROLE_GRANTS[roleAlias];
      if (!grants) throw new Error(`no grants for role ${roleAlias}`);
      const id = seededId('role', roles.length + 1);
      roleIdByAlias.set(roleAlias, id);
      roles.push({ id, tenantId: t.tenantId, parentId: '0', roleName, roleAlias, sort: j + 1, menuIds: resolveGrants(menus, grants) });
    });
  });

  const users: UserRow[] = [];
  const addUser = (u: UserSeed): void => {
    const n = users.length + 1;
    const tenant = TENANTS.find((t) => t.tenantId === u.tenantId);
    users.push({
      id: seededId('user', n),
      tenantId: u.tenantId,
      account: u.account,
      password: md5(u.password),
      name: u.name,
      realName: u.realName,
      avatar: avatarDataUri(u.realName, n),
      email: `${u.account}@${tenant?.mailDomain ?? 'demo.local'}`,
      phone: mobile(prng),
      sex: u.sex,
      birthday: birthday(prng),
      roleIds: u.roles.map((alias) => roleIdByAlias.get(alias) ?? ''),
      deptIds: [rootDept.get(u.tenantId) ?? ''],
      postIds: [],
      oauthId: '',
      status: 1,
      createTime: formatDateTime(BASE_TIME + n * 3_600_000 + prng.int(0, 3599) * 1000),
    });
  };
  SEEDED_ACCOUNTS.forEach(addUser);
  for (const staff of STAFF) {
    for (let i = 0; i < staff.count; i += 1) {
      const [surname, surnamePy] = prng.pick(SURNAMES);
      const [given, givenPy, sex] = prng.pick(GIVEN);
      let account = `${surnamePy}${givenPy}`;
      let suffix = 1;
      while (users.some((u) => u.tenantId === staff.tenantId && u.account === account)) {
        suffix += 1;
        account = `${surnamePy}${givenPy}${suffix}`;
      }
      addUser({
        tenantId: staff.tenantId,
        account,
        password: DEMO_PASSWORD,
        name: `${surname}${given}`,
        realName: `${surname}${given}`,
        sex,
        roles: [staff.role],
      });
    }
  }

  const topLevel = new Map(menus.filter((m) => m.parentId === '0').map((m) => [m.code, m.id]));
  const topMenus: TopMenuRow[] = TOP_MENUS.map((t, i) => ({
    id: seededId('topMenu', i + 1),
    tenantId: '000000',
    code: t.code,
    name: t.name,
    source: t.source,
    sort: i + 1,
    menuIds: t.menus.map((code) => topLevel.get(code) ?? ''),
  }));

  return {
    meta: dateShift ? { seed, sequence: 0, dateShift } : { seed, sequence: 0 },
    tenants,
    depts,
    roles,
    users,
    menus,
    topMenus,
    captchas: [],
    accessTokens: [],
    refreshTokens: [],
    resources: {},
  };
}
