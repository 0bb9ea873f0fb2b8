/**
 * Text for an HTML sink. Some third-party options take HTML rather than text (an ECharts tooltip formatter's
 * string is written with innerHTML); every server value that goes there passes through `escapeHtml` first, so a
 * name like `<img src=x onerror=…>` shows as those characters and never becomes markup.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five characters that can open markup or leave an attribute value: & < > " '. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Joins lines of text into HTML: each line escaped, lines separated by <br/>. */
export function htmlLines(lines: readonly unknown[]): string {
  return lines.map(escapeHtml).join('<br/>');
}
