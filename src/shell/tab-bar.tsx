import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { canClose, tabTitle, type Tab } from './tabs';

/** The bar of open pages: select, close, close others, close all, clear cache (spec 000 §2). */
export function TabBar({
  tabs,
  active,
  onSelect,
  onClose,
  onCloseOthers,
  onCloseAll,
  onClearCache,
}: {
  tabs: Tab[];
  active: string;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
  onClearCache: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const title = (tab: Tab) => tabTitle(t, tab);

  const onKey = (e: React.KeyboardEvent, index: number) => {
    const move = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (move) {
      const next = tabs[(index + move + tabs.length) % tabs.length]!;
      onSelect(next.key);
      requestAnimationFrame(() => document.getElementById(`fc-tab-${next.key}`)?.focus());
      e.preventDefault();
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && canClose(tabs[index]!.key)) {
      onClose(tabs[index]!.key);
      e.preventDefault();
    }
  };

  return (
    <div className="fc-tab-bar">
      <div role="tablist" aria-label={t('shell.openPages')} className="fc-tabs">
        {tabs.map((tab, i) => (
          <div key={tab.key} className="fc-tab" data-active={tab.key === active || undefined}>
            <button
              type="button"
              role="tab"
              id={`fc-tab-${tab.key}`}
              aria-selected={tab.key === active}
              tabIndex={tab.key === active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(e) => onKey(e, i)}
              className="fc-tab-label"
            >
              {title(tab)}
            </button>
            {canClose(tab.key) && (
              <button type="button" className="fc-tab-close" aria-label={t('shell.closeTab', { title: title(tab) })} onClick={() => onClose(tab.key)}>
                ×
              </button>
            )}
          </div>
        ))}
      </div>
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu>
            <MenuItem icon="cross" text={t('shell.closeOthers')} onClick={onCloseOthers} />
            <MenuItem icon="disable" text={t('shell.closeAll')} onClick={onCloseAll} />
            <MenuItem icon="eraser" text={t('shell.clearCache')} onClick={() => setConfirmClear(true)} />
          </Menu>
        }
      >
        <Button variant="minimal" size="small" endIcon="caret-down" text={t('shell.tabActions')} />
      </PopoverNext>
      <Alert
        isOpen={confirmClear}
        intent={Intent.WARNING}
        icon="eraser"
        loading={clearing}
        canEscapeKeyCancel={!clearing}
        confirmButtonText={t('shell.confirm')}
        cancelButtonText={t('shell.cancel')}
        onCancel={() => setConfirmClear(false)}
        onConfirm={async () => {
          setClearing(true);
          try {
            await onClearCache();
          } finally {
            setClearing(false);
            setConfirmClear(false);
          }
        }}
      >
        {t('shell.clearCacheConfirm')}
      </Alert>
    </div>
  );
}
