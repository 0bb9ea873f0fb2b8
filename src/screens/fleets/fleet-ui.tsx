/** Pieces the fleet screens share: the page frame, status tags, money cells, the fleet picker, and a filtered server list. */
import '@/i18n/fleet-namespace';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, Callout, Classes, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { Page } from '@services/http/envelope';
import { ApiError } from '@services/http/errors';
import { fleetOptions, type Row } from '@services/api/fleets/calls';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';

export type { Row };

/** The server's text of a failure (or the error's own). */
export const failureText = (e: unknown) => (e instanceof ApiError ? (e.serverMessage ?? e.message) : e instanceof Error ? e.message : String(e));

/** The fleets for pickers (read once per screen). */
export function useFleetOptions(): Array<{ id: string; name: string }> {
  const state = useRequest('fleet-options', (signal) => fleetOptions(signal));
  return state.status === 'done' ? state.data : [];
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

function FilterBar({ id, fields, initial, onSearch }: { id: string; fields: FilterField[]; initial: Filters; onSearch: (v: Filters) => void }) {
  const { t } = useTranslation('fleet');
  const [values, setValues] = useState<Filters>(initial);
  const [reversed, setReversed] = useState(false);
  const fleets = useFleetOptions();
  const set = (name: string, v: string) => {
    setReversed(false);
    setValues((old) => ({ ...old, [name]: v }));
  };
  return (
    <form
      role="search"
      aria-label={t('list.filters')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
      onSubmit={(e) => {
        e.preventDefault();
        // a range whose start is after its end finds nothing: say so instead of searching
        const bad = fields.some((f) => f.kind === 'dateRange' && values[`${f.name}.from`] && values[`${f.name}.to`] && values[`${f.name}.from`]! > values[`${f.name}.to`]!);
        setReversed(bad);
        if (!bad) onSearch(values);
      }}
    >
      {fields.map((f) => {
        const fid = `${id}-${f.name}`;
        if (f.kind === 'dateRange') {
          return (
            <FormGroup key={f.name} label={f.label} style={{ margin: 0 }}>
              <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                <InputGroup type="date" aria-label={`${f.label} ${t('list.from')}`} value={values[`${f.name}.from`] ?? ''} onValueChange={(v) => set(`${f.name}.from`, v)} />
                <span>—</span>
                <InputGroup type="date" aria-label={`${f.label} ${t('list.to')}`} value={values[`${f.name}.to`] ?? ''} onValueChange={(v) => set(`${f.name}.to`, v)} />
              </div>
            </FormGroup>
          );
        }
        if (f.kind === 'select' || f.kind === 'fleet') {
          const options = f.kind === 'fleet' ? fleets.map((o): [string, string] => [o.id, o.name]) : f.options;
          return (
            <FormGroup key={f.name} label={f.label} labelFor={fid} style={{ margin: 0 }}>
              <HTMLSelect id={fid} value={values[f.name] ?? ''} onChange={(e) => set(f.name, e.currentTarget.value)}>
                <option value="">{t('list.all')}</option>
                {options.map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          );
        }
        return (
          <FormGroup key={f.name} label={f.label} labelFor={fid} style={{ margin: 0 }}>
            <InputGroup id={fid} value={values[f.name] ?? ''} onValueChange={(v) => set(f.name, v)} />
          </FormGroup>
        );
      })}
      {reversed ? (
        <span role="alert" style={{ color: 'var(--bp-intent-danger-rest, #cd4246)', alignSelf: 'center' }}>
          {t('list.rangeReversed')}
        </span>
      ) : null}
      <ButtonGroup>
        <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('list.search')} />
        <Button
          icon="reset"
          text={t('list.reset')}
          onClick={() => {
            setValues({});
            setReversed(false);
            onSearch({});
          }}
        />
      </ButtonGroup>
    </form>
  );
}

export type Column = [label: string, cell: (row: Row) => ReactNode];

/**
 * A server list with filters: searching drops empty fields and starts again at page 1 (spec 001 §5); `initial`
 * carries a drill-down's filters (from the address). `toolbar` gets the current query (an export sends it along).
 */
export function FilteredList({
  id,
  label,
  fields,
  initial = {},
  columns,
  load,
  reloadKey = '',
  toolbar,
  size = 10,
}: {
  id: string;
  label: string;
  fields: FilterField[];
  initial?: Filters;
  columns: Column[];
  load: (query: Record<string, string | number>, signal: AbortSignal) => Promise<Page<Row>>;
  reloadKey?: string;
  toolbar?: (query: Record<string, string>) => ReactNode;
  size?: number;
}) {
  const { t } = useTranslation('fleet');
  const [filters, setFilters] = useState<Filters>(initial);
  const [retry, setRetry] = useState(0);
  const query = filterQuery(filters);
  const queryKey = JSON.stringify(query);
  const listKey = `${queryKey}|${reloadKey}`;
  // new filters or a reload start again at page 1
  const [paging, setPaging] = useState({ key: listKey, current: 1 });
  const current = paging.key === listKey ? paging.current : 1;
  const setCurrent = (n: number) => setPaging({ key: listKey, current: n });
  const state = useRequest(`${id}|${queryKey}|${reloadKey}|${current}|${retry}`, (signal) => load({ ...query, current, size }, signal));
  let body: ReactNode;
  if (state.status === 'loading') body = <Spinner size={24} aria-label={t('list.loading')} />;
  else if (state.status === 'failed') {
    body = (
      <Callout intent={Intent.DANGER} title={t('list.loadFailed')}>
        <p>{failureText(state.error)}</p>
        <Button text={t('list.retry')} onClick={() => setRetry((n) => n + 1)} />
      </Callout>
    );
  } else if (state.data.records.length === 0) body = <NonIdealState icon="inbox" title={t('list.empty')} />;
  else {
    const page = state.data;
    const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.size)));
    body = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable aria-label={label} compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                {columns.map(([l]) => (
                  <th key={l}>{l}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.records.map((r, i) => (
                <tr key={displayText(r.id) || i}>
                  {columns.map(([l, cell]) => (
                    <td key={l}>{cell(r)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <nav aria-label={t('list.pageOf', { current, pages })} style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end' }}>
          <span className={Classes.TEXT_MUTED}>{t('list.total', { total: page.total })}</span>
          <Button size="small" icon="chevron-left" aria-label={t('list.prev')} disabled={current <= 1} onClick={() => setCurrent(current - 1)} />
          <span>{t('list.pageOf', { current, pages })}</span>
          <Button size="small" icon="chevron-right" aria-label={t('list.next')} disabled={current >= pages} onClick={() => setCurrent(current + 1)} />
        </nav>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {fields.length ? <FilterBar id={id} fields={fields} initial={initial} onSearch={setFilters} /> : null}
      {toolbar ? <div role="toolbar" aria-label={t('list.toolbar')} style={{ display: 'flex', gap: 8 }}>{toolbar(query)}</div> : null}
      {body}
    </div>
  );
}

/** The filters a drill-down put into the address (`?fleetId=…&cardNo=…`). */
export function addressFilters(params: URLSearchParams, names: readonly string[]): Filters {
  const out: Filters = {};
  for (const n of names) {
    const v = params.get(n);
    if (v) out[n] = v;
  }
  return out;
}
