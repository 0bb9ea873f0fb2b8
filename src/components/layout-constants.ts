/**
 * The layout constants of spec 000 §9 ("Business constants and limits"), one constant each: the dictionary screens'
 * action column widths (the spec's "menu width": 250 for the dictionaries, 300 for their entries), the default card
 * radius, and how long a lazily loaded screen chunk may take before its load fails.
 */

/** Width (px) of the row actions column (the spec's "menu") of the dictionary list (parent) and of its entries (child). */
export const MENU_WIDTH = { parent: 250, child: 300 } as const;

/** Default card radius (px); the stylesheet's `--fc-card-radius` is set from it when the layout starts. */
export const CARD_RADIUS = 10;

/** How long (ms) a screen chunk may take to load before the load fails (a failed load is retried on the next visit). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Puts the card radius on the document (`--fc-card-radius`), where the stylesheet reads it. */
export function applyLayoutConstants(root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--fc-card-radius', `${CARD_RADIUS}px`);
}
