/**
 * The command a flow machine started for its write (docs/flows.md "Commands"), seen as the kit's `Command` so the
 * kit's `CommandDialog` shows its steps: the refusal with a retry, the check after a lost answer, what was found.
 * The flow's own dialog shows the sending; the command's dialog appears only when the write needs the user.
 */
import { useSelector } from '@xstate/react';
import type { ComponentProps } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { selectCommandStep } from '@machines/command/command.selectors';
import { CommandDialog } from '@/components/command-dialog';
import type { Command } from '@/components/use-command';

/** A new operation, made by the click that confirms a write: the key it is sent with (its Idempotency-Key) and when. */
export const newOperation = () => ({ key: globalThis.crypto.randomUUID(), at: Date.now() });

export type CommandRef = ActorRefFrom<typeof commandMachine>;

/** The kit's view of a composed command: its step, what it says, and the events its dialog sends. */
export function useChildCommand<P>(ref: CommandRef): Command<P> {
  const step = useSelector(ref, selectCommandStep);
  const context = useSelector(ref, (s) => s.context);
  return {
    step,
    payload: context.payload as P | null,
    error: context.error,
    serverMessage: context.serverMessage,
    request: (payload) => ref.send({ type: 'command.request', payload }),
    confirm: () => ref.send({ type: 'command.confirm', ...newOperation() }),
    cancel: () => ref.send({ type: 'command.cancel' }),
    retry: () => ref.send({ type: 'command.retry' }),
    verify: () => ref.send({ type: 'command.verify' }),
    resubmit: () => ref.send({ type: 'command.resubmit' }),
    edit: () => ref.send({ type: 'command.edit' }),
  };
}

/** The steps of a composed command the user has to see: its failure, its check, and what the check found. */
const NEEDS_USER = new Set(['failed', 'checking', 'notFound', 'verifyFailed']);

type DialogProps = Omit<ComponentProps<typeof CommandDialog>, 'command'>;

/** The kit's command dialog for a flow's write, shown while the write needs the user. */
export function ChildCommandDialog({ actor, ...props }: DialogProps & { actor: CommandRef }) {
  const command = useChildCommand<unknown>(actor);
  return NEEDS_USER.has(command.step) ? <CommandDialog command={command} {...props} /> : null;
}
