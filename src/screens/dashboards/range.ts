/** Date ranges of the dashboards' filter: local calendar days as yyyy-MM-dd. Pure, unit-tested. */
import type { DayRange } from '@services/api/dashboards/types';

/** Longest period a filter accepts, in days (the simulator and the server refuse more). */
export const MAX_RANGE_DAYS = 366;
/** The period a dashboard opens with. */
export const DEFAULT_RANGE_DAYS = 30;
/** The quick choices of the filter, in days. */
export const RANGE_PRESETS = [7, 30, 90] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a date. */
export function localDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch day number of a yyyy-MM-dd (null when it is not a real day). */
export function dayNumber(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCFullYear() !== Number(m[1]) || back.getUTCMonth() + 1 !== Number(m[2]) || back.getUTCDate() !== Number(m[3])) return null;
  return Math.round(ms / 86_400_000);
}

/** The day `n` days after (or before, negative) a yyyy-MM-dd. */
export function addDays(day: string, n: number): string {
  const base = dayNumber(day);
  if (base === null) throw new RangeError(`not a day: ${day}`);
  return new Date((base + n) * 86_400_000).toISOString().slice(0, 10);
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Why a range cannot be used (an i18n key of the dashboards namespace), or null when it can. */
export function rangeProblem(range: { from: string; to: string }): string | null {
  const a = dayNumber(range.from);
  const b = dayNumber(range.to);
  if (a === null || b === null) return 'filter.errors.required';
  if (a > b) return 'filter.errors.order';
  if (b - a + 1 > MAX_RANGE_DAYS) return 'filter.errors.tooLong';
  return null;
}

/** A range read from a query string (from, to), else the default period ending today. */
export function rangeFromQuery(query: URLSearchParams, today: string): DayRange {
  const r = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
  return rangeProblem(r) === null ? r : lastDays(DEFAULT_RANGE_DAYS, today);
}

/** The query of a range, for drill-down links that keep the period. */
export function rangeQuery(range: DayRange): string {
  return `from=${range.from}&to=${range.to}`;
}

/** The month (yyyy-MM) of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The days of a range, both ends included (empty when it is not a usable range). */
export function daysOfRange(range: DayRange): string[] {
  if (rangeProblem(range) !== null) return [];
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}
