// CSV for the report exports: RFC 4180 quoting, and text that a spreadsheet would run as a formula
// (=, +, -, @, tab, CR first) neutralised with a leading apostrophe. Numbers, negative amounts such
// as "-15.00" included, stay numbers.
const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value !== "number" && !NUMBER.test(text) && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
