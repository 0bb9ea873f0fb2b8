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
  if (room >= excess) return natural.map((w, i) => Math.floor(w - (slack[i]! * excess) / room));
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
