/**
 * The Idempotency-Key a write is sent with: the caller's, made once per operation by the command machine
 * (docs/flows.md "Commands") and the same for every retry of it. A money write without one is a mistake in the
 * console's code, never made up here: a key made per call would make a retry a new operation.
 */
export function operationKeyOf(key: string | undefined, moneyWrite: boolean | undefined, what: string): string | undefined {
  if (key) return key;
  if (moneyWrite) throw new Error(`money write ${what} sent without its operation's Idempotency-Key`);
  return undefined;
}
