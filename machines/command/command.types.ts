/**
 * One write, as the command machine sees it (docs/flows.md "Commands"): what will be sent, the operation's key,
 * when it started, and what came back. The payload is the screen's business; the machine only compares it.
 */
export interface CommandContext {
  /** What the confirmation shows and the send sends. */
  payload: unknown;
  /** The operation's key: made once when the user confirms, kept for every retry of the same payload. */
  key: string | null;
  /** The payload the key belongs to (its canonical JSON): a changed payload is a new operation. */
  keyedPayload: string | null;
  /** When the operation was first confirmed (ms since epoch), so verification looks only at later records. */
  startedAt: number | null;
  /** The server's answer to the write, or the record verification found. */
  result: unknown;
  /** i18n key of what went wrong, or null. */
  error: string | null;
  /** The server's own text of a refusal, kept as it is. */
  serverMessage: string | null;
  /** How many times this operation was sent (the first send and every retry or resubmit). */
  attempts: number;
  /** Started by a flow machine for a write it already confirmed: it ends (dropped) where a screen would go back. */
  composed: boolean;
  /** A composed command the user gave up. */
  dropped: boolean;
}

/**
 * How a flow machine starts a command for a write its own steps confirmed: the payload, the key made at that
 * confirmation and when. Without input the command starts idle and a screen drives it from the request.
 */
export interface CommandInput {
  payload: unknown;
  key: string;
  at: number;
}

/** What a command tells the flow that started it: the write was done (with its answer), or the user gave up. */
export type CommandOutput = { done: true; result: unknown } | { done: false };

export type CommandEvent =
  | { type: 'command.request'; payload: unknown }
  | { type: 'command.confirm'; key: string; at: number }
  | { type: 'command.cancel' }
  | { type: 'command.retry' }
  | { type: 'command.verify' }
  | { type: 'command.resubmit' }
  | { type: 'command.edit' };

export interface SendInput {
  payload: unknown;
  key: string;
}

export interface VerifyInput {
  payload: unknown;
  key: string;
  startedAt: number;
}

/** What verification found: the write's effect (a record, a changed status, a moved balance), or nothing. */
export interface VerifyOutput {
  found: boolean;
  record?: unknown;
}

/** The i18n keys the machine keeps; screens translate them. */
export const COMMAND_REASONS = {
  failed: 'common:command.failed',
  notFound: 'common:command.notFound',
  verifyFailed: 'common:command.verifyFailed',
} as const;
