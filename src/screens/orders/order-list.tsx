/**
 * One order list: the filter form, the sum bar (platform orders), the exports of the filtered orders, the table with
 * a drill-down to /order/orderManager/detail?id=…, paging, and clear loading / empty / error-with-retry states.
 * Paging and loading run on the generic list machine (bound in ./order-list-machine.ts).
 */
import { RowButton } from '@/components/row-button';
import '@blueprintjs/table/lib/css/table.css';
import '@/i18n/orders-namespace';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFlowMachine } from '@/components/use-flow-machine';
import { Button, Callout, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { selectListView, selectPaging, selectRows } from '@machines/resource/list.selectors';
import { LIST_PAGE_SIZES } from '@machines/resource/list.machine';
import type { PageSize } from '@services/api/resource-client';
import { exportOrders, huarunCount, orderSum, type OrderExportName, type OrderListKind } from '@services/api/orders/client';
import { filterProblem, filtersFromSearch, type OrderFilters } from '@services/api/orders/filters';
import { ApiError } from '@services/http/errors';
import { Pager } from '@/components/pager';
import { notifySuccess } from '@/components/toaster';
import { saveFile } from '@/lib/save-file';
import { bindOrderList } from '@/screens/orders/order-list-machine';
import { OrderFilterForm, type FilterSet } from './order-filters';
import { ORDER_COLUMNS, detailHref, detailKind, orderCell, orderColumnWidths, type Row } from './order-ui';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import '@/components/components.css';
import { GridTable, type GridColumn } from '@/components/grid-table';
import { useRequest } from '@/components/use-request';
import './orders.css';

/** Height of the table's container (Table virtualises by its container's size). */

function SumBar({ filters }: { filters: OrderFilters }) {
  const { t } = useTranslation('orders');
  // the last sum stays on screen while the sum of new filters loads
  const read = useRequest(['orders', 'sum', filters], (signal) => orderSum(filters, signal), { keepPrevious: true });
  const failed = read.status === 'failed';
  const sum = read.status === 'done' ? read.data : null;
  if (failed)
    return (
      <Callout intent={Intent.WARNING} compact>
        {t('sum.failed')}
      </Callout>
    );
  return (
    <div role="region" aria-label={t('sum.label')} className="fc-row fc-order-sum">
      {sum ? (
        <>
          <Tag large minimal intent={Intent.PRIMARY}>
            {t('sum.count', { count: sum.total })}
          </Tag>
          <span>
            {t('sum.total')}: <strong>{displayFen(sum.totalAmount)}</strong>
          </span>
          <span>
            {t('sum.discount')}: <strong>{displayFen(sum.discountAmount)}</strong>
          </span>
          <span>
            {t('sum.pay')}: <strong>{displayFen(sum.payAmount)}</strong>
          </span>
        </>
      ) : (
        <Spinner size={16} aria-label={t('list.loading')} />
      )}
    </div>
  );
}

/** The count of third-party orders matching the filters (countHuaRunOrder). */
function HuarunCount({ filters }: { filters: OrderFilters }) {
  const { t } = useTranslation('orders');
  const read = useRequest(['orders', 'huarun-count', filters], (signal) => huarunCount(filters, signal));
  const n = read.status === 'done' ? read.data : null;
  return n === null ? null : (
    <span role="status">
      <Tag large minimal intent={Intent.PRIMARY}>
        {t('huarun.count', { count: n })}
      </Tag>
    </span>
  );
}

export interface OrderListProps {
  kind: OrderListKind;
  title: string;
  filterSet: FilterSet;
  exports: readonly OrderExportName[];
  showSum?: boolean;
  /** Page size to start with (the oil list: 99). */
  size?: number;
  /** The phone-based search shows nothing until a phone is given. */
  phoneRequired?: boolean;
}

export function OrderList({ kind, title, filterSet, exports, showSum, size, phoneRequired }: OrderListProps) {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [initial] = useState(() => filtersFromSearch(search));
  const machine = useMemo(() => bindOrderList(kind), [kind]);
  const [snap, send] = useFlowMachine(machine, { input: { resource: `orders:${kind}`, ...(size ? { size } : {}) } });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (Object.keys(initial).length && !filterProblem(initial)) send({ type: 'list.search', filters: initial });
  }, [initial, send]);
  const [exporting, setExporting] = useState<OrderExportName | null>(null);
  const [exportFailed, setExportFailed] = useState(false);

  const filters = snap.context.query.filters as OrderFilters;
  const waitingForPhone = !!phoneRequired && !filters.userPhone;
  const view = selectListView(snap);
  const rows = selectRows(snap) as Row[];
  const paging = selectPaging(snap);
  const columns = ORDER_COLUMNS[kind];

  const runExport = async (name: OrderExportName) => {
    if (exporting) return;
    setExporting(name);
    setExportFailed(false);
    try {
      const file = await exportOrders(name, filters, `${title}.csv`);
      saveFile(file.blob, file.fileName);
      notifySuccess(t('export.done', { name: file.fileName }));
    } catch (e) {
      if (!(e instanceof ApiError && (e.kind === 'cancelled' || e.kind === 'unauthorized'))) setExportFailed(true);
    } finally {
      setExporting(null);
    }
  };

  const open = (row: Row) => navigate(detailHref(displayText(row.id), detailKind(kind, row)));

  let body: ReactNode;
  if (waitingForPhone) {
    body = <NonIdealState icon="phone" title={t('filter.phoneRequired')} />;
  } else if (view === 'failed') {
    body = (
      <NonIdealState
        icon="error"
        title={t('list.loadFailed')}
        action={<Button intent={Intent.PRIMARY} icon="refresh" text={t('list.retry')} onClick={() => send({ type: 'list.retry' })} />}
      />
    );
  } else if (view === 'empty') {
    body = <NonIdealState icon="search" title={t('list.empty')} description={t('list.emptyHint')} />;
  } else if (view === 'loading' && rows.length === 0) {
    body = <NonIdealState icon={<Spinner size={40} aria-label={t('list.loading')} />} title={t('list.loading')} />;
  } else {
    body = (
      <div role="region" aria-label={t('list.table', { title })} aria-busy={snap.hasTag('busy')} className="fc-order-table">
        <GridTable
          label={t('list.table', { title })}
          numRows={rows.length}
          firstRowIndex={(paging.current - 1) * paging.size + 1}
          totalRows={paging.total}
          cellRendererDependencies={[rows, paging.current, t, i18n.language]}
          columnWidths={[56, 64, ...orderColumnWidths(columns, rows, i18n.language)]}
          numFrozenColumns={2}
          columns={[
            { key: 'index', name: t('list.index'), cell: (i) => (paging.current - 1) * paging.size + i + 1 },
            {
              key: 'actions',
              name: t('list.actions'),
              cell: (i) => (
                <RowButton
                  text={t('list.detail')}
                  of={displayText(rows[i]?.orderNo)}
                  intent={Intent.PRIMARY}
                  onClick={() => rows[i] && open(rows[i]!)}
                />
              ),
            },
            ...columns.map(
              (c): GridColumn => ({
                key: c.field,
                name: t(`field.${c.field}`),
                numeric: c.kind === 'money',
                cell: (i) => {
                  const row = rows[i];
                  if (!row) return '';
                  if (c.field === 'orderNo')
                    return <Link to={detailHref(displayText(row.id), detailKind(kind, row))}>{displayText(row.orderNo)}</Link>;
                  return orderCell(c, row, i18n.language);
                },
              }),
            ),
          ]}
        />
      </div>
    );
  }

  const sizes: number[] = LIST_PAGE_SIZES.includes(paging.size) ? [...LIST_PAGE_SIZES] : [paging.size, ...LIST_PAGE_SIZES];
  return (
    <section aria-label={title} className="fc-stack-lg">
      <OrderFilterForm
        key={kind}
        set={filterSet}
        initial={initial}
        idPrefix={`orders-${kind}`}
        phoneRequired={phoneRequired}
        onSearch={(f) => send({ type: 'list.search', filters: f })}
      />
      <div role="toolbar" aria-label={t('list.actions')} className="fc-row">
        {exports.map((name) => (
          <Button
            key={name}
            icon="export"
            text={t(`export.${name}`)}
            loading={exporting === name}
            disabled={!!exporting || waitingForPhone}
            onClick={() => void runExport(name)}
          />
        ))}
        <span className="fc-grow" />
        {showSum && !waitingForPhone && <SumBar filters={filters} />}
        {kind === 'huarun' && <HuarunCount filters={filters} />}
      </div>
      {exportFailed && (
        <Callout intent={Intent.DANGER} role="alert" icon="error">
          {t('export.failed')}
        </Callout>
      )}
      {body}
      {!waitingForPhone && (
        <Pager
          current={paging.current}
          pages={paging.pages}
          total={paging.total}
          size={paging.size}
          sizes={sizes}
          allowedSizes={LIST_PAGE_SIZES}
          onPage={(current) => send({ type: 'list.page', current })}
          onSize={(size) => send({ type: 'list.size', size: size as PageSize })}
        />
      )}
    </section>
  );
}
