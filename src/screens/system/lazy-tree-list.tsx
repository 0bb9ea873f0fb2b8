import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonGroup, Callout, Classes, FormGroup, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ResourceRow } from '@services/api/types/resource';
import { notifySuccess } from '@/components/toaster';
import { AdminTable, type AdminColumn } from './admin-table';
import { showBadRequest, type AdminListApi, type SearchField } from './admin-list';

export interface LazyTreeListProps {
  label: string;
  /** Children of a parent key ('' for the roots); with `query`, the rows matching it (flat). */
  loadChildren: (parentKey: string, query: Record<string, string>, signal: AbortSignal) => Promise<ResourceRow[]>;
  /** The key children are asked by (id, or code for regions). */
  childKey?: (row: ResourceRow) => string;
  rowKey?: (row: ResourceRow) => string;
  rowName: (row: ResourceRow) => string;
  columns: readonly AdminColumn[];
  searchFields?: readonly SearchField[];
  remove?: (ids: string[], signal: AbortSignal) => Promise<void>;
  canDelete?: boolean;
  toolbar?: (api: AdminListApi) => ReactNode;
  actions?: (row: ResourceRow, api: AdminListApi) => ReactNode;
  actionsWidth?: number;
  reloadKey?: number;
}

type Status = 'loading' | 'ready' | 'failed';
const idOf = (r: ResourceRow) => (r.id === null || r.id === undefined ? '' : String(r.id));

/**
 * A tree table whose children load when a row opens (lazy-list / lazy-tree calls): roots first, each level once
 * (kept while the page lives), search answers a flat list, selection and delete with the usual confirmation.
 */
