import { VACANCIES_COPY } from '@domain/copy/vacancies';
import type { VacancyDetail } from '@domain/schemas/vacancies';
import { formatLongDate } from '@web/lib/format-date';
import { Avatar } from '@web/ui/avatar';
import { TextLink } from '@web/ui/text-link';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { SealBadge } from '../shared/badges';
import { companyHref } from '../shared/links';

const T = VACANCIES_COPY.detail;

/** 'Sobre a empresa': logo, name (to /empresas/{id}), the seal and since when, industry, location, size, site. */
export function CompanyCard({ company }: { company: VacancyDetail['company'] }) {
  const headingId = useId();
  const sealSince = company.seal ? formatLongDate(company.seal.grantedAt) : '';
  const facts = [
    { term: T.industry, value: company.industry },
    { term: T.companyLocation, value: company.location },
    { term: T.size, value: company.size },
  ].filter((fact) => fact.value);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {T.company}
      </h2>
      <div className="flex items-start gap-3">
        <Avatar name={company.name} src={company.logoUrl} size="lg" shape="square" decorative />
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <TextLink to={companyHref(company.id)} className="break-words">
            {company.name}
          </TextLink>
          {company.seal ? (
            <>
              <SealBadge />
              {sealSince ? (
                // The seal's criteria are explained on /empresas/diversidade.
                <TextLink to="/empresas/diversidade" className="text-xs font-normal">
                  {T.sealSince(sealSince)}
                </TextLink>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {facts.length > 0 ? (
        <dl className="flex flex-col gap-2 text-sm">
          {facts.map((fact) => (
            <div key={fact.term} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-ink">{fact.term}:</dt>
              <dd className="break-words text-ink-muted">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {company.description ? (
        <p className="line-clamp-6 text-sm break-words whitespace-pre-line text-ink-muted">
          {company.description}
        </p>
      ) : null}
      {company.website ? (
        <a
          href={company.website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {T.website} <span className="sr-only">{VACANCIES_COPY.common.newTab}</span>
        </a>
      ) : null}
    </section>
  );
}
