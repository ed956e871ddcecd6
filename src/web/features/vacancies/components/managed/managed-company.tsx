import { SHELL_COPY } from '@domain/copy/shell';
import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { formatAverage } from '@domain/rules/vacancies';
import type { ManagedCompanyVacancies } from '@domain/schemas/vacancies';
import { Avatar } from '@web/ui/avatar';
import { ButtonLink } from '@web/ui/button';
import { TextLink } from '@web/ui/text-link';
import { Plus } from 'lucide-react';
import { companyHref, createVacancyForHref } from '../shared/links';
import { companyHeadingId, ManagedVacancyRow } from './managed-vacancy-row';

const T = VACANCIES_COPY.managed;

/**
 * One company of 'Minhas Vagas' (SPEC §2): logo, name, her role, the active and total counts and
 * the average applications per vacancy (one decimal, pt-BR), then its vacancies newest first.
 */
export function ManagedCompany({ block }: { block: ManagedCompanyVacancies }) {
  const { company, vacancies } = block;
  const headingId = companyHeadingId(company.id);
  const stats = [
    { term: T.activeCount, value: block.activeCount.toLocaleString('pt-BR') },
    { term: T.totalCount, value: block.totalCount.toLocaleString('pt-BR') },
    { term: T.average, value: formatAverage(block.averageApplications) },
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card md:p-6"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex items-start gap-4">
          <Avatar name={company.name} src={company.logoUrl} size="lg" shape="square" decorative />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={headingId} tabIndex={-1} className="text-xl font-bold break-words text-ink">
              {company.name}
            </h2>
            <p className="text-sm text-ink-muted">{T.yourRole(SHELL_COPY.business.roles[company.role])}</p>
            <TextLink to={companyHref(company.id)} className="self-start text-sm">
              {T.viewCompany}
            </TextLink>
          </div>
        </div>
        <ButtonLink to={createVacancyForHref(company.id)} variant="outline" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          {T.newVacancy}
          {/* The page has its own 'Nova Vaga': this one is told apart by the company it preselects. */}
          <span className="sr-only">: {company.name}</span>
        </ButtonLink>
      </div>

      <dl aria-label={T.stats} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.term} className="flex flex-col gap-0.5 rounded-control bg-primary-50 p-3">
            <dt className="text-sm text-primary-900">{stat.term}</dt>
            <dd className="text-2xl font-bold text-primary-800">{stat.value}</dd>
          </div>
        ))}
      </dl>

      {vacancies.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-control border border-dashed border-line-strong p-4">
          <p className="text-ink-muted">{T.noVacancies}</p>
          <ButtonLink to={createVacancyForHref(company.id)} size="sm">
            <Plus aria-hidden="true" className="size-4" />
            {T.publishFirst}
          </ButtonLink>
        </div>
      ) : (
        <ul aria-label={T.vacanciesLabel(company.name)} className="flex flex-col divide-y divide-line">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id} className="py-4 first:pt-0 last:pb-0">
              <ManagedVacancyRow vacancy={vacancy} companyId={company.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
