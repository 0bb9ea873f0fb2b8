import '@/theme/blueprint';
import type { ReactNode } from 'react';
import { BlueprintProvider, type HotkeysProviderProps } from '@blueprintjs/core';
import { useFocusReturn } from './return-focus';

/** The Blueprint root (overlays, hotkeys, portals) of every screen that uses Blueprint; closed overlays give the focus back. */
export function BlueprintRoot({
  children,
  renderHotkeysDialog,
}: {
  children: ReactNode;
  /** The "?" dialog of the root's one shortcut registry (Blueprint's own when left out). */
  renderHotkeysDialog?: HotkeysProviderProps['renderDialog'];
}) {
  useFocusReturn();
  return <BlueprintProvider hotkeysProviderRenderDialog={renderHotkeysDialog}>{children}</BlueprintProvider>;
}
