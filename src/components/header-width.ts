/**
 * How wide a grid column must be to show its header whole (`GridTable`): the header's text in the current language,
 * measured in the header's font, plus the cell's padding and, for a sortable column, its sort button's icon and
 * padding. A column narrower than that is widened to it; a column already wide enough keeps its width.
 */

/** Blueprint's font (`$pt-font-family`) at the 14 px of a table's column header. */
export const HEADER_FONT =
  '14px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen, Ubuntu, Cantarell, "Open Sans", "Helvetica Neue", sans-serif';
/** The header's padding (8 px a side) and a pixel for the column's border and rounding. */
export const HEADER_PAD = 17;
/** A sort button's room beside its text: its padding, the gap and the sort icon. */
export const SORT_ROOM = 40;

/**
 * The drawn width of `text` in a 14 px font, estimated without a canvas (unit tests, a browser without one):
 * Chinese and other full-width characters take about one em, the others about 0.6 of one.
 */
export function estimateTextWidth(text: string, px = 14): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    width += code >= 0x2e80 || (code >= 0xff00 && code <= 0xffef) ? px : px * 0.6;
  }
  return Math.ceil(width);
}

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

/** The drawn width of a header's text, measured once per text (each language has its own texts). */
export function headerTextWidth(text: string): number {
  let width = measured.get(text);
  if (width === undefined) {
    const measure = canvasMeasure();
    width = Math.ceil(measure ? measure(text) : estimateTextWidth(text));
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
function takeBack(widths: readonly number[], amounts: readonly number[], total: number): number[] {
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
