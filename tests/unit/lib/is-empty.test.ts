import { isBlank, isEmpty, required } from '@/lib/is-empty';

describe('isEmpty', () => {
  test.each<[string, unknown, boolean]>([
    ["'null'", 'null', false],
    ["'undefined'", 'undefined', false],
    ['0', 0, false],
    ['NaN', Number.NaN, false],
    ['false', false, false],
    ['true', true, false],
    ['{}', {}, true],
    ['[]', [], true],
    ["''", '', true],
    ['null', null, true],
    ['undefined', undefined, true],
    ['Object.create(null)', Object.create(null), true],
    ["' '", ' ', false],
    ['[0]', [0], false],
    ['{ a: undefined }', { a: undefined }, false],
    ['new Date(0)', new Date(0), false],
    ['new Map()', new Map(), false],
  ])('isEmpty(%s) = %s', (_label, value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });

  test('isBlank adds whitespace-only strings', () => {
    expect(isBlank(' \t\n\u3000')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});

describe('required(key)', () => {
  const rule = required('validation:common.required');
  test.each<[unknown, string | null]>([
    ['', 'validation:common.required'],
    ['   ', 'validation:common.required'],
    [null, 'validation:common.required'],
    [undefined, 'validation:common.required'],
    [[], 'validation:common.required'],
    [{}, 'validation:common.required'],
    ['a', null],
    [' a ', null],
    [0, null],
    [false, null],
    ['null', null],
  ])('%j → %s', (value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  test('returns the key it was given', () => {
    expect(required('validation:param.keyRequired')('')).toBe('validation:param.keyRequired');
  });
});
