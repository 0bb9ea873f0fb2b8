import '@blueprintjs/table/lib/css/table.css';
import '@/i18n/resources-namespace';
import './resource-screens.css';
import '@/components/components.css';
import { registerResourceUi } from '@/i18n/resource-ui-namespace';
import { Fragment, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFlowMachine } from '@/components/use-flow-machine';
import {
  Alert,
  Button,
  ButtonGroup,
  Callout,
  Checkbox,
  Classes,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import {
  selectConfirmingDelete,
  selectDeleteCommand,
  selectDeleting,
  selectListView,
  selectPaging,
  selectRows,
  selectSort,
} from '@machines/resource/list.selectors';
import type { ResourceRow } from '@machines/resource/editor.types';
import { PAGE_SIZES, rowId, sortFromParams, sortParams, type PageSize, type ResourceFilters } from '@services/api/resource-client';
import { fillRoute, type ColumnDefinition, type ResourceDefinition } from '@services/resources/types';
import { bindResourceList, type ResourceDeps } from '@/screens/resource/resource-machines';
import { useSession } from '@/components/session-context';
import { ColumnChooser, useHiddenColumns } from '@/components/column-chooser';
import { notifySuccess } from '@/components/toaster';
import { ComposedCommandDialog } from '@/components/command-dialog';
import { newOperation } from '@/components/use-command';
import { CELL_PAD, fitToContent, textWidth } from '@/lib/column-widths';
import { useElementWidth } from '@/components/use-element-width';
import { useAddressParams } from '@/components/use-address-params';
import { SortButton, ariaSort } from '@/components/data-table';
import { dictSourceOf, enumValues } from './enum-values';
import { DictSelect, useDictionaryCells, usePrefetchDictionaries } from '@/components/dict-select';
import { ResourceEditorDialog } from './resource-editor-dialog';
import { resourceButtons } from '@services/resources/permissions';
import { buildListParams } from '@services/api/resource-client';
import { ActionDialog, ActionToolbar, RowActionsMenu, allowedActions, type ActionRequest } from './resource-actions';
import { detailPath } from './detail-path';
import { columnFit, formatCell } from './definition-columns';
import { addressOfFilters, filtersFromAddress } from './list-address';
import type { EditorRequest, ListApi, ScreenSlots } from './screen-slots';
import { useTreeRows } from './tree-rows';
import { resourceListKey, useListReader, useListRefresh } from '@/components/list-cache';
import { useInvalidate } from '@/components/query-client';
import type { RequestKey } from '@/components/use-request';
import { DateField, DateRangeField } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { GridTable, type GridColumn } from '@/components/grid-table';

registerResourceUi();

/** Height of the table's container (`.resource-table` in resource-screens.css): Table virtualises by its container's size. */
export const TABLE_HEIGHT = 440;
const ROW_HEIGHT = 30;
/** A small minimal button's padding and margin beside its text, and a caret icon's width, in px. */
const BUTTON_PAD = 20;
const CARET = 18;

export { formatCell };

/** The search fields a screen offers: the definition's, or those its slots name. */
const searchFieldsOf = (def: ResourceDefinition, only: readonly string[] | undefined) =>
  only ? def.searchFields.filter((f) => only.includes(f.field)) : def.searchFields;

function SearchForm({
  def,
  title,
  only,
  initial,
  onSearch,
}: {
  def: ResourceDefinition;
  title: string;
  only?: readonly string[] | undefined;
  initial: ResourceFilters;
  onSearch: (f: ResourceFilters) => void;
}) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  const [values, setValues] = useState<ResourceFilters>(initial);
  const fields = searchFieldsOf(def, only);
  if (fields.length === 0) return null;
  const set = (field: string, v: ResourceFilters[string]) => setValues((old) => ({ ...old, [field]: v }));
  return (
    <form
      className="resource-search fc-filter-bar"
      role="search"
      aria-label={t('resourceUi:list.searchOf', { title })}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(values);
      }}
    >
      {fields.map((f) => {
        const id = `search-${def.key}-${f.field}`;
        const label = t(f.labelKey);
        if (f.kind === 'dateRange') {
          const range = (values[f.field] as { from?: string; to?: string } | undefined) ?? {};
          return (
            <FormField key={f.field} label={label} className="fc-flush" group>
              {() => (
                <DateRangeField
                  from={range.from}
                  to={range.to}
                  onChange={({ from, to }) => set(f.field, { ...(from ? { from } : {}), ...(to ? { to } : {}) })}
                  fromLabel={`${label} ${t('resourceUi:list.from')}`}
                  toLabel={`${label} ${t('resourceUi:list.to')}`}
                />
              )}
            </FormField>
          );
        }
        const dict = dictSourceOf(def, f);
        if (dict) {
          return (
            <FormField key={f.field} label={label} id={id} className="fc-flush">
              {(control) => (
                <DictSelect
                  source={dict}
                  control={control}
                  value={String(values[f.field] ?? '')}
                  onChange={(v) => set(f.field, v)}
                  emptyText={t('resourceUi:list.all')}
                  fallbackKey={f.enumKey}
                />
              )}
            </FormField>
          );
        }
        if (f.kind === 'enum') {
          return (
            <FormField key={f.field} label={label} id={id} className="fc-flush">
              {(control) => (
                <HTMLSelect {...control} value={String(values[f.field] ?? '')} onChange={(e) => set(f.field, e.currentTarget.value)}>
                  <option value="">{t('resourceUi:list.all')}</option>
                  {enumValues(f.enumKey).map((v) => (
                    <option key={v} value={v}>
                      {t(`${f.enumKey}.${v}`, { defaultValue: v })}
                    </option>
                  ))}
                </HTMLSelect>
              )}
            </FormField>
          );
        }
        return (
          <FormField key={f.field} label={label} id={id} className="fc-flush">
            {(control) =>
              f.kind === 'date' ? (
                <DateField control={control} value={String(values[f.field] ?? '')} onChange={(v) => set(f.field, v)} />
              ) : (
                <InputGroup {...control} value={String(values[f.field] ?? '')} onValueChange={(v) => set(f.field, v)} />
              )
            }
          </FormField>
        );
      })}
      <ButtonGroup>
        <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('resourceUi:list.search')} />
        <Button
          icon="delete"
          text={t('resourceUi:list.reset')}
          onClick={() => {
            setValues({});
            onSearch({});
          }}
        />
      </ButtonGroup>
    </form>
  );
}

