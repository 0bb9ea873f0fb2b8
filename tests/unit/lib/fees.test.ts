import fc from 'fast-check';
import {
  BASIS_POINT_DIVISOR,
  PERCENTAGE_RULE_TYPES,
  basisPointsOfFen,
  fractionOfFen,
  ruleFee,
  ruleTypeAmountFen,
  ruleTypeDivisor,
  withdrawFee,
} from '@/lib/fees';

describe('percentage rule types use basis points', () => {
  test('the divisor is 10000 for every rule type and the default', () => {
    expect(BASIS_POINT_DIVISOR).toBe(10000);
    expect(PERCENTAGE_RULE_TYPES).toEqual(['subsidy_rule', 'spread_rule', 'sales_rule', 'default']);
    for (const t of [...PERCENTAGE_RULE_TYPES, 'something_else', '__proto__']) expect(ruleTypeDivisor(t)).toBe(10000);
  });

  test.each([
    ['subsidy_rule', 10000, 60, 60],
    ['spread_rule', 12345, '25', 31], // 30.8625 → 31
    ['sales_rule', 100, 50, 1], // 0.5 → 1 (half-up)
    ['default', 100, 49, 0], // 0.49 → 0
    ['unknown', 2000, '12.5', 3], // 2.5 → 3
    ['sales_rule', -100, 50, -1], // half away from zero
  ] as const)('%s: %d fen at %s bp = %d fen', (ruleType, amountFen, rate, expected) => {
    expect(ruleTypeAmountFen({ ruleType, amountFen, rate })).toBe(expected);
  });
});

describe('withdrawFee', () => {
  test.each([
    // fixed fee in fen (mode '1')
    [
      { amountFen: 10000, feeMode: '1', feeValue: 200 },
      { feeFen: 200, netFen: 9800 },
    ],
    [
      { amountFen: 10000, feeMode: 1, feeValue: '200' },
      { feeFen: 200, netFen: 9800 },
    ],
    [
      { amountFen: 150, feeMode: '1', feeValue: 200 },
      { feeFen: 150, netFen: 0 },
    ], // capped at the amount
    [
      { amountFen: 0, feeMode: '1', feeValue: 200 },
      { feeFen: 0, netFen: 0 },
    ],
    // any other mode: basis points
    [
      { amountFen: 10000, feeMode: '2', feeValue: 60 },
      { feeFen: 60, netFen: 9940 },
    ],
    [
      { amountFen: 10000, feeMode: '0', feeValue: '60' },
      { feeFen: 60, netFen: 9940 },
    ],
    [
      { amountFen: 12345, feeMode: '2', feeValue: 60 },
      { feeFen: 74, netFen: 12271 },
    ], // 74.07
    [
      { amountFen: 250, feeMode: '2', feeValue: 200 },
      { feeFen: 5, netFen: 245 },
    ], // exactly 5
    [
      { amountFen: 25, feeMode: '2', feeValue: 200 },
      { feeFen: 1, netFen: 24 },
    ], // 0.5 → 1
    [
      { amountFen: 24, feeMode: '2', feeValue: 200 },
      { feeFen: 0, netFen: 24 },
    ], // 0.48 → 0
    [
      { amountFen: 100, feeMode: '2', feeValue: 20000 },
      { feeFen: 100, netFen: 0 },
    ], // 200 % capped
    [{ amountFen: 100, feeMode: '2', feeValue: '1e30' }, null], // malformed string rate
    [
      { amountFen: 100, feeMode: '2', feeValue: 1e30 },
      { feeFen: 100, netFen: 0 },
    ], // huge number rate capped, no overflow
  ] as const)('%j → %j', (input, expected) => {
    if (expected === null) expect(() => withdrawFee(input)).toThrow(RangeError);
    else expect(withdrawFee(input)).toEqual(expected);
  });

  test.each([
    { amountFen: -1, feeMode: '1', feeValue: 0 },
    { amountFen: 1.5, feeMode: '2', feeValue: 60 },
    { amountFen: 100, feeMode: '1', feeValue: '2.5' },
    { amountFen: 100, feeMode: '1', feeValue: -1 },
    { amountFen: 100, feeMode: '2', feeValue: Number.NaN },
    { amountFen: 100, feeMode: '2', feeValue: 'abc' },
    { amountFen: 100, feeMode: '2', feeValue: '' },
  ])('bad input %j throws', (input) => {
    expect(() => withdrawFee(input)).toThrow(RangeError);
  });
});

