/**
 * The filters of the fleet lists (text, choice, date range, fleet) over the shared paged list: searching drops empty
 * fields and starts again at page 1 (spec 001 §5); the applied filters are kept in the address with the page.
 */
import '@/i18n/fleet-namespace';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Classes, HTMLSelect, InputGroup, type HTMLSelectProps } from '@blueprintjs/core';
import type { Page } from '@services/http/envelope';
import { fleetOptions, listOf, type Row } from '@services/api/fleets/calls';
import type { DataColumn } from '@/components/data-table';
import type { Fact } from '@/components/facts-panel';
import { DateField } from '@/components/date-field';
import { FilterForm, FormField } from '@/components/form-field';
import { PagedList, addressFilters } from '@/components/paged-list';
import { useRequest, type RequestKey } from '@/components/use-request';
import type { ResourceDefinition } from '@services/resources/types';
import { definitionSearch } from '@/screens/resource/definition-columns';
import { enumValues } from '@/screens/resource/enum-values';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import '@/components/components.css';

export type { Row };
export type Column = DataColumn<Row>;

/** A field by its name, or by `[label, field]` when its label (field.<label>) is not the field's own name. */
type FieldName = string | readonly [label: string, field: string];

/** A field's label key and how its value shows: as ¥ when the field is named in `money`, else as text. */
function fieldCell(name: FieldName, money: readonly string[]): [label: string, cell: (r: Row) => ReactNode, money: boolean] {
  const [label, field] = typeof name === 'string' ? [name, name] : name;
  const isMoney = money.includes(field);
  return [`field.${label}`, (r) => (isMoney ? displayFen(r[field]) : displayText(r[field])), isMoney];
}

/** Columns that show a row's fields as they are or, for the fields named in `money`, as ¥. */
export function fieldColumns(t: (key: string) => string, names: readonly FieldName[], money: readonly string[] = []): Column[] {
  return names.map((n): Column => {
    const [label, cell, isMoney] = fieldCell(n, money);
    return isMoney ? [t(label), cell, 'money'] : [t(label), cell];
  });
}

/** The facts of one row: its fields as they are or, for the fields named in `money`, as ¥. */
export function fieldFacts(t: (key: string) => string, row: Row, names: readonly FieldName[], money: readonly string[] = []): Fact[] {
  return names.map((n): Fact => {
    const [label, cell] = fieldCell(n, money);
    return [t(label), cell(row)];
  });
}

/** The fleets for pickers (read once per screen). */
export function useFleetOptions(): Array<{ id: string; name: string }> {
  const state = useRequest(['fleet', 'options'], (signal) => fleetOptions(signal));
  return state.status === 'done' ? state.data : [];
}

/** The fleets as choices: [id, name]. */
export const fleetChoices = (fleets: ReadonlyArray<{ id: string; name: string }>) => fleets.map((f): [string, string] => [f.id, f.name]);

