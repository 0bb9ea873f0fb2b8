import fc from 'fast-check';
import { ID_PROVINCE_CODES, idCheckChar, isValidBirthDate, normaliseIdCard, validateIdCard } from '@/lib/id-card';

/** A fixed "today" so the future-date check is deterministic. */
const TODAY = new Date(2025, 5, 15); // 2025-06-15, local time

const withCheck = (first17: string) => first17 + idCheckChar(first17);

describe('validateIdCard — docs/quality.md bad inputs', () => {
  test.each([
    ['110105194912310021', 'validation:idCard.checksum'],
    ['11010519491231002x', null],
    ['11010519491231002X', null],
    ['990105194912310023', 'validation:idCard.province'],
    ['110105199913400011', 'validation:idCard.format'],
    ['11010519491231002', 'validation:idCard.length'],
    ['1101051949123100211', 'validation:idCard.length'],
    ['', 'validation:idCard.required'],
  ])('%j → %s', (input, expected) => {
    expect(validateIdCard(input, TODAY)).toBe(expected);
  });
});

describe('validateIdCard — each check in the spec order', () => {
  test.each([
    [null, 'validation:idCard.required'],
    [undefined, 'validation:idCard.required'],
    ['   ', 'validation:idCard.required'],
    ['110105491231002', 'validation:idCard.length'], // old 15-digit ID
    ['11010519491231002𝟘', 'validation:idCard.format'], // 18 code points (UTF-16 length 19): not a length error
    ['1101051949123100A1', 'validation:idCard.format'],
    ['X10105194912310021', 'validation:idCard.format'],
    ['11010519491231002Y', 'validation:idCard.format'],
    ['110105199902300011', 'validation:idCard.format'], // Feb 30
    ['110105190002290011', 'validation:idCard.format'], // 1900 is not a leap year
    ['110105189912310011', 'validation:idCard.format'], // before 1900
    ['110105203001010011', 'validation:idCard.format'], // future
    ['110105202506160011', 'validation:idCard.format'], // tomorrow
    ['990105199913400011', 'validation:idCard.format'], // format is checked before the province
    ['000105194912310021', 'validation:idCard.province'],
    ['160105194912310021', 'validation:idCard.province'], // province checked before checksum
    ['110105194912310021', 'validation:idCard.checksum'],
  ])('%j → %s', (input, expected) => {
    expect(validateIdCard(input, TODAY)).toBe(expected);
  });

  test('a birth date of today is accepted, leap day 2000-02-29 is accepted', () => {
    expect(validateIdCard(withCheck('11010520250615001'), TODAY)).toBeNull();
    expect(validateIdCard(withCheck('11010520000229001'), TODAY)).toBeNull();
    expect(validateIdCard(withCheck('11010519000101001'), TODAY)).toBeNull();
  });

  test('the injected today decides what is in the future', () => {
    const id = withCheck('11010520250616001');
    expect(validateIdCard(id, TODAY)).toBe('validation:idCard.format');
    expect(validateIdCard(id, new Date(2025, 5, 16))).toBeNull();
  });

  test('every province code of the table is accepted', () => {
    for (const p of ID_PROVINCE_CODES) {
      expect(validateIdCard(withCheck(`${p}010519491231002`), TODAY), p).toBeNull();
    }
  });

  test('normaliseIdCard upper-cases a final x and trims', () => {
    expect(normaliseIdCard(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(normaliseIdCard('110105194912310021')).toBe('110105194912310021');
  });

  test('isValidBirthDate edge cases', () => {
    expect(isValidBirthDate('20240229', TODAY)).toBe(true);
    expect(isValidBirthDate('20230229', TODAY)).toBe(false);
    expect(isValidBirthDate('19990431', TODAY)).toBe(false);
    expect(isValidBirthDate('19990001', TODAY)).toBe(false);
    expect(isValidBirthDate('19990100', TODAY)).toBe(false);
    expect(isValidBirthDate('1999010', TODAY)).toBe(false);
  });

  test('idCheckChar refuses anything but 17 digits', () => {
    expect(() => idCheckChar('1234')).toThrow(RangeError);
  });
});

/** Random valid IDs: a province from the table, a real date 1900-01-01..TODAY, 3 sequence digits. */
const validId = fc
  .record({
    province: fc.constantFrom(...ID_PROVINCE_CODES),
    area: fc.integer({ min: 0, max: 9999 }),
    day: fc.date({ min: new Date(1900, 0, 1), max: TODAY, noInvalidDate: true }),
    seq: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ province, area, day, seq }) => {
    const ymd =
      String(day.getFullYear()).padStart(4, '0') + String(day.getMonth() + 1).padStart(2, '0') + String(day.getDate()).padStart(2, '0');
    return withCheck(province + String(area).padStart(4, '0') + ymd + String(seq).padStart(3, '0'));
  });

describe('validateIdCard — properties', () => {
  test('an ID with a correct checksum, valid province and past birth date is accepted', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(validateIdCard(id, TODAY)).toBeNull();
        expect(validateIdCard(id.toLowerCase(), TODAY)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  test('any single-digit change to the first 17 digits is rejected', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, pos, delta) => {
        const digit = (Number(id[pos]) + delta) % 10;
        const changed = id.slice(0, pos) + String(digit) + id.slice(pos + 1);
        expect(changed).not.toBe(id);
        expect(validateIdCard(changed, TODAY)).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  test('changing only the check character gives the checksum message', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789X'), (id, c) => {
        fc.pre(c !== id[17]);
        expect(validateIdCard(id.slice(0, 17) + c, TODAY)).toBe('validation:idCard.checksum');
      }),
    );
  });
});
