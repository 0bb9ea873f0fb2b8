import type { CommandInput, CommandOutput } from '@machines/command/command.types';

/**
 * What a flow machine that composes the command machine for its write shares (docs/flows.md "Commands"): the
 * operation the confirming click made (its event and assigner: its key is sent with every retry of the operation),
 * the command's input from it, and the guard of a command that did the write. The composed command owns the write:
 * its refusal and retry, and its check after a lost answer. Pure: only types.
 */

/** The operation a confirming click made: its Idempotency-Key and when (ms since epoch). */
export interface Operation {
  key: string;
  at: number;
}

/** An event that makes an operation (a confirming or saving click): its type and fields `P`, with the operation's key and time. */
export type OperationEvent<T extends string, P = unknown> = { type: T } & P & Operation;

/** The command's input: what to send, with the operation's key and time. */
export const commandInputOf = (payload: unknown, operation: Operation | null): CommandInput => ({
  payload,
  key: operation?.key ?? '',
  at: operation?.at ?? 0,
});

/** The guard: the composed command ended with the write done (not given up). */
export const commandDone = ({ event }: { event: object }): boolean => (event as { output?: CommandOutput }).output?.done === true;

/** Assigner of the operation a confirming click made, from its event's key and time: `assign({ operation: operationOf })`. */
export const operationOf = ({ event }: { event: Operation }): Operation => ({ key: event.key, at: event.at });

/**
 * The input of the composed command (`input: commandInput((context) => payload)`): the payload the machine makes of
 * its context (and the event that entered the state), sent with the context's operation.
 */
export const commandInput =
  <C extends { operation: Operation | null }, E>(payloadOf: (context: C, event: E) => unknown) =>
  ({ context, event }: { context: C; event: E }): CommandInput =>
    commandInputOf(payloadOf(context, event), context.operation);
