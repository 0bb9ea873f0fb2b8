import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';

/** What every flow machine a screen starts is started with: the clock of its named delays (a test passes a simulated one). */
export interface FlowActorOptions {
  clock?: ActorOptions<AnyActorLogic>['clock'];
}

const ActorOptionsContext = createContext<FlowActorOptions>({});

/** Gives the screens below the options their flow machines start with (the app passes none: the real clock). */
export function ActorOptionsProvider({ clock, children }: FlowActorOptions & { children: ReactNode }) {
  return <ActorOptionsContext.Provider value={clock ? { clock } : {}}>{children}</ActorOptionsContext.Provider>;
}

/** The options a screen's flow machines start with (useFlowMachine adds them). */
export function useActorOptions(): FlowActorOptions {
  return useContext(ActorOptionsContext);
}
