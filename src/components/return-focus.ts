/**
 * Gives the focus back to where it was before a dialog or a popover opened, once it is gone. Most of the console's
 * dialogs are shown by being there (their owner unmounts them to close them), so Blueprint's overlay, which returns
 * the focus when it is closed while still mounted, never gets the chance; the focus would fall to the page's body and
 * a keyboard user would start again from the top.
 *
 * Blueprint puts every overlay in a portal, a child of <body>. The last element focused outside any portal is kept;
 * when a portal leaves <body> and the focus is nowhere (on <body>) with no other overlay open, that element gets it
 * back, if it is still there.
 */
import { useEffect } from 'react';

const PORTAL = 'bp6-portal';

/** Installs the focus return for the document (once, at the Blueprint root). */
export function useFocusReturn(): void {
  useEffect(() => {
    let lastOutside: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target;
      if (el instanceof HTMLElement && el !== document.body && !el.closest(`.${PORTAL}`)) lastOutside = el;
    };
    const observer = new MutationObserver((records) => {
      const portalLeft = records.some((r) => [...r.removedNodes].some((n) => n instanceof HTMLElement && n.classList.contains(PORTAL)));
      if (!portalLeft) return;
      const now = document.activeElement;
      if (now !== null && now !== document.body) return;
      if (document.querySelector('.bp6-overlay-open')) return;
      // an element of a hidden tab does not take the focus: it stays where it is
      if (lastOutside?.isConnected) lastOutside.focus();
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
