import '@/theme/blueprint';
import type { ReactNode } from 'react';
import { BlueprintProvider } from '@blueprintjs/core';

/** The Blueprint root (overlays, hotkeys, portals) of every screen that uses Blueprint. */
export function BlueprintRoot({ children }: { children: ReactNode }) {
  return <BlueprintProvider>{children}</BlueprintProvider>;
}
