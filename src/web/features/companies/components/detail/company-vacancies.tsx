import { COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import { employmentTypeLabel } from '@domain/rules/vacancies';
import type { CompanyDetail } from '@domain/schemas/companies';
import type { VacancyCard } from '@domain/schemas/vacancies';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@web/ui/button';
import { InfoSection } from '@web/ui/info-section';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { Briefcase, MapPin, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { companyVacanciesQueryOptions } from '../../api';

const T = COMPANY_DETAIL_COPY.vacancies;

export const NEW_VACANCY_PATH = '/empresas/anunciar-vaga';

/**
 * The company's active vacancies (GET /api/companies/{id}/vacancies), each a link to /vagas/{id}
 * with where, how and the contract type (SPEC §9 labels). Staff who manage vacancies
 * (viewer.canManageVacancies) also get 'Nova vaga'.
 */
export function CompanyVacancies({ company }: { company: CompanyDetail }) {
  const query = useQuery(companyVacanciesQueryOptions(company.id));

  return (
    <InfoSection
      title={T.heading}
      icon={<Briefcase aria-hidden="true" className="size-5 text-primary-600" />}
    >
      {query.isPending ? (
        <InlineLoading label={T.loading} />
      ) : query.isError ? (
        <InlineProblem text={MSG.vacancies.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-ink-muted">{T.empty}</p>
      ) : (
        <ul aria-label={T.heading} className="flex flex-col divide-y divide-line">
          {query.data.map((vacancy) => (
            <VacancyItem key={vacancy.id} vacancy={vacancy} />
          ))}
        </ul>
      )}
      {company.viewer.canManageVacancies ? (
        <ButtonLink
          to={NEW_VACANCY_PATH}
          state={{ from: `/empresas/${encodeURIComponent(company.id)}`, companyId: company.id }}
          variant="outline"
          size="sm"
          className="self-start"
        >
          <Plus aria-hidden="true" className="size-4" />
          {T.create}
        </ButtonLink>
      ) : null}
    </InfoSection>
  );
}

function VacancyItem({ vacancy }: { vacancy: VacancyCard }) {
  const facts = [vacancy.workModel, employmentTypeLabel(vacancy.employmentType), vacancy.salaryRange].filter(
    (fact): fact is string => Boolean(fact),
  );
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <Link
        to={`/vagas/${encodeURIComponent(vacancy.id)}`}
        className="w-fit rounded-sm font-semibold break-words text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline"
      >
        {vacancy.title}
      </Link>
      {vacancy.location ? (
        <p className="flex items-center gap-1.5 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {vacancy.location}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">{facts.join(' · ')}</p>
    </li>
  );
}
