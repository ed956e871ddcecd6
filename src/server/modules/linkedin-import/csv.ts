import { parse } from 'csv-parse/sync';

// RFC 4180 CSV as LinkedIn writes it (comma-separated, double-quoted fields that may hold
// commas, quotes and line breaks, maybe a byte order mark), read by csv-parse.

/** Every row of the text that has some content, each as its fields. */
export function parseCsv(text: string): string[][] {
  const rows = parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }) as string[][];
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
