/**
 * `useMachine` for the console's flow machines, with one difference that matters for money: while the page's tab is
 * hidden the machine keeps running (a request in flight is neither cancelled nor re-sent when the tab is shown), and it
 * stops when the tab is closed or the page really unmounts. Outside a tab it behaves like `useMachine`.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createActor, type ActorOptions, type Actor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { type FlowActorOptions, implementationsWithDelays, machineWithDelays, useActorOptions } from './actor-options';
import { useTabLifetime } from './tab-lifetime';

const same = <T>(a: T, b: T) => a === b;

export function useFlowActor<M extends AnyStateMachine>(machine: M, given?: ActorOptions<M>): Actor<M> {
  const life = useTabLifetime();
  // the flow clock of the screens below (a test's simulated one), unless the caller names its own; named delays that
  // replace the machine's own (a test's short ones) are not an actor's option but part of the machine
  const { delays, ...options } = { ...useActorOptions(), ...given } as ActorOptions<M> & Pick<FlowActorOptions, 'delays'>;
  const [actor, setActor] = useState(() => createActor(machineWithDelays(machine, delays), options as ActorOptions<M>));
  // the latest implementations (callbacks closing over props) without restarting the machine: after every render
  useLayoutEffect(() => {
    (actor.logic as { implementations: unknown }).implementations = implementationsWithDelays(machine.implementations, delays);
  });
  // the actor is made once per mount; the options and the machine are read when it is made
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const left = stoppedAt.get(actor);
    if (left) {
      // the page was mounted again after a real unmount (React's StrictMode check): go on from where it stood
      setActor(createActor(machineWithDelays(machine, delays), { ...options, snapshot: left } as ActorOptions<M>));
      return;
    }
    actor.start();
    const onClosed = () => actor.stop();
    life?.closed.addEventListener('abort', onClosed, { once: true });
    return () => {
      // hidden, not gone: keep the machine and its requests running
      if (life?.hidden.current && !life.closed.aborted) return;
      life?.closed.removeEventListener('abort', onClosed);
      stoppedAt.set(actor, actor.getPersistedSnapshot());
      actor.stop();
    };
  }, [actor, life]);
  return actor;
}

/** Where the actors this hook stopped stood (a stopped actor cannot start again; a remount makes a new one from there). */
const stoppedAt = new WeakMap<object, unknown>();

/** `[snapshot, send, actor]` of a flow machine that keeps running while its tab is hidden. */
export function useFlowMachine<M extends AnyStateMachine>(
  machine: M,
  options?: ActorOptions<M>,
): [SnapshotFrom<M>, (event: EventFromLogic<M>) => void, Actor<M>] {
  const actor = useFlowActor(machine, options);
  const snapshot = useSelector(actor, (s) => s, same) as SnapshotFrom<M>;
  const send = useCallback((event: EventFromLogic<M>) => actor.send(event), [actor]);
  return [snapshot, send, actor];
}
