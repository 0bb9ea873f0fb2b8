import type { FlowActorOptions } from '@/components/actor-options';

/**
 * The flow machines' named delays in a rendered console, in place of the machines' own: the pause before a command
 * looks for the effect of a write whose answer was lost (1.5 s in the console) is waited for in real time, so the
 * tests wait a short one.
 */
export const TEST_FLOW_DELAYS: NonNullable<FlowActorOptions['delays']> = { settleDelay: 50 };

/** Whether the tests running now asked for the machines' own delays (`useRealFlowDelays`). */
let realAsked = false;

/**
 * The tests of this file (or of the `describe` it is called in) render with the flow machines' own delays: for a
 * test that watches what the console shows while it waits (正在核对… during the pause before the check).
 */
export function useRealFlowDelays(): void {
  beforeAll(() => {
    realAsked = true;
  });
  afterAll(() => {
    realAsked = false;
  });
}

/** The delays a render gives its flow machines: the short ones unless 'real' was asked for, here or for the file. */
export function flowDelaysFor(asked?: 'short' | 'real'): FlowActorOptions['delays'] {
  return (asked ?? (realAsked ? 'real' : 'short')) === 'short' ? TEST_FLOW_DELAYS : undefined;
}
