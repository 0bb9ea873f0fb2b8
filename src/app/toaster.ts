import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import type { Notice } from '@services/http/client';
import { i18next } from '@/i18n/i18n';

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

/** Shows an error toast: our i18n key translated, or a server string as text. */
export function notifyError(n: Notice): void {
  const message = n.text ?? (n.key ? i18next.t(n.key) : i18next.t('http.unknownError'));
  void getToaster().then((t) => t.show({ message, intent: Intent.DANGER, icon: 'error', timeout: 4000 }));
}

/** Shows a success toast. */
export function notifySuccess(message: string): void {
  void getToaster().then((t) => t.show({ message, intent: Intent.SUCCESS, icon: 'tick', timeout: 2500 }));
}

/** Dismisses every toast (tests, and a fresh start after logout). */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}
