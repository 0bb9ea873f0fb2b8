import '@/theme/blueprint';
import type { ReactNode } from 'react';
import { BlueprintProvider } from '@blueprintjs/core';
import { useFocusReturn } from './return-focus';

/** The Blueprint root (overlays, hotkeys, portals) of every screen that uses Blueprint; closed overlays give the focus back. */
export function BlueprintRoot({ children }: { children: ReactNode }) {
  useFocusReturn();
  return <BlueprintProvider>{children}</BlueprintProvider>;
}
