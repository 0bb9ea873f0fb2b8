/** The open tabs of the tab bar (spec 000 §2 "Shell"): pure functions over a list, persisted per browser tab. */
import type { TFunction } from 'i18next';

export interface Tab {
  /** Identity: path plus query. */
  key: string;
  /** Menu name, or an i18n key when `titleKey` is set. */
  title: string;
  titleKey?: string;
  /** Menu code, to show the title in the current language. */
  menuCode?: string;
}

export interface TabsState {
  tabs: Tab[];
  active: string;
}

/** The home tab: always first. */
export const HOME_TAB: Tab = { key: '/wel/index', title: '', titleKey: 'route.home' };

/** Whether the home tab may be closed (site configuration; spec: not by default). */
export const HOME_TAB_CLOSABLE = false;

/** A state with only the home tab. */
export function initialTabs(): TabsState {
  return { tabs: [HOME_TAB], active: HOME_TAB.key };
}

/** Checks a stored value and returns a usable state (home first, active among the tabs). */
export function restoreTabs(raw: unknown): TabsState {
  const fallback = initialTabs();
  if (typeof raw !== 'object' || raw === null) return fallback;
  const r = raw as { tabs?: unknown; active?: unknown };
  if (!Array.isArray(r.tabs)) return fallback;
  const tabs = r.tabs
    .filter((t): t is Tab => typeof t === 'object' && t !== null && typeof (t as Tab).key === 'string' && (t as Tab).key.startsWith('/') && typeof (t as Tab).title === 'string')
    .filter((t, i, all) => all.findIndex((u) => u.key === t.key) === i && t.key !== HOME_TAB.key)
    .map((t) => ({ key: t.key, title: t.title, ...(t.titleKey ? { titleKey: t.titleKey } : {}), ...(typeof t.menuCode === 'string' ? { menuCode: t.menuCode } : {}) }));
  const all = [HOME_TAB, ...tabs];
  const active = typeof r.active === 'string' && all.some((t) => t.key === r.active) ? r.active : HOME_TAB.key;
  return { tabs: all, active };
}

/** Opens (or focuses) a tab. */
export function openTab(state: TabsState, tab: Tab): TabsState {
  if (state.tabs.some((t) => t.key === tab.key)) return { tabs: state.tabs.map((t) => (t.key === tab.key && !t.titleKey && tab.title ? { ...t, title: tab.title } : t)), active: tab.key };
  return { tabs: [...state.tabs, tab], active: tab.key };
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
