import { COMPANIES_COPY } from '@domain/copy/companies';
import type { CompanySummary } from '@domain/schemas/companies';
import { MapPin } from 'lucide-react';
import { CompanyCardHeader } from '../company-card-header';
import { SealBadge } from '../seal-badge';

/**
 * A company in the directory: logo (or its first letter), name (the link to /empresas/{id},
 * stretched over the card), sector, city and UF, the seal and the follower count.
 */
export function DirectoryCard({ company }: { company: CompanySummary }) {
  const { id, name, industry, logoUrl, location, seal, followerCount } = company;
  return (
    <article className="relative flex w-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <CompanyCardHeader id={id} name={name} industry={industry} logoUrl={logoUrl}>
        {location ? (
          <p className="flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {location}
          </p>
        ) : null}
      </CompanyCardHeader>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {seal ? <SealBadge /> : null}
        <span className="text-sm text-ink-muted">{COMPANIES_COPY.counts.followers(followerCount)}</span>
      </div>
    </article>
  );
}
