/**
 * Types of the member card money dialog (balance recharge from the fleet account, or recovery back to it). Amounts
 * are integer fen; the screen parses what the user types (validateAmountFen) before it sends an event.
 */
import type { FailureNote } from '@machines/common/call-outcome';
import type { Operation, OperationEvent } from '@machines/common/composed-command';
import type { CardMoveKind, CardMoveResult } from '@services/api/fleets/calls';

export type { CardMoveKind, CardMoveResult };

/** The card as the dialog shows it before the money moves. */
export interface CardSnapshot {
  id: string;
  memberId: string;
  cardNo: string;
  memberName: string;
  fleetName: string;
  balanceFen: number;
  /** The fleet account's balance, fen (what a recharge draws on). */
  fleetBalanceFen: number;
}

/** i18n keys the machine hands to the screen. */
export const CARD_REASONS = {
  amountRequired: 'fleet:move.reason.amountRequired',
  busy: 'fleet:move.reason.busy',
  loadFailed: 'fleet:move.reason.loadFailed',
} as const;

export interface FleetCardInput {
  kind: CardMoveKind;
  cardId: string;
}

export interface FleetCardContext extends FleetCardInput, FailureNote {
  card: CardSnapshot | null;
  /** The parsed amount, or null while it is empty or invalid. */
  amountFen: number | null;
  /** i18n key of why the typed amount is not usable (null: fine or still empty). */
  amountError: string | null;
  /** The operation the confirming click made (its Idempotency-Key and when); a new confirmation makes a new one. */
  operation: Operation | null;
  result: CardMoveResult | null;
}

export type FleetCardEvent =
  | { type: 'card.amount'; amountFen: number | null; reason: string | null }
  | { type: 'card.review' }
  | { type: 'card.back' }
  | OperationEvent<'card.submit'>
  | { type: 'card.retry' };

export interface LoadCardInput {
  cardId: string;
}

/** What the move's command sends: the kind, the card as confirmed and the amount. */
export interface MoveCardInput {
  kind: CardMoveKind;
  card: CardSnapshot;
  amountFen: number;
}
