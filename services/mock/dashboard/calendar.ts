/** Calendar days as 'yyyy-MM-dd' strings, computed in UTC so the figures never depend on the time zone. */

const DAY_MS = 86_400_000;
const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a 'yyyy-MM-dd' day at 00:00 UTC, or null when the text is not a real day. */
export function dayToMs(day: string): number | null {
  const m = DAY_SHAPE.exec(day.trim().slice(0, 10));
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return msToDay(ms) === day.trim().slice(0, 10) ? ms : null;
}

/** The 'yyyy-MM-dd' day (UTC) of an epoch ms. */
export function msToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included (empty when from is after to). */
export function daysOf(from: string, to: string): string[] {
  const a = dayToMs(from);
  const b = dayToMs(to);
  if (a === null || b === null) return [];
  const out: string[] = [];
  for (let t = a; t <= b; t += DAY_MS) out.push(msToDay(t));
  return out;
}

/** Number of days from `from` to `to`, both included. */
export function spanDays(from: string, to: string): number {
  const a = dayToMs(from);
  const b = dayToMs(to);
  return a === null || b === null ? 0 : Math.floor((b - a) / DAY_MS) + 1;
}

/** The days of a 'yyyy-MM' month (empty when the text is not a month). */
export function daysOfMonth(month: string): string[] {
  const m = /^(\d{4})-(\d{2})$/.exec(month.trim());
  if (!m) return [];
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (mo < 1 || mo > 12) return [];
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return daysOf(`${m[1]}-${m[2]}-01`, `${m[1]}-${m[2]}-${String(last).padStart(2, '0')}`);
}
