import fc from 'fast-check';
import { addFen, compareFen, formatFen, formatFenPlain, parseFen, subtractFen, sumFen, validateAmountFen } from '@/lib/money';

describe('parseFen', () => {
  test.each<[string | null | undefined, number | string]>([
    ['100', 10000],
    ['100.5', 10050],
    ['100.05', 10005],
    ['0.01', 1],
    ['0', 0],
    ['007', 700],
    ['  12.30  ', 1230],
    ['１００', 10000],
    ['１００．５０', 10050],
    ['１，２３４．５', 123450],
    ['1,234.50', 123450],
    ['12,345,678', 1234567800],
    ['¥1,234.50', 123450],
    ['￥８', 800],
    ['\u3000１００\u3000', 10000],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    ['1,23', 'validation:amount.notNumber'],
    ['1234,567', 'validation:amount.notNumber'],
    [',123', 'validation:amount.notNumber'],
    ['0,123', 'validation:amount.notNumber'],
    ['1,2345', 'validation:amount.notNumber'],
    ['1e5', 'validation:amount.notNumber'],
    ['1E5', 'validation:amount.notNumber'],
    ['NaN', 'validation:amount.notNumber'],
    ['Infinity', 'validation:amount.notNumber'],
    ['abc', 'validation:amount.notNumber'],
    ['0x10', 'validation:amount.notNumber'],
    ['1 000', 'validation:amount.notNumber'],
    ['.5', 'validation:amount.notNumber'],
    ['5.', 'validation:amount.notNumber'],
    ['1.2.3', 'validation:amount.notNumber'],
    ['--1', 'validation:amount.notNumber'],
    ['¥', 'validation:amount.notNumber'],
    ['1¥', 'validation:amount.notNumber'],
    ['100.005', 'validation:amount.tooManyDecimals'],
    ['1.000', 'validation:amount.tooManyDecimals'],
    ['-1', 'validation:amount.signNotAllowed'],
    ['+1', 'validation:amount.signNotAllowed'],
    ['90071992547409.92', 'validation:amount.tooLarge'],
    ['99999999999999999999999', 'validation:amount.tooLarge'],
    ['', 'validation:amount.required'],
    ['   ', 'validation:amount.required'],
    [null, 'validation:amount.required'],
    [undefined, 'validation:amount.required'],
  ])('parseFen(%j) = %j', (input, expected) => {
    expect(parseFen(input)).toBe(expected);
  });

  test('signs are parsed when allowed', () => {
    expect(parseFen('-1', { allowSign: true })).toBe(-100);
    expect(parseFen('+1.5', { allowSign: true })).toBe(150);
    expect(parseFen('－１', { allowSign: true })).toBe(-100);
    expect(parseFen('-¥1,234.50', { allowSign: true })).toBe(-123450);
    expect(Object.is(parseFen('-0', { allowSign: true }), 0)).toBe(true);
  });
});

describe('validateAmountFen — docs/quality.md bad amounts', () => {
  test.each<[string, { availableFen?: number; maxFen?: number }, unknown]>([
    ['100.005', {}, { error: 'validation:amount.tooManyDecimals' }],
    ['-1', {}, { error: 'validation:amount.notPositive' }],
    ['0', {}, { error: 'validation:amount.notPositive' }],
    ['0.00', {}, { error: 'validation:amount.notPositive' }],
    ['1e5', {}, { error: 'validation:amount.notNumber' }],
    ['NaN', {}, { error: 'validation:amount.notNumber' }],
    ['abc', {}, { error: 'validation:amount.notNumber' }],
    ['', {}, { error: 'validation:amount.required' }],
    ['１００', { availableFen: 10000 }, { error: 'validation:amount.notNumber' }],
    ['１００．５０', {}, { error: 'validation:amount.notNumber' }],
    ['100.01', { availableFen: 10000 }, { error: 'validation:amount.exceedsAvailable' }],
    ['100', { maxFen: 5000 }, { error: 'validation:amount.tooLarge' }],
    ['100', { availableFen: 5000, maxFen: 1000 }, { error: 'validation:amount.exceedsAvailable' }],
    ['10', { availableFen: 5000, maxFen: 1000 }, { fen: 1000 }],
    ['0.01', { availableFen: 1 }, { fen: 1 }],
  ])('%j with %j → %j', (text, limits, expected) => {
    expect(validateAmountFen(text, limits)).toEqual(expected);
  });

  test('limits must be whole fen', () => {
    expect(() => validateAmountFen('1', { availableFen: 1.5 })).toThrow(RangeError);
    expect(() => validateAmountFen('1', { maxFen: Number.NaN })).toThrow(RangeError);
  });
});

