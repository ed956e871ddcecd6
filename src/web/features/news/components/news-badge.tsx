import type { NewsType } from '@domain/enums';
import { cn } from '@web/lib/cn';
import { newsKindLabel } from './news-meta';

/** 'Artigo' or 'Notícia', in two distinct tones (the text says it too, not only the colour). */
export function NewsBadge({ type, className }: { type: NewsType; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        type === 'article' ? 'bg-primary-100 text-primary-800' : 'bg-secondary-100 text-secondary-800',
        className,
      )}
    >
      {newsKindLabel(type)}
    </span>
  );
}