export function LazyTreeList({ label, loadChildren, childKey = idOf, rowKey = idOf, rowName, columns, searchFields = [], remove, canDelete, toolbar, actions, actionsWidth, reloadKey = 0 }: LazyTreeListProps) {
  const { t } = useTranslation('systemAdmin');
  const [status, setStatus] = useState<Status>('loading');
  const [roots, setRoots] = useState<ResourceRow[]>([]);
  const [children, setChildren] = useState<Record<string, ResourceRow[]>>({});
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const [warning, setWarning] = useState<{ key: string; seq: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [query, setQuery] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const aborts = useRef(new Set<AbortController>());
  const openRef = useRef(open);
  openRef.current = open;

  const track = useCallback(<T,>(run: (signal: AbortSignal) => Promise<T>) => {
    const ac = new AbortController();
    aborts.current.add(ac);
    return run(ac.signal).finally(() => aborts.current.delete(ac));
  }, []);
  useEffect(() => () => aborts.current.forEach((ac) => ac.abort()), []);

  // roots (and the levels that are open) load on start, on search and after a change
  useEffect(() => {
    let live = true;
    setStatus((s) => (s === 'ready' ? 'ready' : 'loading'));
    const searching = Object.values(query).some((v) => v.trim() !== '');
    track((signal) => loadChildren('', query, signal))
      .then(async (rows) => {
        if (!live) return;
        const reopened: Record<string, ResourceRow[]> = {};
        if (!searching) {
          await Promise.all(
            [...openRef.current].map((k) =>
              track((signal) => loadChildren(k, {}, signal)).then(
                (kids) => {
                  reopened[k] = kids;
                },
                () => undefined,
              ),
            ),
          );
        }
        if (!live) return;
        setRoots(rows);
        setChildren(reopened);
        if (searching) setOpen(new Set());
        setSelection([]);
        setStatus('ready');
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
    };
    // the loader is fixed for the list's lifetime
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, attempt, reloadKey]);

  const flat = useMemo(() => {
    const out: Array<{ row: ResourceRow; depth: number }> = [];
    const walk = (rows: readonly ResourceRow[], depth: number) => {
      for (const r of rows) {
        out.push({ row: r, depth });
        const k = childKey(r);
        if (open.has(k) && children[k]) walk(children[k], depth + 1);
      }
    };
    walk(roots, 0);
    return out;
  }, [roots, children, open, childKey]);
  const rows = useMemo(() => flat.map((f) => f.row), [flat]);

  const toggle = useCallback(
    (i: number) => {
      const row = flat[i]?.row;
      if (!row) return;
      const k = childKey(row);
      if (open.has(k)) {
        setOpen((old) => new Set([...old].filter((x) => x !== k)));
        return;
      }
      if (children[k]) {
        setOpen((old) => new Set([...old, k]));
        return;
      }
      setLoadingKey(k);
      track((signal) => loadChildren(k, {}, signal))
        .then((kids) => {
          setChildren((old) => ({ ...old, [k]: kids }));
          setOpen((old) => new Set([...old, k]));
        })
        .catch(() => setWarning((w) => ({ key: 'systemAdmin:list.loadFailed', seq: (w?.seq ?? 0) + 1 })))
        .finally(() => setLoadingKey(null));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [flat, open, children, childKey, track],
  );

  const tree = useMemo(
    () => ({
      depth: (i: number) => flat[i]?.depth ?? 0,
      expandable: (i: number) => flat[i]?.row.hasChildren === true,
      expanded: (i: number) => open.has(childKey(flat[i]?.row ?? {})),
      toggle,
      name: (i: number) => rowName(flat[i]?.row ?? {}),
      loading: (i: number) => loadingKey !== null && childKey(flat[i]?.row ?? {}) === loadingKey,
    }),
    [flat, open, toggle, childKey, rowName, loadingKey],
  );

  const warn = (key: string) => setWarning((w) => ({ key, seq: (w?.seq ?? 0) + 1 }));
  const api: AdminListApi = {
    selection,
    rows,
    refresh: () => setAttempt((n) => n + 1),
    warn,
    select: (ids) => {
      setWarning(null);
      setSelection(ids);
    },
  };
  const confirmDelete = async () => {
    if (!remove || deleting) return;
    setDeleting(true);
    try {
      await track((signal) => remove(selection, signal).catch(showBadRequest));
      notifySuccess(t('toast.deleted'));
      setConfirming(false);
      setAttempt((n) => n + 1);
    } catch {
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  let body: ReactNode;
  if (status === 'failed') {
    body = <NonIdealState icon="error" title={t('list.loadFailed')} action={<Button intent={Intent.PRIMARY} text={t('list.retry')} onClick={() => setAttempt((n) => n + 1)} />} />;
  } else if (status === 'loading') {
    body = <Spinner size={36} aria-label={t('list.loading')} />;
  } else if (rows.length === 0) {
    body = <NonIdealState icon="inbox" title={t('list.empty')} />;
  } else {
    body = (
      <AdminTable
        label={t('list.table', { title: label })}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        selection={selection}
        onSelect={api.select}
        indexStart={1}
        tree={tree}
        {...(actions ? { actions: (row: ResourceRow) => actions(row, api) } : {})}
        {...(actionsWidth ? { actionsWidth } : {})}
        height={480}
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
            setQuery(Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')));
          }}
        >
          {searchFields.map((f) => (
            <FormGroup key={f.field} label={f.label} labelFor={`search-${label}-${f.field}`} style={{ margin: 0 }}>
              <InputGroup id={`search-${label}-${f.field}`} value={filters[f.field] ?? ''} onValueChange={(v) => setFilters((old) => ({ ...old, [f.field]: v }))} />
            </FormGroup>
          ))}
          <ButtonGroup>
            <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('list.search')} />
            <Button
              icon="eraser"
              text={t('list.reset')}
              onClick={() => {
                setFilters({});
                setQuery({});
              }}
            />
          </ButtonGroup>
        </form>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {toolbar?.(api)}
        {canDelete && remove && (
          <Button intent={Intent.DANGER} variant="outlined" icon="trash" text={t('list.delete')} onClick={() => (selection.length === 0 ? warn('resourceUi:list.selectAtLeastOne') : setConfirming(true))} />
        )}
      </div>
      {warning && (
        <Callout key={warning.seq} intent={Intent.WARNING} role="alert" icon="warning-sign">
          {t(warning.key)}
        </Callout>
      )}
      {body}
      <Alert
        isOpen={confirming}
        loading={deleting}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('confirm.ok')}
        cancelButtonText={t('confirm.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <h4 className={Classes.HEADING}>{t('confirm.title')}</h4>
        <p>{t('confirm.deleteText')}</p>
      </Alert>
    </section>
  );
}
