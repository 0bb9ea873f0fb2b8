/** Texts of the shop application screens (`shops` namespace). */
export const shopsZh = {
  title: '开店申请',
  action: {
    apply: '申请开店',
    allot: '分配卡号',
    update: '修改卡信息',
    batch: '批量修改卡数量',
    next: '下一步',
    cancel: '取消',
    confirm: '确认',
  },
  field: {
    cardNoBefore: '原卡号',
    statusAfter: '提交后状态',
    selected: '选中的申请',
  },
  pending: '待审核',
  ask: {
    apply_other: '将为门店「{{shop}}」提交开店申请（申请人 {{applicant}}，{{count}} 张卡），提交后等待平台审核。',
    allot: '将卡号 {{card}} 分配给已通过审核的申请「{{shop}}」。',
    update: '将申请「{{shop}}」的卡信息改为：卡号 {{card}}，卡数量 {{count}}。',
    batch_other: '将选中的 {{count}} 条已通过审核的申请的卡数量都改为 {{quantity}}。',
  },
  done: {
    apply: '开店申请已提交，等待审核',
    allot: '卡号已分配',
    update: '卡信息已修改',
    batch: '卡数量已批量修改',
  },
  found: {
    apply: '申请已提交：{{shop}}',
    card: '卡信息已是：卡号 {{card}}，卡数量 {{count}}',
  },
  error: {
    shopName: '请填写门店名称',
    applicantName: '请填写申请人',
    phone: '请填写 11 位手机号',
    cardQuantity: '卡数量必须是正整数',
    cardNo: '卡号必须是16至19位数字',
  },
  reason: {
    select: '请先选择申请',
    notApproved: '只有审核通过的申请可以修改卡信息',
  },
};
