/**
 * The amount a user types into a money field (docs/quality.md "Money is integer fen"; bad-input table): at most 2
 * decimals, > 0, ≤ the known available balance; full-width digits ('１００') are refused (validateAmountFen).
 */
import { validateAmountFen, type AmountResult } from '@/lib/money';

export function moneyFieldAmount(text: string, availableFen?: number): AmountResult {
  return validateAmountFen(text, availableFen === undefined ? {} : { availableFen });
}
