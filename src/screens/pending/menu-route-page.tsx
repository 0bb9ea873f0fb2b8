import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NonIdealState } from '@blueprintjs/core';
import { selectMenus } from '@machines/session/session.selectors';
import { RESOURCES } from '@services/resources/registry';
import { useSession } from '@/components/session-context';
import { useDocumentTitle } from '@/components/use-document-title';
import { findMenu } from '@/app/routes';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { ResourceActionsPage } from '@/screens/resource/resource-detail-page';
import { listOperation } from '@services/api/resource-client';

/**
 * A path inside the layout: a menu page served by a resource definition (its `route`) shows the generic list
 * (or, for a family without a list call, its actions page);
 * a menu page not yet built shows its title and says so; anything else is /404.
 */
export function MenuRoutePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menus = useSession(selectMenus);
  const node = findMenu(menus, pathname);
  useDocumentTitle('route.pending', node?.name);
  if (!node) return <Navigate to="/404" replace />;
  const definition = RESOURCES.find((d) => d.route === pathname);
  if (definition) {
    return listOperation(definition) ? <ResourceListPage key={definition.key} definition={definition} /> : <ResourceActionsPage key={definition.key} definition={definition} />;
  }
  return <NonIdealState icon="build" title={node.name} description={t('error.pending')} />;
}
