/** A button in a list row's action column: small and minimal, its accessible name the action and the row it acts on. */
import { Button, type Intent } from '@blueprintjs/core';

export function RowButton({
  text,
  of,
  action = text,
  intent,
  disabled,
  title,
  onClick,
}: {
  text: string;
  /** The row the button acts on (its number or name), read after the action. */
  of: string;
  /** The action in the accessible name, when it says more than the visible text. */
  action?: string;
  intent?: Intent;
  disabled?: boolean;
  title?: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      variant="minimal"
      intent={intent}
      text={text}
      aria-label={`${action} ${of}`}
      disabled={disabled}
      title={title}
      onClick={onClick}
    />
  );
}
