import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import type { fleetCardMachine } from './fleet-card.machine';
import { CARD_REASONS, type FleetCardContext } from './fleet-card.types';

type CardSnap = SnapshotFrom<typeof fleetCardMachine>;
type Viewed = Pick<CardSnap, 'context' | 'hasTag' | 'matches'>;

/** 'allowed', or the i18n key of why 下一步 (review the move) is disabled. */
export function reviewAllowance(s: Viewed): 'allowed' | string {
  if (!s.matches('entering')) return CARD_REASONS.busy;
  const c = s.context;
  if (c.amountError) return c.amountError;
  return c.amountFen !== null && c.amountFen > 0 ? 'allowed' : CARD_REASONS.amountRequired;
}

/** 'allowed', or the i18n key of why 确认 is disabled (a running submit ignores another one). */
export function submitAllowance(s: Viewed): 'allowed' | string {
  return s.matches('confirming') ? 'allowed' : CARD_REASONS.busy;
}

/** The money the amount may not exceed: the fleet account for a recharge, the card for a recovery. */
export function availableFen(c: Pick<FleetCardContext, 'kind' | 'card'>): number | undefined {
  if (!c.card) return undefined;
  return c.kind === 'recharge' ? c.card.fleetBalanceFen : c.card.balanceFen;
}

/** Exactly what the confirmation shows and the submit sends, with the balances it leads to. */
export function selectConfirmation(
  c: FleetCardContext,
): { cardNo: string; amountFen: number; balanceBeforeFen: number; balanceAfterFen: number } | null {
  if (!c.card || c.amountFen === null) return null;
  const delta = c.kind === 'recharge' ? c.amountFen : -c.amountFen;
  return { cardNo: c.card.cardNo, amountFen: c.amountFen, balanceBeforeFen: c.card.balanceFen, balanceAfterFen: c.card.balanceFen + delta };
}

/** The step of a card money dialog: loading the card, entering, confirming, committing (the command's) or done. */
export type CardStep = 'loading' | 'loadFailed' | 'entering' | 'confirming' | 'committing' | 'done';

export function selectCardStep(s: CardSnap): CardStep {
  return s.value as CardStep;
}

/** The command of the move being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectMoveCommand = (s: CardSnap) =>
  s.matches('committing') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
