import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { cn } from '@web/lib/cn';
import { buttonClasses } from '@web/ui/button';
import { ExternalLink } from 'lucide-react';
import { externalNewsUrl } from './news-meta';

const T = NEWS_UI_COPY.detail;

/**
 * Where a news item's full story is: the publisher's own site (issue 22). Most news sites refuse
 * to be framed, so the page never embeds it: it says whose story it is and offers a prominent
 * 'Ler no site original' link, in a new tab with no opener and no referrer.
 */
export function NewsOriginal({ url, source }: { url: string | null; source: string | null }) {
  const href = externalNewsUrl(url);
  if (!href) return <p className="text-ink-muted">{T.noOriginal}</p>;
  return (
    <section
      aria-label={T.originalRegion}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card md:flex-row md:items-center md:justify-between md:p-6"
    >
      <p className="text-ink-muted">{source ? T.originalHintFrom(source) : T.originalHint}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${T.readOriginal} ${T.newTab}`}
        className={cn(buttonClasses({ size: 'lg' }), 'shrink-0')}
      >
        {T.readOriginal}
        <ExternalLink aria-hidden="true" className="size-5" />
      </a>
    </section>
  );
}
