import type { AnyMachineSnapshot } from 'xstate';
import type { Gate, PathPattern, Simulator } from '@services/mock/simulator';

/** Which state holds which actor's request: [is in that state, actor id, path, method?]. */
export type GateRule = [match: (s: AnyMachineSnapshot) => boolean, actor: string, path: PathPattern, method?: string];

/**
 * Held simulator answers for a generated path: before the step into a state that invokes an actor, its
 * request is held; `take(actor)` waits until it arrives so the step can release or fail it.
 */
export class GateBoard {
  private readonly held = new Map<string, Gate>();

  constructor(
    private readonly rules: readonly GateRule[],
    private readonly sim: () => Simulator,
  ) {}

  /** Holds the requests that entering `to` (from `from`) will make. */
  arm(from: AnyMachineSnapshot | null, to: AnyMachineSnapshot): void {
    for (const [match, actor, path, method] of this.rules) {
      if (match(to) && !(from && match(from))) this.held.set(actor, this.sim().gates.hold(path, method ? { method } : {}));
    }
  }

  /** Holds the next request to `path` for `actor` (a re-entry the rules cannot see). */
  hold(actor: string, path: PathPattern, method?: string): void {
    this.held.set(actor, this.sim().gates.hold(path, method ? { method } : {}));
  }

  /** The held request of an actor, once it has arrived. */
  async take(actor: string): Promise<Gate> {
    const g = this.held.get(actor);
    if (!g) throw new Error(`no gate armed for ${actor}`);
    await g.reached;
    this.held.delete(actor);
    return g;
  }
}
