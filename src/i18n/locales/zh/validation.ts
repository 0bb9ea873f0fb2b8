/** Simplified Chinese texts of the `validation` namespace (keys: src/lib/validation-keys.ts). */
import type { ValidationMessages } from '@/lib/validation-keys';

/** zh messages of every validation key, nested by group. */
export const validationZh = {
  common: {
    required: '该项不能为空',
  },
  email: {
    required: '邮箱不能为空',
    invalid: '邮箱格式不正确',
  },
  mobile: {
    required: '手机号码不能为空',
    length: '手机号码长度不为11位',
    format: '手机号码格式不正确',
  },
  landline: {
    required: '电话号码不能为空',
    invalid: '电话号码格式不正确',
  },
  url: {
    required: '网址不能为空',
    invalid: '网址格式不正确，仅支持http或https',
  },
  creditCode: {
    required: '统一社会信用代码不能为空',
    invalid: '统一社会信用代码应为15位数字或18位字母数字',
  },
  number: {
    required: '请输入数字',
    nonNegative: '请输入非负数',
    decimal: '请输入有效的数字',
  },
  card: {
    required: '卡号不能为空',
    format: '卡号应为12至19位数字',
    checksum: '卡号校验失败，请检查卡号',
  },
  idCard: {
    required: '证件号码不能为空',
    length: '证件号码长度不为18位',
    format: '证件号码格式错误',
    province: '地址编码错误',
    checksum: '证件号码校验位错误',
  },
  lock: {
    required: '锁屏密码不能为空',
  },
  param: {
    nameRequired: '请输入参数名称',
    keyRequired: '请输入参数键名',
    valueRequired: '请输入参数键值',
  },
  dict: {
    codeRequired: '请输入字典编号',
    valueRequired: '请输入字典名称',
    sortRequired: '请输入字典排序',
    sealedRequired: '请选择封存',
    keyRequired: '请输入字典键值',
  },
  register: {
    tenantRequired: '请先输入租户编号',
    accountRequired: '请先输入账号名称',
    passwordRequired: '请先输入密码',
    passwordMismatch: '两次密码输入不一致',
  },
  amount: {
    required: '请输入金额',
    notNumber: '请输入有效的金额',
    tooManyDecimals: '金额最多保留两位小数',
    signNotAllowed: '金额不能带正负号',
    notPositive: '金额必须大于0',
    exceedsAvailable: '金额不能超过可用余额',
    tooLarge: '金额超出允许的最大值',
  },
  avatar: {
    type: '头像只能是JPG或PNG格式',
    size: '头像大小不能超过500KB',
    empty: '文件为空',
    mismatch: '文件内容与扩展名不符',
  },
} as const satisfies ValidationMessages;
