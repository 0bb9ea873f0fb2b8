/**
 * The ECharts theme of the console's dark theme, as plain data (echarts-view.tsx registers it). ECharts' own
 * 'dark' theme paints its own near-black background and bright grid lines; this one draws on the card's background
 * (transparent), writes text in Blueprint's dark-mode text colours and keeps axis and grid lines subdued, in
 * Blueprint's dark grays. The light themes keep ECharts' default theme.
 */
import { isDarkTheme, type ThemeId } from '@/theme/themes';

/** The name the dark chart theme is registered under. */
export const DARK_CHART_THEME = 'fc-dark';

/** ECharts' default (light) theme, registered by ECharts itself. */
export const LIGHT_CHART_THEME = 'default';

/** Blueprint's dark-mode colours the theme uses. */
const BP = {
  darkGray3: '#2F343C',
  darkGray4: '#383E47',
  darkGray5: '#404854',
  gray1: '#5F6B7C',
  gray3: '#8F99A8',
  gray4: '#ABB3BF',
  lightGray1: '#D3D8DE',
  lightGray5: '#F6F7F9',
} as const;

/** The card background of the console's dark theme (`--fc-card-bg` in themes.css): the gap between pie slices. */
const DARK_CARD_BG = '#1d1f26';

/** Text, axis lines and grid lines of the dark chart theme (exported for tests). */
export const DARK_CHART_COLOURS = {
  text: BP.lightGray1,
  mutedText: BP.gray4,
  axisLine: BP.gray1,
  splitLine: BP.darkGray4,
  tooltipBg: BP.darkGray3,
} as const;

const axis = () => ({
  axisLine: { lineStyle: { color: DARK_CHART_COLOURS.axisLine } },
  axisTick: { lineStyle: { color: DARK_CHART_COLOURS.axisLine } },
  axisLabel: { color: DARK_CHART_COLOURS.mutedText },
  splitLine: { lineStyle: { color: DARK_CHART_COLOURS.splitLine } },
  minorSplitLine: { lineStyle: { color: BP.darkGray3 } },
  splitArea: { areaStyle: { color: ['rgba(255,255,255,0.02)', 'rgba(255,255,255,0)'] } },
  nameTextStyle: { color: DARK_CHART_COLOURS.mutedText },
});

/** The dark chart theme (an ECharts theme object). */
export const darkChartTheme = {
  darkMode: true,
  backgroundColor: 'transparent',
  textStyle: { color: DARK_CHART_COLOURS.text },
  title: { textStyle: { color: BP.lightGray5 }, subtextStyle: { color: DARK_CHART_COLOURS.mutedText } },
  legend: {
    textStyle: { color: DARK_CHART_COLOURS.text },
    pageTextStyle: { color: DARK_CHART_COLOURS.mutedText },
    pageIconColor: BP.gray4,
    pageIconInactiveColor: BP.gray1,
  },
  tooltip: {
    backgroundColor: DARK_CHART_COLOURS.tooltipBg,
    borderColor: BP.darkGray5,
    textStyle: { color: BP.lightGray5 },
  },
  axisPointer: {
    lineStyle: { color: BP.gray3 },
    crossStyle: { color: BP.gray3 },
    label: { color: BP.lightGray5, backgroundColor: BP.darkGray5 },
  },
  categoryAxis: axis(),
  valueAxis: axis(),
  timeAxis: axis(),
  logAxis: axis(),
  line: { symbol: 'circle' },
  pie: {
    itemStyle: { borderColor: DARK_CARD_BG },
    label: { color: DARK_CHART_COLOURS.text },
    labelLine: { lineStyle: { color: BP.gray1 } },
  },
};

/** The chart theme for a console theme: the dark chart theme for a dark console theme, else ECharts' default. */
export function chartThemeOf(theme: ThemeId): string {
  return isDarkTheme(theme) ? DARK_CHART_THEME : LIGHT_CHART_THEME;
}
