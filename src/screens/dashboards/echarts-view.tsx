/**
 * Draws one ECharts option into a box of fixed height. This module is the only one that imports ECharts, and it is
 * loaded lazily (React.lazy) by panels.tsx, so ECharts reaches the browser only on pages that draw charts and
 * after their text. Only the parts we use are registered (tree-shaken from echarts/core); SVG keeps text crisp.
 * The chart is created in the next animation frame, so showing a page (or a kept-alive tab) paints its text first.
 */
import { useEffect, useRef } from 'react';
import { init, use, type EChartsType } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, SVGRenderer]);

export interface EChartsViewProps {
  option: Record<string, unknown>;
  height: number;
  locale: string;
  /** Called with the data index of a clicked bar, point or slice. */
  onSelect?: (dataIndex: number) => void;
}

export default function EChartsView({ option, height, locale, onSelect }: EChartsViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef({ option, onSelect });
  latest.current = { option, onSelect };

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let c: EChartsType | null = null;
    let resize: ResizeObserver | null = null;
    const frame = requestAnimationFrame(() => {
      c = init(el, undefined, { renderer: 'svg', locale: locale === 'en' ? 'EN' : 'ZH', height });
      c.setOption(latest.current.option, { notMerge: true });
      c.on('click', (p) => {
        if (typeof p.dataIndex === 'number') latest.current.onSelect?.(p.dataIndex);
      });
      const drawn = c;
      resize = new ResizeObserver(() => drawn.resize());
      resize.observe(el);
      chart.current = c;
    });
    return () => {
      cancelAnimationFrame(frame);
      resize?.disconnect();
      c?.dispose();
      chart.current = null;
    };
  }, [locale, height]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} className="fc-chart-canvas" style={{ height, cursor: onSelect ? 'pointer' : undefined }} aria-hidden="true" />;
}
