/**
 * The CSV files of the simulated backend's exports, written one way by every export.
 *
 * - UTF-8 with a BOM (so spreadsheet programs read the Chinese), CRLF line ends, a final CRLF;
 * - every cell quoted, a `"` inside doubled (RFC 4180);
 * - formula injection neutralised (OWASP "CSV Injection"): a cell whose text starts with `=`, `+`, `-`, `@`,
 *   a tab or a carriage return gets a `'` in front, so a spreadsheet shows it as text instead of running it.
 *   A cell that is a plain number (`-12.50`, `+3`, `0`) is left alone: it cannot be a formula, and a negative
 *   money amount stays a number the spreadsheet can add up.
 */
import { HttpResponse } from 'msw';

/** First characters that make a spreadsheet read a cell as a formula (or hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, optionally signed: safe as it is. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The cell text with a leading `'` when it could start a formula (plain numbers excepted). */
export function neutralise(value: unknown): string {
  const s = text(value);
  return FORMULA_START.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s;
}

/** One CSV cell: neutralised, quoted, quotes doubled. */
export function csvCell(value: unknown): string {
  return `"${neutralise(value).replace(/"/g, '""')}"`;
}

/** The whole file's text: a BOM, then one CRLF-terminated line per row. */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** An HTTP 200 download of the rows (the first row is the header) named `fileName`. */
export function csvResponse(fileName: string, rows: readonly (readonly unknown[])[]): Response {
  return new HttpResponse(csvText(rows), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv;charset=utf-8',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
