import { validationZh } from '@/i18n/locales/zh/validation';
import { validationEn } from '@/i18n/locales/en/validation';
import { VALIDATION_KEY_PATHS, isValidationKey, validationKey, type ValidationKeyPath } from '@/lib/validation-keys';

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object') {
      for (const [p, leaf] of flatten(v as Record<string, unknown>, path)) out.set(p, leaf);
    } else {
      out.set(path, v);
    }
  }
  return out;
}

const zh = flatten(validationZh);
const en = flatten(validationEn);

describe('validation message files', () => {
  test('en has exactly the keys of zh', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  test('zh has exactly the keys of VALIDATION_KEY_PATHS', () => {
    expect([...zh.keys()].sort()).toEqual([...VALIDATION_KEY_PATHS].sort());
  });

  test('key list has no duplicates and every key is <group>.<reason>', () => {
    expect(new Set(VALIDATION_KEY_PATHS).size).toBe(VALIDATION_KEY_PATHS.length);
    for (const p of VALIDATION_KEY_PATHS) expect(p).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  test('every text is a non-empty string; en texts contain no Chinese', () => {
    for (const [k, v] of zh) {
      expect(typeof v, k).toBe('string');
      expect((v as string).length, k).toBeGreaterThan(0);
    }
    for (const [k, v] of en) {
      expect(typeof v, k).toBe('string');
      expect(v as string, k).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test.each<[ValidationKeyPath, string]>([
    ['mobile.required', '手机号码不能为空'],
    ['mobile.length', '手机号码长度不为11位'],
    ['mobile.format', '手机号码格式不正确'],
    ['idCard.required', '证件号码不能为空'],
    ['idCard.length', '证件号码长度不为18位'],
    ['idCard.format', '证件号码格式错误'],
    ['idCard.province', '地址编码错误'],
    ['idCard.checksum', '证件号码校验位错误'],
    ['lock.required', '锁屏密码不能为空'],
    ['param.nameRequired', '请输入参数名称'],
    ['param.keyRequired', '请输入参数键名'],
    ['param.valueRequired', '请输入参数键值'],
    ['dict.codeRequired', '请输入字典编号'],
    ['dict.valueRequired', '请输入字典名称'],
    ['dict.sortRequired', '请输入字典排序'],
    ['dict.sealedRequired', '请选择封存'],
    ['dict.keyRequired', '请输入字典键值'],
    ['register.tenantRequired', '请先输入租户编号'],
    ['register.accountRequired', '请先输入账号名称'],
    ['register.passwordRequired', '请先输入密码'],
    ['register.passwordMismatch', '两次密码输入不一致'],
    ['avatar.type', '头像只能是JPG或PNG格式'],
    ['avatar.size', '头像大小不能超过500KB'],
    ['avatar.empty', '文件为空'],
    ['avatar.mismatch', '文件内容与扩展名不符'],
  ])('zh text of %s is exactly %s', (path, text) => {
    expect(zh.get(path)).toBe(text);
  });
});

describe('validation key helpers', () => {
  test('validationKey prefixes the namespace', () => {
    expect(validationKey('mobile.length')).toBe('validation:mobile.length');
  });

  test.each([
    ['validation:mobile.length', true],
    ['validation:mobile.nope', false],
    ['mobile.length', false],
    ['other:mobile.length', false],
    [42, false],
  ])('isValidationKey(%s) = %s', (value, expected) => {
    expect(isValidationKey(value)).toBe(expected);
  });
});
