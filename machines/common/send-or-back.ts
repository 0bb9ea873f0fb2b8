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
type To<T extends string, A extends string | undefined> = { target: T; actions?: A };

/** A transition to `target`, naming `action` when there is one. */
const to = <T extends string, A extends string | undefined>(target: T, action: A): To<T, A> =>
  action ? { target, actions: action } : { target };

/**
 * A state where `events.confirm` goes to `targets.send` (the state that makes the call, tagged busy), running the
 * machine's action `actions.send` (for instance the one that takes the operation the click made), and
 * `events.cancel` back to `targets.back`, running `actions.back` (for instance the one that drops the pending
 * action). `tags` are the state's tags (`confirm` by default).
 */
export function sendOrBack<
  C extends string,
  X extends string,
  S extends string,
  B extends string,
  AS extends string | undefined = undefined,
  AB extends string | undefined = undefined,
>(
  events: { confirm: C; cancel: X },
  targets: { send: S; back: B },
  actions: { send?: AS; back?: AB } = {},
  tags: readonly string[] = ['confirm'],
) {
  const on = {
    [events.confirm]: to(targets.send, actions.send),
    [events.cancel]: to(targets.back, actions.back),
  } as Record<C, To<NoInfer<S>, NoInfer<AS>>> & Record<X, To<NoInfer<B>, NoInfer<AB>>>;
  return { tags: [...tags], on };
}

/**
 * The tags and events of the state that sends a confirmed write (the machine adds its `invoke`): `SENDING_TAGS` after
 * any `tags` of its own, and a second `confirm` there does nothing: one request.
 */
export function sendingState<E extends string>(confirm: E, tags: readonly string[] = []) {
  return { tags: [...tags, ...SENDING_TAGS], on: { [confirm]: {} } as Record<E, Record<string, never>> };
}
