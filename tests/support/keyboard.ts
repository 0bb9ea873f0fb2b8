/**
 * Escape as a keyboard user presses it: once the dialog in front has taken the focus.
 *
 * A Blueprint dialog moves the focus inside itself on the next animation frame after it shows, and it closes on an
 * Escape that reaches it: pressed before that frame, the key goes to whatever had the focus and nothing closes. On
 * a loaded machine that frame can come late, so a test that pressed Escape as soon as the dialog was in the page
 * failed now and then. Overlays that do not take the focus (a popover, a tooltip) listen on the document instead;
 * for them the key is pressed at once.
 */
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The open overlay in front that takes the focus (a dialog, a drawer, an alert), if there is one. Overlays that
 * take no focus are passed over: the toasts' container is an open overlay too, and it may come after the dialog in
 * the page (a dialog that was opened before stays in the page, and the toasts' container is added at the first
 * toast), so the last open overlay is not always the one in front.
 */
function focusTakingOverlay(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('.bp6-overlay.bp6-overlay-open')];
  return open.filter((o) => o.querySelector('.bp6-overlay-start-focus-trap')).at(-1) ?? null;
}

export async function pressEscape(user: UserEvent): Promise<void> {
  const overlay = focusTakingOverlay();
  if (overlay) await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true), { timeout: 10_000 });
  await user.keyboard('{Escape}');
}
