import type { CommandInput, CommandOutput } from '@machines/command/command.types';

/**
 * What a flow machine that composes the command machine for its write shares (docs/flows.md "Commands"): the
 * command's input from the operation the confirming click made, and the guard of a command that did the write.
 * Pure: only types.
 */

/** The operation a confirming click made: its Idempotency-Key and when (ms since epoch). */
export interface Operation {
  key: string;
  at: number;
}

/** The command's input: what to send, with the operation's key and time. */
export const commandInputOf = (payload: unknown, operation: Operation | null): CommandInput => ({
  payload,
  key: operation?.key ?? '',
  at: operation?.at ?? 0,
});

/** The guard: the composed command ended with the write done (not given up). */
export const commandDone = ({ event }: { event: object }): boolean => (event as { output?: CommandOutput }).output?.done === true;
