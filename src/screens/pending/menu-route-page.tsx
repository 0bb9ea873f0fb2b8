import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Icon, NonIdealState } from '@blueprintjs/core';
import { Icons } from '@blueprintjs/icons';
import type { MenuNode } from '@services/api/types/session';
import { selectMenus } from '@machines/session/session.selectors';
import { resourceByKey } from '@services/resources/registry';
import { familyAt } from '@services/resources/routes';
import type { ResourceDefinition } from '@services/resources/types';
import { listOperation } from '@services/api/resource-client';
import { useSession } from '@/components/session-context';
import { useDocumentTitle } from '@/components/use-document-title';
import { findMenu, isExternalMenuPath } from '@/components/menu-paths';
import { PageFrame } from '@/components/page-frame';
import './menu-group.css';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { ResourceActionsPage } from '@/screens/resource/resource-detail-page';
import { PendingPage } from './pending-page';

/** The registry family whose generic screen serves `path` (services/resources/routes.ts familyAt), if the registry holds it. */
function definitionAt(path: string): ResourceDefinition | undefined {
  const at = familyAt(path);
  const def = at ? resourceByKey(at.key) : undefined;
  return def && (!at!.inferred || def.route === path) ? def : undefined;
}

/**
 * A menu path with no page of its own in the route manifest (src/shell/page-routes.tsx): the generic list of the
 * registry family served there (or, for a family without a list call, its actions page); a menu group shows its
 * items as links (the group's page); another item without a screen says it is pending; a path in no menu is /404.
 */
export function MenuRoutePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menus = useSession(selectMenus);
  const node = findMenu(menus, pathname);
  useDocumentTitle('route.pending', node?.name);
  if (!node) return <Navigate to="/404" replace />;
  const definition = definitionAt(pathname);
  if (definition) {
    return listOperation(definition) ? (
      <ResourceListPage key={definition.key} definition={definition} />
    ) : (
      <ResourceActionsPage key={definition.key} definition={definition} />
    );
  }
  if (node.children.length > 0) return <MenuGroupPage group={node} />;
  return <NonIdealState icon="build" title={node.name} description={t('error.pending')} />;
}

/** A menu group's page: its items as links, in menu order, each with its icon; a sub-group lists its own items. */
function MenuGroupPage({ group }: { group: MenuNode }) {
  const items = [...group.children].sort((a, b) => a.sort - b.sort);
  return (
    <PageFrame title={group.name}>
      <nav aria-label={group.name} className="fc-menu-group">
        {items.map((item) => (
          <Card key={item.id} compact className="fc-menu-group-item">
            <Icon icon={Icons.isValidIconName(item.icon) ? item.icon : item.children.length ? 'folder-close' : 'document'} />
            {isExternalMenuPath(item.path) ? (
              <Link to={`/myiframe/${encodeURIComponent(item.id)}`}>{item.name}</Link>
            ) : (
              <Link to={item.path}>{item.name}</Link>
            )}
          </Card>
        ))}
      </nav>
    </PageFrame>
  );
}

/** A spec route the manifest serves with a registry family's list: that list under the route's own title (else the pending note). */
export function RegistryRoutePage({ path, titleKey }: { path: string; titleKey: string }) {
  const def = definitionAt(path);
  if (def && listOperation(def)) return <Listed titleKey={titleKey} def={def} />;
  return <PendingPage titleKey={titleKey} />;
}

function Listed({ titleKey, def }: { titleKey: string; def: ResourceDefinition }) {
  useDocumentTitle(titleKey);
  return <ResourceListPage key={def.key} definition={def} />;
}
