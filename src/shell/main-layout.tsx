import { Activity, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useBlocker, useLocation, useNavigate, useRoutes, type BlockerFunction, type Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alignment,
  Button,
  Classes,
  HTMLSelect,
  Menu,
  MenuDivider,
  MenuItem,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
  PopoverNext,
} from '@blueprintjs/core';
import { selectLockNeedsPassword, selectMenus, selectSwitchableRoles } from '@machines/session/session.selectors';
import { clearCache } from '@services/api/auth';
import { fetchMenusOfTop, fetchRoleTypes, fetchShopToken, fetchTopMenus } from '@services/api/shell';
import { fetchDeptName } from '@services/api/user';
import type { MenuNode } from '@services/api/types/session';
import { STORAGE_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';
import { useSession, useSessionActor } from '@/components/session-context';
import { useHomePath } from '@/components/use-home-path';
import { findMenu, findMenuById, menuTarget } from '@/components/menu-paths';
import { pathAccess, USER_MENU_PAGES, type AccessContext } from '@/shell/access';
import { safeRedirect } from '@/shell/redirect';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { ErrorBoundary } from '@/components/error-boundary';
import { TabTitleContext } from '@/components/use-document-title';
import { screenClass } from '@/lib/screen';
import { ConfirmAlert } from '@/components/confirm-alert';
import '@/i18n/resources-namespace';
import '@/i18n/routes-namespace';
import '@/i18n/shell-namespaces';
import { LanguageSwitch } from './language-switch';
import { applyLayoutConstants } from '@/components/layout-constants';
import { LockDialog } from './lock-dialog';
import { LogViewerButton } from './log-viewer';
import { NoticePopover } from './notice-popover';
import { ThemePicker } from './theme-picker';
import { MenuSearch } from './menu-search';
import { ShellRoot } from './shortcuts';
import { APP_PAGES, PAGES, pageRoutes, prefetchListScreens, resolveRoute, staticPage } from './page-routes';
import { RequestProgress } from './progress-bar';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { closeAll, closeOthers, closeTab, HOME_TAB, openTab, restoreTabs, tabTitle, tabUrl, type Tab, type TabsState } from './tabs';
import { openTenantEntry, tenantEntries } from '@/components/tenant-entries';
import { consoleConfig } from '@services/http/config';
import { createTabLifetimes, TabLifetimeContext } from '@/components/tab-lifetime';
import { createUnsavedRegistry, LeaveQuestion, UnsavedScopeContext } from '@/components/unsaved-guard';
import { isOwnAddress } from '@/components/use-address-params';
import { mallUrl, openSupplierShop, shopLinksFor } from './shop-links';

// the layout's constants (card radius) are on the document before the first page draws
applyLayoutConstants();

/** The unsaved-edits scope of a page shown without a tab, by its address. */
const noTabScopeOf = (url: string) => `no-tab:${url}`;

/** One open page, rendered with its own location so it keeps working while hidden; a tab switch does not re-render it. */
const TabContent = memo(function TabContent({ tabKey }: { tabKey: string }) {
  const location = useMemo<Partial<Location>>(() => {
    const u = new URL(tabKey, 'http://console.invalid');
    return { pathname: u.pathname, search: u.search, hash: '', state: null, key: tabKey };
  }, [tabKey]);
  return useRoutes(pageRoutes, location);
});

/** A page shown in a tab: the window title is the tab's (src/components/use-document-title.ts). */
function TabPage({ url, title }: { url: string; title: string }) {
  return (
    <TabTitleContext value={title}>
      {/* A new address of the tab (another query) is a new view of its page: it starts afresh, a crash included. */}
      <ErrorBoundary key={url}>
        <Suspense fallback={<PageLoading />}>
          <TabContent tabKey={url} />
        </Suspense>
      </ErrorBoundary>
    </TabTitleContext>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="fc-page-loading" role="status">
      <div className={`${Classes.SKELETON} fc-skeleton-title`}>{t('shell.loading')}</div>
      <div className={`${Classes.SKELETON} fc-skeleton-block`} />
    </div>
  );
}

/**
 * What an address is as a tab (keyed by its path: one page, one tab), or null when the console has no such page
 * (→ /404). A page that is a menu item is titled with its menu name, as the side menu shows it; a page that is
 * no menu item (a detail, a form, the profile) with its own title.
 */
function tabFor(url: string, menus: MenuNode[]): (Tab & { noTab?: boolean }) | null {
  const { pathname, search } = new URL(url, 'http://console.invalid');
  const at = { key: pathname, ...(search ? { url: pathname + search } : {}) };
  const menuTab = (node: MenuNode | null) => (node ? { ...at, title: node.name, menuCode: node.meta.i18n || node.code } : null);
  if (pathname.startsWith('/myiframe/')) return menuTab(findMenuById(menus, decodeURIComponent(pathname.slice('/myiframe/'.length))));
  const page = staticPage(pathname);
  const node = findMenu(menus, pathname);
  if (page?.tab === false) return { ...at, title: '', titleKey: page.titleKey, noTab: true };
  if (node) return menuTab(node);
  return page ? { ...at, title: '', titleKey: page.titleKey } : null;
}

/**
 * A kept tab as the menus name it now (a restored tab, or menus changed by a role switch); the home tab too, by its
 * menu item (工作台), and 首页 for a role whose menus have none.
 */
function retitled(tab: Tab, menus: MenuNode[]): Tab {
  const now = tabFor(tabUrl(tab), menus);
  return now && !now.noTab ? { ...tab, title: now.title, titleKey: now.titleKey, menuCode: now.menuCode } : tab;
}

/**
 * The main layout (spec 000 §2 "Shell"): header with search, top menus, company and user, role switch,
 * language, lock and the user menu; the side menu; the tab bar; and every open page kept alive in an
 * `<Activity>` so switching tabs loses no input or scroll position.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const actor = useSessionActor();
  const user = useSession((s) => s.context.profile?.user ?? null);
  const roleMenus = useSession(selectMenus);
  const roles = useSession(selectSwitchableRoles, (a, b) => a.length === b.length && a.every((r, i) => r.id === b[i]!.id));
  const currentRole = useSession((s) => s.context.grant?.roleId ?? '');
  const needsPassword = useSession(selectLockNeedsPassword);
  const busy = useSession((s) => s.hasTag('busy'));
  const homePath = useHomePath();

  const [collapsed, setCollapsed] = useState(() => screenClass(window.innerWidth) === 0);
  const [lockOpen, setLockOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [top, setTop] = useState<{ id: string; menus: MenuNode[] } | null>(null);

  const dept = useRequest(user?.deptId ? ['dept', user.deptId] : null, (signal) => fetchDeptName(user!.deptId, signal));
  const topMenus = useRequest(['top-menus'], fetchTopMenus);
  const roleTypes = useRequest(user ? ['role-types', user.tenantId] : null, fetchRoleTypes);
  const company = (dept.status === 'done' && dept.data) || user?.deptName || user?.tenantName || '';
  const sideMenus = top?.menus ?? roleMenus;

  // The active tab is the page's path; the address with its query is where that tab goes.
  const key = location.pathname;
  const url = location.pathname + location.search;
  const redirectHome = location.pathname === '/' || location.pathname === '/wel';
  // The company's role types decide the tenant entries of the user menu: unknown while they load.
  const knownRoleTypes = roleTypes.status === 'loading' ? null : roleTypes.status === 'done' ? roleTypes.data : [];
  const accessContext: AccessContext = { menus: roleMenus, user, roleTypes: knownRoleTypes, pages: PAGES };
  const access = redirectHome ? 'open' : pathAccess(location.pathname, accessContext);
  const current = redirectHome || access !== 'open' ? null : tabFor(url, roleMenus);
  // A path only shaped like a family's list (/<area>/<key>) is that family's, and forbidden to this user, when the
  // registry (a chunk of its own) holds the family there; else it is unknown.
  const shapedLikeFamily = access === 'unknown' && resolveRoute(location.pathname)?.inferred === true;
  const familyRoutes = useRequest(shapedLikeFamily ? ['shell.familyRoutes'] : null, () =>
    import('@services/resources/registry').then((m) => new Set(m.RESOURCES.map((r) => r.route))),
  );
  const [tabs, setTabs] = useState<TabsState>(() => {
    const restored = restoreTabs(storage.get(STORAGE_KEYS.tags));
    return current && !current.noTab ? openTab(restored, current) : restored;
  });

  // The active tab is the URL's path; the state changes when a page opens for the first time, or an open
  // page is shown with another query (its tab goes there: a page opens once).
  // (Only on a URL change: a tab just closed must not reopen before the navigation lands.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is derived from the URL and the menus; only a URL change opens a tab, so a tab just closed does not reopen before the navigation lands
  useEffect(() => {
    if (current && !current.noTab) {
      setTabs((s) => {
        const open = s.tabs.find((x) => x.key === current.key);
        // the address its page wrote itself (a list's page and filters) is the view the tab already shows
        const same =
          open && (open.key === HOME_TAB.key || tabUrl(open) === tabUrl(current) || isOwnAddress(location.pathname, location.search));
        return same ? s : openTab(s, current);
      });
    }
  }, [url, roleMenus]);
  // A kept tab the user may not open (restored after a role switch, say) is neither shown nor kept; one the
  // company entries of the user menu may still offer waits for the role types.
  const mayKeep = (tabKey: string) => {
    const a = pathAccess(new URL(tabKey, 'http://console.invalid').pathname, accessContext);
    return a === 'open' || (a === 'forbidden' && knownRoleTypes === null);
  };
  const shownTabs = useMemo(() => tabs.tabs.map((tab) => retitled(tab, roleMenus)), [tabs, roleMenus]).filter((tab) => mayKeep(tab.key));
  // each tab's lifetime: its flow machines keep running while it is hidden and stop when it is closed
  const [lifetimes] = useState(createTabLifetimes);
  const openKeys = shownTabs.map((tab) => tab.key).join('\n');
  useEffect(() => lifetimes.keepOnly(new Set(openKeys.split('\n'))), [lifetimes, openKeys]);
  // the tabs holding unsaved edits (src/components/unsaved-guard.tsx): closing one, or sending it to another address,
  // asks first; so does leaving the page without a tab in view; the browser asks before unload while any is dirty
  const [unsaved] = useState(createUnsavedRegistry);
  useEffect(() => unsaved.guardUnload(), [unsaved]);
  const noTabScope = current?.noTab ? noTabScopeOf(url) : null;
  useEffect(
    () => unsaved.keepOnly(new Set([...openKeys.split('\n'), ...(noTabScope ? [noTabScope] : [])])),
    [unsaved, openKeys, noTabScope],
  );
  const [leaving, setLeaving] = useState<{ pages: string[]; leave: () => void } | null>(null);
  const shownTabsRef = useRef(shownTabs);
  shownTabsRef.current = shownTabs;
  const wouldLoseEdits = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      // leaving the layout (the session ended, an error page) or covering it (the lock, which keeps it) drops nothing
      if (!unsaved.anyDirty() || APP_PAGES.includes(nextLocation.pathname)) return false;
      const nextUrl = nextLocation.pathname + nextLocation.search;
      const currentUrl = currentLocation.pathname + currentLocation.search;
      // the page without a tab is gone once another address shows
      if (nextUrl !== currentUrl && unsaved.isDirty(noTabScopeOf(currentUrl))) return true;
      // a tab sent to another address starts its page afresh (switching to it as it is loses nothing)
      const tab = shownTabsRef.current.find((x) => x.key === nextLocation.pathname);
      return (
        tab !== undefined &&
        unsaved.isDirty(tab.key) &&
        tabUrl(tab) !== nextUrl &&
        !isOwnAddress(nextLocation.pathname, nextLocation.search)
      );
    },
    [unsaved],
  );
  const blocker = useBlocker(wouldLoseEdits);
  const activeTab = shownTabs.find((tab) => tab.key === key);
  const activeTitle = activeTab ? tabTitle(t, activeTab) : null;
  // The window title is the active tab's title (pages that set their own follow it too, see TabPage).
  useEffect(() => {
    if (activeTitle) document.title = `${activeTitle} - ${t('app.name')}`;
  }, [activeTitle, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `mayKeep` follows the menus and the role types
  useEffect(() => {
    if (knownRoleTypes === null) return;
    setTabs((s) => {
      const kept = s.tabs.filter((tab) => mayKeep(tab.key));
      return kept.length === s.tabs.length ? s : { ...s, tabs: kept };
    });
  }, [roleTypes.status, roleMenus]);
  useEffect(() => {
    storage.set(STORAGE_KEYS.tags, { tabs: tabs.tabs, active: key }, { session: true });
  }, [tabs, key]);
  // Most menu items open a generic list: fetch its code while the browser is idle.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined;
    const id = requestIdleCallback(() => prefetchListScreens(), { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, []);
  useEffect(() => {
    const onResize = () => {
      if (screenClass(window.innerWidth) === 0) setCollapsed(true);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const open = useCallback((node: MenuNode) => navigate(menuTarget(node)), [navigate]);
  const apply = (next: TabsState) => {
    setTabs(next);
    if (next.active !== key) navigate(tabUrl(next.tabs.find((tab) => tab.key === next.active) ?? HOME_TAB));
  };
  /** Closes tabs (the state `next` leaves), asking first when one of them holds unsaved edits. */
  const closeTabs = (next: TabsState) => {
    const kept = new Set(next.tabs.map((tab) => tab.key));
    const dirty = shownTabs.filter((tab) => !kept.has(tab.key) && unsaved.isDirty(tab.key));
    if (dirty.length === 0) apply(next);
    else setLeaving({ pages: dirty.map((tab) => tabTitle(t, tab)), leave: () => apply(next) });
  };
  const lock = () => (needsPassword ? setLockOpen(true) : actor.send({ type: 'session.lock' }));
  const chooseTop = async (id: string | null) => {
    if (id === null) {
      setTop(null);
      navigate(homePath);
      return;
    }
    const menus = await fetchMenusOfTop(id).catch(() => null);
    if (menus) setTop({ id, menus });
  };

  const openShop = async (id: 'supplierShop' | 'purchaserMall' | 'providerMall') => {
    if (!user) return;
    if (id === 'supplierShop') {
      const token = await fetchShopToken().catch(() => null);
      if (token) openSupplierShop(document, user.tenantId, token);
    } else {
      window.open(mallUrl(id, user.tenantId), '_blank', 'noopener,noreferrer');
    }
  };

  if (redirectHome) return <Navigate to={homePath} replace />;
  // A path the user menu may still offer waits for the role types before it is refused.
  if (access === 'forbidden' && knownRoleTypes === null) return <PageLoading />;
  if (access === 'forbidden') return <Navigate to="/403" replace />;
  if (shapedLikeFamily && familyRoutes.status === 'loading') return <PageLoading />;
  if (shapedLikeFamily && familyRoutes.status === 'done' && familyRoutes.data.has(location.pathname)) return <Navigate to="/403" replace />;
  if (!current) return <Navigate to="/404" replace />;

  // Tenant entries wait for the role types, so the menu never offers what the company already is.
  const entries = user && roleTypes.status !== 'loading' ? tenantEntries(user, roleTypes.status === 'done' ? roleTypes.data : []) : [];

  return (
    <ShellRoot>
      <div className="fc-layout" data-collapsed={collapsed || undefined}>
        <button
          type="button"
          className="fc-skip-link"
          // the focus moves to the page, with no hash in the address (the tabs keep their addresses)
          onClick={() => document.getElementById('fc-main')?.focus()}
        >
          {t('shell.skipToContent')}
        </button>
        <RequestProgress />
        <Navbar className="fc-header" role="banner">
          <NavbarGroup align={Alignment.START}>
            <Button
              variant="minimal"
              icon={collapsed ? 'menu-open' : 'menu-closed'}
              aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((c) => !c)}
            />
            <NavbarHeading className="fc-brand">
              {t('app.name')}
              {consoleConfig.siteTitle && <span className="fc-site-title">{consoleConfig.siteTitle}</span>}
            </NavbarHeading>
            <MenuSearch menus={roleMenus} onOpen={open} />
            <NavbarDivider />
            <Button variant="minimal" icon="home" text={t('shell.home')} active={top === null} onClick={() => void chooseTop(null)} />
            {topMenus.status === 'done' &&
              topMenus.data.map((m) => (
                <Button
                  key={m.id}
                  variant="minimal"
                  text={t(`menu:top_${m.code}`, { defaultValue: m.name })}
                  active={top?.id === m.id}
                  aria-pressed={top?.id === m.id}
                  onClick={() => void chooseTop(m.id)}
                />
              ))}
            {user &&
              shopLinksFor(user.tenantType).map((l) => (
                <Button key={l.id} variant="minimal" icon="shop" text={t(l.labelKey)} onClick={() => void openShop(l.id)} />
              ))}
          </NavbarGroup>
          <NavbarGroup align={Alignment.END}>
            {user && (
              <span
                className="fc-welcome"
                title={`${company ? `${company} · ` : ''}${t('header.welcome')} ${user.realName || user.userName}`}
              >
                {company && <>{company} · </>}
                {t('header.welcome')} <strong>{user.realName || user.userName}</strong>
              </span>
            )}
            {roles.length > 0 && (
              <HTMLSelect
                aria-label={t('home.role')}
                value={roles.some((r) => r.id === currentRole) ? currentRole : ''}
                onChange={(e) => e.target.value && actor.send({ type: 'session.switchRole', roleId: e.target.value })}
                disabled={busy}
                minimal
              >
                {!roles.some((r) => r.id === currentRole) && <option value="">{user?.roleName}</option>}
                {roles.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.roleName}
                  </option>
                ))}
              </HTMLSelect>
            )}
            <NavbarDivider />
            <NoticePopover />
            <ThemePicker />
            <LanguageSwitch />
            <NavbarDivider />
            <LogViewerButton />
            <Button variant="minimal" icon="lock" aria-label={t('lock.action')} title={t('lock.action')} onClick={lock} />
            <Button
              variant="minimal"
              icon="log-out"
              aria-label={t('header.logout')}
              title={t('header.logout')}
              onClick={() => setLogoutOpen(true)}
              loading={busy && logoutOpen}
            />
            <PopoverNext
              placement="bottom-end"
              content={
                <Menu aria-label={t('shell.userMenu')}>
                  <MenuItem icon="dashboard" text={t('shell.dashboard')} onClick={() => navigate(USER_MENU_PAGES.dashboard)} />
                  <MenuItem icon="person" text={t('shell.profile')} onClick={() => navigate(USER_MENU_PAGES.profile)} />
                  {entries.map((e) => (
                    <MenuItem key={e.labelKey} icon="office" text={t(e.labelKey)} onClick={() => openTenantEntry(e, navigate)} />
                  ))}
                  <MenuDivider />
                  <MenuItem icon="log-out" text={t('header.logout')} onClick={() => setLogoutOpen(true)} />
                </Menu>
              }
            >
              <Button variant="minimal" endIcon="caret-down" aria-label={t('shell.userMenu')}>
                <span className="fc-avatar-small" aria-hidden="true">
                  {(user?.realName || user?.userName || '').slice(0, 1)}
                </span>
              </Button>
            </PopoverNext>
          </NavbarGroup>
        </Navbar>
        <div className="fc-body">
          <SideMenu menus={sideMenus} activePath={location.pathname} collapsed={collapsed} onOpen={open} label={t('shell.menu')} />
          <div className="fc-main">
            <TabBar
              tabs={shownTabs}
              active={key}
              onSelect={(k) => navigate(tabUrl(shownTabs.find((tab) => tab.key === k) ?? HOME_TAB))}
              onClose={(k) => closeTabs(closeTab({ ...tabs, active: key }, k))}
              onCloseOthers={() => closeTabs(closeOthers(tabs, key))}
              onCloseAll={() => closeTabs(closeAll(tabs))}
              onClearCache={async () => {
                await clearCache();
                notifySuccess(t('shell.cacheCleared'));
              }}
            />
            <main className="fc-page" id="fc-main" tabIndex={-1}>
              {shownTabs.map((tab) => (
                <Activity key={tab.key} mode={tab.key === key ? 'visible' : 'hidden'}>
                  <TabLifetimeContext.Provider value={lifetimes.of(tab.key, tab.key !== key)}>
                    <UnsavedScopeContext value={unsaved.scope(tab.key)}>
                      <div className="fc-tab-page" role="tabpanel" aria-label={tabTitle(t, tab)}>
                        <TabPage url={tabUrl(tab)} title={tabTitle(t, tab)} />
                      </div>
                    </UnsavedScopeContext>
                  </TabLifetimeContext.Provider>
                </Activity>
              ))}
              {current.noTab ? (
                <div className="fc-tab-page">
                  <UnsavedScopeContext value={unsaved.scope(noTabScopeOf(url))}>
                    <ErrorBoundary>
                      <Suspense fallback={<PageLoading />}>
                        <TabContent tabKey={url} />
                      </Suspense>
                    </ErrorBoundary>
                  </UnsavedScopeContext>
                </div>
              ) : (
                !shownTabs.some((x) => x.key === key) && <PageLoading />
              )}
            </main>
          </div>
        </div>
        <LockDialog isOpen={lockOpen} onClose={() => setLockOpen(false)} />
        <ConfirmAlert
          isOpen={logoutOpen}
          busy={false}
          icon="log-out"
          confirmText={t('header.logoutOk')}
          cancelText={t('header.cancel')}
          onConfirm={() => {
            setLogoutOpen(false);
            actor.send({ type: 'session.logout' });
          }}
          onCancel={() => setLogoutOpen(false)}
        >
          {t('header.logoutConfirm')}
          {logoutOpen && unsaved.anyDirty() ? <p>{t('unsaved.logout')}</p> : null}
        </ConfirmAlert>
        <LeaveQuestion
          isOpen={leaving !== null || blocker.state === 'blocked'}
          pages={leaving?.pages}
          onLeave={() => {
            if (leaving) {
              setLeaving(null);
              leaving.leave();
            } else blocker.proceed?.();
          }}
          onStay={() => {
            setLeaving(null);
            blocker.reset?.();
          }}
        />
      </div>
    </ShellRoot>
  );
}

/**
 * Where a signed-in user goes after the login page: the `redirect` target when it is a same-origin path this
 * user may open (src/shell/access.ts, with the company's role types still unknown), else home. Lives with the
 * layout so the login page does not load the page table.
 */
export function PostLoginRedirect({ raw, home }: { raw: string | null; home: string }) {
  const menus = useSession(selectMenus);
  const user = useSession((s) => s.context.profile?.user ?? null);
  const ctx: AccessContext = { menus, user, roleTypes: null, pages: PAGES };
  const target = safeRedirect(raw, (p) => pathAccess(p, ctx) === 'open');
  return <Navigate to={target ?? home} replace />;
}
