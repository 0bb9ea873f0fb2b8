/**
 * The open tabs of the tab bar (spec 000 §2 "Shell"): pure functions over a list, persisted per browser tab.
 *
 * One page is one tab: a tab is known by its path, and the query it is shown with is where it goes, not who it
 * is. Opening a page that already has a tab with another query (a list's "back to the list" link with its
 * filters, a dashboard's link with its period, a page writing its own sub-tab into the address) moves that tab
 * to the new address instead of opening the page a second time.
 */
import type { TFunction } from 'i18next';

export interface Tab {
  /** Identity: the page's path, without query. */
  key: string;
  /** Where the tab goes: its path with the query it was last shown with (the key when there is none). */
  url?: string;
  /** Menu name, or an i18n key when `titleKey` is set. */
  title: string;
  titleKey?: string;
  /** Menu code, to show the title in the current language. */
  menuCode?: string;
}

export interface TabsState {
  tabs: Tab[];
  /** The key (path) of the active tab. */
  active: string;
}

/**
 * The home tab: always first. Its title is the console's fixed 首页 (the BladeX home tag), whatever the menu
 * calls the workbench page it shows.
 */
export const HOME_TAB: Tab = { key: '/wel/index', title: '', titleKey: 'route.home' };

/** Whether the home tab may be closed (site configuration; spec: not by default). */
export const HOME_TAB_CLOSABLE = false;

/** The tab key of an address: its path without query or hash. */
export function tabKey(url: string): string {
  return new URL(url, 'http://console.invalid').pathname;
}

/** Where a tab goes. */
export function tabUrl(tab: Tab): string {
  return tab.url ?? tab.key;
}

/** A state with only the home tab. */
export function initialTabs(): TabsState {
  return { tabs: [HOME_TAB], active: HOME_TAB.key };
}

function isTab(t: unknown): t is Tab {
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof (t as Tab).key === 'string' &&
    (t as Tab).key.startsWith('/') &&
    typeof (t as Tab).title === 'string'
  );
}

/**
 * Checks a stored value and returns a usable state (home first, active among the tabs). Tabs stored by path
 * and query come back as one tab per path, showing the address stored first.
 */
export function restoreTabs(raw: unknown): TabsState {
  const fallback = initialTabs();
  if (typeof raw !== 'object' || raw === null) return fallback;
  const r = raw as { tabs?: unknown; active?: unknown };
  if (!Array.isArray(r.tabs)) return fallback;
  const tabs = r.tabs
    .filter(isTab)
    .map((t): Tab => {
      const stored = typeof t.url === 'string' && t.url.startsWith('/') ? t.url : t.key;
      const key = tabKey(t.key);
      const url = tabKey(stored) === key ? stored : t.key;
      return {
        key,
        ...(url !== key ? { url } : {}),
        title: t.title,
        ...(t.titleKey ? { titleKey: t.titleKey } : {}),
        ...(typeof t.menuCode === 'string' ? { menuCode: t.menuCode } : {}),
      };
    })
    .filter((t, i, all) => all.findIndex((u) => u.key === t.key) === i && t.key !== HOME_TAB.key);
  const all = [HOME_TAB, ...tabs];
  const active = typeof r.active === 'string' ? tabKey(r.active) : '';
  return { tabs: all, active: all.some((t) => t.key === active) ? active : HOME_TAB.key };
}

/** Opens (or focuses) the tab of `tab.key`; an open one moves to the new address and takes the new title. */
export function openTab(state: TabsState, tab: Tab): TabsState {
  if (!state.tabs.some((t) => t.key === tab.key)) return { tabs: [...state.tabs, tab], active: tab.key };
  const tabs = state.tabs.map((t) => {
    if (t.key !== tab.key || t.key === HOME_TAB.key) return t;
    const same = tabUrl(t) === tabUrl(tab) && t.title === tab.title && t.titleKey === tab.titleKey && t.menuCode === tab.menuCode;
    return same ? t : tab;
  });
  return { tabs, active: tab.key };
}

/** Whether a tab can be closed. */
export function canClose(key: string): boolean {
  return key !== HOME_TAB.key || HOME_TAB_CLOSABLE;
}

/** Closes a tab; closing the active one activates its left neighbour. */
export function closeTab(state: TabsState, key: string): TabsState {
  if (!canClose(key)) return state;
  const i = state.tabs.findIndex((t) => t.key === key);
  if (i < 0) return state;
  const tabs = state.tabs.filter((t) => t.key !== key);
  if (tabs.length === 0) return initialTabs();
  const active = state.active === key ? tabs[Math.max(0, i - 1)]!.key : state.active;
  return { tabs, active };
}

/** Keeps the home tab and the given one. */
export function closeOthers(state: TabsState, key: string): TabsState {
  const tabs = state.tabs.filter((t) => t.key === HOME_TAB.key || t.key === key || !canClose(t.key));
  return { tabs, active: tabs.some((t) => t.key === key) ? key : HOME_TAB.key };
}

/** Keeps only the home tab and returns to it. */
export function closeAll(state: TabsState): TabsState {
  return { tabs: state.tabs.filter((t) => !canClose(t.key)), active: HOME_TAB.key };
}

/** A tab's title in the current language. */
export function tabTitle(t: TFunction, tab: Tab): string {
  if (tab.titleKey) return t(tab.titleKey);
  return tab.menuCode ? t(`menu:${tab.menuCode}`, { defaultValue: tab.title }) : tab.title;
}
