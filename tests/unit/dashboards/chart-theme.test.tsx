/**
 * Charts follow the console's theme: a chart drawn while the console is dark is initialised in the dark chart theme,
 * and a change of the console's theme repaints a shown chart in the other theme. Read through ECharts' public API
 * (getInstanceByDom, getOption) on a real chart drawn by the SVG renderer in jsdom.
 */
import { act, render, waitFor } from '@testing-library/react';
import { getInstanceByDom, type EChartsType } from 'echarts/core';
import EChartsView from '@/screens/dashboards/echarts-view';
import { DARK_CHART_COLOURS, DARK_CHART_THEME, LIGHT_CHART_THEME, chartThemeOf } from '@/screens/dashboards/chart-theme';
import { applyTheme } from '@/theme/apply-theme';
import { THEME_IDS } from '@/theme/themes';

// jsdom has no ResizeObserver; the chart only needs to observe its box
const hadResizeObserver = 'ResizeObserver' in globalThis;
if (!hadResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
// jsdom cannot draw on a canvas (it says so on every call); ECharts then estimates text widths itself
const getContext = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, writable: true, value: () => null });
afterAll(() => {
  if (!hadResizeObserver) Reflect.deleteProperty(globalThis, 'ResizeObserver');
  if (getContext) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', getContext);
});
afterEach(() => {
  applyTheme('default', { persist: false });
});

const option = {
  animation: false,
  xAxis: { type: 'category', data: ['1日', '2日', '3日'] },
  yAxis: [{ type: 'value', splitLine: { show: true } }],
  series: [{ type: 'line', name: '金额', data: [1, 3, 2] }],
};

type AxisOption = { splitLine?: { lineStyle?: { color?: string } }; axisLabel?: { color?: string } };

/** The chart drawn in the rendered box (it is created in the next animation frame; jsdom lays nothing out, so the box is given a width). */
async function drawnChart(container: HTMLElement): Promise<EChartsType> {
  const box = container.querySelector<HTMLElement>('.fc-chart-canvas');
  if (!box) throw new Error('no chart box');
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: 400 });
  let chart: EChartsType | undefined;
  await waitFor(() => {
    chart = getInstanceByDom(box);
    expect(chart).toBeDefined();
  });
  return chart as EChartsType;
}

function looks(chart: EChartsType) {
  const o = chart.getOption() as { darkMode?: unknown; yAxis: AxisOption[]; xAxis: AxisOption[] };
  return {
    darkMode: o.darkMode === true,
    splitLine: o.yAxis[0]?.splitLine?.lineStyle?.color,
    axisLabel: o.xAxis[0]?.axisLabel?.color,
  };
}

test('only the dark console theme picks the dark chart theme', () => {
  expect(THEME_IDS.filter((id) => chartThemeOf(id) === DARK_CHART_THEME)).toEqual(['dark']);
  expect(chartThemeOf('default')).toBe(LIGHT_CHART_THEME);
});

test('a chart drawn while the console is dark is initialised in the dark chart theme, with subdued grid lines', async () => {
  applyTheme('dark', { persist: false });
  const { container } = render(<EChartsView option={option} height={200} locale="zh" />);
  const chart = await drawnChart(container);
  expect(looks(chart)).toEqual({ darkMode: true, splitLine: DARK_CHART_COLOURS.splitLine, axisLabel: DARK_CHART_COLOURS.mutedText });
});

test('a shown chart switches theme when the console theme changes, and back', async () => {
  const { container } = render(<EChartsView option={option} height={200} locale="zh" />);
  const chart = await drawnChart(container);
  const light = looks(chart);
  expect(light.darkMode).toBe(false);
  expect(light.splitLine).not.toBe(DARK_CHART_COLOURS.splitLine);

  act(() => void applyTheme('dark', { persist: false }));
  await waitFor(() =>
    expect(looks(chart)).toEqual({ darkMode: true, splitLine: DARK_CHART_COLOURS.splitLine, axisLabel: DARK_CHART_COLOURS.mutedText }),
  );
  // the same chart was repainted, not replaced
  expect(getInstanceByDom(container.querySelector<HTMLElement>('.fc-chart-canvas')!)).toBe(chart);

  act(() => void applyTheme('white', { persist: false }));
  await waitFor(() => expect(looks(chart)).toEqual(light));
});
