import fc from 'fast-check';
import { luhnCheckDigit, luhnValid, validateCardNumber, withCheckDigit } from '@/lib/card-number';

describe('validateCardNumber', () => {
  test.each([
    ['4111111111111111', null],
    ['6228480012345678903', null], // 19 digits
    ['6228480012345678904', 'validation:card.checksum'],
    ['378282246310005', null],
    ['4111111111111112', 'validation:card.checksum'],
    ['', 'validation:card.required'],
    [null, 'validation:card.required'],
    ['   ', 'validation:card.required'],
    ['000000000000', 'validation:card.format'],
    ['0000000000000000', 'validation:card.format'],
    ['41111111111', 'validation:card.format'], // 11 digits
    ['41111111111111111111', 'validation:card.format'], // 20 digits
    ['4111 1111 1111 1111', 'validation:card.format'],
    ['4111-1111-1111-1111', 'validation:card.format'],
    ['411111111111111a', 'validation:card.format'],
    ['４１１１１１１１１１１１１１１１', 'validation:card.format'],
  ])('%j → %s', (input, expected) => {
    expect(validateCardNumber(input)).toBe(expected);
  });

  test('luhnValid needs digits only', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('0')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('7992739871x')).toBe(false);
  });

  test('luhnCheckDigit completes a payload', () => {
    expect(luhnCheckDigit('411111111111111')).toBe('1');
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });

  test('withCheckDigit makes a grant batch number a card number that passes the check', () => {
    expect(withCheckDigit('7992739871')).toBe('79927398713');
    expect(validateCardNumber(withCheckDigit('880012345600001'))).toBeNull();
  });
});

/** Random valid card numbers of 12-19 digits, not starting with 0. */
const validCard = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 17 }))
  .map(([first, rest]) => {
    const payload = String(first) + rest.join('');
    return payload + luhnCheckDigit(payload);
  });

describe('Luhn — properties', () => {
  test('a payload plus its check digit always validates', () => {
    fc.assert(
      fc.property(validCard, (card) => {
        expect(luhnValid(card)).toBe(true);
        expect(validateCardNumber(card)).toBeNull();
      }),
    );
  });

  test('every single-digit change is detected', () => {
    fc.assert(
      fc.property(validCard, fc.nat(), fc.integer({ min: 1, max: 9 }), (card, rawPos, delta) => {
        const pos = rawPos % card.length;
        const digit = (Number(card[pos]) + delta) % 10;
        const changed = card.slice(0, pos) + String(digit) + card.slice(pos + 1);
        expect(luhnValid(changed)).toBe(false);
        expect(validateCardNumber(changed)).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
