import { listOperation } from '@services/api/resource-client';
import { resourceByKey, RESOURCES } from '@services/resources/registry';
import { SPEC_ROUTE_FAMILIES } from '@services/resources/routes';
import { useDocumentTitle } from '@/components/use-document-title';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { PendingPage } from './pending-page';

/**
 * A route of the spec without a screen of its own: the generic list of the registry family that lives there
 * (by its console path, or by SPEC_ROUTE_FAMILIES), else its title and the pending note.
 */
export function SpecRoutePage({ path, titleKey }: { path: string; titleKey: string }) {
  const key = SPEC_ROUTE_FAMILIES[path];
  const def = (key ? resourceByKey(key) : undefined) ?? RESOURCES.find((d) => d.route === path);
  if (def && listOperation(def)) return <Listed titleKey={titleKey} def={def} />;
  return <PendingPage titleKey={titleKey} />;
}

function Listed({ titleKey, def }: { titleKey: string; def: NonNullable<ReturnType<typeof resourceByKey>> }) {
  useDocumentTitle(titleKey);
  return <ResourceListPage key={def.key} definition={def} />;
}

export default SpecRoutePage;
