/**
 * Draws one ECharts option into a box of fixed height. This module is the only one that imports ECharts, and it is
 * loaded lazily (React.lazy) by panels.tsx, so ECharts reaches the browser only on pages that draw charts and
 * after their text. Only the parts we use are registered (tree-shaken from echarts/core); SVG keeps text crisp.
 * The chart is created in the next animation frame, so showing a page (or a kept-alive tab) paints its text first.
 * A resize is redrawn only when the box really changed size, and not while it is hidden (a kept-alive tab in the
 * background has a zero-size box): switching back to the tab then costs no redraw.
 * Charts follow the console's theme: a dark console theme draws them in the dark chart theme (chart-theme.ts), and a
 * change of theme repaints a drawn chart in place (ECharts' setTheme); a chart in a hidden tab is repainted when
 * the tab shows again.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { init, registerTheme, use, type EChartsType } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { getAppearance, subscribeAppearance } from '@/theme/apply-theme';
import { DARK_CHART_THEME, chartThemeOf, darkChartTheme } from './chart-theme';

use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, SVGRenderer]);
registerTheme(DARK_CHART_THEME, darkChartTheme);

/** The chart theme of the console's current theme; renders again when the console's theme changes. */
function useChartTheme(): string {
  return useSyncExternalStore(
    subscribeAppearance,
    () => chartThemeOf(getAppearance().theme),
    () => chartThemeOf(getAppearance().theme),
  );
}

export interface EChartsViewProps {
  option: Record<string, unknown>;
  height: number;
  locale: string;
  /** Called with the data index of a clicked bar, point or slice. */
  onSelect?: (dataIndex: number) => void;
}

/** A chart drawn into a box, kept while its box stays in the document. */
interface Drawn {
  chart: EChartsType;
  locale: string;
  /** The chart theme it is drawn in. */
  theme: string;
  height: number;
  option: unknown;
  resize: ResizeObserver;
}

/**
 * Charts by box. A kept-alive tab that is hidden runs its effects' clean-ups but keeps its DOM; its charts stay
 * drawn, so showing the tab again costs nothing. A chart whose box has left the document is disposed.
 */
const drawn = new Map<HTMLElement, Drawn>();

function disposeDetached(): void {
  for (const [el, d] of drawn) {
    if (el.isConnected) continue;
    d.resize.disconnect();
    d.chart.dispose();
    drawn.delete(el);
  }
}

function dispose(el: HTMLElement): void {
  const d = drawn.get(el);
  if (!d) return;
  d.resize.disconnect();
  d.chart.dispose();
  drawn.delete(el);
}

export default function EChartsView({ option, height, locale, onSelect }: EChartsViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useChartTheme();
  const latest = useRef({ option, onSelect, theme });
  latest.current = { option, onSelect, theme };

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    disposeDetached();
    const kept = drawn.get(el);
    if (kept && kept.locale === locale && kept.height === height) return () => void setTimeout(disposeDetached);
    dispose(el);
    const frame = requestAnimationFrame(() => {
      const drawnTheme = latest.current.theme;
      const c = init(el, drawnTheme, { renderer: 'svg', locale: locale === 'en' ? 'EN' : 'ZH', height });
      c.setOption(latest.current.option, { notMerge: true });
      c.on('click', (p) => {
        if (typeof p.dataIndex === 'number') latest.current.onSelect?.(p.dataIndex);
      });
      let width = el.clientWidth;
      const resize = new ResizeObserver(([entry]) => {
        const w = Math.round(entry?.contentRect.width ?? el.clientWidth);
        if (w === 0 || w === width) return;
        width = w;
        c.resize();
      });
      resize.observe(el);
      drawn.set(el, { chart: c, locale, height, theme: drawnTheme, option: latest.current.option, resize });
    });
    return () => {
      cancelAnimationFrame(frame);
      // Unmounted: the box leaves the document in this commit. Hidden (kept-alive tab): the box stays, so does the chart.
      setTimeout(disposeDetached);
    };
  }, [locale, height]);

  useEffect(() => {
    const d = box.current ? drawn.get(box.current) : undefined;
    if (!d || d.option === option) return;
    d.chart.setOption(option, { notMerge: true });
    d.option = option;
  }, [option]);

  useEffect(() => {
    const d = box.current ? drawn.get(box.current) : undefined;
    if (!d || d.theme === theme) return;
    d.chart.setTheme(theme);
    d.theme = theme;
  }, [theme]);

  return <div ref={box} className="fc-chart-canvas" style={{ height, cursor: onSelect ? 'pointer' : undefined }} aria-hidden="true" />;
}
