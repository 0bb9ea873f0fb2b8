import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { storage } from '@services/storage/storage';
import { useSessionUserId } from './session-context';

/** A column the user may show or hide: its id and its label as shown. */
export interface ChoosableColumn {
  id: string;
  label: string;
}

/** Storage key of the columns a user hid on a screen (kept while logged in; cleared at logout like other user data). */
export const columnsKey = (userId: string, screen: string) => `columns.${userId || 'anonymous'}.${screen}`;

/** The columns the signed-in user hid on `screen` (else `defaults`), and how to change them (kept per user). */
export function useHiddenColumns(screen: string, defaults: readonly string[]): [string[], (next: string[]) => void] {
  const userId = useSessionUserId();
  const [hidden, setHidden] = useState<string[]>(() => storage.get<string[]>(columnsKey(userId, screen)) ?? [...defaults]);
  const choose = (next: string[]) => {
    setHidden(next);
    storage.set(columnsKey(userId, screen), next);
  };
  return [hidden, choose];
}

/** The column chooser of a list: which of its columns the table shows, and a way back to the screen's own. */
export function ColumnChooser({
  columns,
  hidden,
  defaults,
  onChange,
}: {
  columns: readonly ChoosableColumn[];
  hidden: readonly string[];
  defaults: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={t('kit.columnsTitle')}>
          {columns.map((c) => {
            const shown = !hidden.includes(c.id);
            return (
              <MenuItem
                key={c.id}
                role="menuitemcheckbox"
                aria-checked={shown}
                icon={shown ? 'tick' : 'blank'}
                text={c.label}
                shouldDismissPopover={false}
                onClick={() => onChange(shown ? [...hidden, c.id] : hidden.filter((h) => h !== c.id))}
              />
            );
          })}
          <MenuDivider />
          <MenuItem icon="reset" text={t('kit.columnsReset')} onClick={() => onChange([...defaults])} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="column-layout" text={t('kit.columns')} />
    </PopoverNext>
  );
}
