/** Parts every system screen shares: its family and what the user may do with it, a row's editor button, a failed load. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import type { ResourceRow } from '@machines/resource/editor.types';
import type { ResourceDefinition } from '@services/resources/types';
import { permitted, resourceButtons } from '@services/resources/permissions';
import { useSession } from '@/components/session-context';
import { registerSystemAdmin } from '@/i18n/system-admin-namespace';
import { useInvalidate } from '@/components/query-client';
import { resourceListKey } from '@/components/list-cache';
import type { ListApi, ScreenSlots } from '@/screens/resource/screen-slots';
import { familyDefinition } from './family';

/** A system screen's family: its definition, the list buttons the user holds, and a check of any other button. */
export function useSystemFamily(key: string, namespaces: string | string[] = 'systemAdmin') {
  useState(registerSystemAdmin);
  const { t } = useTranslation(namespaces);
  const def = familyDefinition(key);
  const buttons = useSession((s) => s.context.profile?.buttons);
  const can = resourceButtons(def, buttons);
  const may = (action: string) => permitted(buttons, def.permission, action);
  return { t, def, can, may };
}

/**
 * A row's own button (新增下级 under the row, the row's platform form, its dictionary's entries): shown when
 * `allowed` and the row passes `when`; its accessible name says which row when `label` gives one.
 */
export function rowAction(opts: {
  allowed: boolean;
  text: string;
  intent: Intent;
  onClick: (row: ResourceRow, api: ListApi) => void;
  label?: (row: ResourceRow) => string;
  when?: (row: ResourceRow) => boolean;
  active?: (row: ResourceRow) => boolean;
}): NonNullable<ScreenSlots['rowActions']> {
  return (row, api) =>
    opts.allowed &&
    (opts.when?.(row) ?? true) && (
      <Button
        size="small"
        variant="minimal"
        intent={opts.intent}
        text={opts.text}
        active={opts.active?.(row)}
        aria-label={opts.label?.(row)}
        onClick={() => opts.onClick(row, api)}
      />
    );
}

/** Opens the editor for a new record under the row (新增下级, 新增子项). */
export const addUnder = (row: ResourceRow, api: ListApi) => api.openEditor({ mode: 'add', parent: row });

/** What a dialog shows when its data did not load: the reason and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('systemAdmin');
  return (
    <NonIdealState
      icon="error"
      title={t('list.loadFailed')}
      action={<Button intent={Intent.PRIMARY} text={t('list.retry')} onClick={onRetry} />}
    />
  );
}

/** The rows a grant dialog is open for, and its close: after a save the family's list is read again. */
export function useGrantTarget(def: ResourceDefinition) {
  const [target, setTarget] = useState<ResourceRow[] | null>(null);
  const invalidate = useInvalidate();
  const close = (saved: boolean) => {
    setTarget(null);
    if (saved) invalidate(resourceListKey(def.key));
  };
  return { target, open: setTarget, close };
}
