import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { buttonClasses } from '@web/ui/button';
import { ExternalLink } from 'lucide-react';
import { externalNewsUrl } from './news-meta';

const T = NEWS_UI_COPY.detail;

/**
 * A news item's original story (SPEC §2: the external news_url in a full-height embedded frame).
 * The frame is sandboxed (scripts run in the news site's own origin, but it cannot navigate this
 * page, submit forms or open dialogs) and sends no referrer; a link it opens in a new tab leaves
 * the sandbox, so the site works normally there. Many news sites refuse to be framed
 * (X-Frame-Options / frame-ancestors), so the same address is always offered as a link too.
 */
export function NewsFrame({ url, title }: { url: string | null; title: string }) {
  const src = externalNewsUrl(url);
  if (!src) return <p className="text-ink-muted">{T.noOriginal}</p>;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-ink-muted">{T.frameHint}</p>
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {T.openOriginal}
          <span className="sr-only"> {T.newTab}</span>
        </a>
      </div>
      <iframe
        src={src}
        title={T.frameTitle(title)}
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        className="h-[80dvh] min-h-[28rem] w-full rounded-card border border-line bg-white"
      />
    </section>
  );
}
