/**
 * Fee and rate maths (spec 000 §9, spec 002 §5). Dependency-free (imports nothing) so the server
 * simulator can import this file and compute exactly the same fees as the console.
 *
 * Units
 * - Amounts are integer fen (safe integers). Rates are exact decimals, given as a decimal string
 *   ('0.006', '60', '12.5') or a number (read through its shortest decimal form, String(n)).
 * - Basis points divide by 10000 (BASIS_POINT_DIVISOR): 60 bp of 10000 fen = 60 fen.
 * - Percentage rule types 'subsidy_rule', 'spread_rule', 'sales_rule' and any other ('default')
 *   all take their rate in basis points.
 * - withdrawFee: fee mode '1' (or 1) = a fixed fee in fen; any other mode = basis points.
 * - ruleFee: mode 1 = a fraction ('0.006' = 0.6 %); mode 2 = basis points; other modes throw.
 *
 * Rounding: every result is rounded once, to the whole fen, half-up (half away from zero for
 * negative amounts), computed exactly with BigInt: round(a·r) = floor((2·a·N + D) / (2·D)) where
 * the rate is N / D. No floating-point arithmetic touches an amount.
 *
 * Fees are capped at the amount, so 0 ≤ fee ≤ amount and net = amount − fee is never negative.
 * Fee amounts must be ≥ 0; bad input (negative or non-integer amount, negative or malformed
 * rate, fractional fixed fee) throws a RangeError rather than guessing.
 */

/** Basis points per unit: a rate in basis points is divided by this. */
export const BASIS_POINT_DIVISOR = 10000;

/** Rule types whose rate is in basis points (spec: subsidy, spread, sales and a default). */
export const PERCENTAGE_RULE_TYPES = ['subsidy_rule', 'spread_rule', 'sales_rule', 'default'] as const;

/** A percentage rule type; unknown type names are handled as 'default'. */
export type PercentageRuleType = (typeof PERCENTAGE_RULE_TYPES)[number];

/** A rate or fee value as configs carry it: a decimal string or a number. */
export type RateValue = string | number;

/** A fee and what is left of the amount after it. */
export interface FeeResult {
  /** The fee in fen, 0 ≤ feeFen ≤ amountFen. */
  feeFen: number;
  /** amountFen − feeFen, never negative. */
  netFen: number;
}

