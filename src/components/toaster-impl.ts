import '@/theme/blueprint';
import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

/** Shows a toast. */
export async function show(message: string, intent: 'danger' | 'success'): Promise<void> {
  (await getToaster()).show({
    message,
    intent: intent === 'danger' ? Intent.DANGER : Intent.SUCCESS,
    icon: intent === 'danger' ? 'error' : 'tick',
    timeout: intent === 'danger' ? 4000 : 2500,
  });
}

/** Dismisses every toast. */
export async function clear(): Promise<void> {
  if (toaster) (await toaster).clear();
}
