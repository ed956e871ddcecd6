import { COMPANIES_COPY } from '@domain/copy/companies';
import type { CompanySummary } from '@domain/schemas/companies';
import { firstLetterOf } from '@web/lib/initials';
import { Avatar } from '@web/ui/avatar';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { companyHref } from '../../api';
import { SealBadge } from '../seal-badge';

/**
 * A company in the directory: logo (or its first letter), name (the link to /empresas/{id},
 * stretched over the card), sector, city and UF, the seal and the follower count.
 */
export function DirectoryCard({ company }: { company: CompanySummary }) {
  const { id, name, industry, logoUrl, location, seal, followerCount } = company;
  return (
    <article className="relative flex w-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <div className="flex items-start gap-4">
        <Avatar name={name} letters={firstLetterOf(name)} src={logoUrl} size="lg" shape="square" decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-lg font-semibold break-words text-ink">
            <Link
              to={companyHref(id)}
              className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary-700 hover:underline hover:underline-offset-4"
            >
              {name}
            </Link>
          </h2>
          {industry ? <p className="text-sm font-semibold text-secondary-700">{industry}</p> : null}
          {location ? (
            <p className="flex items-center gap-1 text-sm text-ink-muted">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {location}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {seal ? <SealBadge /> : null}
        <span className="text-sm text-ink-muted">{COMPANIES_COPY.counts.followers(followerCount)}</span>
      </div>
    </article>
  );
}
