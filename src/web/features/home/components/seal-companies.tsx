import { HOME_COPY } from '@domain/copy/home';
import { HOME_SEAL_CARDS } from '@domain/limits';
import { isWebUrl } from '@domain/rules/links';
import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
import { BadgeCheck, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { SealCompany } from '../types';
import { SectionHeading } from './section-heading';

const T = HOME_COPY.sealCompanies;

/**
 * SPEC §9: 4 cards from 1024 px, 3 from 768 px, otherwise 2. Done in CSS alone, so it is right
 * before any script runs: all four are rendered and the grid hides the 3rd below md and the 4th
 * below lg (`hidden` = display: none, so a hidden card is also out of the accessibility tree).
 */
const visibility = (index: number) => {
  if (index < HOME_SEAL_CARDS.small) return 'flex';
  if (index < HOME_SEAL_CARDS.medium) return 'hidden md:flex';
  return 'hidden lg:flex';
};

/**
 * 'Empresas com Selo de Diversidade' (SPEC §2 home page): the real sealed companies. `null` while
 * they load (the grid stays empty and busy); none yet: an honest line that points at the seal.
 */
export function SealCompanies({ companies }: { companies: readonly SealCompany[] | null }) {
  const shown = (companies ?? []).slice(0, HOME_SEAL_CARDS.large);
  return (
    <section aria-labelledby="empresas-selo-title" className="bg-surface">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 md:px-6 md:py-20">
        <SectionHeading
          id="empresas-selo-title"
          title={T.title}
          subtitle={T.subtitle}
          action={
            <Link
              to="/empresas/diversidade"
              className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              {T.learnMore}
            </Link>
          }
        />
        {companies && shown.length === 0 ? (
          <p className="mt-10 max-w-2xl text-ink-muted">{T.empty}</p>
        ) : (
          <ul
            aria-busy={companies === null}
            className="mt-10 grid min-h-40 grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 lg:grid-cols-4"
          >
            {shown.map((company, index) => (
              <li
                key={company.id}
                data-testid="seal-company-card"
                className={cn(
                  'flex-col rounded-card border border-line bg-canvas p-4 shadow-card md:p-6',
                  visibility(index),
                )}
              >
                <SealCompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * One company, named by a link to its page, /empresas/{id} (for members: a visitor is asked to
 * sign in first). The website link shows only when there is a valid address. The description is
 * clamped in its own block, not on the stretched flex item: a line-clamp box taller than its
 * lines (flex-1) shows the text after the '…'.
 */
function SealCompanyCard({ company }: { company: SealCompany }) {
  const website = company.website_url && isWebUrl(company.website_url) ? company.website_url : null;
  return (
    <>
      <Avatar name={company.name} src={company.logo_url} shape="square" size="lg" decorative />
      <h3 className="mt-4 text-lg font-semibold text-ink">
        <Link
          to={`/empresas/${encodeURIComponent(company.id)}`}
          className="rounded-sm underline-offset-4 hover:text-primary-700 hover:underline"
        >
          {company.name}
        </Link>
      </h3>
      {company.industry ? (
        <p className="mt-1 text-sm font-medium text-secondary-700">{company.industry}</p>
      ) : null}
      <div className="mt-3 flex-1">
        <p className="line-clamp-4 text-sm text-ink-muted">{company.description}</p>
      </div>
      <p className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-accent-900">
        <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
        {T.badge}
      </p>
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {T.visitSite}
          <span className="sr-only">{T.visitSiteContext(company.name)}</span>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        </a>
      ) : null}
    </>
  );
}
