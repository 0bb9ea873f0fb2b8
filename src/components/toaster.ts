import type { Notice } from '@services/http/client';
import { i18next } from '@/i18n/i18n';

// The toaster (and Blueprint with it) loads on the first message, keeping it off the login page's critical path.
let impl: Promise<typeof import('./toaster-impl')> | null = null;
const load = () => (impl ??= import('./toaster-impl'));

/** Shows an error toast: our i18n key translated, or a server string as text. */
export function notifyError(n: Notice): void {
  const message = n.text ?? i18next.t(n.key ?? 'http.unknownError');
  void load().then((m) => m.show(message, 'danger'));
}

/** Shows a success toast. */
export function notifySuccess(message: string): void {
  void load().then((m) => m.show(message, 'success'));
}

/** Dismisses every toast (tests, and a fresh start after logout); tells whether a toaster existed. */
export async function clearToasts(): Promise<boolean> {
  if (!impl) return false;
  await (await impl).clear();
  return true;
}
