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

/** While a write found done by its check is told (`sayingInstead`): what is said in place of its success toasts. */
let instead: { message: string; said: boolean } | null = null;

/** Shows a success toast. */
export function notifySuccess(message: string): void {
  let shown = message;
  if (instead) {
    // said once in place of whatever success the screen would say
    if (instead.said) return;
    instead.said = true;
    shown = instead.message;
  }
  void load().then((m) => m.show(shown, 'success'));
}

/**
 * Runs `fn` (a screen's reaction to a done write: it closes a dialog, reloads, says 保存成功) with `message` said in
 * place of the success toasts it shows — once, and even when it shows none. A write that the check after a lost
 * answer found done is told as what was found (服务器已处理：找到…), never also as a plain success.
 */
export function sayingInstead(message: string, fn: () => void): void {
  const outer = instead;
  const own = { message, said: false };
  instead = own;
  try {
    fn();
  } finally {
    instead = outer;
  }
  if (!own.said) notifySuccess(message);
}

/** Dismisses every toast (tests, and a fresh start after logout); tells whether a toaster existed. */
export async function clearToasts(): Promise<boolean> {
  if (!impl) return false;
  await (await impl).clear();
  return true;
}
