/**
 * The seeded menu tree (menus and their buttons), the top menus and each seeded role's grants.
 * Menu `code`s are stable identifiers: the routes answer carries them and meta.i18n = code.
 */
import type { MenuRow } from './db';
import type { ResourceArea, ResourceDefinition } from '@services/resources/types';
import { RESOURCE_AREAS } from '@services/resources/types';
import { RESOURCES } from '@services/resources/registry';
import { hasMenuRoute, MENU_ROUTES } from '@services/resources/routes';
import { resourcesZh } from '@services/resources/texts-zh';
import { resourcesEn } from '@services/resources/texts-en';

export interface ButtonSeed {
  code: string;
  name: string;
  en: string;
}

export interface MenuSeed {
  code: string;
  name: string;
  en: string;
  path: string;
  icon: string;
  keepAlive?: boolean;
  /** Role aliases allowed to see the item (the client filters on them). */
  roles?: string[];
  children?: MenuSeed[];
  buttons?: ButtonSeed[];
}

const VERBS: Record<string, [string, string]> = {
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  delete: ['删除', 'Delete'],
  view: ['查看', 'View'],
  export: ['导出', 'Export'],
  audit: ['审核', 'Review'],
  pass: ['通过', 'Approve'],
  reject: ['驳回', 'Reject'],
};

/** Buttons `<prefix>_<verb>` for the given verbs; a verb may be `[verb, zh, en]` for a special action. */
function buttons(prefix: string, ...verbs: Array<string | [string, string, string]>): ButtonSeed[] {
  return verbs.map((v) => {
    if (Array.isArray(v)) return { code: `${prefix}_${v[0]}`, name: v[1], en: v[2] };
    const [name, en] = VERBS[v] ?? [v, v];
    return { code: `${prefix}_${v}`, name, en };
  });
}

const CRUD = ['add', 'edit', 'delete', 'view'] as const;

