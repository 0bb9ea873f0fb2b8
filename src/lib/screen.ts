/** Screen width classes (spec 000 §9): ≥1200 → 3, ≥992 → 2, ≥768 → 1, else 0. */

/** A screen width class. */
export type ScreenClass = 0 | 1 | 2 | 3;

/** Smallest width (px) of classes 3, 2 and 1. */
export const SCREEN_BREAKPOINTS = { large: 1200, medium: 992, small: 768 } as const;

/** The width class of a viewport width in CSS pixels (NaN → 0). */
export function screenClass(width: number): ScreenClass {
  if (width >= SCREEN_BREAKPOINTS.large) return 3;
  if (width >= SCREEN_BREAKPOINTS.medium) return 2;
  if (width >= SCREEN_BREAKPOINTS.small) return 1;
  return 0;
}
