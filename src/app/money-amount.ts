/**
 * The amount a user types into a money field (QUALITY.md "Money is integer fen"; bad-input table): at most 2
 * decimals, > 0, ≤ the known available balance. Stricter than parseFen on one point: the bad-input table wants
 * full-width digits ('１００') refused in a money field, so only ASCII text is accepted here.
 */
import { validateAmountFen, type AmountResult } from '@/lib/money';

export function moneyFieldAmount(text: string, availableFen?: number): AmountResult {
  if (/[^\x20-\x7e]/.test(text)) return { error: 'validation:amount.notNumber' };
  return validateAmountFen(text, availableFen === undefined ? {} : { availableFen });
}