const NO_SLOTS: ScreenSlots = {};

/** A number for each of a screen's own loaders, so pages of one loader are never shown for another. */
const loaderIds = new WeakMap<object, number>();
let loaders = 0;
const loaderId = (load: object) => {
  if (!loaderIds.has(load)) loaderIds.set(load, ++loaders);
  return loaderIds.get(load)!;
};

/**
 * The cache key of a generic list's pages (docs/architecture.md §13): the family's list key (a write invalidates it),
 * the list's id on its screen, and what a screen's own loader depends on (its `key`, else that loader itself).
 */
function listKeyOf(def: ResourceDefinition, slots: ScreenSlots): RequestKey {
  const own = slots.key ?? (slots.load ? [`loader-${String(loaderId(slots.load))}`] : []);
  return [...resourceListKey(def.key), slots.id ?? '', ...own];
}

export interface ResourceListPageProps {
  definition: ResourceDefinition;
  /** What a feature screen does differently (screen-slots.ts); none: the plain generic list. */
  slots?: ScreenSlots;
}

/** The generic list screen of a resource definition (docs/architecture.md §7), with the slots of a feature screen. */
export function ResourceListPage({ definition: def, slots = NO_SLOTS }: ResourceListPageProps) {
  useState(registerResourceUi);
  const { t } = useTranslation(['resourceUi', 'resources', 'common']);
  const listId = `list${useId().replace(/:/g, '')}`;
  const [warning, setWarning] = useState<{ key: string; seq: number } | null>(null);
  const deps = useMemo<ResourceDeps>(
    () => ({ success: (text) => notifySuccess(text), warn: (key) => setWarning((w) => ({ key, seq: (w?.seq ?? 0) + 1 })) }),
    [],
  );
  // the slots' calls are read when they run (a screen's closures change as it renders)
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  const hasLoad = Boolean(slots.load);
  // pages are read through the console's cache: a remount or a second list within its freshness asks nothing, and a
  // write that invalidates the family's key loads the shown page again
  const listKey = listKeyOf(def, slots);
  const read = useListReader(listKey);
  const invalidate = useInvalidate();
  /** The list's own writes (a delete, a save, an action) make the family's pages out of date, and so reload them. */
  const reload = useCallback(() => invalidate(resourceListKey(def.key)), [invalidate, def.key]);
  const machine = useMemo(
    () =>
      bindResourceList(deps, {
        ...(hasLoad ? { load: (query, signal) => slotsRef.current.load!(query, signal) } : {}),
        read,
        // a refused delete (a 400: 请先删除子节点!) is shown with the server's words by the delete's command dialog
        removed: reload,
      }),
    [deps, hasLoad, read, reload],
  );
  // the address may ask for a page size (`?size=1000`); else the definition's own
  const { search: address } = useLocation();
  const [tableBox, tableWidth] = useElementWidth<HTMLDivElement>();
  // a second list on the page (its slots' id) puts its id in front of its address parameters
  const param = slots.id ? `${slots.id}.` : '';
  const [startSize] = useState(() => {
    const asked = Number(new URLSearchParams(address).get(`${param}size`));
    return Number.isInteger(asked) && asked > 0 ? asked : def.pageSize;
  });
  // and a sort (`?ascs=createTime` / `?descs=createTime`) by one of the sortable columns
  const [startSort] = useState(() => {
    const asked = sortFromParams(new URLSearchParams(address), param);
    return asked && def.columns.some((c) => c.sortable && c.field === asked.field) ? asked : undefined;
  });
  // the page (`?current=3`) and the search values (list-address.ts)
  const searchFields = searchFieldsOf(def, slots.search);
  // the dictionaries behind the form's choices load with the list
  usePrefetchDictionaries(def.formFields.map((f) => dictSourceOf(def, f)));
  const [startFilters] = useState(() => filtersFromAddress(searchFields, new URLSearchParams(address), param));
  const [startPage] = useState(() => {
    const asked = Number(new URLSearchParams(address).get(`${param}current`));
    return Number.isInteger(asked) && asked > 0 ? asked : 1;
  });
  const [snap, send] = useFlowMachine(machine, {
    input: {
      resource: def.key,
      current: startPage,
      filters: startFilters,
      ...(startSize ? { size: startSize } : {}),
      ...(startSort ? { sort: startSort } : {}),
    },
  });
  const sort = selectSort(snap);
  const sortedBy = sortParams(sort);
  const { current: shownPage, size: shownSize, filters: shownFilters } = snap.context.query;
  useAddressParams({
    ...addressOfFilters(searchFields, shownFilters, param),
    [`${param}current`]: slots.unpaged || shownPage === 1 ? null : String(shownPage),
    [`${param}size`]: slots.unpaged || shownSize === (def.pageSize ?? 10) ? null : String(shownSize),
    [`${param}ascs`]: sortedBy.ascs ?? null,
    [`${param}descs`]: sortedBy.descs ?? null,
  });
  const buttons = useSession((s) => s.context.profile?.buttons);
  const navigate = useNavigate();
  const [editor, setEditor] = useState<(EditorRequest & { seq: number }) | null>(null);
  const [action, setAction] = useState<ActionRequest | null>(null);
  const screenKey = slots.id ?? def.key;
  const defaultHidden = slots.columns
    ? def.columns.filter((c) => !slots.columns!.includes(c.field)).map((c) => c.field)
    : def.columns.filter((c) => c.hidden).map((c) => c.field);
  const [hidden, chooseColumns] = useHiddenColumns(screenKey, defaultHidden);
  // a write invalidated the family's key in the read cache (a screen's own dialog saved): the list loads again
  useListRefresh(listKey, snap.context.query, () => send({ type: 'list.refresh' }));

  const view = selectListView(snap);
  const records = selectRows(snap);
  const idOf = useCallback((r: ResourceRow) => rowId(def, r), [def]);
  const warnLoadFailed = useCallback(() => setWarning((w) => ({ key: 'resourceUi:list.loadFailed', seq: (w?.seq ?? 0) + 1 })), []);
  const tree = useTreeRows(records, slots.tree, idOf, warnLoadFailed, def.key);
  const rows = useMemo(() => tree.flat.map((f) => f.row), [tree.flat]);
  const paging = selectPaging(snap);
  const paged = !slots.unpaged;
  const selection = snap.context.selection;
  const deleting = selectDeleteCommand(snap);
  const columns = def.columns.filter((c) => !hidden.includes(c.field));
  // a column whose values come from a dictionary shows the dictionary's words (an entry added in 字典管理 too)
  const dictCell = useDictionaryCells(def.columns);
  const actions = useMemo(() => {
    const own = slots.ownActions;
    if (own === true) return { page: [], bulk: [], row: [] };
    const all = allowedActions(def, buttons);
    if (!own) return all;
    const generic = (list: typeof all.page) => list.filter((a) => !own.includes(a.name));
    return { page: generic(all.page), bulk: generic(all.bulk), row: generic(all.row) };
  }, [def, buttons, slots.ownActions]);
  const allowed = resourceButtons(def, buttons);
  const without = slots.without ?? [];
  const canAdd = allowed.add && !without.includes('add');
  const canEdit = allowed.edit && !without.includes('edit');
  const canDelete = allowed.remove && !without.includes('delete');
  const canView = allowed.view && !without.includes('view');
  /** The row buttons that open the editor, in this order: view, then edit. */
  const editorModes = (['view', 'edit'] as const).filter((mode) => (mode === 'view' ? canView : canEdit));
  const title = slots.title ?? t(def.titleKey);
  const indexOf = (i: number) => (paged ? (paging.current - 1) * paging.size + i + 1 : i + 1);

  const select = (ids: string[]) => {
    setWarning(null);
    send({ type: 'list.select', ids });
  };
  const toggle = (id: string) => select(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]);
  const allIds = rows.map(idOf);
  const openEditor = (request: EditorRequest) => {
    if (request.mode !== 'view' && def.formRoute && !slots.form) {
      navigate(request.mode === 'add' ? def.formRoute.add : fillRoute(def.formRoute.edit, request.row ?? {}));
      return;
    }
    setEditor({ ...request, seq: Date.now() });
  };
  const api: ListApi = {
    rows,
    selection,
    selectedRows: () => rows.filter((r) => selection.includes(idOf(r))),
    refresh: () => void reload(),
    warn: (key) => setWarning((w) => ({ key, seq: (w?.seq ?? 0) + 1 })),
    openEditor,
  };
  const allChecked = allIds.length > 0 && allIds.every((id) => selection.includes(id));

  const onFinished = useCallback(
    (saved: boolean) => {
      setEditor(null);
      if (saved) void reload();
    },
    [reload],
  );
  const onActionFinished = useCallback(
    (changed: boolean) => {
      setAction(null);
      if (changed) void reload();
    },
    [reload],
  );
  const runAction = (a: ActionRequest['action'], row?: ResourceRow) => {
    if (a.kind === 'bulk') {
      if (selection.length === 0) {
        setWarning((w) => ({ key: 'resourceUi:list.selectAtLeastOne', seq: (w?.seq ?? 0) + 1 }));
        return;
      }
      setAction({ action: a, ids: selection, seq: Date.now() });
      return;
    }
    if (a.kind === 'row') {
      if (row) setAction({ action: a, row, seq: Date.now() });
      return;
    }
    const query = buildListParams(def, snap.context.query);
    delete query.current;
    delete query.size;
    setAction({ action: a, query, seq: Date.now() });
  };
  /** The view dialog steps through the rows of the page. */
  const viewIndex =
    editor?.mode === 'view' && editor.row && !slots.form ? rows.findIndex((r) => rowId(def, r) === rowId(def, editor.row!)) : -1;
  const stepView = (delta: number) => {
    const next = rows[viewIndex + delta];
    if (next) setEditor({ mode: 'view', row: next, seq: Date.now() });
  };

  const cellText = (c: ColumnDefinition, row: ResourceRow): string => dictCell(c, row[c.field]) ?? formatCell(c, row, (k, o) => t(k, o));
  const cell = (c: ColumnDefinition, i: number): ReactNode => {
    const row = rows[i];
    if (!row) return '';
    const own = slots.cells?.[c.field];
    return own ? own(row) : cellText(c, row);
  };
  /** The first column of a tree: indented, with the row's open / close button. */
  const treeCell = (c: ColumnDefinition, i: number): ReactNode => {
    const item = tree.flat[i];
    if (!item || !slots.tree) return cell(c, i);
    const name = slots.tree.name(item.row);
    return (
      <span className="resource-tree-cell" style={{ paddingLeft: item.depth * 18 }}>
        {item.expandable ? (
          <Button
            size="small"
            variant="minimal"
            icon={item.expanded ? 'caret-down' : 'caret-right'}
            loading={item.loading}
            aria-expanded={item.expanded}
            aria-label={t(item.expanded ? 'resourceUi:list.collapse' : 'resourceUi:list.expand', { name })}
            onClick={() => tree.toggle(i)}
          />
        ) : (
          <span className="resource-tree-spacer" />
        )}
        {cell(c, i)}
      </span>
    );
  };

  /** A sortable column's header: its sort button (asc → desc → none); the grid gives the order as `aria-sort`. */
  const sortHeader = (field: string, name: string) => {
    const order = sort?.field === field ? sort.order : null;
    return <SortButton label={name} order={order} onSort={(next) => send({ type: 'list.sort', field, order: next })} />;
  };

  let body: ReactNode;
  if (view === 'failed') {
    body = (
      <NonIdealState
        icon="error"
        title={t('resourceUi:list.loadFailed')}
        action={<Button intent={Intent.PRIMARY} text={t('resourceUi:list.retry')} onClick={() => send({ type: 'list.retry' })} />}
      />
    );
  } else if (view === 'empty') {
    body = <NonIdealState icon="inbox" title={t('resourceUi:list.empty')} />;
  } else if (view === 'loading' && rows.length === 0) {
    body = <Spinner size={40} aria-label={t('resourceUi:list.loading')} />;
  } else {
    // Table lays its columns out once: new widths (the box resized) draw a new one. The table's frame takes 2 px
    // of the box, and a vertical scroll bar (more rows than the box holds) up to 17 px more.
    const scrollBar = (rows.length + 1) * ROW_HEIGHT > TABLE_HEIGHT ? 17 : 0;
    // the actions column as wide as its buttons (a screen's own row buttons: its stated width, else 190 px)
    const moreShown = actions.row.length > 0 || (def.links?.length ?? 0) > 0;
    const actionsWidth =
      slots.actionsWidth ??
      (slots.rowActions
        ? 190
        : Math.max(
            textWidth(t('resourceUi:list.actions'), 14),
            editorModes.reduce((w, mode) => w + textWidth(t(`resourceUi:list.${mode}`), 14) + BUTTON_PAD, 0) +
              (moreShown ? textWidth(t('resourceUi:action.more'), 14) + BUTTON_PAD + CARET : 0),
          ) + CELL_PAD);
    const available = tableWidth > 0 ? tableWidth - 2 - scrollBar : 0;
    const fits = columns.map((c) => columnFit(c, t(c.labelKey), slots.cells?.[c.field] ? null : rows.map((r) => cellText(c, r))));
    const fitted = fitToContent(
      [
        { natural: 48, min: 48, keep: true },
        { natural: Math.max(56, textWidth(String(indexOf(rows.length - 1))) + CELL_PAD), min: 56, keep: true },
        ...fits,
        { natural: actionsWidth, min: actionsWidth, keep: true },
      ],
      available,
    );
    body = (
      <div
        ref={tableBox}
        className="resource-table"
        role="region"
        aria-label={t('resourceUi:list.table', { title })}
        aria-busy={snap.hasTag('busy')}
      >
        <GridTable
          key={fitted.join()}
          label={t('resourceUi:list.table', { title })}
          numRows={rows.length}
          firstRowIndex={indexOf(0)}
          totalRows={paged ? paging.total : rows.length}
          cellRendererDependencies={[rows, selection, paging.current, canView, canEdit, t, hidden, actions, tree.flat, slots]}
          defaultRowHeight={ROW_HEIGHT}
          columnWidths={fitted}
          fitWidth={available}
          columns={[
            {
              key: 'select',
              name: t('resourceUi:list.selectAll'),
              fixed: true,
              header: () => (
                <Checkbox
                  aria-label={t('resourceUi:list.selectAll')}
                  checked={allChecked}
                  indeterminate={!allChecked && selection.length > 0}
                  onChange={() => select(allChecked ? [] : allIds)}
                  className="fc-flush"
                />
              ),
              cell: (i) => (
                <Checkbox
                  aria-label={t('resourceUi:list.selectRow', { index: i + 1 })}
                  checked={selection.includes(allIds[i] ?? '')}
                  onChange={() => toggle(allIds[i] ?? '')}
                  className="fc-flush"
                />
              ),
            },
            { key: 'index', name: t('resourceUi:list.index'), fixed: true, cell: (i) => indexOf(i) },
            ...columns.map(
              (c, ci): GridColumn => ({
                key: c.field,
                name: t(c.labelKey),
                numeric: c.kind === 'money',
                // an amount, a date or a status shows whole: a longer header takes no room from it
                ...(fits[ci]!.min >= fits[ci]!.natural ? { fixed: true } : {}),
                ...(c.sortable
                  ? { header: (name: string) => sortHeader(c.field, name), sort: ariaSort(sort?.field === c.field ? sort.order : null) }
                  : {}),
                cell: (i) => (ci === 0 ? treeCell(c, i) : cell(c, i)),
              }),
            ),
            {
              key: 'actions',
              name: t('resourceUi:list.actions'),
              fixed: true,
              cell: (i) => (
                <>
                  {editorModes.map((mode) => (
                    <Button
                      key={mode}
                      size="small"
                      variant="minimal"
                      intent={Intent.PRIMARY}
                      text={t(`resourceUi:list.${mode}`)}
                      onClick={() => openEditor({ mode, row: rows[i]! })}
                    />
                  ))}
                  {rows[i] && slots.rowActions?.(rows[i], api)}
                  <RowActionsMenu
                    actions={actions.row}
                    links={def.links}
                    row={rows[i]}
                    label={`${t('resourceUi:action.moreActions')} ${String(indexOf(i))}`}
                    onRun={(a) => runAction(a, rows[i])}
                  />
                </>
              ),
            },
          ]}
        />
      </div>
    );
  }

  return (
    <section className="resource-list" aria-label={title}>
      <SearchForm
        def={def}
        title={title}
        only={slots.search}
        initial={startFilters}
        onSearch={(filters) => send({ type: 'list.search', filters })}
      />
      <div role="toolbar" aria-label={t('resourceUi:list.actions')} className="fc-row">
        {canAdd && (
          <Button intent={Intent.PRIMARY} icon="plus" text={t('resourceUi:list.add')} onClick={() => openEditor({ mode: 'add' })} />
        )}
        {canDelete && (
          <Button
            intent={Intent.DANGER}
            icon="trash"
            variant="outlined"
            text={t('resourceUi:list.delete')}
            onClick={() => send({ type: 'list.delete.request' })}
          />
        )}
        {slots.toolbar?.(api)}
        <ActionToolbar actions={[...actions.bulk, ...actions.page]} onRun={(a) => runAction(a)} />
        <span className="fc-grow" />
        <ColumnChooser
          columns={def.columns.map((c) => ({ id: c.field, label: t(c.labelKey) }))}
          hidden={hidden}
          defaults={defaultHidden}
          onChange={chooseColumns}
        />
      </div>
      {warning && (
        <Callout key={warning.seq} intent={Intent.WARNING} role="alert" icon="warning-sign">
          {t(warning.key)}
        </Callout>
      )}
      {body}
      {paged && (
        <nav aria-label={t('resourceUi:list.pageOf', { current: paging.current, pages: paging.pages })} className="fc-pager">
          <span className={Classes.TEXT_MUTED}>{t('resourceUi:list.total', { total: paging.total })}</span>
          <HTMLSelect
            aria-label={t('resourceUi:list.pageSize')}
            value={String(paging.size)}
            onChange={(e) => send({ type: 'list.size', size: Number(e.currentTarget.value) as PageSize })}
          >
            {(PAGE_SIZES.includes(paging.size as PageSize) ? PAGE_SIZES : [...PAGE_SIZES, paging.size]).map((s) => (
              <option key={s} value={s}>
                {t('resourceUi:list.sizeOption', { size: s })}
              </option>
            ))}
          </HTMLSelect>
          <Button
            icon="chevron-left"
            aria-label={t('resourceUi:list.prev')}
            disabled={paging.current <= 1}
            onClick={() => send({ type: 'list.page', current: paging.current - 1 })}
          />
          <span>{t('resourceUi:list.pageOf', { current: paging.current, pages: paging.pages })}</span>
          <Button
            icon="chevron-right"
            aria-label={t('resourceUi:list.next')}
            disabled={paging.current >= paging.pages}
            onClick={() => send({ type: 'list.page', current: paging.current + 1 })}
          />
        </nav>
      )}
      <Alert
        isOpen={selectConfirmingDelete(snap)}
        loading={selectDeleting(snap)}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('resourceUi:confirm.ok')}
        cancelButtonText={t('resourceUi:confirm.cancel')}
        onConfirm={() => send({ type: 'list.delete.confirm', ...newOperation() })}
        onCancel={() => send({ type: 'list.delete.cancel' })}
        aria-labelledby={`${listId}-delete-title`}
      >
        <h4 id={`${listId}-delete-title`} className={Classes.HEADING}>
          {t('resourceUi:confirm.title')}
        </h4>
        <p>{t('resourceUi:confirm.deleteText')}</p>
      </Alert>
      {/* the delete's refusal (with the server's words) and its retry, and its check after a lost answer */}
      {deleting ? (
        <ComposedCommandDialog
          actor={deleting}
          title={t('resourceUi:confirm.title')}
          intent={Intent.DANGER}
          icon="trash"
          request={
            def.operations.remove
              ? { method: def.operations.remove.method, url: def.operations.remove.path, payload: { ids: selection.join(',') } }
              : null
          }
          confirmText={t('resourceUi:confirm.ok')}
        >
          <p>{t('resourceUi:confirm.deleteText')}</p>
        </ComposedCommandDialog>
      ) : null}
      {editor && slots.form?.render && <Fragment key={editor.seq}>{slots.form.render(editor, onFinished)}</Fragment>}
      {editor && !slots.form?.render && (
        <ResourceEditorDialog
          key={editor.seq}
          definition={def}
          mode={editor.mode}
          {...(editor.row ? { row: editor.row } : {})}
          {...(slots.form ? { form: slots.form, request: editor } : {})}
          deps={deps}
          onFinished={onFinished}
          {...(viewIndex >= 0
            ? {
                navigation: {
                  index: (paging.current - 1) * paging.size + viewIndex + 1,
                  total: paging.total,
                  hasPrev: viewIndex > 0,
                  hasNext: viewIndex < rows.length - 1,
                  onStep: stepView,
                  onOpenPage: () => {
                    const ids = rows.map((r) => rowId(def, r));
                    setEditor(null);
                    navigate(detailPath(def.key, rowId(def, editor.row!)), { state: { ids } });
                  },
                },
              }
            : {})}
        />
      )}
      {action && <ActionDialog key={action.seq} definition={def} request={action} deps={deps} onFinished={onActionFinished} />}
    </section>
  );
}

export default ResourceListPage;
