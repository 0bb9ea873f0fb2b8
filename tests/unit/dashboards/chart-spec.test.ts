import {
  axisLabel,
  chartOption,
  clickedIndex,
  formatBasisPoints,
  groupDigits,
  isEmptySpec,
  tableRows,
  valueWriter,
  type ChartSpec,
} from '@/screens/dashboards/chart-spec';
import { addDays, daysOfRange, lastDays, rangeFromQuery, rangeProblem } from '@/screens/dashboards/range';

const write = valueWriter((format, value) => `${value} ${format}`);

const ranking: ChartSpec = {
  kind: 'bar',
  horizontal: true,
  title: '油站销售排行',
  categoryLabel: '油站',
  categories: ['甲站', '乙站', '丙站'],
  series: [{ name: '金额', values: [300_00, 200_00, 100_00], format: 'money' }],
};

test('values are written as money (fen → ¥ with 2 decimals), grouped counts, or basis points', () => {
  expect(write(123_456_78, 'money')).toBe('¥123,456.78');
  expect(write(1234567, 'count')).toBe('1,234,567 count');
  expect(write(1234, 'number')).toBe('1,234');
  expect(write(150, 'ratio')).toBe('1.50%');
  expect(formatBasisPoints(5)).toBe('0.05%');
  expect(groupDigits(-1234)).toBe('-1,234');
  expect(axisLabel(1_000_000_00, 'money', 'en')).toBe('¥1M');
});

test('the data table states every category with its values, in ranking order', () => {
  expect(tableRows(ranking, write)).toEqual([
    ['甲站', '¥300.00'],
    ['乙站', '¥200.00'],
    ['丙站', '¥100.00'],
  ]);
});

test('a ranking draws best at the top (reversed axis) and a click maps back to the ranking', () => {
  const o = chartOption(ranking, write, 'zh') as { yAxis: { data: string[] }; series: Array<{ type: string; data: number[] }> };
  expect(o.yAxis.data).toEqual(['丙站', '乙站', '甲站']);
  expect(o.series[0]).toMatchObject({ type: 'bar', data: [100_00, 200_00, 300_00] });
  expect(clickedIndex(ranking, 2)).toBe(0);
  expect(clickedIndex({ ...ranking, horizontal: false }, 2)).toBe(2);
});

test('a line with money and counts gets one value axis per format; a pie gets named slices', () => {
  const line: ChartSpec = {
    kind: 'line',
    title: '销售趋势',
    categoryLabel: '日期',
    categories: ['11-01', '11-02'],
    series: [
      { name: '金额', values: [1, 2], format: 'money' },
      { name: '订单数', values: [3, 4], format: 'count' },
    ],
  };
  const o = chartOption(line, write, 'zh') as { yAxis: unknown[]; series: Array<{ yAxisIndex: number; data: number[] }> };
  expect(o.yAxis).toHaveLength(2);
  expect(o.series.map((s) => [s.yAxisIndex, s.data])).toEqual([
    [0, [1, 2]],
    [1, [3, 4]],
  ]);
  const pie = chartOption({ ...line, kind: 'pie', series: [line.series[0]!] }, write, 'zh') as { series: Array<{ data: unknown }> };
  expect(pie.series[0]!.data).toEqual([
    { name: '11-01', value: 1 },
    { name: '11-02', value: 2 },
  ]);
});

test('tooltips show server names as text: ECharts writes the formatter string with innerHTML', () => {
  const payload = '<img src=x onerror=window.__xss=1>';
  const named: ChartSpec = {
    ...ranking,
    categories: [payload, '乙站'],
    series: [{ name: `金额${payload}`, values: [300_00, 200_00], format: 'money' }],
  };
  type AxisTip = { tooltip: { formatter: (p: Array<{ axisValue: string; seriesIndex: number; value: number }>) => string } };
  type ItemTip = { tooltip: { formatter: (p: { name: string; value: number; percent: number }) => string } };
  const shown = (html: string) => {
    const box = document.createElement('div');
    box.innerHTML = html;
    return box;
  };
  const axis = shown(
    (chartOption(named, write, 'zh') as AxisTip).tooltip.formatter([{ axisValue: payload, seriesIndex: 0, value: 300_00 }]),
  );
  expect(axis.querySelector('img')).toBeNull();
  expect(axis.textContent).toBe(`${payload}金额${payload}: ¥300.00`);
  const pie = shown(
    (chartOption({ ...named, kind: 'pie' }, write, 'zh') as ItemTip).tooltip.formatter({ name: payload, value: 300_00, percent: 60 }),
  );
  expect(pie.querySelector('img')).toBeNull();
  expect(pie.querySelectorAll('br')).toHaveLength(1);
  expect(pie.textContent).toBe(`${payload}¥300.00 (60%)`);
});

test('nothing to draw: no categories or only zeros', () => {
  expect(isEmptySpec(ranking)).toBe(false);
  expect(isEmptySpec({ ...ranking, categories: [] })).toBe(true);
  expect(isEmptySpec({ ...ranking, series: [{ name: '金额', values: [0, 0, 0], format: 'money' }] })).toBe(true);
});

test('date ranges: presets, order, length and the query of drill-down links', () => {
  expect(lastDays(7, '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('filter.errors.order');
  expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('filter.errors.tooLong');
  expect(rangeProblem({ from: '2024-01-02', to: '2025-01-01' })).toBeNull();
  expect(rangeProblem({ from: '', to: '2026-01-02' })).toBe('filter.errors.required');
  expect(rangeProblem({ from: '2026-02-30', to: '2026-03-02' })).toBe('filter.errors.required');
  expect(rangeFromQuery(new URLSearchParams('from=2026-01-01&to=2026-01-31'), '2026-11-21')).toEqual({
    from: '2026-01-01',
    to: '2026-01-31',
  });
  expect(rangeFromQuery(new URLSearchParams('from=2026-02-01&to=2026-01-31'), '2026-11-21')).toEqual({
    from: '2026-10-23',
    to: '2026-11-21',
  });
  expect(daysOfRange({ from: '2026-01-30', to: '2026-02-02' })).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
});
