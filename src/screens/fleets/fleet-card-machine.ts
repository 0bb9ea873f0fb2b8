/**
 * The member card money machine with the fleet calls bound in (`.provide()`). Failures reach the machine as
 * the one `Failure` (services/http/failure.ts).
 */
import { randomId } from '@services/http/random-id';
import { assign, fromPromise } from 'xstate';
import { fleetCardMachine } from '@machines/fleet-card/fleet-card.machine';
import type { CardSnapshot } from '@machines/fleet-card/fleet-card.types';
import * as fleets from '@services/api/fleets/calls';
import { settle } from '@services/http/settle';
import { i18next } from '@/i18n/i18n';

export interface FleetCardDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
  /** A new Idempotency-Key (one per operation). */
  newKey?: () => string;
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

export function bindFleetCard(deps: FleetCardDeps) {
  const newKey = deps.newKey ?? randomId;
  return fleetCardMachine.provide({
    actors: {
      loadCard: fromPromise(({ input, signal }) => settle(signal, loadCardSnapshot(input.cardId, signal))),
      // never replayed on its own: a lost answer comes back to the confirmation, and a resubmit reuses the key
      moveCard: fromPromise(({ input, signal }) =>
        settle(signal, fleets.moveCardBalance(input.kind, input.card, input.amountFen, input.operationKey, signal)),
      ),
    },
    actions: {
      stampOperation: assign(({ context }) => ({ operationKey: context.operationKey ?? newKey() })),
      notifyMoved: ({ context }) => deps.success(i18next.t(context.kind === 'recharge' ? 'fleet:move.recharged' : 'fleet:move.recovered')),
    },
  });
}
