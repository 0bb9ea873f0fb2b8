/**
 * The one date picker of every screen (Blueprint's `DateInput` / `DateRangeInput`): dates show and are typed as
 * yyyy-MM-dd (yyyy-MM-dd HH:mm:ss for a field with a time), the calendar names its months and weekdays in the UI's
 * language (date-fns zh-CN or en-US, following i18n.language), and values travel as the same strings the screens
 * send: a day `2026-11-28`, a moment `2026-11-28 23:59:59`, an empty field `''`.
 *
 * `DateField` is one date; it takes a `FormField`'s control attributes (`id`, `aria-*`) or an `aria-label` on its
 * input. `DateRangeField` is a from–to pair in one calendar, each end named by its own label. A date is taken once
 * its whole text is typed (2026-11-2 is not yet 2026-11-02), text that is not a date empties the value, Escape closes the calendar (and only the calendar, inside a
 * dialog). Days outside `min`/`max` are greyed in the calendar but can still be typed, as the screens check ranges
 * themselves.
 */
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Intent, type InputGroupProps } from '@blueprintjs/core';
import { DateInput, DateRangeInput, TimePrecision } from '@blueprintjs/datetime';
import { format, isValid, parse, type Locale } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { FieldControl } from './form-field';
import './components.css';
import { intlLocale } from '@/lib/intl';

/** How a day is shown, typed and sent. */
export const DAY_FORMAT = 'yyyy-MM-dd';
/** How a moment (a day and a time) is shown, typed and sent. */
export const DAY_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** The earliest and latest days the calendar offers (wide: the screens decide what range makes sense). */
const FIRST_DAY = new Date(1990, 0, 1);
const LAST_DAY = new Date(2099, 11, 31);

/** What a text that is not a whole date reads as (the pickers take `false` for today). */
const NOT_A_DATE = new Date(Number.NaN);

/** The date-fns locale of a UI language: English for en, Chinese otherwise (the default language). */
export function dateLocaleOf(language: string | undefined): Locale {
  return intlLocale(language) === 'en-US' ? enUS : zhCN;
}

/** The day or moment a text names in the given format, or null when it names none. */
export function parseDay(text: string | undefined, pattern: string = DAY_FORMAT): Date | null {
  if (!text || text.length !== pattern.length) return null;
  const d = parse(text, pattern, new Date());
  return isValid(d) && format(d, pattern) === text ? d : null;
}

/** A day or moment as its text in the given format ('' for none). */
export function formatDay(date: Date | null | undefined, pattern: string = DAY_FORMAT): string {
  return date && isValid(date) ? format(date, pattern) : '';
}

/** The attributes put on a date input: a form row's control or a name of its own. */
export type DateControl = Partial<FieldControl> & { 'aria-label'?: string };

export interface DateFieldProps {
  /** The day (yyyy-MM-dd) or, with `time`, the moment (yyyy-MM-dd HH:mm:ss); '' or undefined when empty. */
  value: string | undefined;
  /** Called with the new day or moment, or '' when the field is cleared or its text is not a date. */
  onChange: (value: string) => void;
  /** The input's attributes: `FormField`'s control, or an `aria-label`. */
  control?: DateControl;
  /** The field takes a time too (yyyy-MM-dd HH:mm:ss). */
  time?: boolean;
  disabled?: boolean;
  /** Shows the field in error (danger intent). */
  invalid?: boolean;
  /** The first day offered in the calendar (yyyy-MM-dd). */
  min?: string;
  /** The last day offered in the calendar (yyyy-MM-dd). */
  max?: string;
  size?: InputGroupProps['size'];
  fill?: boolean;
  className?: string;
}

/** Blueprint's ISO value of a field's text: the day itself, or the moment with a `T`. */
function isoOf(value: string | undefined, time: boolean): string | null {
  if (!value) return null;
  if (time) return parseDay(value, DAY_TIME_FORMAT) ? value.replace(' ', 'T') : null;
  const day = value.slice(0, DAY_FORMAT.length);
  return parseDay(day) ? day : null;
}

/** The field's text of Blueprint's ISO value (`yyyy-MM-dd` or `yyyy-MM-ddTHH:mm:ss±hh:mm`). */
function textOf(iso: string | null, time: boolean): string {
  if (!iso) return '';
  return time ? iso.slice(0, DAY_TIME_FORMAT.length).replace('T', ' ') : iso.slice(0, DAY_FORMAT.length);
}

