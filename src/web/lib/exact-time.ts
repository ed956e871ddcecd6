// The browser's own formatter: date-fns' `format` (and its tables) would weigh on the feed's
// first render (issue 14's budget).
const EXACT = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '12 de março de 2026 às 14:05', the exact moment behind a relative time (its tooltip). */
export function exactTime(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : EXACT.format(date);
}