describe('formatting', () => {
  test.each([
    [123450, '¥1,234.50', '1234.50'],
    [-123450, '-¥1,234.50', '-1234.50'],
    [0, '¥0.00', '0.00'],
    [5, '¥0.05', '0.05'],
    [-5, '-¥0.05', '-0.05'],
    [100, '¥1.00', '1.00'],
    [99999, '¥999.99', '999.99'],
    [100000, '¥1,000.00', '1000.00'],
    [Number.MAX_SAFE_INTEGER, '¥90,071,992,547,409.91', '90071992547409.91'],
  ])('%d → %j / %j', (fen, display, plain) => {
    expect(formatFen(fen)).toBe(display);
    expect(formatFenPlain(fen)).toBe(plain);
  });

  test('non-integer or unsafe fen is refused', () => {
    expect(() => formatFen(1.5)).toThrow(RangeError);
    expect(() => formatFenPlain(Number.NaN)).toThrow(RangeError);
    expect(() => formatFenPlain(2 ** 53)).toThrow(RangeError);
  });
});

describe('fen arithmetic', () => {
  test('add, subtract, compare, sum', () => {
    expect(addFen(10, 20)).toBe(30);
    expect(subtractFen(10, 20)).toBe(-10);
    expect(compareFen(1, 2)).toBe(-1);
    expect(compareFen(2, 2)).toBe(0);
    expect(compareFen(3, 2)).toBe(1);
    expect(sumFen([1, 2, 3])).toBe(6);
    expect(sumFen([])).toBe(0);
  });

  test('safe-integer checks', () => {
    expect(() => addFen(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => subtractFen(-Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => addFen(0.1, 0.2)).toThrow(RangeError);
    expect(() => compareFen(Number.NaN, 0)).toThrow(RangeError);
    expect(() => sumFen([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

const safeFen = fc.oneof(fc.integer({ min: 0, max: 100_000_00 }), fc.maxSafeNat());

describe('money — properties', () => {
  test('parseFen(formatFenPlain(n)) === n for non-negative safe n', () => {
    fc.assert(
      fc.property(safeFen, (n) => {
        expect(parseFen(formatFenPlain(n))).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  test('parseFen(formatFen(n)) === n (the ¥ form parses back)', () => {
    fc.assert(
      fc.property(safeFen, (n) => {
        expect(parseFen(formatFen(n))).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  test('negative amounts round-trip when a sign is allowed', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const want = n === 0 ? 0 : n;
        expect(parseFen(formatFenPlain(n), { allowSign: true })).toBe(want);
        expect(parseFen(formatFen(n), { allowSign: true })).toBe(want);
      }),
      { numRuns: 1000 },
    );
  });

  test('addFen and subtractFen agree with BigInt maths', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.maxSafeInteger(), (a, b) => {
        const big = BigInt(a) + BigInt(b);
        if (big > BigInt(Number.MAX_SAFE_INTEGER) || big < -BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(() => addFen(a, b)).toThrow(RangeError);
        } else {
          expect(BigInt(addFen(a, b))).toBe(big);
          expect(subtractFen(addFen(a, b), b)).toBe(a);
        }
      }),
    );
  });
});
