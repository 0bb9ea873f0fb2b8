/**
 * The building blocks of every dashboard: a card with a title that shows its request's state (a placeholder of
 * fixed height while loading, a message and 重试 on failure, a note when there is no data), a chart with its data
 * table, and a row of headline figures.
 */
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Callout, Card, Classes, HTMLTable, Intent, NonIdealState } from '@blueprintjs/core';
import { ApiError } from '@services/http/errors';
import { useRequest, type RequestState } from '@/components/use-request';
import {
  chartOption,
  clickedIndex,
  isEmptySpec,
  tableRows,
  valueWriter,
  type ChartSpec,
  type ValueFormat,
  type ValueWriter,
} from './chart-spec';
import { useInvalidate } from '@/components/query-client';
import { DETAIL_PATHS } from './paths';

const EChartsView = lazy(() => import('./echarts-view'));

/** Default height of a chart, px: the placeholder has the same height, so nothing moves when it is drawn. */
export const CHART_HEIGHT = 280;

/**
 * Whether this browser can draw charts. jsdom (the unit tests) has no layout and no canvas to measure text, so
 * there the chart is left out and only its data table is rendered; every real browser draws.
 */
export const canDrawCharts = typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

/** A panel's request: its state and a retry that runs it again. */
export interface PanelRequest<T> {
  state: RequestState<T>;
  retry: () => void;
}

/** A request keyed by its inputs, with a retry that runs it again. */
export function useFigures<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): PanelRequest<T> {
  const state = useRequest(key === null ? null : ['dashboard', key], load);
  const invalidate = useInvalidate();
  return { state, retry: useCallback(() => key !== null && invalidate(['dashboard', key]), [invalidate, key]) };
}

/** Writes values with the namespace's unit texts. */
export function useValueWriter(): ValueWriter {
  const { t, i18n } = useTranslation('dashboards');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the unit texts follow the language
  return useMemo(() => valueWriter((format, value) => t(`unit.${format}`, { value })), [t, i18n.language]);
}

/** Says why a request failed: the server's message when it gave one. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'bad-request' && error.serverMessage ? error.serverMessage : fallback;
}

export interface PanelProps<T> {
  title: string;
  request: PanelRequest<T>;
  /** A link or control in the panel's header. */
  action?: ReactNode;
  height?: number;
  className?: string;
  children: (data: T) => ReactNode;
}

/** A titled card that shows the state of its request and, once loaded, its content. */
export function Panel<T>({ title, request, action, height = CHART_HEIGHT, className, children }: PanelProps<T>) {
  const { t } = useTranslation('dashboards');
  const { state, retry } = request;
  return (
    <Card className={`fc-dash-panel ${className ?? ''}`} role="region" aria-label={title} aria-busy={state.status === 'loading'}>
      <div className="fc-dash-panel-head">
        <h3 className={Classes.HEADING}>{title}</h3>
        {action}
      </div>
      {state.status === 'loading' && (
        <div className={`fc-dash-placeholder ${Classes.SKELETON}`} style={{ height }} role="status">
          {t('state.loading')}
        </div>
      )}
      {state.status === 'failed' && (
        <Callout intent={Intent.DANGER} title={t('state.failed')} className="fc-dash-failed">
          {failureText(state.error, '') && <p>{failureText(state.error, '')}</p>}
          <Button text={t('state.retry')} icon="refresh" onClick={retry} />
        </Callout>
      )}
      {state.status === 'done' && children(state.data)}
    </Card>
  );
}

/** The "no data" note, as tall as the chart it replaces. */
export function EmptyNote({ height = CHART_HEIGHT }: { height?: number }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="fc-dash-empty" style={{ minHeight: Math.min(height, 200) }}>
      <NonIdealState icon="timeline-line-chart" description={t('state.empty')} />
    </div>
  );
}

export interface ChartProps {
  spec: ChartSpec;
  height?: number;
  /** Drill-down targets, one per category (a ranking's detail route); clicking a bar or a row goes there. */
  links?: ReadonlyArray<string | undefined>;
  /** Shows the data table on screen (rankings) instead of for screen readers only. */
  showTable?: boolean;
}

