/** A six-digit SMS code with the button that asks for it (again), as the payment, withdrawal and fleet forms show it. */
import { Button, InputGroup, Intent, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

export function SmsCodeField({
  id,
  label,
  helper,
  error,
  value,
  disabled,
  onChange,
  ask,
  className,
}: {
  id: string;
  label: string;
  helper?: ReactNode;
  /** What is wrong with the code typed, or nothing. */
  error?: string;
  value: string;
  disabled?: boolean;
  onChange: (code: string) => void;
  ask: { text: string; loading: boolean; disabled?: boolean; title?: string | undefined; icon?: IconName; onClick: () => void };
  className?: string;
}) {
  return (
    <FormField label={label} id={id} helper={helper} error={error} className={className}>
      {(control) => (
        <div className="fc-row">
          <InputGroup
            {...control}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            value={value}
            disabled={disabled}
            intent={error ? Intent.DANGER : Intent.NONE}
            onValueChange={onChange}
          />
          <Button icon={ask.icon} text={ask.text} loading={ask.loading} disabled={ask.disabled} title={ask.title} onClick={ask.onClick} />
        </div>
      )}
    </FormField>
  );
}
