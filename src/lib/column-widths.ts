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
