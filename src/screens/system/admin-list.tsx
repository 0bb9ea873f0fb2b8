import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { Alert, Button, ButtonGroup, Callout, Classes, FormGroup, HTMLSelect, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { selectConfirmingDelete, selectDeleting, selectListView, selectPaging, selectRows } from '@machines/resource/list.selectors';
import { PAGE_SIZES, type PageSize, type ResourceFilters } from '@services/api/resource-client';
import type { ResourcePage, ResourceQuery, ResourceRow } from '@services/api/types/resource';
import { notifyError, notifySuccess } from '@/components/toaster';
import '@/i18n/resource-ui-namespace';
import { ApiError } from '@services/http/errors';
import { i18next } from '@/i18n/i18n';
import { AdminTable, type AdminColumn } from './admin-table';
import { bindAdminList } from '@/app/system-binding';

export interface SearchField {
  field: string;
  label: string;
}

/** What toolbar and row actions may do with the list. */
export interface AdminListApi {
  selection: string[];
  rows: ResourceRow[];
  refresh: () => void;
  warn: (key: string) => void;
  select: (ids: string[]) => void;
}

export interface AdminListProps {
  /** Accessible name of the section; the table is named "<label>列表". */
  label: string;
  load: (query: ResourceQuery, signal: AbortSignal) => Promise<ResourcePage<ResourceRow>>;
  remove?: (ids: string[], signal: AbortSignal) => Promise<void>;
  searchFields?: readonly SearchField[];
  columns: readonly AdminColumn[];
  rowKey?: (row: ResourceRow) => string;
  /** Buttons left of 删除 (新增, 重置密码, …). */
  toolbar?: (api: AdminListApi) => ReactNode;
  /** Show the 删除 button (the selection, after 提示 / 确定将选择数据删除?). */
  canDelete?: boolean;
  actions?: (row: ResourceRow, api: AdminListApi) => ReactNode;
  actionsWidth?: number;
  /** Records are trees (`children`): shown flattened with indentation, open by default. */
  nested?: boolean;
  /** Pager below the table (paged calls). */
  paged?: boolean;
  /** Changes reload the list (a saved dialog, another panel's choice). */
  reloadKey?: number;
  height?: number;
  pageSize?: number;
}

const idOf = (r: ResourceRow) => (r.id === null || r.id === undefined ? '' : String(r.id));

interface Flat {
  row: ResourceRow;
  depth: number;
  hasChildren: boolean;
}

function flatten(rows: readonly ResourceRow[], collapsed: ReadonlySet<string>, key: (r: ResourceRow) => string, depth = 0, out: Flat[] = []): Flat[] {
  for (const row of rows) {
    const children = Array.isArray(row.children) ? (row.children as ResourceRow[]) : [];
    out.push({ row, depth, hasChildren: children.length > 0 });
    if (children.length > 0 && !collapsed.has(key(row))) flatten(children, collapsed, key, depth + 1, out);
  }
  return out;
}

/** Search, toolbar, table, pager and delete confirmation over the generic list machine. */
export function AdminList({ label, load, remove, searchFields = [], columns, rowKey = idOf, toolbar, canDelete, actions, actionsWidth, nested, paged = true, reloadKey = 0, height, pageSize }: AdminListProps) {
  const { t } = useTranslation('systemAdmin');
  const [warning, setWarning] = useState<{ key: string; seq: number } | null>(null);
  const machine = useMemo(
    () =>
      bindAdminList({
        load,
        ...(remove ? { remove: (ids: string[], signal: AbortSignal) => remove(ids, signal).catch(showBadRequest) } : {}),
        warn: (key) => setWarning((w) => ({ key, seq: (w?.seq ?? 0) + 1 })),
        deleted: () => notifySuccess(i18next.t('systemAdmin:toast.deleted')),
      }),
    // the loader of a list is fixed for its lifetime (panels remount with a key when their parent changes)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snap, send] = useMachine(machine, { input: { resource: label, ...(pageSize ? { size: pageSize } : {}) } });
  const [seenReload, setSeenReload] = useState(reloadKey);
  if (seenReload !== reloadKey) {
    setSeenReload(reloadKey);
    send({ type: 'list.refresh' });
  }
  const [filters, setFilters] = useState<ResourceFilters>({});
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const view = selectListView(snap);
  const paging = selectPaging(snap);
  const records = selectRows(snap);
  const flat = useMemo(() => (nested ? flatten(records, collapsed, rowKey) : records.map((row) => ({ row, depth: 0, hasChildren: false }))), [records, collapsed, nested, rowKey]);
  const rows = useMemo(() => flat.map((f) => f.row), [flat]);
  const selection = snap.context.selection;
  const select = (ids: string[]) => {
    setWarning(null);
    send({ type: 'list.select', ids });
  };
  const api: AdminListApi = {
    selection,
    rows,
    refresh: () => send({ type: 'list.refresh' }),
    warn: (key) => setWarning((w) => ({ key, seq: (w?.seq ?? 0) + 1 })),
    select,
  };
  const tree = useMemo(
    () =>
      nested
        ? {
            depth: (i: number) => flat[i]?.depth ?? 0,
            expandable: (i: number) => flat[i]?.hasChildren ?? false,
            name: (i: number) => {
              const r = flat[i]?.row ?? {};
              return String(r.dictValue ?? r.title ?? r.name ?? r.roleName ?? rowKey(r));
            },
            expanded: (i: number) => !collapsed.has(rowKey(flat[i]?.row ?? {})),
            toggle: (i: number) =>
              setCollapsed((old) => {
                const id = rowKey(flat[i]?.row ?? {});
                const next = new Set(old);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                return next;
              }),
          }
        : undefined,
    [nested, flat, collapsed, rowKey],
  );

  let body: ReactNode;
  if (view === 'failed') {
    body = <NonIdealState icon="error" title={t('list.loadFailed')} action={<Button intent={Intent.PRIMARY} text={t('list.retry')} onClick={() => send({ type: 'list.retry' })} />} />;
  } else if (view === 'empty') {
    body = <NonIdealState icon="inbox" title={t('list.empty')} />;
  } else if (view === 'loading' && rows.length === 0) {
    body = <Spinner size={36} aria-label={t('list.loading')} />;
  } else {
    body = (
      <AdminTable
        label={t('list.table', { title: label })}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        selection={selection}
        onSelect={select}
        indexStart={paged ? (paging.current - 1) * paging.size + 1 : 1}
        {...(actions ? { actions: (row: ResourceRow) => actions(row, api) } : {})}
        {...(actionsWidth ? { actionsWidth } : {})}
        {...(tree ? { tree } : {})}
        {...(height ? { height } : {})}
        busy={snap.hasTag('busy')}
      />
    );
  }

  return (
    <section aria-label={label} style={{ display: 'flex', flexDirection: 'column', gap: 10, minWidth: 0 }}>
      {searchFields.length > 0 && (
        <form
          role="search"
          aria-label={t('list.searchOf', { title: label })}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'flex-end' }}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'list.search', filters });
          }}
        >
          {searchFields.map((f) => {
            const id = `search-${label}-${f.field}`;
            return (
              <FormGroup key={f.field} label={f.label} labelFor={id} style={{ margin: 0 }}>
                <InputGroup id={id} value={String(filters[f.field] ?? '')} onValueChange={(v) => setFilters((old) => ({ ...old, [f.field]: v }))} />
              </FormGroup>
            );
          })}
          <ButtonGroup>
            <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('list.search')} />
            <Button
              icon="eraser"
              text={t('list.reset')}
              onClick={() => {
                setFilters({});
                send({ type: 'list.search', filters: {} });
              }}
            />
          </ButtonGroup>
        </form>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {toolbar?.(api)}
        {canDelete && remove && <Button intent={Intent.DANGER} variant="outlined" icon="trash" text={t('list.delete')} onClick={() => send({ type: 'list.delete.request' })} />}
      </div>
      {warning && (
        <Callout key={warning.seq} intent={Intent.WARNING} role="alert" icon="warning-sign">
          {t(warning.key)}
        </Callout>
      )}
      {body}
      {paged && (
        <nav aria-label={t('list.pager', { title: label })} style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end' }}>
          <span className={Classes.TEXT_MUTED}>{t('list.total', { total: paging.total })}</span>
          <HTMLSelect aria-label={t('list.pageSize')} value={String(paging.size)} onChange={(e) => send({ type: 'list.size', size: Number(e.currentTarget.value) as PageSize })}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {t('list.sizeOption', { size: s })}
              </option>
            ))}
          </HTMLSelect>
          <Button icon="chevron-left" aria-label={t('list.prev')} disabled={paging.current <= 1} onClick={() => send({ type: 'list.page', current: paging.current - 1 })} />
          <span>{t('list.pageOf', { current: paging.current, pages: paging.pages })}</span>
          <Button icon="chevron-right" aria-label={t('list.next')} disabled={paging.current >= paging.pages} onClick={() => send({ type: 'list.page', current: paging.current + 1 })} />
        </nav>
      )}
      <Alert
        isOpen={selectConfirmingDelete(snap)}
        loading={selectDeleting(snap)}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('confirm.ok')}
        cancelButtonText={t('confirm.cancel')}
        onConfirm={() => send({ type: 'list.delete.confirm' })}
        onCancel={() => send({ type: 'list.delete.cancel' })}
      >
        <h4 className={Classes.HEADING}>{t('confirm.title')}</h4>
        <p>{t('confirm.deleteText')}</p>
      </Alert>
    </section>
  );
}

/** A 400 is handed to the caller unseen (spec 000 §8): show its message, then fail as before. */
export function showBadRequest(error: unknown): never {
  if (error instanceof ApiError && error.kind === 'bad-request') notifyError({ text: error.message || i18next.t('systemAdmin:toast.failed') });
  throw error;
}

/** A page answer from a plain list (trees and child lists are not paged). */
export function wholePage(records: ResourceRow[]): ResourcePage<ResourceRow> {
  return { records, total: records.length, size: Math.max(10, records.length), current: 1, pages: 1 };
}
