import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Classes, Dialog, DialogBody, H3, Hotkey, type HotkeyConfig, useHotkeys } from '@blueprintjs/core';
import { BlueprintRoot } from '@/components/blueprint-root';

/**
 * The layout's Blueprint root, whose hotkeys provider is the console's one registry of keyboard shortcuts. Every
 * shortcut is declared once with `useHotkeys` and a translated label below it (the shell's own, and a screen's while
 * its tab is shown: a hidden tab's effects are cleaned up, so its keys leave the registry). "?" opens the one dialog
 * (`ShortcutsDialog`), which lists every shortcut in force, in the current language; keys are ignored while typing.
 */
export function ShellRoot({ children }: { children: ReactNode }) {
  return (
    <BlueprintRoot
      renderHotkeysDialog={(state, { handleDialogClose }) => (
        <ShortcutsDialog hotkeys={state.hotkeys} isOpen={state.isDialogOpen} onClose={handleDialogClose} />
      )}
    >
      <HelpKey />
      {children}
    </BlueprintRoot>
  );
}

/** "?" itself, listed in the dialog (Blueprint opens the dialog on it before any other handler). */
function HelpKey() {
  const { t } = useTranslation();
  const keys = useMemo((): HotkeyConfig[] => [{ combo: '?', global: true, label: t('shell.showShortcuts') }], [t]);
  useHotkeys(keys);
  return null;
}

/**
 * The "?" dialog: every shortcut in force, by group (the console's own first), each group under a heading one level
 * below the dialog's title, so a screen reader's list of headings reads title, then groups.
 */
function ShortcutsDialog({ hotkeys, isOpen, onClose }: { hotkeys: readonly HotkeyConfig[]; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = new Map<string, HotkeyConfig[]>();
  const globalName = t('shell.shortcutsGlobal');
  for (const key of [...hotkeys].sort((a, b) => Number(Boolean(b.global)) - Number(Boolean(a.global)))) {
    const name = key.group ?? (key.global ? globalName : '');
    groups.set(name, [...(groups.get(name) ?? []), key]);
  }
  return (
    <Dialog title={t('shell.shortcuts')} isOpen={isOpen} onClose={onClose} className={Classes.HOTKEY_DIALOG}>
      <DialogBody>
        <div className={Classes.HOTKEY_COLUMN}>
          {[...groups].map(([name, keys]) => (
            <section key={name} aria-label={name || undefined}>
              {name && <H3 className="fc-shortcut-group">{name}</H3>}
              {keys.map((key) => (
                <Hotkey key={`${key.combo} ${key.label}`} {...key} />
              ))}
            </section>
          ))}
        </div>
      </DialogBody>
    </Dialog>
  );
}
