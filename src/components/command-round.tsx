/**
 * A write a screen may make again and again without leaving (a sheet saved, a binding made): a done command is final
 * (docs/flows.md "Commands"), so each done write gives way to a fresh command for the next one.
 */
import { useState, type ReactNode } from 'react';
import { useCommand, type Command, type CommandCalls } from './use-command';

export function CommandRound<P, R = unknown>({
  calls,
  children,
}: {
  calls: CommandCalls<P, R>;
  /** What uses the command: the form that requests it and its CommandDialog. */
  children: (command: Command<P>) => ReactNode;
}) {
  const [round, setRound] = useState(0);
  const next: CommandCalls<P, R> = {
    ...calls,
    onDone: (result, payload) => {
      calls.onDone?.(result, payload);
      setRound((n) => n + 1);
    },
  };
  return (
    <OneCommand key={round} calls={next}>
      {children}
    </OneCommand>
  );
}

function OneCommand<P, R>({ calls, children }: { calls: CommandCalls<P, R>; children: (command: Command<P>) => ReactNode }) {
  const command = useCommand(calls);
  return <>{children(command)}</>;
}