/** A chart with its data table (or the "no data" note). */
export function Chart({ spec, height = CHART_HEIGHT, links, showTable = false }: ChartProps) {
  const { t, i18n } = useTranslation('dashboards');
  const write = useValueWriter();
  const navigate = useNavigate();
  // Specs are rebuilt on every render of their panel; redraw only when what they say changes.
  const specKey = JSON.stringify(spec);
  // biome-ignore lint/correctness/useExhaustiveDependencies: specs are rebuilt on every render of their panel; `specKey` says when what they describe changed
  const option = useMemo(() => chartOption(spec, write, i18n.language), [specKey, write, i18n.language]);
  if (isEmptySpec(spec)) return <EmptyNote height={height} />;
  const rows = tableRows(spec, write);
  const onSelect = links
    ? (dataIndex: number) => {
        const to = links[clickedIndex(spec, dataIndex)];
        if (to) void navigate(to);
      }
    : undefined;
  const placeholder = (
    <div className="fc-dash-placeholder" style={{ height }}>
      {canDrawCharts ? t('state.chartLoading') : null}
    </div>
  );
  return (
    <>
      {canDrawCharts ? (
        <Suspense fallback={placeholder}>
          <EChartsView option={option} height={height} locale={i18n.language} onSelect={onSelect} />
        </Suspense>
      ) : (
        placeholder
      )}
      <HTMLTable compact striped className={showTable ? 'fc-dash-table' : 'fc-sr-only'}>
        <caption className={showTable ? 'fc-sr-only' : undefined}>{t('table.caption', { title: spec.title })}</caption>
        <thead>
          <tr>
            {spec.horizontal && <th scope="col">{t('table.rank')}</th>}
            <th scope="col">{spec.categoryLabel}</th>
            {spec.series.map((s) => (
              <th scope="col" key={s.name} className="fc-num">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([category, ...cells], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ranking's rows are its places; the category alone may repeat
            <tr key={`${category}-${i}`}>
              {spec.horizontal && <td>{i + 1}</td>}
              <th scope="row">{links?.[i] && showTable ? <Link to={links[i]!}>{category}</Link> : category}</th>
              {cells.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, by position
                <td key={j} className="fc-num">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

export interface Figure {
  label: string;
  value: number;
  format: ValueFormat;
}

/** Headline figures in a row of tiles (a description list, so each value is read with its label). */
export function Figures({ items }: { items: readonly Figure[] }) {
  const write = useValueWriter();
  return (
    <dl className="fc-dash-figures">
      {items.map((f) => (
        <div key={f.label} className="fc-dash-figure">
          <dt>{f.label}</dt>
          <dd>{write(f.value, f.format)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The headline figures of `data` named by their field: `kpi.<field>` is the label, the value says how it is written. */
export function kpis<T>(t: TFunction, data: T, fields: Partial<Record<keyof T & string, ValueFormat>>): Figure[] {
  return Object.entries(fields).map(([field, format]) => ({
    label: t(`kpi.${field}`),
    value: Number(data[field as keyof T]),
    format: format as ValueFormat,
  }));
}

/** The headline figures of a company (its dashboard's summary). */
export const OVERALL_FIGURES = {
  orderAmount: 'money',
  orderCount: 'count',
  fuelAmount: 'money',
  goodsAmount: 'money',
  rechargeAmount: 'money',
  stationCount: 'number',
  fleetCount: 'number',
  staffCount: 'people',
} as const;

/** The headline figures of the platform (its dashboard's summary). */
export const PLATFORM_TOP_FIGURES = {
  orderAmount: 'money',
  orderCount: 'count',
  rechargeAmount: 'money',
  tenantCount: 'number',
  stationCount: 'number',
  fleetCount: 'number',
  userCount: 'people',
} as const;

/** The figures of a fleet purchase total, on the platform dashboard and the fleet statistics. */
export const FLEET_TOTAL_FIGURES = {
  fleetCount: 'number',
  purchaseAmount: 'money',
  orderCount: 'count',
  rechargeAmount: 'money',
  rechargeCount: 'count',
} as const;

/** A figures card with its own request. */
export function FiguresPanel<T>({
  title,
  request,
  figures,
  action,
}: {
  title: string;
  request: PanelRequest<T>;
  figures: (data: T) => Figure[];
  action?: ReactNode;
}) {
  return (
    <Panel title={title} request={request} height={88} action={action} className="fc-dash-wide">
      {(data) => <Figures items={figures(data)} />}
    </Panel>
  );
}

/** The 概览 figures of a screen: the request's fields named by `fields`, each in its format, or the `figures` it makes. */
export function SummaryPanel<T>({
  request,
  fields,
  figures,
}: {
  request: PanelRequest<T>;
  fields?: Partial<Record<keyof T & string, ValueFormat>>;
  figures?: (data: T) => Figure[];
}) {
  const { t } = useTranslation('dashboards');
  return <FiguresPanel title={t('title.summary')} request={request} figures={figures ?? ((data) => kpis(t, data, fields ?? {}))} />;
}

interface HeadlineProps<S, T> {
  summary: PanelRequest<S>;
  fields: Partial<Record<keyof S & string, ValueFormat>>;
  title: string;
  trend: PanelRequest<T>;
  spec: (data: T) => ChartSpec;
  query: string;
}

/** The head of a dashboard: its 概览 figures and its wide trend chart linked to 销售统计. */
export function Headline<S, T>({ summary, fields, title, trend, spec, query }: HeadlineProps<S, T>) {
  return (
    <>
      <SummaryPanel request={summary} fields={fields} />
      <TrendPanel title={title} request={trend} spec={spec} query={query} />
    </>
  );
}

/** A dashboard: the grid of its panels, headed by its figures and trend. */
export function DashboardGrid<S, T>({ children, ...head }: HeadlineProps<S, T> & { children: ReactNode }) {
  return (
    <div className="fc-dash-grid">
      <Headline {...head} />
      {children}
    </div>
  );
}

/** A panel that draws one chart from its request. */
export function ChartPanel<T>({
  title,
  request,
  spec,
  links,
  showTable,
  action,
  height,
  className,
}: {
  title: string;
  request: PanelRequest<T>;
  spec: (data: T) => ChartSpec;
  links?: (data: T) => ReadonlyArray<string | undefined>;
  showTable?: boolean;
  action?: ReactNode;
  height?: number;
  className?: string;
}) {
  return (
    <Panel title={title} request={request} action={action} height={height} className={className}>
      {(data) => <Chart spec={spec(data)} links={links?.(data)} showTable={showTable} height={height} />}
    </Panel>
  );
}

/** A link in a panel's header. */
export function PanelLink({ to, text }: { to: string; text: string }) {
  return (
    <Link to={to} className="fc-dash-link">
      {text}
    </Link>
  );
}

type DetailScreen = 'salesTotal' | 'storeRanking' | 'fleet' | 'refundRatio';

/** The address of a statistics screen for the same days (`query`), narrowed to one row by `param` = `id` when given. */
export const detailHref = (to: DetailScreen, query: string, param?: string, id?: string) =>
  param && id ? `${DETAIL_PATHS[to]}?${param}=${encodeURIComponent(id)}&${query}` : `${DETAIL_PATHS[to]}?${query}`;

/** A panel's link to a statistics screen for the same days (`query`), named by that screen's link text. */
export function DetailLink({ to, query }: { to: DetailScreen; query: string }) {
  const { t } = useTranslation('dashboards');
  return <PanelLink to={detailHref(to, query)} text={t(`link.${to}`)} />;
}

/** The wide trend chart of a dashboard, with its link to 销售统计 for the same days. */
export function TrendPanel<T>({
  title,
  request,
  spec,
  query,
}: {
  title: string;
  request: PanelRequest<T>;
  spec: (data: T) => ChartSpec;
  query: string;
}) {
  return (
    <ChartPanel
      className="fc-dash-wide"
      title={title}
      request={request}
      spec={spec}
      action={<DetailLink to="salesTotal" query={query} />}
    />
  );
}
