import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic, AnyStateMachine } from 'xstate';

/**
 * What every flow machine a screen starts is started with: the clock of its named delays (a test passes a simulated
 * one), and named delays in milliseconds that replace the machines' own (a test shortens a pause it would otherwise
 * wait for in real time, such as the command's `settleDelay`).
 */
export interface FlowActorOptions {
  clock?: ActorOptions<AnyActorLogic>['clock'];
  delays?: Readonly<Record<string, number>>;
}

const ActorOptionsContext = createContext<FlowActorOptions>({});

/**
 * Gives the screens below the options their flow machines start with (the app passes none: the real clock and the
 * machines' own delays). A provider inside another keeps what the outer one gives and adds its own.
 */
export function ActorOptionsProvider({ clock, delays, children }: FlowActorOptions & { children: ReactNode }) {
  const outer = useContext(ActorOptionsContext);
  const value = useMemo(
    () => ({ ...outer, ...(clock ? { clock } : {}), ...(delays ? { delays: { ...outer.delays, ...delays } } : {}) }),
    [outer, clock, delays],
  );
  return <ActorOptionsContext.Provider value={value}>{children}</ActorOptionsContext.Provider>;
}

/** The options a screen's flow machines start with (useFlowMachine adds them). */
export function useActorOptions(): FlowActorOptions {
  return useContext(ActorOptionsContext);
}

type Implementations = AnyStateMachine['implementations'];

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'implementations' in logic && typeof (logic as AnyStateMachine).provide === 'function';

/** The machines already given a set of delays (a composed command is the same logic on every render). */
const withDelaysOf = new WeakMap<object, WeakMap<object, AnyStateMachine>>();

/**
 * A machine's implementations with the given named delays in place of its own (only the names it defines), also in
 * the machines it invokes (a flow's composed command); the same object when nothing changes.
 */
export function implementationsWithDelays(implementations: Implementations, delays: FlowActorOptions['delays']): Implementations {
  if (!delays) return implementations;
  const own = implementations.delays ?? {};
  const named = Object.keys(own).filter((name) => name in delays);
  let actors = implementations.actors;
  for (const [src, logic] of Object.entries(implementations.actors ?? {})) {
    if (!isMachine(logic)) continue;
    const provided = machineWithDelays(logic, delays);
    if (provided !== logic) actors = { ...actors, [src]: provided };
  }
  if (named.length === 0 && actors === implementations.actors) return implementations;
  return {
    ...implementations,
    actors,
    delays: { ...own, ...Object.fromEntries(named.map((name) => [name, delays[name]])) },
  } as Implementations;
}

/** The machine with the given named delays in place of its own, and in the machines it invokes. */
export function machineWithDelays<M extends AnyStateMachine>(machine: M, delays: FlowActorOptions['delays']): M {
  if (!delays) return machine;
  let byDelays = withDelaysOf.get(machine);
  const known = byDelays?.get(delays);
  if (known) return known as M;
  const implementations = implementationsWithDelays(machine.implementations, delays);
  const provided = (implementations === machine.implementations ? machine : machine.provide(implementations as never)) as M;
  if (!byDelays) {
    byDelays = new WeakMap();
    withDelaysOf.set(machine, byDelays);
  }
  byDelays.set(delays, provided);
  return provided;
}
