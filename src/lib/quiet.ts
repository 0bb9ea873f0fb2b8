/**
 * A call whose actor was stopped (the state was left, or React's StrictMode / <Activity> remounted the screen and
 * @xstate/react restarted the actor from its snapshot) never settles: its cancellation must not reach the
 * restarted machine as a failure of the new invocation, which has the same id. Every binding's actors use it.
 */
export function quiet<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => undefined);
    throw error;
  });
}
