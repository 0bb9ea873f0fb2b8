/**
 * The dashboards' filters: a period (two date inputs and quick choices) that applies as soon as it is a valid range,
 * and the station-type choice of the flow figures.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { SITE_TYPES, type DayRange, type SiteType } from '@services/api/dashboards/types';
import { lastDays, localDay, RANGE_PRESETS, rangeProblem } from './range';
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
      <FormField label={t('filter.from')} id={`${id}-from`} inline className="fc-dash-filter-field">
        {(control) => (
          <InputGroup
            {...control}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onValueChange={(from) => edit({ ...draft, from })}
            intent={problem ? Intent.DANGER : Intent.NONE}
          />
        )}
      </FormField>
      <FormField label={t('filter.to')} id={`${id}-to`} inline className="fc-dash-filter-field">
        {(control) => (
          <InputGroup
            {...control}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onValueChange={(to) => edit({ ...draft, to })}
            intent={problem ? Intent.DANGER : Intent.NONE}
          />
        )}
      </FormField>
      <ButtonGroup>
        {RANGE_PRESETS.map((days) => {
          const preset = lastDays(days, today);
          const active = draft.from === preset.from && draft.to === preset.to;
          return <Button key={days} text={t(`filter.last${days}`)} active={active} aria-pressed={active} onClick={() => edit(preset)} />;
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

/** The station type of the flow figures (the platform's default is 1, spec 000 §6). */
export function SiteTypeSelect({ value, onChange }: { value: SiteType; onChange: (v: SiteType) => void }) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  return (
    <FormField label={t('filter.siteType')} id={id} inline className="fc-dash-filter-field">
      {(control) => (
        <HTMLSelect
          {...control}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as SiteType)}
          options={SITE_TYPES.map((v) => ({ value: v, label: t(`siteType.${v}`) }))}
        />
      )}
    </FormField>
  );
}
