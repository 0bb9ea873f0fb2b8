/**
 * The list of a flow's records: the generic list machine (search, paging) with the flow's own columns, a status
 * tag and a link to the record's detail page. The search is kept in the address (`?q=`), so going back to the
 * list, or moving through a review queue, keeps the filters.
 */
import { Button, Callout, HTMLSelect, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useFlowMachine } from '@/components/use-flow-machine';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { selectListView, selectPaging, selectRows } from '@machines/resource/list.selectors';
import type { ResourceRow } from '@machines/resource/list.types';
import { statusInfo, type StatusTable } from '@services/api/approvals/status';
import type { ResourceDefinition } from '@services/resources/types';
import { bindResourceList } from '@/screens/resource/resource-machines';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { FilterForm } from '@/components/form-field';
import { notifySuccess } from '@/components/toaster';
import '@/i18n/approvals-namespace';
import { StatusTag } from '@/components/status-tag';
import '@/components/components.css';

export interface ListColumn {
  label: string;
  render: (row: ResourceRow) => ReactNode;
  /** An amount: right-aligned in tabular figures. */
  kind?: 'money';
}

export type ListFilters = Record<string, string>;

/** Reads the filters kept in the address. */
export function filtersFromQuery(q: string | null): ListFilters {
  if (!q) return {};
  try {
    const v = JSON.parse(q) as unknown;
    return v && typeof v === 'object'
      ? (Object.fromEntries(
          Object.entries(v as Record<string, unknown>).filter(([, x]) => typeof x === 'string' && x !== ''),
        ) as ListFilters)
      : {};
  } catch {
    return {};
  }
}

export const filtersToQuery = (f: ListFilters) => JSON.stringify(Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')));

export function ApprovalList({
  def,
  title,
  columns,
  textField,
  textLabel,
  statusField,
  statusTable,
  detailHref,
  toolbar,
  defaultFilters,
}: {
  def: ResourceDefinition;
  title: string;
  columns: readonly ListColumn[];
  textField?: string;
  textLabel?: string;
  statusField: string;
  statusTable: StatusTable<string | number>;
  detailHref: (row: ResourceRow, filters: ListFilters) => string;
  toolbar?: (filters: ListFilters) => ReactNode;
  defaultFilters?: ListFilters;
}) {
  const { t, i18n } = useTranslation('approvals');
  const [params, setParams] = useSearchParams();
  const initial = useRef<ListFilters>(params.get('q') !== null ? filtersFromQuery(params.get('q')) : (defaultFilters ?? {}));
  const machine = useMemo(() => bindResourceList({ success: notifySuccess, warn: () => undefined }), []);
  const [snap, send] = useFlowMachine(machine, { input: { resource: def.key } });
  const [form, setForm] = useState<ListFilters>(initial.current);
  const [applied, setApplied] = useState<ListFilters>(initial.current);
  useEffect(() => {
    if (Object.keys(initial.current).length > 0) send({ type: 'list.search', filters: initial.current });
  }, [send]);
  const search = (f: ListFilters) => {
    const clean = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));
    setApplied(clean);
    setParams(Object.keys(clean).length ? { q: filtersToQuery(clean) } : {}, { replace: true });
    send({ type: 'list.search', filters: clean });
  };
  const view = selectListView(snap);
  const rows = selectRows(snap);
  const paging = selectPaging(snap);
  const codes = Object.keys(statusTable);

  let body: ReactNode;
  if (view === 'failed')
    body = (
      <NonIdealState
        icon="error"
        title={t('error.loadFailed')}
        action={<Button text={t('common.retry')} onClick={() => send({ type: 'list.retry' })} />}
      />
    );
  else if (view === 'empty') body = <NonIdealState icon="inbox" title={t('common.empty')} />;
  else if (view === 'loading' && rows.length === 0) body = <Spinner size={40} aria-label={t('common.loading')} />;
  else
    body = (
      <DataTable
        label={title}
        interactive
        busy={snap.hasTag('busy')}
        rows={rows}
        columns={[
          [t('common.index'), (row) => (paging.current - 1) * paging.size + rows.indexOf(row) + 1],
          ...columns.map((c): DataColumn<ResourceRow> => [c.label, c.render, c.kind]),
          [t('common.status'), (row) => <StatusTag table={statusTable} code={row[statusField]} />],
        ]}
        actions={(row) => (
          <Link to={detailHref(row, applied)} aria-label={`${t('common.detail')} ${String(row.id ?? '')}`}>
            {t('common.detail')}
          </Link>
        )}
      />
    );

  return (
    <section aria-label={title} className="approval-list fc-page">
      <FilterForm
        label={t('common.search')}
        searchText={t('common.search')}
        resetText={t('common.reset')}
        resetIcon="eraser"
        onSubmit={() => search(form)}
        onReset={() => {
          setForm({});
          search({});
        }}
        after={toolbar?.(applied)}
      >
        {textField && (
          <InputGroup
            aria-label={textLabel}
            placeholder={textLabel}
            value={form[textField] ?? ''}
            onValueChange={(v) => setForm((f) => ({ ...f, [textField]: v }))}
          />
        )}
        <HTMLSelect
          aria-label={t('common.status')}
          value={form[statusField] ?? ''}
          onChange={(e) => {
            // read the value now: by the time the updater runs the event's currentTarget is gone
            const value = e.currentTarget.value;
            setForm((f) => ({ ...f, [statusField]: value }));
          }}
        >
          <option value="">{t('common.allStatuses')}</option>
          {codes.map((c) => (
            <option key={c} value={c}>
              {i18n.language === 'en' ? statusInfo(statusTable, c).en : statusInfo(statusTable, c).zh}
            </option>
          ))}
        </HTMLSelect>
      </FilterForm>
      {body}
      <Pager
        current={paging.current}
        pages={paging.pages}
        total={paging.total}
        onPage={(current) => send({ type: 'list.page', current })}
      />
      {selectListView(snap) === 'failed' && <Callout intent={Intent.DANGER}>{t('error.loadFailed')}</Callout>}
    </section>
  );
}
