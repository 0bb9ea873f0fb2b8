/**
 * A list row's less frequent actions under one 更多 button in its action cell, so the cell stays narrow and the row's
 * own columns keep their room. An action the row does not allow yet shows disabled with the reason as its title.
 */
import { Button, Intent, Menu, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface RowMenuItem {
  text: string;
  onClick: () => void;
  icon?: IconName;
  intent?: Intent;
  /** Why the action is not allowed for this row; it shows disabled with this as its title. */
  why?: string | undefined;
}

export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={label}>
          {items.map((item) => (
            <MenuItem
              key={item.text}
              text={item.text}
              {...(item.icon ? { icon: item.icon } : {})}
              {...(item.intent ? { intent: item.intent } : {})}
              disabled={item.why !== undefined}
              {...(item.why ? { title: item.why } : {})}
              onClick={item.onClick}
            />
          ))}
        </Menu>
      }
    >
      <Button size="small" variant="minimal" intent={Intent.PRIMARY} endIcon="caret-down" text={t('kit.more')} aria-label={label} />
    </PopoverNext>
  );
}
