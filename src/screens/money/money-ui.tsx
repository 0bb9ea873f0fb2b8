/** Small Blueprint compositions the money screens share: status tags, amounts, key/value panels, paged tables. */
import '@/i18n/money-namespace';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Classes, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { Page } from '@services/http/envelope';
import { STATUS_TABLES, type StatusFlow } from '@services/api/money/status';
import { codeTable } from '@services/api/status-info';
import { StatusTag } from '@/components/status-tag';
import { useRequest } from '@/components/use-request';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { maskBankCard } from '@/lib/mask';

export type Row = Record<string, unknown>;

export interface MoneyColumn {
  field: string;
  /** i18n key (money namespace). */
  label: string;
  kind?: 'text' | 'money' | 'card' | 'status' | 'enum';
  flow?: StatusFlow;
  /** For kind 'enum': i18n object key of the labels. */
  labels?: string;
}

export function cellOf(c: MoneyColumn, row: Row, t: (k: string) => string): ReactNode {
  const v = row[c.field];
  switch (c.kind) {
    case 'money':
      return displayFen(v);
    case 'card':
      return maskBankCard(displayText(v));
    case 'status':
      return <StatusTag table={codeTable(STATUS_TABLES[c.flow!])} code={v} />;
    case 'enum':
      return v === undefined || v === null || v === '' ? '' : t(`${c.labels}.${displayText(v)}`);
    default:
      return displayText(v);
  }
}

/** Loading, failed and empty bodies of a request. */
export function Loaded<T>({ state, children, onRetry }: { state: ReturnType<typeof useRequest<T>>; children: (data: T) => ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation('money');
  if (state.status === 'loading') return <Spinner size={32} aria-label={t('common.loading')} />;
  if (state.status === 'failed') {
    const msg = (state.error as { serverMessage?: string } | null)?.serverMessage;
    return (
      <Callout intent={Intent.DANGER} title={t('common.loadFailed')}>
        {msg}
        {onRetry && <Button style={{ marginLeft: 8 }} text={t('common.retry')} onClick={onRetry} />}
      </Callout>
    );
  }
  return <>{children(state.data)}</>;
}

/** A table of rows with the given columns; `actions` renders the last cell. */
export function RowsTable({ rows, columns, label, actions }: { rows: Row[]; columns: MoneyColumn[]; label: string; actions?: (row: Row) => ReactNode }) {
  const { t } = useTranslation('money');
  if (rows.length === 0) return <NonIdealState icon="inbox" title={t('common.empty')} />;
  return (
    <HTMLTable aria-label={label} compact striped interactive style={{ width: '100%' }}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.field}>{t(c.label)}</th>
          ))}
          {actions && <th>{t('common.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={displayText(r.id) || i}>
            {columns.map((c) => (
              <td key={c.field}>{cellOf(c, r, t)}</td>
            ))}
            {actions && <td>{actions(r)}</td>}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** A paged server list: `load` gets current/size; changing `filterKey` restarts at page 1. */
export function PagedRows({ label, columns, load, filterKey, actions, reload = 0 }: {
  label: string;
  columns: MoneyColumn[];
  load: (params: { current: number; size: number }, signal: AbortSignal) => Promise<Page<Row>>;
  filterKey: string;
  actions?: (row: Row) => ReactNode;
  reload?: number;
}) {
  const { t } = useTranslation('money');
  const [paging, setPaging] = useState({ current: 1, key: filterKey, retry: 0 });
  const current = paging.key === filterKey ? paging.current : 1;
  const state = useRequest(`${label}|${filterKey}|${current}|${paging.retry}|${reload}`, (signal) => load({ current, size: 10 }, signal));
  return (
    <Loaded state={state} onRetry={() => setPaging((p) => ({ ...p, retry: p.retry + 1 }))}>
      {(page) => {
        const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.size)));
        return (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <RowsTable rows={page.records} columns={columns} label={label} actions={actions} />
            <nav aria-label={t('common.pageOf', { current, pages })} style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end' }}>
              <span>{t('common.total', { total: page.total })}</span>
              <Button size="small" icon="chevron-left" aria-label={t('common.prev')} disabled={current <= 1} onClick={() => setPaging({ current: current - 1, key: filterKey, retry: paging.retry })} />
              <span>{t('common.pageOf', { current, pages })}</span>
              <Button size="small" icon="chevron-right" aria-label={t('common.next')} disabled={current >= pages} onClick={() => setPaging({ current: current + 1, key: filterKey, retry: paging.retry })} />
            </nav>
          </div>
        );
      }}
    </Loaded>
  );
}
