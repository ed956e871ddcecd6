// Experience and education dates are months: the form shows 'YYYY-MM', the database stores the
// first day of that month (SPEC §5), and lists show the first 7 characters (SPEC §9).

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A full, plausible year-month ('2024-03'); partial input such as '2024-' is not. */
export function isFullMonth(value: string | null | undefined): value is string {
  if (!value) return false;
  const match = MONTH.exec(value);
  return match !== null && Number(match[1]) >= 1900 && Number(match[1]) <= 2100;
}

/** '2024-03' → '2024-03-01' (stored form). */
export function monthToDate(month: string): string {
  return `${month}-01`;
}

/** '2024-03-01' → '2024-03' (form and display). */
export function dateToMonth(date: string | null | undefined): string {
  return date ? date.slice(0, 7) : '';
}

/** 'MM/AAAA' for lists: '2024-03-01' → '03/2024'. */
export function displayMonth(date: string): string {
  const month = dateToMonth(date);
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

/** SPEC §2: 'start - end', 'Atual' when there is no end. */
export function dateRange(start: string, end: string | null | undefined, currentLabel: string): string {
  return `${displayMonth(start)} - ${end ? displayMonth(end) : currentLabel}`;
}

const LONG_MONTH = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A month as a printed CV says it: '2021-03-01' (or '2021-03') → 'mar. de 2021'. */
export function printedMonth(date: string): string {
  const month = dateToMonth(date.length === 7 ? `${date}-01` : date);
  return LONG_MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

/** 'mar. de 2021 – atual', 'mar. de 2021 – jun. de 2023' (an en dash, as print wants it). */
export function printedRange(start: string, end: string | null | undefined, currentLabel: string): string {
  return `${printedMonth(start)} – ${end ? printedMonth(end) : currentLabel}`;
}
