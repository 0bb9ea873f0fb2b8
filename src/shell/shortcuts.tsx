import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type HotkeyConfig, HotkeysProvider, useHotkeys } from '@blueprintjs/core';
import { BlueprintRoot } from '@/components/blueprint-root';

/** The layout's Blueprint root with the console's shortcut registry inside it. */
export function ShellRoot({ children }: { children: ReactNode }) {
  return (
    <BlueprintRoot>
      <ShortcutsProvider>{children}</ShortcutsProvider>
    </BlueprintRoot>
  );
}

/**
 * The one registry of keyboard shortcuts: Blueprint's hotkeys. Every shortcut of the console is declared once with
 * `useHotkeys` and a translated label below this provider (the shell's own, and a screen's while its tab is shown:
 * a hidden tab's effects are cleaned up, so its keys leave the registry). "?" opens Blueprint's one dialog, which
 * lists every shortcut in force, in the current language; keys are ignored while typing in a field.
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dialogProps = useMemo(() => ({ title: t('shell.shortcuts'), globalGroupName: t('shell.shortcutsGlobal') }), [t]);
  return (
    <HotkeysProvider dialogProps={dialogProps}>
      <HelpKey />
      {children}
    </HotkeysProvider>
  );
}

/** "?" itself, listed in the dialog (Blueprint opens the dialog on it before any other handler). */
function HelpKey() {
  const { t } = useTranslation();
  const keys = useMemo((): HotkeyConfig[] => [{ combo: '?', global: true, label: t('shell.showShortcuts') }], [t]);
  useHotkeys(keys);
  return null;
}
