import fc from 'fast-check';
import { maskBankCard, maskIdCard, maskName, maskPhone, maskPhonesIn, maskTail } from '@/lib/mask';

const cps = (s: string) => Array.from(s);

describe('masking examples', () => {
  test.each([
    ['张三', '张*'],
    ['欧阳娜娜', '欧**娜'],
    ['李', '李'],
    ['王小明', '王*明'],
    ['', ''],
    ['𠮷野家', '𠮷*家'],
    ['𠮷𠮷', '𠮷*'],
    ['a😀😀b', 'a**b'],
  ])('maskName(%j) = %j', (input, expected) => {
    expect(maskName(input)).toBe(expected);
  });

  test.each([
    ['13812345678', '138****5678'],
    ['1381234567', '******4567'],
    ['010-12345678', '********5678'],
    ['123', '***'],
  ])('maskPhone(%j) = %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  test('cards and IDs show only the last 4', () => {
    expect(maskBankCard('6222020000000000009')).toBe('***************0009');
    expect(maskIdCard('11010519491231002X')).toBe('**************002X');
    expect(maskTail('1234')).toBe('****');
    expect(maskTail('12345')).toBe('*2345');
    expect(maskTail('a😀bcde')).toBe('**bcde');
  });
});

/** Strings that contain no '*', with BMP and astral characters. */
const text = fc.string({ unit: 'grapheme-composite', maxLength: 30 }).filter((s) => !s.includes('*'));
const astralOrNot = fc
  .array(fc.oneof(fc.constantFrom('a', '张', '欧', '1', '𠮷', '😀', '𝟘'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''))
  .filter((s) => !s.includes('*'));

describe('masking — properties', () => {
  test('maskName keeps the code-point length and stars exactly the hidden middle', () => {
    fc.assert(
      fc.property(fc.oneof(text, astralOrNot), (name) => {
        const inp = cps(name);
        const out = cps(maskName(name));
        expect(out.length).toBe(inp.length);
        if (inp.length <= 1) return;
        expect(out[0]).toBe(inp[0]);
        const lastShown = inp.length >= 3;
        const hiddenEnd = lastShown ? inp.length - 1 : inp.length;
        for (let i = 1; i < hiddenEnd; i += 1) expect(out[i]).toBe('*');
        if (lastShown) expect(out[inp.length - 1]).toBe(inp[inp.length - 1]);
      }),
      { numRuns: 500 },
    );
  });

  test('maskTail / maskBankCard / maskIdCard show at most the last 4 and keep the length', () => {
    fc.assert(
      fc.property(fc.oneof(text, astralOrNot, fc.stringMatching(/^\d{0,20}$/)), (value) => {
        for (const masked of [maskTail(value), maskBankCard(value), maskIdCard(value)]) {
          const inp = cps(value);
          const out = cps(masked);
          expect(out.length).toBe(inp.length);
          const shown = inp.length > 4 ? 4 : 0;
          for (let i = 0; i < inp.length - shown; i += 1) expect(out[i]).toBe('*');
          for (let i = inp.length - shown; i < inp.length; i += 1) expect(out[i]).toBe(inp[i]);
        }
      }),
      { numRuns: 500 },
    );
  });

  test('maskPhone of 11 digits hides digits 4-7 and keeps the rest', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (phone) => {
        const out = maskPhone(phone);
        expect(out).toHaveLength(11);
        expect(out.slice(3, 7)).toBe('****');
        expect(out.slice(0, 3)).toBe(phone.slice(0, 3));
        expect(out.slice(7)).toBe(phone.slice(7));
      }),
    );
  });

  test('maskPhone of any other text never reveals more than the last 4 code points', () => {
    fc.assert(
      fc.property(fc.oneof(text, astralOrNot), (value) => {
        fc.pre(!/^\d{11}$/.test(value));
        expect(maskPhone(value)).toBe(maskTail(value));
      }),
    );
  });
});

describe('phones inside a text', () => {
  test.each([
    ['测试司机 13800138000', '测试司机 138****8000'],
    ['联系13800138000或15912345678', '联系138****8000或159****5678'],
    ['卡号 6222021234567890123 不变', '卡号 6222021234567890123 不变'],
    ['金额 12345678901', '金额 12345678901'],
    ['', ''],
  ])('%s → %s', (input, masked) => {
    expect(maskPhonesIn(input)).toBe(masked);
  });

  test('no mobile number survives, and the text keeps its length', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^1[3-9]\d{9}$/), fc.string(), (before, phone, after) => {
        fc.pre(!/\d$/.test(before) && !/^\d/.test(after));
        const out = maskPhonesIn(`${before}${phone}${after}`);
        expect(out).not.toContain(phone);
        expect(cps(out)).toHaveLength(cps(`${before}${phone}${after}`).length);
      }),
    );
  });
});