describe('ruleFee (mode 1 fraction, mode 2 basis points)', () => {
  test.each([
    [
      { amountFen: 10000, mode: 1, value: '0.006' },
      { feeFen: 60, netFen: 9940 },
    ],
    [
      { amountFen: 10000, mode: '1', value: 0.006 },
      { feeFen: 60, netFen: 9940 },
    ],
    [
      { amountFen: 10000, mode: 2, value: '60' },
      { feeFen: 60, netFen: 9940 },
    ],
    [
      { amountFen: 12500, mode: 1, value: '0.006' },
      { feeFen: 75, netFen: 12425 },
    ],
    [
      { amountFen: 250, mode: 1, value: '0.002' },
      { feeFen: 1, netFen: 249 },
    ], // 0.5 → 1 (0.002 is not exact in binary)
    [
      { amountFen: 250, mode: 1, value: 0.002 },
      { feeFen: 1, netFen: 249 },
    ],
    [
      { amountFen: 100, mode: 1, value: '1.5' },
      { feeFen: 100, netFen: 0 },
    ],
    [
      { amountFen: 100, mode: 1, value: 6e-7 },
      { feeFen: 0, netFen: 100 },
    ],
  ] as const)('%j → %j', (input, expected) => {
    expect(ruleFee(input)).toEqual(expected);
  });

  test('other modes throw', () => {
    expect(() => ruleFee({ amountFen: 100, mode: 3, value: '1' })).toThrow(RangeError);
    expect(() => ruleFee({ amountFen: 100, mode: '', value: '1' })).toThrow(RangeError);
  });

  test('helpers: fractionOfFen and basisPointsOfFen agree (0.006 = 60 bp)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (a) => {
        expect(fractionOfFen(a, '0.006')).toBe(basisPointsOfFen(a, 60));
      }),
    );
  });
});

/** Fee rules in every shape the two calculators accept. */
const feeRule = fc.oneof(
  fc.integer({ min: 0, max: 100_000_00 }).map((v) => ({ kind: 'withdraw' as const, feeMode: '1', feeValue: v })),
  fc.integer({ min: 0, max: 30000 }).map((v) => ({ kind: 'withdraw' as const, feeMode: '2', feeValue: v })),
  fc
    .tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 99 }))
    .map(([i, f]) => ({ kind: 'withdraw' as const, feeMode: '0', feeValue: `${i}.${String(f).padStart(2, '0')}` })),
  fc.integer({ min: 0, max: 20000 }).map((v) => ({ kind: 'rule' as const, mode: 1, value: `0.${String(v).padStart(5, '0')}` })),
  fc.integer({ min: 0, max: 20000 }).map((v) => ({ kind: 'rule' as const, mode: 2, value: String(v) })),
);

type Rule = typeof feeRule extends fc.Arbitrary<infer R> ? R : never;

function feeOf(rule: Rule, amountFen: number) {
  return rule.kind === 'withdraw'
    ? withdrawFee({ amountFen, feeMode: rule.feeMode, feeValue: rule.feeValue })
    : ruleFee({ amountFen, mode: rule.mode, value: rule.value });
}

const amount = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.maxSafeNat());

describe('fees — properties', () => {
  test('the fee is an integer in fen with 0 ≤ fee ≤ amount and net = amount − fee', () => {
    fc.assert(
      fc.property(feeRule, amount, (rule, a) => {
        const { feeFen, netFen } = feeOf(rule, a);
        expect(Number.isSafeInteger(feeFen)).toBe(true);
        expect(feeFen).toBeGreaterThanOrEqual(0);
        expect(feeFen).toBeLessThanOrEqual(a);
        expect(netFen).toBe(a - feeFen);
        expect(netFen).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  test('the fee is non-decreasing in the amount for a fixed rule', () => {
    fc.assert(
      fc.property(feeRule, amount, amount, (rule, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        expect(feeOf(rule, lo).feeFen).toBeLessThanOrEqual(feeOf(rule, hi).feeFen);
      }),
      { numRuns: 1000 },
    );
  });

  test('a percentage fee is the exact product rounded half-up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10000 }), (a, bp) => {
        const exact2 = (BigInt(a) * BigInt(bp) * 2n) / 10000n; // floor(2x)
        const rounded = (exact2 + 1n) / 2n; // floor(x + 0.5)
        expect(withdrawFee({ amountFen: a, feeMode: '2', feeValue: bp }).feeFen).toBe(Number(rounded));
      }),
      { numRuns: 1000 },
    );
  });
});
