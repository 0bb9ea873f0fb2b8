/** A money list's status filter: 全部 or one status of the flow, whose code the list sends as its filter. */
import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { STATUS_TABLES, type StatusFlow } from '@services/api/money/status';
import { FormField } from '@/components/form-field';

export function StatusFilter({
  flow,
  id,
  label,
  value,
  onChange,
  className,
}: {
  flow: StatusFlow;
  id: string;
  label: string;
  /** The chosen code as text, '' for all. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('money');
  return (
    <FormField label={label} id={id} inline className={className}>
      {(control) => (
        <HTMLSelect {...control} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('common.all')}</option>
          {Object.values(STATUS_TABLES[flow]).map((s) => (
            <option key={s.code} value={String(s.code)}>
              {t(`status.${flow}.${s.code}`)}
            </option>
          ))}
        </HTMLSelect>
      )}
    </FormField>
  );
}
