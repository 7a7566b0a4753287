/*
 * CSV as RFC 4180 writes it (comma, double quotes, CRLF), read leniently (LF or CRLF, a UTF-8 BOM,
 * a missing final newline). Shared so the server's exports and the web's import read alike.
 */

/** Cells a spreadsheet would run as a formula start with one of these; they are exported quoted with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written: formula-like text behind an apostrophe, quoted when it holds , " or a newline. */
export function csvCell(value: string, guardFormula = true): string {
  const safe = guardFormula && FORMULA_START.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text with CRLF line ends. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  `${rows.map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n')}\r\n`;

/** Undoes the export's formula guard: `'=x` reads back as `=x`. */
export const unguard = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Parses CSV text into rows of cells; blank lines are dropped. Throws on an unclosed quote. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (quoted) throw new Error('The file ends inside a quoted value.');
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

export interface CsvRecord {
  /** The line of the file (1 is the header), for messages people can find. */
  line: number;
  values: Record<string, string>;
}

/**
 * Reads a CSV with a header row into records keyed by column name (lower-cased, trimmed). The
 * columns named in `required` must all be present; others are kept and ignored by the caller.
 */
export function readCsvRecords(text: string, required: readonly string[]): CsvRecord[] {
  const [header, ...body] = parseCsv(text);
  if (!header) throw new Error('The file is empty.');
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = required.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new Error(`The header is missing: ${missing.join(', ')}.`);
  return body.map((cells, i) => ({
    line: i + 2,
    values: Object.fromEntries(names.map((name, j) => [name, unguard((cells[j] ?? '').trim())])),
  }));
}
