import type { StateValue } from 'xstate';

/**
 * Which step of a flow a screen tells apart, read from a machine snapshot. Pure: only xstate types.
 */

/** A step: a top-level state of the same name, or `[state value, name]` for a nested or renamed one. */
export type StepMatch<S extends string> = S | readonly [StateValue, S];

/** The first of `steps` the snapshot is in, else 'other'. */
export function stepOf<S extends string>(s: { matches(value: StateValue): boolean }, steps: readonly StepMatch<S>[]): S | 'other' {
  for (const step of steps) {
    const [value, name] = typeof step === 'string' ? [step, step] : step;
    if (s.matches(value)) return name;
  }
  return 'other';
}
