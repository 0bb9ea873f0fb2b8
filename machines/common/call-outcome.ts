import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * What the flow machines share about their calls: the stand-in actors the app replaces with real ones
 * (src/app binds them), and how a refused or lost call is read. Pure: only xstate.
 */

/** A failure as the actors report it: the request error's kind and the server's text. */
export interface CallFailure {
  kind: string;
  message?: string;
}

/** The error an approval machine keeps: the server's text, or an i18n key. */
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

/** The reported failure of a call, or an unknown one. */
export const failureOf = (e: unknown): CallFailure => (e && typeof e === 'object' ? (e as CallFailure) : { kind: 'unknown' });

/** No answer reached us: the server may have done the work (a resubmit with the same key cannot do it twice). */
export const isLostAnswer = (e: unknown): boolean => ['network', 'timeout', 'invalid-body'].includes(failureOf(e).kind);

/** The guard form of `isLostAnswer`, reading the error of a failed invocation. */
export const lostAnswer = ({ event }: { event: unknown }): boolean => isLostAnswer((event as { error?: unknown }).error);

/** The server's text of a failed call, or null. */
export const serverMessageOf = (e: unknown): string | null => {
  const message = e && typeof e === 'object' ? (e as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : null;
};

/** The error of a refused approval call as the machine keeps it: the server's text, or a generic key. */
export function reasonErrorOf(error: unknown): ReasonError {
  const text = (error as { text?: unknown } | null)?.text;
  if (typeof text === 'string' && text) return { text };
  return { key: 'approvals:error.actionFailed' };
}
