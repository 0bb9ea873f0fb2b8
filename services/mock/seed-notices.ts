/** The simulator's seeded notices (/api/blade-desk/notice): platform announcements every signed-in user sees. */

export interface NoticeSeed {
  id: string;
  tenantId: string;
  title: string;
  /** 1 发布通知, 2 批转通知, 3 转发通知, 4 指示通知, 5 任命通知. */
  category: 1 | 2 | 3 | 4 | 5;
  /** `yyyy-MM-dd HH:mm:ss`. */
  releaseTime: string;
  /** Rich text as the editor stores it. */
  content: string;
}

export const NOTICE_CATEGORY_NAMES: Record<NoticeSeed['category'], string> = {
  1: '发布通知',
  2: '批转通知',
  3: '转发通知',
  4: '指示通知',
  5: '任命通知',
};

/** Twelve notices, deliberately not in date order (the route sorts newest first). */
export const SEED_NOTICES: readonly NoticeSeed[] = [
  {
    id: '1873600000000000101',
    tenantId: '000000',
    category: 1,
    releaseTime: '2025-01-03 09:30:00',
    title: '关于2025年1月3日成品油价格上调的通知',
    content:
      '<p>根据国家发展改革委通知，自2025年1月3日24时起，汽油每吨上调 <strong>170元</strong>，柴油每吨上调 <strong>165元</strong>。</p><p>各供货商请于当日 20:00 前完成挂牌价更新。</p>',
  },
  {
    id: '1873600000000000102',
    tenantId: '000000',
    category: 4,
    releaseTime: '2024-12-30 18:00:00',
    title: '2024年12月结算单确认截止时间提醒',
    content: '12月结算单已生成，请各车队与供货商于2025年1月8日 18:00 前在“结算管理”中完成确认，逾期将按系统数据自动确认。',
  },
  {
    id: '1873600000000000103',
    tenantId: '000000',
    category: 1,
    releaseTime: '2025-01-05 22:00:00',
    title: '系统维护公告：1月7日凌晨 00:30-02:30 暂停充值服务',
    content: '为提升交易链路稳定性，平台将于1月7日 00:30 至 02:30 进行数据库升级，期间油卡充值、提现申请暂停受理，查询功能不受影响。',
  },
  {
    id: '1873600000000000104',
    tenantId: '000000',
    category: 2,
    releaseTime: '2024-12-26 10:15:00',
    title: '批转：关于规范车队油卡批量发放流程的意见',
    content: '现将财务部《关于规范车队油卡批量发放流程的意见》批转给你们，请遵照执行：单批次发卡超过 200 张须经财务复核后方可下发。',
  },
  {
    id: '1873600000000000105',
    tenantId: '000000',
    category: 3,
    releaseTime: '2024-12-20 14:40:00',
    title: '转发：中石化华北分公司关于加油站支付通道切换的通知',
    content: '华北分公司所属 126 座加油站将于12月28日切换至新支付通道，切换当日如遇扣款失败请引导司机重新发起支付。',
  },
  {
    id: '1873600000000000106',
    tenantId: '000000',
    category: 5,
    releaseTime: '2024-12-16 09:00:00',
    title: '关于王敏同志任财务审核组组长的任命通知',
    content: '经研究决定，任命王敏同志为平台财务审核组组长，负责充值审核与提现复核工作，自即日起生效。',
  },
  {
    id: '1873600000000000107',
    tenantId: '000000',
    category: 1,
    releaseTime: '2024-12-18 23:58:00',
    title: '关于2024年12月18日成品油价格下调的通知',
    content: '自2024年12月18日24时起，国内汽、柴油价格每吨分别下调 85 元和 80 元，折合92号汽油每升下调 0.07 元。',
  },
  {
    id: '1873600000000000108',
    tenantId: '000000',
    category: 4,
    releaseTime: '2025-01-02 11:20:00',
    title: '关于元旦后油卡额度集中发放的工作安排',
    content: '1月6日至1月10日为油卡额度集中发放期，各车队管理员请提前核对司机名单与车牌信息，避免额度发放至已停用卡片。',
  },
  {
    id: '1873600000000000109',
    tenantId: '000000',
    category: 2,
    releaseTime: '2024-12-10 16:30:00',
    title: '批转：年度对账工作实施方案',
    content: '请各供货商于1月15日前导出2024年度对账单并核对开票金额，差异超过 0.5% 的须提交书面说明。',
  },
  {
    id: '1873600000000000110',
    tenantId: '000000',
    category: 3,
    releaseTime: '2024-12-05 08:45:00',
    title: '转发：冬季柴油标号切换及储运安全提示',
    content: '进入冬季，北方地区请及时切换 -10号、-20号柴油，运输车队注意防冻与静电防护。',
  },
  {
    id: '1873600000000000111',
    tenantId: '000000',
    category: 1,
    releaseTime: '2024-12-24 19:00:00',
    title: '平台新增电子发票批量下载功能上线通知',
    content: '“开票管理”现已支持按月份批量下载电子发票（PDF 与 OFD 格式），单次最多 500 张。',
  },
  {
    id: '1873600000000000112',
    tenantId: '000000',
    category: 4,
    releaseTime: '2024-12-12 10:00:00',
    title: '关于加强油卡密码安全管理的通知',
    content: '近期发现个别司机油卡密码设置过于简单，请各车队督促司机修改为非连续、非重复的 6 位数字密码。',
  },
];
