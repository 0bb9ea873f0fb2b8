import {
  codePointLength,
  validateCreditCode,
  validateEmail,
  validateLandline,
  validateMobile,
  validateNonNegativeNumber,
  validateRegistration,
  validateSignedDecimal,
} from '@/lib/validators';
import { formRules } from '@/lib/form-rules';
import { validationZh } from '@/i18n/locales/zh/validation';

/** The zh text of a full validation key. */
function zhText(key: string): unknown {
  const [group, reason] = key.replace(/^validation:/, '').split('.') as [string, string];
  return (validationZh as unknown as Record<string, Record<string, string>>)[group]?.[reason];
}

describe('validateEmail', () => {
  test.each([
    ['a@b.com', null],
    ['a@b.com.cn', null],
    ['first.last+tag@mail-host.io', null],
    ['user@example', 'validation:email.invalid'],
    ['a@bxcom', 'validation:email.invalid'],
    ['a@b.c', 'validation:email.invalid'],
    ['a@b.comm', 'validation:email.invalid'],
    ['a@b.com.cn.uk', 'validation:email.invalid'],
    ['@b.com', 'validation:email.invalid'],
    ['a b@c.com', 'validation:email.invalid'],
    [' a@b.com', 'validation:email.invalid'],
    ['a@@b.com', 'validation:email.invalid'],
    ['', 'validation:email.required'],
    ['   ', 'validation:email.required'],
    [null, 'validation:email.required'],
    [undefined, 'validation:email.required'],
  ])('%j → %s', (input, expected) => {
    expect(validateEmail(input)).toBe(expected);
  });
});

describe('validateMobile (empty, then length 11, then format)', () => {
  test.each([
    ['13812345678', null],
    ['19900000000', null],
    ['', 'validation:mobile.required'],
    [null, 'validation:mobile.required'],
    ['  ', 'validation:mobile.required'],
    ['1381234567', 'validation:mobile.length'],
    ['138123456789', 'validation:mobile.length'],
    ['1234567890a', 'validation:mobile.format'],
    ['23812345678', 'validation:mobile.format'],
    ['1381234567 ', 'validation:mobile.format'],
    ['１３８１２３４５６７８', 'validation:mobile.format'],
    ['1381234567😀', 'validation:mobile.format'],
  ])('%j → %s', (input, expected) => {
    expect(validateMobile(input)).toBe(expected);
  });

  test('length counts code points', () => {
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('')).toBe(0);
  });
});

describe('validateLandline', () => {
  test.each([
    ['010-12345678', null],
    ['0755-1234567', null],
    ['12345678', null],
    ['1234567', null],
    ['123456', 'validation:landline.invalid'],
    ['123456789', 'validation:landline.invalid'],
    ['01-12345678', 'validation:landline.invalid'],
    ['01234-12345678', 'validation:landline.invalid'],
    ['010 12345678', 'validation:landline.invalid'],
    ['010-', 'validation:landline.invalid'],
    ['', 'validation:landline.required'],
  ])('%j → %s', (input, expected) => {
    expect(validateLandline(input)).toBe(expected);
  });
});

describe('validateCreditCode', () => {
  test.each([
    ['123456789012345', null],
    ['91350100M000100Y43', null],
    ['91350100m000100y43', null],
    ['12345678901234', 'validation:creditCode.invalid'],
    ['1234567890123456', 'validation:creditCode.invalid'],
    ['91350100M000100Y4', 'validation:creditCode.invalid'],
    ['91350100M000100Y4-', 'validation:creditCode.invalid'],
    ['12345678901234A', 'validation:creditCode.invalid'],
    ['', 'validation:creditCode.required'],
  ])('%j → %s', (input, expected) => {
    expect(validateCreditCode(input)).toBe(expected);
  });
});

describe('number validators', () => {
  test.each([
    ['0', null],
    ['12', null],
    ['12.50', null],
    ['-1', 'validation:number.nonNegative'],
    ['+1', 'validation:number.nonNegative'],
    ['1.', 'validation:number.nonNegative'],
    ['.5', 'validation:number.nonNegative'],
    ['1e5', 'validation:number.nonNegative'],
    ['NaN', 'validation:number.nonNegative'],
    ['abc', 'validation:number.nonNegative'],
    ['', 'validation:number.required'],
  ])('non-negative %j → %s', (input, expected) => {
    expect(validateNonNegativeNumber(input)).toBe(expected);
  });

  test.each([
    ['0', null],
    ['-1', null],
    ['+2.5', null],
    ['-0.001', null],
    ['--1', 'validation:number.decimal'],
    ['1-', 'validation:number.decimal'],
    ['Infinity', 'validation:number.decimal'],
    ['1e5', 'validation:number.decimal'],
    ['1,000', 'validation:number.decimal'],
    ['', 'validation:number.required'],
  ])('signed decimal %j → %s', (input, expected) => {
    expect(validateSignedDecimal(input)).toBe(expected);
  });
});

describe('validateRegistration (checked in the spec order)', () => {
  const ok = { tenantId: '000000', account: 'admin', password: 'pw', confirmPassword: 'pw' };
  test.each([
    [{ ...ok }, null],
    [{ tenantId: '', account: '', password: '', confirmPassword: 'x' }, 'validation:register.tenantRequired'],
    [{ ...ok, account: ' ', password: '' }, 'validation:register.accountRequired'],
    [{ ...ok, password: '' }, 'validation:register.passwordRequired'],
    [{ ...ok, confirmPassword: '' }, 'validation:register.passwordRequired'],
    [{ ...ok, confirmPassword: 'pW' }, 'validation:register.passwordMismatch'],
  ])('%j → %s', (input, expected) => {
    expect(validateRegistration(input)).toBe(expected);
  });

  test('tenant check is skipped when tenant mode is off', () => {
    expect(validateRegistration({ ...ok, tenantId: '' }, { tenantMode: false })).toBeNull();
  });
});

describe('form rules', () => {
  test.each([
    ['lockPassword', '锁屏密码不能为空', 'validation:lock.required'],
    ['paramName', '请输入参数名称', 'validation:param.nameRequired'],
    ['paramKey', '请输入参数键名', 'validation:param.keyRequired'],
    ['paramValue', '请输入参数键值', 'validation:param.valueRequired'],
    ['dictCode', '请输入字典编号', 'validation:dict.codeRequired'],
    ['dictValue', '请输入字典名称', 'validation:dict.valueRequired'],
    ['dictSort', '请输入字典排序', 'validation:dict.sortRequired'],
    ['dictSealed', '请选择封存', 'validation:dict.sealedRequired'],
    ['dictKey', '请输入字典键值', 'validation:dict.keyRequired'],
  ] as const)('%s (%s) rejects blank input and accepts a value', (rule, text, key) => {
    const check = formRules[rule];
    expect(zhText(key)).toBe(text);
    expect(check('')).toBe(key);
    expect(check('  \t')).toBe(key);
    expect(check(undefined)).toBe(key);
    expect(check('x')).toBeNull();
  });

  test('numeric 0 and false pass the dictionary sort / sealed rules', () => {
    expect(formRules.dictSort(0)).toBeNull();
    expect(formRules.dictSealed(false)).toBeNull();
  });
});
