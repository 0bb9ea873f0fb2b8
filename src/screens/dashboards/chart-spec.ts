/**
 * What a dashboard chart shows, as plain data, and the two things made from it: the ECharts option that draws it
 * and the rows of the data table that states it in words (for screen readers, and for tests in jsdom where no
 * chart can be drawn). Both come from the same spec, so the table always says what the chart shows.
 */
import { htmlLines } from '@/lib/escape-html';
import { formatFen } from '@/lib/money';
import { formatNumber } from '@/lib/intl';

/** How a value is written: money in fen, a count of orders, a plain number, people, a quantity in the unit of a station type, basis points. */
export type ValueFormat = 'money' | 'count' | 'number' | 'quantity1' | 'quantity2' | 'quantity3' | 'people' | 'ratio';

export interface ChartSeries {
  name: string;
  values: readonly number[];
  format: ValueFormat;
}

export interface ChartSpec {
  /** line: trends by date; bar: rankings (horizontal) or counts by category; pie: shares. */
  kind: 'line' | 'bar' | 'pie';
  title: string;
  /** The x-axis labels (dates, names) or the slices of a pie. */
  categories: readonly string[];
  /** The column heading of the categories in the data table. */
  categoryLabel: string;
  series: readonly ChartSeries[];
  /** Rankings: horizontal bars, best at the top. */
  horizontal?: boolean;
}

/** Writes one value for people. `units` maps a unit format to its template ('{{value}} 升'). */
export type ValueWriter = (value: number, format: ValueFormat) => string;

/** A whole number with the digit grouping of the language shown (Intl): 1234567 → '1,234,567'. */
export function groupDigits(value: number): string {
  return formatNumber(Math.round(value));
}

/** Basis points as a percentage with 2 decimals, by string manipulation: 150 → '1.50%'. */
export function formatBasisPoints(bp: number): string {
  const n = Math.round(bp);
  const digits = String(Math.abs(n)).padStart(3, '0');
  return `${n < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}%`;
}

/** A value writer from unit templates (i18n texts with {{value}}). */
export function valueWriter(template: (format: Exclude<ValueFormat, 'money' | 'ratio' | 'number'>, value: string) => string): ValueWriter {
  return (value, format) => {
    if (format === 'money') return formatFen(Math.round(value));
    if (format === 'number') return groupDigits(value);
    if (format === 'ratio') return formatBasisPoints(value);
    return template(format, groupDigits(value));
  };
}

/** Short axis labels: fen as whole yuan in compact notation (¥12万, ¥1.2M), other values compact. */
export function axisLabel(value: number, format: ValueFormat, locale: string): string {
  const compact = new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', { notation: 'compact', maximumFractionDigits: 1 });
  return format === 'money' ? `¥${compact.format(Math.trunc(value / 100))}` : compact.format(value);
}

/** The rows of the data table: one per category, one cell per series. */
export function tableRows(spec: ChartSpec, write: ValueWriter): string[][] {
  return spec.categories.map((c, i) => [c, ...spec.series.map((s) => write(s.values[i] ?? 0, s.format))]);
}

/** Whether there is nothing to draw: no categories, or every value zero. */
export function isEmptySpec(spec: ChartSpec): boolean {
  return spec.categories.length === 0 || spec.series.every((s) => s.values.every((v) => v === 0));
}

/** The accent colour first (spec 000 §2 default 409EFF), then colours that stay apart on white. */
export const PALETTE = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E6CEF', '#2DB7B0', '#D45DA8'];

/**
 * The ECharts option of a spec (plain JSON-like data plus formatter functions). ECharts writes a tooltip
 * formatter's string with innerHTML, and categories are server names (tenants, stations, fleets, people), so
 * every tooltip line is escaped text (htmlLines). Axis, legend and pie labels are drawn as SVG text.
 */
export function chartOption(spec: ChartSpec, write: ValueWriter, locale: string): Record<string, unknown> {
  const tooltipLine = (seriesIndex: number, value: number) => {
    const s = spec.series[seriesIndex];
    return s ? `${s.name}: ${write(value, s.format)}` : String(value);
  };
  const base = { color: PALETTE, animation: false };
  if (spec.kind === 'pie') {
    const s = spec.series[0];
    return {
      ...base,
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; value: number; percent: number }) =>
          htmlLines([p.name, `${s ? write(p.value, s.format) : p.value} (${p.percent}%)`]),
      },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: s?.name ?? spec.title,
          radius: ['38%', '66%'],
          center: ['50%', '45%'],
          label: { formatter: '{b}: {d}%' },
          data: spec.categories.map((name, i) => ({ name, value: s?.values[i] ?? 0 })),
        },
      ],
    };
  }
  const formats = [...new Set(spec.series.map((s) => s.format))];
  const valueAxes = formats.map((format, i) => ({
    type: 'value',
    position: spec.horizontal ? (i === 0 ? 'bottom' : 'top') : i === 0 ? 'left' : 'right',
    axisLabel: { formatter: (v: number) => axisLabel(v, format, locale) },
    splitLine: { show: i === 0 },
  }));
  const categories = spec.horizontal ? [...spec.categories].reverse() : [...spec.categories];
  const categoryAxis = {
    type: 'category',
    data: categories,
    axisLabel: spec.horizontal ? { width: 160, overflow: 'truncate' } : { hideOverlap: true },
    boundaryGap: spec.kind === 'bar',
  };
  return {
    ...base,
    grid: { left: 12, right: 24, top: 36, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    legend: { show: spec.series.length > 1, top: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: Array<{ axisValue: string; seriesIndex: number; value: number }>) =>
        htmlLines([params[0]?.axisValue ?? '', ...params.map((p) => tooltipLine(p.seriesIndex, p.value))]),
    },
    xAxis: spec.horizontal ? valueAxes : categoryAxis,
    yAxis: spec.horizontal ? categoryAxis : valueAxes,
    series: spec.series.map((s) => ({
      type: spec.kind,
      name: s.name,
      smooth: spec.kind === 'line',
      showSymbol: spec.kind === 'line' && spec.categories.length <= 31,
      [spec.horizontal ? 'xAxisIndex' : 'yAxisIndex']: formats.indexOf(s.format),
      barMaxWidth: 28,
      data: spec.horizontal ? [...s.values].reverse() : [...s.values],
    })),
  };
}

/** The category index a chart click points at (rankings are drawn reversed, best at the top). */
export function clickedIndex(spec: ChartSpec, dataIndex: number): number {
  return spec.horizontal && spec.kind !== 'pie' ? spec.categories.length - 1 - dataIndex : dataIndex;
}
