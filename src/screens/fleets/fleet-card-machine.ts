/**
 * The member card money machine with the fleet calls bound in (`.provide()`). Failures reach the machine as
 * the one `Failure` (services/http/failure.ts). The move is a command (docs/flows.md "Commands"): after a lost
 * answer the card's flows are read for one of the amount written since the operation started.
 */
import { fromPromise } from 'xstate';
import { fleetCardMachine } from '@machines/fleet-card/fleet-card.machine';
import type { CardMoveResult, CardSnapshot, MoveCardInput } from '@machines/fleet-card/fleet-card.types';
import type { VerifyOutput } from '@machines/command/command.types';
import * as fleets from '@services/api/fleets/calls';
import { settle } from '@services/http/settle';
import { bindCommand } from '@/components/use-command';
import { displayText } from '@/lib/display';
import { i18next } from '@/i18n/i18n';
import { findCardFlow } from './fleet-commands';

export interface FleetCardDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
}

/** The card and its fleet account, read afresh when the dialog opens. */
export async function loadCardSnapshot(cardId: string, signal: AbortSignal): Promise<CardSnapshot> {
  const c = await fleets.memberCard(cardId, signal);
  return {
    id: c.id,
    memberId: c.memberId,
    cardNo: c.cardNo,
    memberName: c.memberName,
    fleetName: c.fleetName,
    balanceFen: c.balanceFen,
    fleetBalanceFen: c.fleetBalanceFen,
  };
}

/**
 * The move's effect after a lost answer: a flow of the card for the amount, written since the operation started, and
 * the card's balances as they now are (what the done step shows).
 */
export async function findCardMove(move: MoveCardInput, startedAt: number, signal: AbortSignal): Promise<VerifyOutput> {
  const flow = await findCardFlow(move.card.id, move.amountFen, startedAt, signal);
  if (!flow.found) return flow;
  const now = await loadCardSnapshot(move.card.id, signal);
  const moved: CardMoveResult = {
    cardNo: now.cardNo,
    amountFen: move.amountFen,
    balanceFen: now.balanceFen,
    fleetBalanceFen: now.fleetBalanceFen,
    flowNo: displayText((flow.record as Record<string, unknown>).flowNo),
  };
  return { found: true, record: moved };
}

export function bindFleetCard(deps: FleetCardDeps) {
  return fleetCardMachine.provide({
    actors: {
      loadCard: fromPromise(({ input, signal }) => settle(signal, loadCardSnapshot(input.cardId, signal))),
      command: bindCommand<MoveCardInput>((move, key) => fleets.moveCardBalance(move.kind, move.card, move.amountFen, key), findCardMove),
    },
    actions: {
      notifyMoved: ({ context }) => deps.success(i18next.t(context.kind === 'recharge' ? 'fleet:move.recharged' : 'fleet:move.recovered')),
    },
  });
}