/** The hand-written business menus (the generated area menus are merged in below). */
const BUSINESS_MENUS: MenuSeed[] = [
  {
    code: 'wel',
    name: '首页',
    en: 'Home',
    path: '/wel',
    icon: 'home',
    children: [
      { code: 'wel_index', name: '工作台', en: 'Workbench', path: '/wel/index', icon: 'desktop' },
      { code: 'wel_dashboard', name: '数据看板', en: 'Dashboard', path: '/wel/dashboard', icon: 'dashboard' },
      { code: 'wel_shop', name: '店铺首页', en: 'Shop home', path: '/wel/shop', icon: 'shop' },
      { code: 'wel_shopMall', name: '商城首页', en: 'Mall home', path: '/wel/shopMall', icon: 'shopping-cart' },
    ],
  },
  {
    code: 'order',
    name: '订单管理',
    en: 'Orders',
    path: '/order',
    icon: 'shopping-cart',
    children: [
      {
        code: 'orderManager',
        name: '油站订单',
        en: 'Station orders',
        path: '/order/orderManager',
        icon: 'fuel',
        keepAlive: true,
        buttons: buttons('orderManager', 'view', 'export', ['invoice', '开票', 'Invoice']),
      },
      {
        code: 'goodsOrder',
        name: '商品订单',
        en: 'Goods orders',
        path: '/order/goodsOrder',
        icon: 'box',
        buttons: buttons('goodsOrder', 'view', 'export'),
      },
      {
        code: 'refundApply',
        name: '退款申请',
        en: 'Refund requests',
        path: '/order/refundApply',
        icon: 'undo',
        buttons: buttons('refundApply', 'view', 'audit'),
      },
      {
        code: 'invoicing',
        name: '开票管理',
        en: 'Invoicing',
        path: '/order/invoicing',
        icon: 'document',
        buttons: buttons('invoicing', 'view', ['issue', '开票', 'Issue'], ['cancel', '作废', 'Void'], ['red', '红冲', 'Red-letter']),
      },
      {
        code: 'goodsOrderCodeQuery',
        name: '核销码查询',
        en: 'Write-off codes',
        path: '/rechargeCenter/goodsOrderCodeQuery',
        icon: 'barcode',
        buttons: buttons('goodsOrderCodeQuery', 'view'),
      },
    ],
  },
  {
    code: 'fleet',
    name: '车队管理',
    en: 'Fleets',
    path: '/fleet',
    icon: 'truck',
    children: [
      {
        code: 'fleetList',
        name: '车队列表',
        en: 'Fleet list',
        path: '/fleet/fleet',
        icon: 'drive-time',
        keepAlive: true,
        buttons: buttons('fleetList', ...CRUD),
      },
      {
        code: 'fleetMember',
        name: '车队成员',
        en: 'Fleet members',
        path: '/fleet/member',
        icon: 'people',
        buttons: buttons('fleetMember', ...CRUD),
      },
      {
        code: 'fleetCard',
        name: '车队卡',
        en: 'Fleet cards',
        path: '/fleetcard/fleetcard',
        icon: 'credit-card',
        buttons: buttons('fleetCard', ...CRUD, ['recharge', '充值', 'Recharge'], ['recover', '回收', 'Recover']),
      },
      {
        code: 'fleetFlow',
        name: '卡流水',
        en: 'Card flows',
        path: '/fleetflow/fleetflow',
        icon: 'history',
        buttons: buttons('fleetFlow', 'view'),
      },
      {
        code: 'fleetSettlement',
        name: '车队结算',
        en: 'Fleet settlement',
        path: '/cyhfleetsettlement/fleetsettlement',
        icon: 'calculator',
        buttons: buttons('fleetSettlement', ...CRUD),
      },
      {
        code: 'cardGrant',
        name: '企业发卡',
        en: 'Card grants',
        path: '/company/grant',
        icon: 'id-number',
        buttons: buttons('cardGrant', ...CRUD, ['ensure', '送审', 'Send for approval'], ['send', '审批发卡', 'Approve and issue']),
      },
      {
        code: 'companyGrantCard',
        name: '企业卡发放',
        en: 'Company grant cards',
        path: '/company/grantCard',
        icon: 'credit-card',
        buttons: buttons('companyGrantCard', ...CRUD),
      },
      {
        code: 'fleetFund',
        name: '车队资金',
        en: 'Fleet fund',
        path: '/fleet/fund',
        icon: 'bank-account',
        buttons: buttons('fleetFund', ...CRUD, 'pass', 'reject'),
      },
      {
        code: 'fleetAccountRecharge',
        name: '车队账户充值',
        en: 'Fleet account recharge',
        path: '/fleet/accountRecharge',
        icon: 'exchange',
        buttons: buttons('fleetAccountRecharge', ...CRUD, 'pass', 'reject'),
      },
    ],
  },
  {
    code: 'recharge',
    name: '充值中心',
    en: 'Recharge centre',
    path: '/rechargeCenter',
    icon: 'bank-account',
    children: [
      {
        code: 'directCharging',
        name: '直充',
        en: 'Direct recharge',
        path: '/rechargeCenter/directcharging',
        icon: 'import',
        buttons: buttons('directCharging', 'add', 'view'),
      },
      {
        code: 'rechargeAudit',
        name: '充值审核',
        en: 'Recharge audit',
        path: '/rechargeCenter/rechargeaudit',
        icon: 'endorsed',
        buttons: buttons('rechargeAudit', 'view', 'audit', 'pass', 'reject', 'export'),
      },
      {
        code: 'companyRecharge',
        name: '企业充值',
        en: 'Company recharge',
        path: '/company/recharge',
        icon: 'import',
        buttons: buttons('companyRecharge', ...CRUD, ['cancel', '取消申请', 'Cancel']),
      },
      {
        code: 'escrowRecharge',
        name: '托管充值',
        en: 'Escrow recharge',
        path: '/rechargeCenter/escrowRecharge',
        icon: 'lock',
        buttons: buttons('escrowRecharge', ...CRUD, 'pass', 'reject', 'export'),
      },
      {
        code: 'batchCharging',
        name: '批量充值',
        en: 'Batch recharge',
        path: '/batchCharging/purchasingCenter',
        icon: 'layers',
        buttons: buttons('batchCharging', 'add', 'view'),
      },
      {
        code: 'cardBatch',
        name: '发卡充值',
        en: 'Card issuing',
        path: '/rechargeCenter/cardBatch',
        icon: 'credit-card',
        buttons: buttons('cardBatch', 'add', 'view'),
      },
      {
        code: 'businessCard',
        name: '商务卡',
        en: 'Business cards',
        path: '/rechargeCenter/businesscard',
        icon: 'id-number',
        buttons: buttons('businessCard', 'view'),
      },
    ],
  },
  {
    code: 'reconciliation',
    name: '对账结算',
    en: 'Reconciliation',
    path: '/reconciliation',
    icon: 'dollar',
    children: [
      {
        code: 'statementOfAccount',
        name: '对账单',
        en: 'Statements',
        path: '/reconciliation/statementOfAccount',
        icon: 'th-list',
        buttons: buttons('statementOfAccount', 'view', ['generate', '生成对账单', 'Generate'], ['confirm', '确认对账', 'Confirm']),
      },
      {
        code: 'settlementSheet',
        name: '结算单',
        en: 'Settlement sheets',
        path: '/rechargeCenter/settlement',
        icon: 'clipboard',
        buttons: buttons(
          'settlementSheet',
          'view',
          ['check', '核对金额', 'Check amounts'],
          ['invoice', '确认发票', 'Confirm invoice'],
          ['pay', '付款', 'Pay'],
        ),
      },
      {
        code: 'resultSettlement',
        name: '结算结果',
        en: 'Settlement results',
        path: '/reconciliation/resultSettlement',
        icon: 'tick-circle',
        buttons: buttons('resultSettlement', 'view', ['confirm', '确认结算', 'Confirm'], ['account', '确认到账', 'Confirm receipt']),
      },
      {
        code: 'supplierAccount',
        name: '供货商账户',
        en: 'Supplier account',
        path: '/fleet/withdrawal',
        icon: 'bank-account',
        buttons: buttons('supplierAccount', 'view', ['withdraw', '提现', 'Withdraw']),
      },
      {
        code: 'withdrawRecord',
        name: '提现记录',
        en: 'Withdrawal records',
        path: '/fleet/withdrawrecord',
        icon: 'history',
        buttons: buttons('withdrawRecord', 'view', 'export'),
      },
      {
        code: 'incomeDetail',
        name: '收入明细',
        en: 'Income detail',
        path: '/reconciliation/incomeDetail',
        icon: 'trending-up',
        buttons: buttons('incomeDetail', 'view', 'export'),
      },
      {
        code: 'detailedView',
        name: '对账明细',
        en: 'Reconciliation detail',
        path: '/reconciliation/detailedView',
        icon: 'list-detail-view',
      },
      {
        code: 'companyStatisticsInfo',
        name: '企业收入',
        en: 'Company income',
        path: '/reconciliation/companyStatisticsInfo',
        icon: 'chart',
      },
      { code: 'supplierAccountFlow', name: '账户流水', en: 'Account flow', path: '/fleet/supplierAccountFlow', icon: 'history' },
    ],
  },
  {
    code: 'audit',
    name: '审核中心',
    en: 'Reviews',
    path: '/audit',
    icon: 'endorsed',
    children: [
      {
        code: 'memberCardAudit',
        name: '成员卡审核',
        en: 'Member card reviews',
        path: '/fleet/memberCardAudit',
        icon: 'credit-card',
        buttons: buttons('memberCardAudit', ...CRUD, 'pass', 'reject'),
      },
      {
        code: 'shopApplyAudit',
        name: '开店申请审核',
        en: 'Shop application reviews',
        path: '/shop/applyAudit',
        icon: 'shop',
        buttons: buttons('shopApplyAudit', ...CRUD, 'pass', 'reject'),
      },
      {
        code: 'shopApply',
        name: '开店申请',
        en: 'Shop applications',
        path: '/shop/apply',
        icon: 'shop',
        buttons: buttons('shopApply', 'view'),
      },
      {
        code: 'agentAudit',
        name: '代理商审核',
        en: 'Agent reviews',
        path: '/agent/audit',
        icon: 'people',
        buttons: buttons('agentAudit', ...CRUD, 'pass', 'reject', ['downloadInfo', '下载资料', 'Download info']),
      },
      {
        code: 'secondAgentAudit',
        name: '二级代理商审核',
        en: 'Second-level agent reviews',
        path: '/agent/secondAudit',
        icon: 'people',
        buttons: buttons('secondAgentAudit', 'view', 'audit', 'pass', 'reject'),
      },
      {
        code: 'businessApproval',
        name: '商户资料审核',
        en: 'Business info approval',
        path: '/company/businessApproval',
        icon: 'office',
        buttons: buttons('businessApproval', ...CRUD, 'audit', 'pass', 'reject'),
      },
      {
        code: 'interfaceAudit',
        name: '接口审核',
        en: 'Interface reviews',
        path: '/coupons/interfaceAudit',
        icon: 'exchange',
        buttons: buttons('interfaceAudit', 'view', 'audit'),
      },
      {
        code: 'shopAssistantAudit',
        name: '店员审核',
        en: 'Shop assistant reviews',
        path: '/staff/shopAssistantAudit',
        icon: 'person',
        buttons: buttons('shopAssistantAudit', 'view', 'audit'),
      },
      {
        code: 'merchantRechargeAudit',
        name: '商户账户充值审核',
        en: 'Merchant recharge reviews',
        path: '/accounts/merchantRechargeAudit',
        icon: 'bank-account',
        buttons: buttons('merchantRechargeAudit', 'view', 'audit'),
      },
    ],
  },
  {
    code: 'station',
    name: '油站管理',
    en: 'Stations',
    path: '/station',
    icon: 'oil-field',
    children: [
      {
        code: 'stationList',
        name: '油站列表',
        en: 'Station list',
        path: '/station/station',
        icon: 'oil-field',
        buttons: buttons('stationList', ...CRUD),
      },
      {
        code: 'platformPrice',
        name: '平台油价',
        en: 'Platform prices',
        path: '/station/oilPrice',
        icon: 'dollar',
        buttons: buttons('platformPrice', 'view', 'edit'),
      },
      {
        code: 'oilRefundRatio',
        name: '油号返现比例',
        en: 'Cashback ratios',
        path: '/oilManage/listOfOilNumberRefundRatio',
        icon: 'percentage',
        buttons: buttons('oilRefundRatio', 'view', 'edit'),
      },
      {
        code: 'oilRefundRatioDetail',
        name: '油号返现明细',
        en: 'Cashback detail',
        path: '/oilManage/components/listOfOilNumberRefundRatioDetail',
        icon: 'th-list',
      },
    ],
  },
  {
    code: 'statistics',
    name: '统计报表',
    en: 'Statistics',
    path: '/statistics',
    icon: 'chart',
    children: [
      {
        code: 'salesTotal',
        name: '销售统计',
        en: 'Sales',
        path: '/statistics/salestotal/detail',
        icon: 'timeline-bar-chart',
        buttons: buttons('salesTotal', 'view', 'export'),
      },
      {
        code: 'storeOrderRanking',
        name: '门店订单排行',
        en: 'Store ranking',
        path: '/statistics/storeOrderRanking/detail',
        icon: 'trophy',
        buttons: buttons('storeOrderRanking', 'view'),
      },
      {
        code: 'fleetStatistics',
        name: '车队统计',
        en: 'Fleet statistics',
        path: '/statistics/fleetStatistics',
        icon: 'chart',
        buttons: buttons('fleetStatistics', 'view'),
      },
    ],
  },
  {
    code: 'thirdManage',
    name: '第三方管理',
    en: 'Third parties',
    path: '/thirdManage',
    icon: 'link',
    children: [
      {
        code: 'thirdDetails',
        name: '第三方详情',
        en: 'Third-party details',
        path: '/thirdManage/details',
        icon: 'list-detail-view',
        buttons: buttons('thirdDetails', 'view'),
      },
      {
        code: 'agentDetails',
        name: '供应商明细',
        en: 'Supplier details',
        path: '/thirdManage/agentDetails',
        icon: 'office',
        buttons: buttons('agentDetails', 'view'),
      },
      {
        code: 'fleetAccountDetails',
        name: '车队账户明细',
        en: 'Fleet account details',
        path: '/thirdManage/fleetAccountDetails',
        icon: 'bank-account',
        buttons: buttons('fleetAccountDetails', 'view'),
      },
      {
        code: 'foreignDetail',
        name: '充值消费明细',
        en: 'Recharge and spend',
        path: '/thirdManage/foreignDetail',
        icon: 'exchange',
        buttons: buttons('foreignDetail', 'view'),
      },
      {
        code: 'rechargeReview',
        name: '充值申请审核',
        en: 'Recharge reviews',
        path: '/thirdManage/rechargeReview',
        icon: 'endorsed',
        buttons: buttons('rechargeReview', 'view', 'pass', 'reject'),
      },
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    path: '/system',
    icon: 'cog',
    children: [
      {
        code: 'user',
        name: '用户管理',
        en: 'Users',
        path: '/system/user',
        icon: 'people',
        keepAlive: true,
        buttons: buttons('user', ...CRUD, ['role', '角色配置', 'Assign roles'], ['reset', '密码重置', 'Reset password']),
      },
      {
        code: 'role',
        name: '角色管理',
        en: 'Roles',
        path: '/system/role',
        icon: 'key',
        buttons: buttons('role', ...CRUD, ['grant', '权限设置', 'Permissions']),
      },
      { code: 'menu', name: '菜单管理', en: 'Menus', path: '/system/menu', icon: 'menu', buttons: buttons('menu', ...CRUD) },
      {
        code: 'topmenu',
        name: '顶部菜单',
        en: 'Top menus',
        path: '/system/topmenu',
        icon: 'widget-header',
        buttons: buttons('topmenu', ...CRUD, ['setting', '菜单配置', 'Assign menus']),
      },
      { code: 'dept', name: '部门管理', en: 'Departments', path: '/system/dept', icon: 'diagram-tree', buttons: buttons('dept', ...CRUD) },
      {
        code: 'dict',
        name: '字典管理',
        en: 'Dictionaries',
        path: '/dict-horizontal/index',
        icon: 'book',
        buttons: buttons('dict', ...CRUD),
      },
      {
        code: 'dictBiz',
        name: '业务字典',
        en: 'Business dictionaries',
        path: '/dict-vertical/index',
        icon: 'manual',
        buttons: buttons('dictBiz', ...CRUD),
      },
      { code: 'param', name: '参数管理', en: 'Parameters', path: '/system/param', icon: 'settings', buttons: buttons('param', ...CRUD) },
      {
        code: 'tenant',
        name: '租户管理',
        en: 'Tenants',
        path: '/system/tenant',
        icon: 'office',
        roles: ['administrator'],
        buttons: buttons('tenant', ...CRUD),
      },
      {
        code: 'log',
        name: '日志管理',
        en: 'Logs',
        path: '/system/log',
        icon: 'history',
        children: [
          {
            code: 'usualLog',
            name: '通用日志',
            en: 'General log',
            path: '/monitor/log/usual',
            icon: 'console',
            buttons: buttons('usualLog', 'view'),
          },
          {
            code: 'apiLog',
            name: '接口日志',
            en: 'API log',
            path: '/monitor/log/api',
            icon: 'exchange',
            buttons: buttons('apiLog', 'view'),
          },
          {
            code: 'errorLog',
            name: '错误日志',
            en: 'Error log',
            path: '/monitor/log/error',
            icon: 'error',
            buttons: buttons('errorLog', 'view'),
          },
        ],
      },
    ],
  },
  {
    code: 'work',
    name: '工作流',
    en: 'Workflow',
    path: '/work',
    icon: 'flows',
    children: [
      {
        code: 'process',
        name: '我的事务',
        en: 'My tasks',
        path: '/work/process',
        icon: 'inbox',
        children: [
          {
            code: 'workStart',
            name: '发起事务',
            en: 'Start',
            path: '/work/start',
            icon: 'play',
            buttons: buttons('workStart', ['startProcess', '发起', 'Start']),
          },
          {
            code: 'workClaim',
            name: '待签事务',
            en: 'To claim',
            path: '/work/claim',
            icon: 'hand',
            buttons: buttons('workClaim', ['claimTask', '签收', 'Claim']),
          },
          {
            code: 'workTodo',
            name: '待办事务',
            en: 'To do',
            path: '/work/todo',
            icon: 'time',
            buttons: buttons('workTodo', ['completeTask', '办理', 'Handle']),
          },
          { code: 'workSend', name: '已发事务', en: 'Sent', path: '/work/send', icon: 'send-message' },
          { code: 'workDone', name: '办结事务', en: 'Done', path: '/work/done', icon: 'tick-circle' },
        ],
      },
      {
        code: 'flowManage',
        name: '流程管理',
        en: 'Process admin',
        path: '/flow',
        icon: 'git-branch',
        children: [
          {
            code: 'flowModel',
            name: '模型管理',
            en: 'Models',
            path: '/flow/model',
            icon: 'cube',
            buttons: buttons('flowModel', 'add', 'delete', ['deploy', '部署', 'Deploy']),
          },
          {
            code: 'flowDeploy',
            name: '部署管理',
            en: 'Deployments',
            path: '/flow/deploy',
            icon: 'layers',
            buttons: buttons('flowDeploy', 'view', 'delete', ['upload', '上传部署', 'Upload'], ['state', '变更状态', 'Change state']),
          },
          {
            code: 'flowFollow',
            name: '流程跟踪',
            en: 'Follow',
            path: '/flow/follow',
            icon: 'eye-open',
            buttons: buttons('flowFollow', 'view', 'delete'),
          },
        ],
      },
    ],
  },
  { code: 'help', name: '帮助中心', en: 'Help centre', path: 'https://www.example.com/help.html', icon: 'help' },
];

/** Areas (spec 000 §1) whose generated entries join a hand-written top-level menu. */
const AREA_GROUP: Partial<Record<ResourceArea, string>> = {
  orders: 'order',
  fleets: 'fleet',
  recharge: 'recharge',
  settlement: 'reconciliation',
  stations: 'station',
  dashboards: 'statistics',
  system: 'system',
  workflow: 'work',
};

/** Icons of the areas that get a top-level menu of their own. */
const AREA_ICON: Record<ResourceArea, string> = {
  orders: 'shopping-cart',
  invoicing: 'document',
  fleets: 'truck',
  cards: 'id-number',
  coupons: 'tag',
  agents: 'people',
  merchants: 'shop',
  contracts: 'manual',
  stations: 'oil-field',
  staff: 'person',
  goods: 'box',
  recharge: 'bank-account',
  accounts: 'bank-account',
  settlement: 'dollar',
  dashboards: 'chart',
  tenants: 'office',
  system: 'cog',
  workflow: 'flows',
};

/** Icon of a generated entry: by what the family is about. */
function entryIcon(def: ResourceDefinition): string {
  const k = def.key;
  if (/flow|log/.test(k)) return 'history';
  if (/recharge|withdraw/.test(k)) return 'exchange';
  if (/account|capital|fund|book/.test(k)) return 'bank-account';
  if (/order/.test(k)) return 'shopping-cart';
  if (/card/.test(k)) return 'credit-card';
  if (/coupon|activity/.test(k)) return 'tag';
  if (/settle|divide|apportion|reconcil|checking/.test(k)) return 'calculator';
  if (/user|member|staff|salesman|assistant|consumer|agent|promoter/.test(k)) return 'people';
  if (/shop|merchant|business|company|tenant/.test(k)) return 'office';
  if (/price|discount|reduction|ratio/.test(k)) return 'dollar';
  return 'th-list';
}

const titleOf = (def: ResourceDefinition, texts: { title: Record<string, string> }) => texts.title[def.key] ?? def.key;

/** The menu entry of a definition without a hand-written one: its route, title and buttons. */
function resourceEntry(def: ResourceDefinition): MenuSeed {
  const verbs: Array<string | [string, string, string]> = ['view'];
  const o = def.operations;
  if (o.submit || o.save) verbs.push('add');
  if (o.submit || o.update) verbs.push('edit');
  if (o.remove) verbs.push('delete');
  const zhActions = resourcesZh.action as Record<string, string>;
  const enActions = resourcesEn.action as Record<string, string>;
  for (const a of def.actions) verbs.push([a.name, zhActions[a.name] ?? a.name, enActions[a.name] ?? a.name]);
  return {
    code: `res_${def.key.replace(/-/g, '_')}`,
    name: titleOf(def, resourcesZh as never),
    en: titleOf(def, resourcesEn as never),
    path: def.route ?? `/${def.area}/${def.key}`,
    icon: entryIcon(def),
    buttons: buttons(def.permission, ...verbs),
  };
}

/** Code of the generated top-level menu of an area. */
export const areaMenuCode = (area: ResourceArea) => `area_${area}`;

/** The business menus with every other registry family added under its area. */
/** A hand-written menu item that shows a registry family also gets a button for each of its custom actions. */
function withActionButtons(item: MenuSeed): MenuSeed {
  const families = RESOURCES.filter((d) => MENU_ROUTES[d.key]?.[1] === item.code);
  const zh = resourcesZh.action as Record<string, string>;
  const en = resourcesEn.action as Record<string, string>;
  const have = new Set((item.buttons ?? []).map((b) => b.code));
  const extra = families.flatMap((d) => d.actions).filter((a) => !have.has(`${item.code}_${a.name}`) && have.add(`${item.code}_${a.name}`));
  const out: MenuSeed = { ...item };
  if (extra.length)
    out.buttons = [
      ...(item.buttons ?? []),
      ...buttons(item.code, ...extra.map((a): [string, string, string] => [a.name, zh[a.name] ?? a.name, en[a.name] ?? a.name])),
    ];
  if (item.children) out.children = item.children.map(withActionButtons);
  return out;
}

function buildMenuTree(): MenuSeed[] {
  const tree: MenuSeed[] = BUSINESS_MENUS.map(withActionButtons).map((m) => ({ ...m, children: [...(m.children ?? [])] }));
  const own: MenuSeed[] = [];
  for (const area of RESOURCE_AREAS) {
    const entries = RESOURCES.filter((d) => d.area === area && !hasMenuRoute(d.key)).map(resourceEntry);
    if (entries.length === 0) continue;
    const groupCode = AREA_GROUP[area];
    const group = groupCode ? tree.find((m) => m.code === groupCode) : undefined;
    if (group) {
      group.children!.push(...entries);
      continue;
    }
    const areas = resourcesZh.area as Record<string, string>;
    const areasEn = resourcesEn.area as Record<string, string>;
    own.push({
      code: areaMenuCode(area),
      name: areas[area] ?? area,
      en: areasEn[area] ?? area,
      path: `/${area}`,
      icon: AREA_ICON[area],
      children: entries,
    });
  }
  // the areas of their own go after the business menus, before system administration
  const at = tree.findIndex((m) => m.code === 'system');
  tree.splice(at, 0, ...own);
  return tree;
}

/** The whole menu tree; the administrator role sees all of it. */
export const MENU_TREE: MenuSeed[] = buildMenuTree();

/** Top menus: the top bar's groups of top-level menus (by top-level menu code). */
export const TOP_MENUS: Array<{ code: string; name: string; en: string; source: string; menus: string[] }> = [
  { code: 'desk', name: '工作台', en: 'Desk', source: 'home', menus: ['wel'] },
  {
    code: 'business',
    name: '业务中心',
    en: 'Business',
    source: 'shop',
    menus: [
      'order',
      'fleet',
      'recharge',
      'reconciliation',
      'audit',
      'station',
      'statistics',
      'thirdManage',
      ...RESOURCE_AREAS.filter((a) => !AREA_GROUP[a]).map(areaMenuCode),
    ],
  },
  { code: 'setting', name: '系统设置', en: 'Settings', source: 'cog', menus: ['system', 'work', 'help'] },
];

/**
 * Grants per role alias. `code` grants that menu with everything under it (children and buttons);
 * `code!` grants the node alone; `-code` takes that node and everything under it away again (e.g. a review
 * button of a menu granted whole). Ancestors are added automatically. '*' grants everything.
 * Review and approve buttons (`<menu>_audit`, `cardGrant_send`, `companyGrantCard_submitGrantCard`) belong to the
 * platform's reviewers only: companies apply, the platform decides.
 */
export const ROLE_GRANTS: Record<string, string[]> = {
  administrator: ['*'],
  operator: [
    'wel',
    'order',
    'fleet',
    'directCharging',
    'batchCharging',
    'cardBatch',
    'businessCard',
    'station',
    'statistics',
    'param',
    'tenant',
    'help',
    'area_cards',
    'area_coupons',
    'area_goods',
    'area_staff',
    'area_merchants',
    'area_agents',
    'area_contracts',
    // shop assistants are approved on 审核中心 › 店员审核 (the reviewers' button), not from their list
    '-shop_assistant_updateApplets',
  ],
  finance_auditor: [
    'wel',
    'invoicing',
    'rechargeAudit',
    'reconciliation',
    'process',
    'area_invoicing',
    'area_accounts',
    'audit',
    'companyRecharge',
    'escrowRecharge',
    'fleetFund',
    'fleetAccountRecharge',
    'cardGrant!',
    'cardGrant_view',
    'cardGrant_send',
    'companyGrantCard!',
    'companyGrantCard_view',
    'companyGrantCard_submitGrantCard',
  ],
  supplier_admin: [
    'wel',
    'orderManager',
    'goodsOrder',
    'invoicing',
    'station',
    'statementOfAccount',
    'supplierAccount',
    'supplierAccountFlow',
    'withdrawRecord',
    'incomeDetail',
    'salesTotal',
    'storeOrderRanking',
    'fleetStatistics',
    'help',
    'area_goods',
    'area_staff',
    'area_accounts',
    '-shop_assistant_updateApplets',
  ],
  supplier_finance: ['wel_index', 'statementOfAccount', 'supplierAccount', 'withdrawRecord', 'incomeDetail'],
  provider_admin: [
    'wel',
    'fleet',
    'recharge',
    'settlementSheet',
    'resultSettlement',
    'fleetStatistics',
    'user',
    'help',
    'area_cards',
    'supplierAccount',
    'withdrawRecord',
    '-rechargeAudit_audit',
    '-escrowRecharge_audit',
    '-fleetFund_audit',
    '-fleetAccountRecharge_audit',
    '-cardGrant_send',
    '-companyGrantCard_submitGrantCard',
  ],
  purchaser_admin: [
    'wel',
    'goodsOrder',
    'refundApply',
    'batchCharging',
    'fleetList',
    'fleetCard',
    'fleetFlow',
    'fleetStatistics',
    'user',
    'area_cards',
    'companyRecharge',
    'escrowRecharge',
    'supplierAccount',
    'withdrawRecord',
    '-escrowRecharge_audit',
    // a company applies for a shop and sees its applications; the platform reviews them and allots the cards
    'shopApply',
    'shopApplyAudit!',
    'shopApplyAudit_view',
    'shopApplyAudit_apply',
  ],
  third_party: ['thirdDetails'],
};

/** Flattens MENU_TREE into menu rows (category 1) and button rows (category 2) with ids from `idOf(index)`. */
export function buildMenuRows(idOf: (index: number) => string): MenuRow[] {
  const rows: MenuRow[] = [];
  const walk = (items: MenuSeed[], parentId: string): void => {
    items.forEach((item, i) => {
      const id = idOf(rows.length + 1);
      const row: MenuRow = {
        id,
        parentId,
        code: item.code,
        name: item.name,
        alias: 'menu',
        path: item.path,
        source: item.icon,
        sort: i + 1,
        category: 1,
        action: 0,
        isOpen: 1,
        remark: '',
        i18n: item.code,
      };
      if (item.keepAlive) row.keepAlive = true;
      if (item.roles) row.roles = [...item.roles];
      rows.push(row);
      (item.buttons ?? []).forEach((b, j) => {
        rows.push({
          id: idOf(rows.length + 1),
          parentId: id,
          code: b.code,
          name: b.name,
          alias: b.code.split('_').pop() ?? '',
          path: '',
          source: '',
          sort: j + 1,
          category: 2,
          action: 1,
          isOpen: 1,
          remark: '',
        });
      });
      walk(item.children ?? [], id);
    });
  };
  walk(MENU_TREE, '0');
  return rows;
}

/** Resolves grant codes (see ROLE_GRANTS) into the list of granted menu ids, ancestors included. */
export function resolveGrants(menus: MenuRow[], grants: string[]): string[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const childrenOf = new Map<string, MenuRow[]>();
  for (const m of menus) {
    const list = childrenOf.get(m.parentId) ?? [];
    list.push(m);
    childrenOf.set(m.parentId, list);
  }
  const granted = new Set<string>();
  const addSubtree = (m: MenuRow): void => {
    granted.add(m.id);
    for (const c of childrenOf.get(m.id) ?? []) addSubtree(c);
  };
  for (const grant of grants) {
    if (grant.startsWith('-')) continue;
    if (grant === '*') {
      for (const m of menus) granted.add(m.id);
      continue;
    }
    const alone = grant.endsWith('!');
    const code = alone ? grant.slice(0, -1) : grant;
    const menu = menus.find((m) => m.code === code);
    if (!menu) throw new Error(`unknown menu code in grants: ${code}`);
    if (alone) granted.add(menu.id);
    else addSubtree(menu);
  }
  for (const id of [...granted]) {
    let parent = byId.get(byId.get(id)?.parentId ?? '');
    while (parent) {
      granted.add(parent.id);
      parent = byId.get(parent.parentId);
    }
  }
  for (const grant of grants.filter((g) => g.startsWith('-'))) {
    const menu = menus.find((m) => m.code === grant.slice(1));
    if (!menu) throw new Error(`unknown menu code in grants: ${grant.slice(1)}`);
    const drop = (m: MenuRow): void => {
      granted.delete(m.id);
      for (const c of childrenOf.get(m.id) ?? []) drop(c);
    };
    drop(menu);
  }
  return menus.filter((m) => granted.has(m.id)).map((m) => m.id);
}

/** Menu titles by code in zh and en (for the client's menu i18n). */
export function menuTitles(): Record<string, { zh: string; en: string }> {
  const out: Record<string, { zh: string; en: string }> = {};
  const walk = (items: MenuSeed[]): void => {
    for (const item of items) {
      out[item.code] = { zh: item.name, en: item.en };
      walk(item.children ?? []);
    }
  };
  walk(MENU_TREE);
  return out;
}
