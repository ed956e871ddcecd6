// RFC 4180 CSV as LinkedIn writes it: comma-separated, double-quoted fields that may hold commas,
// quotes ("") and line breaks, CRLF or LF lines, maybe a UTF-8 byte order mark.

/** Every row of the text, each as its fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

/**
 * The rows after the header line as records keyed by column name, or null when no line has
 * every `required` column (some exports put notes above the header, which are skipped).
 */
export function csvRecords(text: string, required: readonly string[]): Record<string, string>[] | null {
  const rows = parseCsv(text);
  const headerAt = rows.findIndex((r) => required.every((name) => r.map((c) => c.trim()).includes(name)));
  if (headerAt < 0) return null;
  const header = rows[headerAt]!.map((c) => c.trim());
  return rows
    .slice(headerAt + 1)
    .map((r) => Object.fromEntries(header.map((name, i) => [name, (r[i] ?? '').trim()])));
}
