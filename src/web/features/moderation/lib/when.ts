// Moments on the moderation pages, '28 de novembro de 2026 às 14:05'. Their own formatter, not
// lib/exact-time: sharing that module with the feed would split it into a chunk of its own on
// /feed's first render (issue 14's budget).
const WHEN = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date);
}
