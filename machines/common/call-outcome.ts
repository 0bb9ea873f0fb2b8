import { fromPromise, type NonReducibleUnknown } from 'xstate';
import type { Failure } from '@services/http/failure';

/**
 * What the flow machines share about their calls: the stand-in actors the app replaces with real ones
 * (src/app binds them), and how the one failure type (services/http/failure.ts, docs/architecture.md §5) is
 * read. Pure: only xstate and types.
 */

export type { Failure };

/** The error a machine keeps for its screen: an i18n key, or the server's text shown as is. */
export interface ReasonError {
  key?: string;
  text?: string;
}

/** The last failure a money machine shows: an i18n key, and the server's text when it gave one. */
export interface FailureNote {
  error: string | null;
  serverMessage: string | null;
}

/** An actor the machine names but the app provides; running it unbound is a wiring mistake. */
export function unboundActor<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} actor not provided`);
  });
}

/**
 * The failure of a failed invocation. The bindings settle every call (services/http/settle.ts), so the error is
 * a `Failure`; fields a hand-made one leaves out read as absent.
 */
export const failureOf = (error: unknown): Partial<Failure> =>
  error && typeof error === 'object' ? (error as Partial<Failure>) : { kind: 'unknown' };

/** The guard: the failed call's outcome is unknown (the write may have been done; a resubmit repeats it unless the backend honours the key). */
export const lostAnswer = ({ event }: { event: { error?: unknown } | object }): boolean =>
  failureOf((event as { error?: unknown }).error).lost === true;

/** The server's text of a failed call (or the console's words for a refusal without one), else null. */
export const serverMessageOf = (error: unknown): string | null => {
  const f = failureOf(error);
  return f.serverMessage ?? (f.kind === 'bad-request' || f.kind === 'unknown' ? (f.message ?? null) : null);
};

/** The words of a 400 refusal (the server's, else the console's): nobody showed them yet. */
export const refusalOf = (error: unknown): string | null => {
  const f = failureOf(error);
  return f.kind === 'bad-request' ? f.serverMessage || f.message || null : null;
};

/** The error of a refused approval call: the refusal's or a 403's text, or a generic key. */
export function reasonErrorOf(error: unknown): ReasonError {
  const f = failureOf(error);
  const text = refusalOf(f) ?? (f.code === 403 ? f.serverMessage : f.kind === 'unknown' ? f.message : null);
  return text ? { text } : { key: 'approvals:error.actionFailed' };
}

/** No failure to show: a call went through, or a new attempt starts. */
export const NO_FAILURE = { error: null, serverMessage: null } as const;

/**
 * Assigner of a failed call's note: the reason's i18n key and the server's words. A machine registers it once
 * (`noteFailure: assign(noteFailure)`) and names it with its reason: `{ type: 'noteFailure', params: { reason } }`.
 */
export const noteFailure = ({ event }: { event: unknown }, { reason }: { reason: string }): FailureNote => ({
  error: reason,
  serverMessage: serverMessageOf((event as { error?: unknown }).error),
});

/** Assigner of a reason the console gives itself, without the server's words (a lost answer, nothing found). */
export const noteReason = (_: unknown, { reason }: { reason: string }): FailureNote => ({ error: reason, serverMessage: null });

/** Assigner of a refused approval call's reason (`noteRefusal: assign(noteRefusal)`): see `reasonErrorOf`. */
export const noteRefusal = ({ event }: { event: unknown }): { error: ReasonError } => ({
  error: reasonErrorOf((event as { error?: unknown }).error),
});

/**
 * A state that shows a failed call and tries again on one event (a flow's load-failed or check-failed state):
 * tagged `error` for the screen, nothing else to do there; `action` names the machine's action the retry runs
 * (for instance the one that clears the error).
 */
export function retryState<E extends string, T extends string>(event: E, target: T): { tags: string[]; on: Record<E, { target: T }> };
export function retryState<E extends string, T extends string, A extends string>(
  event: E,
  target: T,
  action: A,
): { tags: string[]; on: Record<E, { target: T; actions: A }> };
export function retryState(event: string, target: string, action?: string) {
  return { tags: ['error'], on: { [event]: action ? { target, actions: action } : { target } } };
}
