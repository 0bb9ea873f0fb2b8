/** Small Blueprint compositions the money screens share: status tags, amounts, key/value panels, paged tables. */
import '@/i18n/money-namespace';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Classes, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { Page } from '@services/http/envelope';
import { statusOf, type StatusFlow } from '@services/api/money/status';
import { useRequest } from '@/components/use-request';
import { formatFen } from '@/lib/money';
import { maskBankCard } from '@/lib/mask';

export type Row = Record<string, unknown>;

const INTENTS = { none: Intent.NONE, primary: Intent.PRIMARY, success: Intent.SUCCESS, warning: Intent.WARNING, danger: Intent.DANGER } as const;

/** A status code shown as a tag with its flow's label and intent. */
export function StatusTag({ flow, code }: { flow: StatusFlow; code: unknown }) {
  const { t } = useTranslation('money');
  const s = statusOf(flow, code);
  if (!s) return <Tag minimal>{String(code ?? '')}</Tag>;
  return (
    <Tag intent={INTENTS[s.intent]} minimal>
      {t(`status.${flow}.${s.code}`)}
    </Tag>
  );
}

/** fen → ¥1,234.50 ('' for a value that is not whole fen). */
export function fen(v: unknown): string {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) ? formatFen(n) : '';
}

export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

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
      return fen(v);
    case 'card':
      return maskBankCard(text(v));
    case 'status':
      return <StatusTag flow={c.flow!} code={v} />;
    case 'enum':
      return v === undefined || v === null || v === '' ? '' : t(`${c.labels}.${text(v)}`);
    default:
      return text(v);
  }
}

/** Label/value pairs (a description list). */
export function Facts({ items, label }: { items: Array<[string, ReactNode]>; label?: string }) {
  return (
    <dl className="money-facts" aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
      {items.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt className={Classes.TEXT_MUTED}>{k}</dt>
          <dd style={{ margin: 0 }}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A page body with a heading. */
export function MoneyPage({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="money-page" style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <h2 className={Classes.HEADING} style={{ margin: 0 }}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
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
          <tr key={text(r.id) || i}>
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
