import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { canClose, tabTitle, type Tab } from './tabs';

/** Scrolls `strip` the least it takes to show all of `item` (its own box only: no ancestor scrolls). */
function revealIn(strip: HTMLElement, item: HTMLElement): void {
  const s = strip.getBoundingClientRect();
  const r = item.getBoundingClientRect();
  if (r.left < s.left) strip.scrollLeft -= s.left - r.left;
  else if (r.right > s.right) strip.scrollLeft += Math.min(r.right - s.right, r.left - s.left);
}

/**
 * The bar of open pages: select, close, close others, close all, clear cache (spec 000 §2). When the tabs are
 * wider than the bar they scroll sideways (arrows at both ends, the wheel) and the active tab is always
 * scrolled into view.
 */
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
  const strip = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEnds((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);
  const activeRef = useRef(active);
  useLayoutEffect(() => {
    activeRef.current = active;
  });
  // The active tab (a new one, one chosen from the menu, or after the bar narrowed) is scrolled into view.
  const reveal = useCallback(() => {
    const el = strip.current;
    const item = document.getElementById(`fc-tab-${activeRef.current}`)?.parentElement;
    if (el && item) revealIn(el, item);
    measure();
  }, [measure]);
  useEffect(() => {
    const el = strip.current;
    if (!el || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(reveal);
    observer.observe(el);
    return () => observer.disconnect();
  }, [reveal]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab is scrolled into view whenever it or the tab list changes
  useEffect(reveal, [active, tabs, reveal]);
  const scrollBy = (direction: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollLeft += direction * Math.max(120, el.clientWidth * 0.6);
    measure();
  };
  const overflows = !(ends.start && ends.end);

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
    // a landmark of its own, so every part of the console sits in one (the pages' tabs, beside the banner and the menu)
    <nav className="fc-tab-bar" aria-label={t('shell.openPages')} data-overflow={overflows || undefined}>
      {overflows && <ScrollButton direction={-1} label={t('shell.scrollTabsLeft')} disabled={ends.start} onClick={scrollBy} />}
      <div
        ref={strip}
        role="tablist"
        aria-label={t('shell.openPages')}
        className="fc-tabs"
        onScroll={measure}
        onWheel={(e) => {
          // A vertical wheel over the tabs scrolls them sideways.
          const el = strip.current;
          if (el && e.deltaY !== 0 && Math.abs(e.deltaY) > Math.abs(e.deltaX)) el.scrollLeft += e.deltaY;
        }}
      >
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
              aria-keyshortcuts={canClose(tab.key) ? 'Delete' : undefined}
              className="fc-tab-label"
            >
              {title(tab)}
            </button>
            {canClose(tab.key) && (
              // the mouse's way to close a tab; the keyboard's is Delete on the tab (a tab list holds only tabs)
              <button
                type="button"
                className="fc-tab-close"
                tabIndex={-1}
                aria-hidden="true"
                title={t('shell.closeTab', { title: title(tab) })}
                onClick={() => onClose(tab.key)}
              >
                ×
              </button>
            )}
          </div>
        ))}
      </div>
      {overflows && <ScrollButton direction={1} label={t('shell.scrollTabsRight')} disabled={ends.end} onClick={scrollBy} />}
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
    </nav>
  );
}

/** One of the two buttons that scroll the tabs sideways when they do not fit. */
function ScrollButton({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: -1 | 1;
  label: string;
  disabled: boolean;
  onClick: (direction: -1 | 1) => void;
}) {
  return (
    <Button
      className="fc-tabs-scroll"
      variant="minimal"
      size="small"
      icon={direction < 0 ? 'chevron-left' : 'chevron-right'}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onClick(direction)}
    />
  );
}
