/**
 * Numbers for people, by the language shown: the console's languages map to an `Intl` locale (zh → zh-CN,
 * en → en-US), and values are written by `Intl.NumberFormat` in that locale. A formatter takes the locale as
 * an argument; left out, it is the language i18next shows now, so callers need not pass it.
 */
import i18next from 'i18next';
import { displayText } from './display';

/** The `Intl` locales of the console's languages. */
export type DisplayLocale = 'zh-CN' | 'en-US';

/** The `Intl` locale of a console language ('en', 'en-US' → en-US; zh, anything else or none → zh-CN, the default). */
export function intlLocale(language?: string | null): DisplayLocale {
  return typeof language === 'string' && /^en\b/i.test(language) ? 'en-US' : 'zh-CN';
}

/** The `Intl` locale of the language shown now (zh-CN before i18next has started). */
export function displayLocale(): DisplayLocale {
  return intlLocale(i18next.resolvedLanguage ?? i18next.language);
}

const formats = new Map<string, Intl.NumberFormat>();

/** A cached `Intl.NumberFormat` (making one costs far more than using it). */
export function numberFormat(locale: DisplayLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/** A number with the language's digit grouping: 1234567 → '1,234,567' (up to 2 decimals: 1234.5 → '1,234.5'). */
export function formatNumber(value: number, locale: DisplayLocale = displayLocale()): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** A BladeX date or time as it comes over the wire: `yyyy-MM-dd`, optionally ` HH:mm[:ss]` (or `T` between). */
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: DisplayLocale, withTime: boolean, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withTime} ${withSeconds}`;
  let f = dateFormats.get(key);
  if (!f) {
    // the wall-clock time the backend wrote, shown as it is: read and written in UTC, so no zone moves it
    f = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      year: 'numeric',
      month: locale === 'zh-CN' ? '2-digit' : 'short',
      day: locale === 'zh-CN' ? '2-digit' : 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      ...(withSeconds ? { second: '2-digit' } : {}),
    });
    dateFormats.set(key, f);
  }
  return f;
}

/**
 * A backend date or time for people, in the language shown. Chinese keeps the order and hyphens of the national
 * standard and of the backend (2026-11-28 14:03:05), from Intl's zh-CN parts; English writes Intl's en-US medium
 * date with a 24-hour time (Nov 28, 2026, 14:03:05). The time shows when the value has one, its seconds when the
 * value has them; `date` shows the day only. A value that is not a date is returned as it came.
 */
export function formatDateTime(value: unknown, locale: DisplayLocale = displayLocale(), only?: 'date'): string {
  const text = displayText(value);
  const m = WIRE_DATE.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi, s] = m;
  const withTime = only !== 'date' && h !== undefined;
  const withSeconds = withTime && s !== undefined;
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)));
  // a day the calendar lacks (2026-02-30) is shown as the backend wrote it, never moved to another day
  if (Number.isNaN(at.getTime()) || at.getUTCDate() !== Number(d) || at.getUTCMonth() !== Number(mo) - 1) return text;
  const format = dateFormat(locale, withTime, withSeconds);
  if (locale !== 'zh-CN') return format.format(at);
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const day = `${part.year}-${part.month}-${part.day}`;
  return withTime ? `${day} ${part.hour}:${part.minute}${withSeconds ? `:${part.second}` : ''}` : day;
}
