/**
 * Column widths, one module for every table: the drawn width of a text (a canvas measure in the browser, an estimate
 * without one), the room a header and a cell need beside their text, and the fits of columns to a box (the generic
 * list's `fitToContent`, the grid's `fitColumnWidths` and `widenToHeaders`).
 */

/** A body cell's padding and border beside its text, in px. */
export const CELL_PAD = 24;
/**
 * Column widths that fit a table's box: when the columns are wider than `available`, the columns not kept
 * (`keep`: the checkbox, the row number, the actions) narrow in proportion, none below `min`, so the whole
 * table, its action column included, shows without scrolling sideways. Widths that fit (or an unknown box,
 * `available` ≤ 0) come back as they are. When `min` is still too wide for a narrow box (two lists side by side),
 * the free columns go down to `floor` before the kept ones give way: the action column stays in view. Columns that
 * cannot narrow enough even then still scroll.
 */
export function fitColumnWidths(
  widths: readonly number[],
  available: number,
  keep: readonly number[] = [],
  min = 64,
  floor = 40,
): number[] {
  const total = widths.reduce((a, b) => a + b, 0);
  if (available <= 0 || total <= available) return [...widths];
  const out = [...widths];
  const fixed = new Set(keep.map((i) => (i < 0 ? widths.length + i : i)));
  // Narrow the free columns in proportion; a column that reaches `min` stays there and the rest share the remainder.
  for (;;) {
    const free = out.map((_, i) => i).filter((i) => !fixed.has(i) && out[i]! > min);
    const excess = out.reduce((a, b) => a + b, 0) - available;
    if (excess <= 0.5 || free.length === 0) break;
    const width = free.reduce((a, i) => a + out[i]!, 0);
    const scale = Math.max(0, (width - excess) / width);
    let clamped = false;
    for (const i of free) {
      const next = out[i]! * scale;
      if (next < min) clamped = true;
      out[i] = Math.max(min, next);
    }
    if (!clamped) break;
  }
  if (min > floor && out.reduce((a, b) => a + b, 0) - available > 0.5) return fitColumnWidths(widths, available, keep, floor, floor);
  return out.map((w) => Math.floor(w));
}

/**
 * The drawn width, in px, of a line of text in a font of `px` size, estimated without a canvas: Chinese and
 * other full-width characters take about one em, digits and Latin letters a little over half of one.
 */
export function textWidth(text: string, px = 12): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    width += code >= 0x2e80 || (code >= 0xff00 && code <= 0xffef) ? px : code === 0x20 ? px * 0.3 : px * 0.56;
  }
  return Math.ceil(width);
}

/**
 * The width a body column needs to show the longest of `texts` whole (12 px text, the cell's padding and `extra`
 * px around the text, such as a status tag's), at least `least` and at most `most` px.
 */
export function bodyWidth(texts: readonly string[], least = 0, most = Number.POSITIVE_INFINITY, extra = 0): number {
  const widest = texts.reduce((w, x) => Math.max(w, textWidth(x) + CELL_PAD + extra), 0);
  return Math.min(most, Math.max(least, widest));
}

/** One column as its content asks: the width that shows all of it, the least it may take, whether it may grow. */
export interface ColumnFit {
  natural: number;
  /** Below `natural` the column cuts its text (a name); a column whose text must show whole (money, a date) keeps it. */
  min: number;
  /** The column takes a share of the room left over when the table is wider than its columns. */
  grow?: boolean;
  /** The checkbox, row number and actions: never narrowed in proportion with the others. */
  keep?: boolean;
}

/**
 * Column widths from what the columns hold. When the box is wider than the columns, the growing columns
 * (names, texts) share the rest, so the table fills its box; when narrower, the columns that may cut their text
 * give up their room first, in proportion to what they may give, and money, dates and codes stay whole. Only when
 * that is still too wide do all the free columns narrow in proportion (`fitColumnWidths`), the kept ones last.
 */
/** The narrowest a column of cut text becomes before the others give way. */
const CUT_TEXT_FLOOR = 64;