/** An exact non-negative decimal N / D. */
interface Ratio {
  num: bigint;
  den: bigint;
}

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;
const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** Reads a non-negative decimal rate exactly; throws a RangeError on anything else. */
function toRatio(value: RateValue, what: string): Ratio {
  let m: RegExpExecArray | null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a non-negative number, got ${value}`);
    m = NUMBER_TEXT.exec(String(value));
  } else if (typeof value === 'string') {
    m = DECIMAL_TEXT.exec(value.trim());
  } else {
    m = null;
  }
  if (!m) throw new RangeError(`${what} must be a non-negative decimal, got ${String(value)}`);
  const intDigits = m[1] as string;
  const fracDigits = m[2] ?? '';
  const exponent = m[3] === undefined ? 0 : Number(m[3]);
  let num = BigInt(intDigits + fracDigits);
  let den = 10n ** BigInt(fracDigits.length);
  if (exponent > 0) num *= 10n ** BigInt(exponent);
  if (exponent < 0) den *= 10n ** BigInt(-exponent);
  return { num, den };
}

/** Throws a RangeError unless the amount is a safe integer (and ≥ 0 when `nonNegative`). */
function checkAmount(amountFen: number, nonNegative: boolean): void {
  if (!Number.isSafeInteger(amountFen) || (nonNegative && amountFen < 0)) {
    throw new RangeError(`amountFen must be a ${nonNegative ? 'non-negative ' : ''}safe integer, got ${amountFen}`);
  }
}

/** amount × num / den rounded to the whole fen, half away from zero, exactly (BigInt). */
function mulDivRoundBig(amountFen: number, num: bigint, den: bigint): bigint {
  const a = BigInt(amountFen);
  const magnitude = ((a < 0n ? -a : a) * num * 2n + den) / (2n * den);
  return a < 0n ? -magnitude : magnitude;
}

/** mulDivRoundBig as a safe-integer number; throws a RangeError when the result is out of range. */
function mulDivRound(amountFen: number, num: bigint, den: bigint): number {
  const result = mulDivRoundBig(amountFen, num, den);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('result exceeds the safe-integer range');
  }
  return result === 0n ? 0 : Number(result);
}

/** Caps a (BigInt) fee at the amount and pairs it with the net amount. */
function capped(amountFen: number, feeFen: bigint): FeeResult {
  const fee = feeFen > BigInt(amountFen) ? amountFen : Number(feeFen);
  return { feeFen: fee, netFen: amountFen - fee };
}

/** Divisor of each percentage rule type's rate. */
const RULE_TYPE_DIVISORS: Readonly<Record<PercentageRuleType, number>> = {
  subsidy_rule: BASIS_POINT_DIVISOR,
  spread_rule: BASIS_POINT_DIVISOR,
  sales_rule: BASIS_POINT_DIVISOR,
  default: BASIS_POINT_DIVISOR,
};

/** The divisor of a percentage rule type's rate: 10000 (basis points); unknown types use 'default'. */
export function ruleTypeDivisor(ruleType: string): number {
  return Object.hasOwn(RULE_TYPE_DIVISORS, ruleType) ? RULE_TYPE_DIVISORS[ruleType as PercentageRuleType] : RULE_TYPE_DIVISORS.default;
}

/** amount × basisPoints / 10000 in fen, rounded half-up (signed amounts allowed; no cap). */
export function basisPointsOfFen(amountFen: number, basisPoints: RateValue): number {
  checkAmount(amountFen, false);
  const r = toRatio(basisPoints, 'basisPoints');
  return mulDivRound(amountFen, r.num, r.den * BigInt(BASIS_POINT_DIVISOR));
}

/** amount × fraction in fen, rounded half-up (signed amounts allowed; no cap); '0.006' = 0.6 %. */
export function fractionOfFen(amountFen: number, fraction: RateValue): number {
  checkAmount(amountFen, false);
  const r = toRatio(fraction, 'fraction');
  return mulDivRound(amountFen, r.num, r.den);
}

/** The amount a percentage rule (subsidy/spread/sales/default) yields: amount × rate ÷ divisor, half-up. */
export function ruleTypeAmountFen(input: { ruleType: string; amountFen: number; rate: RateValue }): number {
  checkAmount(input.amountFen, false);
  const r = toRatio(input.rate, 'rate');
  return mulDivRound(input.amountFen, r.num, r.den * BigInt(ruleTypeDivisor(input.ruleType)));
}

/**
 * The withdrawal fee, as both the console and the server simulator compute it: feeMode '1' (or 1)
 * → feeValue is a fixed fee in whole fen; any other mode → feeValue is a rate in basis points.
 * The fee is capped at the amount.
 */
export function withdrawFee(input: { amountFen: number; feeMode: string | number; feeValue: RateValue }): FeeResult {
  const { amountFen, feeMode, feeValue } = input;
  checkAmount(amountFen, true);
  if (String(feeMode).trim() === '1') {
    const fixed = toRatio(feeValue, 'feeValue');
    if (fixed.num % fixed.den !== 0n) throw new RangeError(`a fixed fee must be whole fen, got ${String(feeValue)}`);
    return capped(amountFen, fixed.num / fixed.den);
  }
  const r = toRatio(feeValue, 'feeValue');
  return capped(amountFen, mulDivRoundBig(amountFen, r.num, r.den * BigInt(BASIS_POINT_DIVISOR)));
}

/** The second fee calculator: mode 1 → value is a fraction ('0.006'); mode 2 → basis points; capped at the amount. */
export function ruleFee(input: { amountFen: number; mode: string | number; value: RateValue }): FeeResult {
  const { amountFen, mode, value } = input;
  checkAmount(amountFen, true);
  const r = toRatio(value, 'value');
  const m = String(mode).trim();
  if (m === '1') return capped(amountFen, mulDivRoundBig(amountFen, r.num, r.den));
  if (m === '2') return capped(amountFen, mulDivRoundBig(amountFen, r.num, r.den * BigInt(BASIS_POINT_DIVISOR)));
  throw new RangeError(`ruleFee mode must be 1 (fraction) or 2 (basis points), got ${String(mode)}`);
}
