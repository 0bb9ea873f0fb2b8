/** The search above a recharge list: one text field and 查询; the list is given the trimmed text once it is sent. */
import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

export function TextSearch({
  id,
  label,
  initial = '',
  numeric = false,
  onSearch,
}: {
  id: string;
  label: string;
  /** The text the field starts with (the one the list already searches for). */
  initial?: string;
  /** A phone number: phones show the numeric keypad. */
  numeric?: boolean;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('recharge');
  const [text, setText] = useState(initial);
  return (
    <form
      className="fc-row-end"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <FormField label={label} id={id} className="fc-flush">
        {(control) => <InputGroup {...control} inputMode={numeric ? 'numeric' : undefined} value={text} onValueChange={setText} />}
      </FormField>
      <Button type="submit" icon="search" text={t('common.search')} />
    </form>
  );
}