export function fitToContent(columns: readonly ColumnFit[], available: number): number[] {
  const natural = columns.map((c) => Math.ceil(c.natural));
  const total = natural.reduce((a, b) => a + b, 0);
  if (available <= 0) return natural;
  if (total <= available) {
    const growing = columns.map((c, i) => (c.grow ? i : -1)).filter((i) => i >= 0);
    const share = growing.length ? growing : columns.map((c, i) => (c.keep ? -1 : i)).filter((i) => i >= 0);
    const base = share.reduce((a, i) => a + natural[i]!, 0);
    if (!base) return natural;
    const extra = available - total;
    return natural.map((w, i) => (share.includes(i) ? Math.floor(w + (extra * w) / base) : w));
  }
  const slack = columns.map((c, i) => Math.max(0, natural[i]! - Math.ceil(c.min)));
  const room = slack.reduce((a, b) => a + b, 0);
  const excess = total - available;
  if (room >= excess) return takeBack(natural, slack, excess);
  // the texts that may be cut give more, down to a narrow column, before money and dates are cut
  if (columns.some((c) => c.grow && c.min > CUT_TEXT_FLOOR))
    return fitToContent(
      columns.map((c) => (c.grow ? { ...c, min: Math.min(c.min, CUT_TEXT_FLOOR) } : c)),
      available,
    );
  const keep = columns.map((c, i) => (c.keep ? i : -1)).filter((i) => i >= 0);
  return fitColumnWidths(
    columns.map((c) => Math.ceil(c.min)),
    available,
    keep,
  );
}

/*
 * Headers: how wide a column must be to show its header whole in the current language, measured in the header's
 * font, plus the header's padding and, for a sortable column, its sort button's icon and padding.
 */

/** Blueprint's font (`$pt-font-family`) at the 14 px of a table's column header. */
export const HEADER_FONT =
  '14px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen, Ubuntu, Cantarell, "Open Sans", "Helvetica Neue", sans-serif';
/** The header's padding (8 px a side) and a pixel for the column's border and rounding. */
export const HEADER_PAD = 17;
/** A sort button's room beside its text: its padding, the gap and the sort icon. */
export const SORT_ROOM = 40;

type Measure = (text: string) => number;

let measureWithCanvas: Measure | null | undefined;
const measured = new Map<string, number>();

/** A canvas 2D context's `measureText` in the header font, when the browser has one (jsdom has none). */
function canvasMeasure(): Measure | null {
  if (measureWithCanvas !== undefined) return measureWithCanvas;
  const context = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  measureWithCanvas = context
    ? (text) => {
        context.font = HEADER_FONT;
        return context.measureText(text).width;
      }
    : null;
  return measureWithCanvas;
}

/** The drawn width of a header's text, measured once per text (each language has its own texts); the estimate without a canvas. */
export function headerTextWidth(text: string): number {
  let width = measured.get(text);
  if (width === undefined) {
    const measure = canvasMeasure();
    width = Math.ceil(measure ? measure(text) : textWidth(text, 14));
    measured.set(text, width);
  }
  return width;
}

/** The width a column needs to show its header `text` whole (with its sort button when `sortable`). */
export function headerWidth(text: string, sortable = false, measure: Measure = headerTextWidth): number {
  if (!text) return 0;
  return Math.ceil(measure(text)) + HEADER_PAD + (sortable ? SORT_ROOM : 0);
}

/**
 * Takes `total` px from `widths`, from each in proportion to its `amounts` and never more than it, in whole pixels.
 */
export function takeBack(widths: readonly number[], amounts: readonly number[], total: number): number[] {
  const room = amounts.reduce((a, b) => a + b, 0);
  if (room <= 0 || total <= 0) return [...widths];
  const give = Math.min(total, room);
  let given = 0;
  const out = widths.map((w, i) => {
    const part = Math.min(amounts[i]!, Math.ceil((amounts[i]! * give) / room));
    given += part;
    return w - part;
  });
  // rounding up may take a few pixels too many: give them back to the last columns that gave
  for (let i = out.length - 1; i >= 0 && given > give; i -= 1) {
    const back = Math.min(given - give, widths[i]! - out[i]!);
    out[i] = out[i]! + back;
    given -= back;
  }
  return out;
}

/**
 * Column widths that show every header whole: a column narrower than its header's need (`needs`) takes that need.
 * When the widths were fitted to a box (`available` > 0), the table stays as wide as it was (the box, or more when
 * it already was wider): the room is taken back from the columns wider than their own header need, in proportion
 * to what they have over it, and the columns in `keep` (a checkbox, the row number, the action buttons) give
 * nothing. Only when that is not enough (a narrow box) do the widened columns stop short of their headers.
 */
export function widenToHeaders(widths: readonly number[], needs: readonly number[], available = 0, keep: readonly number[] = []): number[] {
  const need = widths.map((_, i) => Math.ceil(needs[i] ?? 0));
  const out = widths.map((w, i) => Math.max(w, need[i]!));
  if (available <= 0) return out;
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const excess = sum(out) - Math.max(available, sum(widths));
  if (excess <= 0) return out;
  const fixed = new Set(keep.map((i) => (i < 0 ? widths.length + i : i)));
  const slack = out.map((w, i) => (fixed.has(i) ? 0 : Math.max(0, w - need[i]!)));
  const fitted = takeBack(out, slack, excess);
  const left = sum(fitted) - sum(out) + excess;
  return takeBack(
    fitted,
    fitted.map((w, i) => Math.max(0, w - widths[i]!)),
    left,
  );
}
