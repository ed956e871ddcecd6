import { ACCESS_COPY } from '@domain/copy/access';
import { Avatar } from '@web/ui/avatar';
import type { TargetSummary } from '../targets/target';

/**
 * The community's or company's header (SPEC §2 "Grant access page"): banner (or the brand
 * gradient), logo (or its first letter), name, niche or industry, counts. The name sits on the
 * page's surface, not on the banner, so it keeps its contrast whatever the banner's colours.
 * Not the page's <h1>: that is the form's 'Concessão de Acesso'; the region is named after her.
 */
export function TargetHeader({ summary }: { summary: TargetSummary }) {
  return (
    <section aria-label={summary.name} className="overflow-hidden rounded-card bg-surface shadow-card">
      <div className="h-24 bg-linear-to-r from-primary-700 via-primary-500 to-secondary-400 md:h-36">
        {summary.bannerUrl ? (
          <img
            src={summary.bannerUrl}
            alt={ACCESS_COPY.header.bannerAlt(summary.name)}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-3 px-4 pb-5 md:flex-row md:items-end md:gap-5 md:px-6">
        <Avatar
          name={summary.name}
          src={summary.logoUrl}
          shape="square"
          size="xl"
          decorative
          className="-mt-8 ring-4 ring-surface md:-mt-10"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xl font-bold tracking-tight break-words text-ink md:text-2xl">{summary.name}</p>
          {summary.subtitle ? <p className="text-ink">{summary.subtitle}</p> : null}
          {summary.counts.length > 0 ? (
            <p className="text-sm text-ink-muted">{summary.counts.join(' • ')}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
