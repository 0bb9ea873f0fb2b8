/**
 * The dashboards' filters: a period (two date fields and quick choices) that applies as soon as it is a valid range,
 * and the station-type choice of the flow figures.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { SITE_TYPES, type DayRange, type SiteType } from '@services/api/dashboards/types';
import { lastDays, localDay, RANGE_PRESETS, rangeProblem } from './range';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/form-field';

export interface RangeFilterProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
}

/** A period filter: the figures follow every valid change; an invalid one says why and is not applied. */
export function RangeFilter({ value, onChange }: RangeFilterProps) {
  const { t } = useTranslation('dashboards');
  const [draft, setDraft] = useState(value);
  const id = useId();
  useEffect(() => setDraft(value), [value]);
  const problem = rangeProblem(draft);
  const edit = (next: DayRange) => {
    setDraft(next);
    if (rangeProblem(next) === null) onChange(next);
  };
  const today = localDay(new Date());
  return (
    <div className="fc-dash-filter" role="group" aria-label={t('filter.range')}>
      {(['from', 'to'] as const).map((end) => (
        <PeriodEnd
          key={end}
          label={t(`filter.${end}`)}
          id={`${id}-${end}`}
          value={draft[end]}
          min={end === 'to' ? draft.from : undefined}
          max={end === 'from' ? draft.to : undefined}
          invalid={!!problem}
          onChange={(day) => edit({ ...draft, [end]: day })}
        />
      ))}
      <ButtonGroup>
        {RANGE_PRESETS.map((days) => {
          const preset = lastDays(days, today);
          const active = draft.from === preset.from && draft.to === preset.to;
          // the chosen period is filled in the primary colour, which reads as chosen in the light and the dark theme
          return (
            <Button
              key={days}
              text={t(`filter.last${days}`)}
              active={active}
              intent={active ? Intent.PRIMARY : Intent.NONE}
              aria-pressed={active}
              onClick={() => edit(preset)}
            />
          );
        })}
      </ButtonGroup>
      {problem && (
        <span role="alert" className="fc-dash-filter-error">
          {t(problem)}
        </span>
      )}
    </div>
  );
}

/** One end of a period. */
function PeriodEnd(props: {
  label: string;
  id: string;
  value: string;
  min?: string;
  max?: string;
  invalid: boolean;
  onChange: (day: string) => void;
}) {
  return (
    <FormField label={props.label} id={props.id} inline className="fc-dash-filter-field">
      {(control) => (
        <DateField
          control={control}
          value={props.value}
          min={props.min || undefined}
          max={props.max || undefined}
          invalid={props.invalid}
          onChange={props.onChange}
        />
      )}
    </FormField>
  );
}

export interface CodeSelectProps<C extends string> {
  label: string;
  id: string;
  value: C;
  codes: readonly C[];
  /** The label of a code. */
  labelOf: (code: C) => string;
  onChange: (code: C) => void;
}

/** A choice among fixed codes. */
export function CodeSelect<C extends string>({ label, id, value, codes, labelOf, onChange }: CodeSelectProps<C>) {
  return (
    <FormField label={label} id={id} inline className="fc-dash-filter-field">
      {(control) => (
        <HTMLSelect
          {...control}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as C)}
          options={codes.map((c) => ({ value: c, label: labelOf(c) }))}
        />
      )}
    </FormField>
  );
}

/** The station type of the flow figures (the platform's default is 1, spec 000 §6). */
export function SiteTypeSelect({ value, onChange }: { value: SiteType; onChange: (v: SiteType) => void }) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  return (
    <CodeSelect
      label={t('filter.siteType')}
      id={id}
      value={value}
      codes={SITE_TYPES}
      labelOf={(c) => t(`siteType.${c}`)}
      onChange={onChange}
    />
  );
}
