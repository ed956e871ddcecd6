import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import type { NewsAdminSummary } from '@domain/schemas/news';
import { cn } from '@web/lib/cn';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const T = NEWS_ADMIN_COPY.list;

/** '12 de março de 2026 às 14:30', in the browser's time zone ('' when unreadable). */
export function formatDateTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, "d 'de' MMMM 'de' yyyy 'às' HH:mm", { locale: ptBR }) : '';
}

/** 'Publicado', 'Agendado para {data}' or 'Rascunho', as the server classifies the item. */
export function newsStatusLabel(item: Pick<NewsAdminSummary, 'status' | 'publishedAt'>): string {
  if (item.status === 'draft') return T.draft;
  if (item.status === 'scheduled') return T.scheduled(formatDateTime(item.publishedAt));
  return T.published;
}

const tones: Record<NewsAdminSummary['status'], string> = {
  published: 'bg-success-soft text-success',
  scheduled: 'bg-primary-50 text-primary-800',
  draft: 'bg-neutral-100 text-ink',
};

/** The status as a pill; the text says it, the colour only echoes it. */
export function NewsStatusBadge({ item }: { item: Pick<NewsAdminSummary, 'status' | 'publishedAt'> }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[item.status],
      )}
    >
      {newsStatusLabel(item)}
    </span>
  );
}
