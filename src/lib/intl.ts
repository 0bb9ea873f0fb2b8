/**
 * Numbers for people, by the language shown: the console's languages map to an `Intl` locale (zh → zh-CN,
 * en → en-US), and values are written by `Intl.NumberFormat` in that locale. A formatter takes the locale as
 * an argument; left out, it is the language i18next shows now, so callers need not pass it.
 */
import i18next from 'i18next';

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
