/**
 * The step before a call that every write of a flow machine goes through (docs/flows.md "Commands"): the exact
 * request is confirmed (or a form filled in, or a failure shown), one event sends it, another goes back. Plain
 * state config naming the machine's own states and actions; pure: no xstate import.
 */

/**
 * The tags of the state that sends a confirmed write: the confirmation stays up (`confirm`) and its buttons wait
 * (`busy`). A second confirm is not handled there: one request only.
 */
export const SENDING_TAGS = ['confirm', 'busy'] as const;

/** A transition to a state, with the machine's named action when there is one. */
type To<T extends string, A extends string | undefined> = A extends string ? { target: T; actions: A } : { target: T };

/**
 * A state where `events.confirm` goes to `targets.send` (the state that makes the call, tagged busy), and
 * `events.cancel` back to `targets.back`, running the machine's action `onCancel` (for instance the one that drops
 * the pending action). `tags` are the state's tags (`confirm` by default).
 */
export function sendOrBack<
  C extends string,
  X extends string,
  S extends string,
  B extends string,
  A extends string | undefined = undefined,
>(events: { confirm: C; cancel: X }, targets: { send: S; back: B }, onCancel?: A, tags: readonly string[] = ['confirm']) {
  const back = (onCancel ? { target: targets.back, actions: onCancel } : { target: targets.back }) as To<B, A>;
  const on = { [events.confirm]: { target: targets.send }, [events.cancel]: back } as Record<C, { target: S }> & Record<X, To<B, A>>;
  return { tags: [...tags], on };
}