/** A choice among `choices` ([value, label]); the empty choice first, labelled `placeholder`. */
export function ChoiceSelect({
  choices,
  placeholder,
  value,
  onChange,
  ...props
}: {
  choices: ReadonlyArray<readonly [value: string, label: string]>;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<HTMLSelectProps, 'value' | 'onChange' | 'options'>) {
  return (
    <HTMLSelect {...props} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">{placeholder}</option>
      {choices.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </HTMLSelect>
  );
}

/** A filter of a list: a text box, a choice, a date range (`<name>_dategt` / `<name>_datelt`), or a fleet. */
export type FilterField =
  | { name: string; label: string; kind: 'text' }
  | { name: string; label: string; kind: 'select'; options: Array<[value: string, label: string]> }
  | { name: string; label: string; kind: 'fleet' }
  | { name: string; label: string; kind: 'dateRange' };

export type Filters = Record<string, string>;

/** The filters as query parameters: empty values dropped, a date range `<name>.from/.to` as `<name>_dategt` / `<name>_datelt`. */
export function filterQuery(values: Filters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (!v.trim()) continue;
    if (k.endsWith('.from')) out[`${k.slice(0, -5)}_dategt`] = v;
    else if (k.endsWith('.to')) out[`${k.slice(0, -3)}_datelt`] = v;
    else out[k] = v.trim();
  }
  return out;
}

function FilterBar({
  id,
  fields,
  initial,
  onSearch,
}: {
  id: string;
  fields: FilterField[];
  initial: Filters;
  onSearch: (v: Filters) => void;
}) {
  const { t } = useTranslation('fleet');
  const [values, setValues] = useState<Filters>(initial);
  const [reversed, setReversed] = useState(false);
  const fleets = useFleetOptions();
  const set = (name: string, v: string) => {
    setReversed(false);
    setValues((old) => ({ ...old, [name]: v }));
  };
  return (
    <FilterForm
      label={t('list.filters')}
      searchText={t('list.search')}
      resetText={t('list.reset')}
      onSubmit={() => {
        // a range whose start is after its end finds nothing: say so instead of searching
        const bad = fields.some(
          (f) =>
            f.kind === 'dateRange' &&
            values[`${f.name}.from`] &&
            values[`${f.name}.to`] &&
            values[`${f.name}.from`]! > values[`${f.name}.to`]!,
        );
        setReversed(bad);
        if (!bad) onSearch(values);
      }}
      onReset={() => {
        setValues({});
        setReversed(false);
        onSearch({});
      }}
    >
      {fields.map((f) => {
        const fid = `${id}-${f.name}`;
        if (f.kind === 'dateRange') {
          return (
            <FormField key={f.name} label={f.label} id={fid} group>
              {() => (
                <div className="fc-row">
                  <DateField
                    control={{ 'aria-label': `${f.label} ${t('list.from')}` }}
                    value={values[`${f.name}.from`] ?? ''}
                    onChange={(v) => set(`${f.name}.from`, v)}
                  />
                  <span>—</span>
                  <DateField
                    control={{ 'aria-label': `${f.label} ${t('list.to')}` }}
                    value={values[`${f.name}.to`] ?? ''}
                    onChange={(v) => set(`${f.name}.to`, v)}
                  />
                </div>
              )}
            </FormField>
          );
        }
        if (f.kind === 'select' || f.kind === 'fleet') {
          return (
            <FormField key={f.name} label={f.label} id={fid}>
              {(c) => (
                <ChoiceSelect
                  {...c}
                  choices={f.kind === 'fleet' ? fleetChoices(fleets) : f.options}
                  placeholder={t('list.all')}
                  value={values[f.name] ?? ''}
                  onChange={(v) => set(f.name, v)}
                />
              )}
            </FormField>
          );
        }
        return (
          <FormField key={f.name} label={f.label} id={fid}>
            {(c) => <InputGroup {...c} value={values[f.name] ?? ''} onValueChange={(v) => set(f.name, v)} />}
          </FormField>
        );
      })}
      {reversed ? (
        <span role="alert" className={Classes.INTENT_DANGER}>
          {t('list.rangeReversed')}
        </span>
      ) : null}
    </FilterForm>
  );
}

/**
 * The filters of a family's search fields (docs/architecture.md §12): a text box, a fleet (a reference to fleets), a
 * choice (its values from `options`, else the definition's value labels) or a date range, labelled by the definition.
 */
export function definitionFilters(
  def: ResourceDefinition,
  t: (key: string) => string,
  options: Readonly<Record<string, Array<[value: string, label: string]>>> = {},
): FilterField[] {
  return definitionSearch(def, t).map((f): FilterField => {
    const base = { name: f.field, label: f.label };
    if (f.kind === 'dateRange') return { ...base, kind: 'dateRange' };
    if (f.kind === 'ref' && f.ref === 'fleet') return { ...base, kind: 'fleet' };
    if (f.kind === 'enum')
      return {
        ...base,
        kind: 'select',
        options: options[f.field] ?? enumValues(f.enumKey).map((v): [string, string] => [v, t(`${f.enumKey}.${v}`)]),
      };
    return { ...base, kind: 'text' };
  });
}

/** The names a list's filters take in the address (a date range as `<name>.from` / `<name>.to`). */
function filterNames(fields: readonly FilterField[]): string[] {
  return fields.flatMap((f) => (f.kind === 'dateRange' ? [`${f.name}.from`, `${f.name}.to`] : [f.name]));
}

type Query = Record<string, string | number>;

/** Where a list's pages come from: a family's own list (cached under `[family, 'list']`), or a load of its own. */
type ListSource =
  | { family: string }
  | {
      load: (query: Query, signal: AbortSignal) => Promise<Page<Row>>;
      /** The key of the list's pages in the read cache (see PagedList). */
      queryKey: RequestKey;
    };

/**
 * A server list with filters: `initial` carries a drill-down's filters; filters found in the address (a reload)
 * come on top. `toolbar` gets the current query (an export sends it along).
 */
export function FilteredList({
  id,
  label,
  fields,
  initial = {},
  columns,
  toolbar,
  param = '',
  ...source
}: {
  id: string;
  label: string;
  fields: FilterField[];
  initial?: Filters;
  columns: Column[];
  toolbar?: (query: Record<string, string>) => ReactNode;
  /** Put in front of the address parameters (a list inside a detail page). */
  param?: string;
} & ListSource) {
  const queryKey = 'family' in source ? [source.family, 'list'] : source.queryKey;
  const load = 'family' in source ? (q: Query, signal: AbortSignal) => listOf(source.family, q, signal) : source.load;
  const { t } = useTranslation('fleet');
  const [params] = useSearchParams();
  const [start] = useState<Filters>(() => ({ ...initial, ...addressFilters(params, filterNames(fields), param) }));
  const [filters, setFilters] = useState<Filters>(start);
  return (
    <div className="fc-stack">
      {fields.length ? <FilterBar id={id} fields={fields} initial={start} onSearch={setFilters} /> : null}
      {toolbar ? (
        <div role="toolbar" aria-label={t('list.toolbar')} className="fc-row">
          {toolbar(filterQuery(filters))}
        </div>
      ) : null}
      <PagedList
        label={label}
        columns={columns}
        filters={filters}
        queryKey={queryKey}
        param={param}
        load={(p, f, signal) => load({ ...filterQuery(f), ...p }, signal)}
      />
    </div>
  );
}