/** Days outside [min, max] are greyed in the calendar. */
function outside(min: string | undefined, max: string | undefined) {
  const first = parseDay(min);
  const last = parseDay(max);
  return [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
}

/** The calendar's own controls named in the UI's language. */
function useCalendarLabels() {
  const { t } = useTranslation();
  return {
    labelMonthDropdown: () => t('kit.dateMonth'),
    labelYearDropdown: () => t('kit.dateYear'),
    labelPrevious: () => t('kit.datePrevMonth'),
    labelNext: () => t('kit.dateNextMonth'),
  };
}

/** One date (or date and time) field. */
export function DateField({ value, onChange, control, time = false, disabled, invalid, min, max, size, fill, className }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const labels = useCalendarLabels();
  const pattern = time ? DAY_TIME_FORMAT : DAY_FORMAT;
  const disabledDays = outside(min, max);
  return (
    <DateInput
      value={isoOf(value, time)}
      onChange={(iso, isUserChange) => {
        // browsing to another month keeps the chosen day
        if (isUserChange) onChange(textOf(iso, time));
      }}
      formatDate={(d) => format(d, pattern)}
      parseDate={(text) => parseDay(text, pattern) ?? NOT_A_DATE}
      locale={dateLocaleOf(i18n.language)}
      {...(time ? { timePrecision: TimePrecision.SECOND, showTimezoneSelect: false } : {})}
      minDate={FIRST_DAY}
      maxDate={LAST_DAY}
      dayPickerProps={{ labels, ...(disabledDays.length > 0 ? { disabled: disabledDays } : {}) }}
      invalidDateMessage={t('kit.dateInvalid', { format: pattern })}
      outOfRangeMessage={t('kit.dateOutOfRange')}
      highlightCurrentDay
      disabled={disabled}
      fill={fill}
      className={className}
      inputProps={{
        ...control,
        placeholder: pattern,
        className: time ? 'fc-date-input fc-date-time-input' : 'fc-date-input',
        ...(size ? { size } : {}),
        ...(invalid ? { intent: Intent.DANGER } : {}),
        onChange: (e) => {
          // text that is not (yet) a date leaves the field without a value
          const text = e.currentTarget.value;
          if (value && text !== '' && !parseDay(text, pattern)) onChange('');
        },
        onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
          // Escape closes the calendar only, not the dialog around the field
          if (e.key === 'Escape' && e.currentTarget.getAttribute('aria-expanded') === 'true') e.stopPropagation();
        },
      }}
    />
  );
}

export interface DateRangeFieldProps {
  /** The first day (yyyy-MM-dd), '' or undefined when open. */
  from: string | undefined;
  /** The last day (yyyy-MM-dd), '' or undefined when open. */
  to: string | undefined;
  /** Called with both ends ('' for an open end). */
  onChange: (range: { from: string; to: string }) => void;
  /** The names of the two inputs. */
  fromLabel: string;
  toLabel: string;
  /** Shown when a typed end comes before the start (a default text when absent). */
  reversedMessage?: string;
  /** Shown when a typed text is not a date (a default text when absent). */
  invalidMessage?: string;
  disabled?: boolean;
  /** A class of both inputs. */
  inputClassName?: string;
}

/** A from–to pair of days in one calendar; the calendar refuses an end before the start. */
export function DateRangeField({
  from,
  to,
  onChange,
  fromLabel,
  toLabel,
  reversedMessage,
  invalidMessage,
  disabled,
  inputClassName,
}: DateRangeFieldProps) {
  const { t, i18n } = useTranslation();
  const labels = useCalendarLabels();
  const classes = inputClassName ? `fc-date-input ${inputClassName}` : 'fc-date-input';
  const box = useRef<HTMLDivElement>(null);
  // Blueprint marks the pair's box as the calendar's opener (aria-expanded) without a role that may carry it: the
  // box is the group of the two inputs
  useLayoutEffect(() => {
    box.current?.querySelector('.bp6-date-range-input')?.setAttribute('role', 'group');
  });
  return (
    <div ref={box} className="fc-date-range">
      <DateRangeInput
        value={[parseDay(from), parseDay(to)]}
        onChange={([start, end]) => onChange({ from: formatDay(start), to: formatDay(end) })}
        formatDate={(d) => format(d, DAY_FORMAT)}
        parseDate={(text) => parseDay(text) ?? NOT_A_DATE}
        locale={dateLocaleOf(i18n.language)}
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        dayPickerProps={{ labels }}
        allowSingleDayRange
        shortcuts={false}
        highlightCurrentDay
        disabled={disabled}
        overlappingDatesMessage={reversedMessage ?? t('kit.dateRangeReversed')}
        invalidDateMessage={invalidMessage ?? t('kit.dateInvalid', { format: DAY_FORMAT })}
        outOfRangeMessage={t('kit.dateOutOfRange')}
        startInputProps={{ 'aria-label': fromLabel, placeholder: DAY_FORMAT, className: classes }}
        endInputProps={{ 'aria-label': toLabel, placeholder: DAY_FORMAT, className: classes }}
      />
    </div>
  );
}
