import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { COPY } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ListHeader } from '@web/ui/list-header';
import { MyApplications } from '../components/list/my-applications';
import { MyProfiles } from '../components/list/my-profiles';
import { useVacancyParams } from '../components/list/use-vacancy-params';
import { VacancyFilters } from '../components/list/vacancy-filters';
import { VacancyList } from '../components/list/vacancy-list';

const T = VACANCIES_COPY.list;

/**
 * /vagas (SPEC §2 "jobs and job-profile page"): the active vacancies, filterable by work model,
 * contract type, state and text (all in the address), the ones matching her active preference
 * profile first; beside them (below on a phone) her job preference profiles and her
 * applications with their status.
 */
export function VacanciesPage() {
  usePageTitle(COPY.pages.vacancies);
  const params = useVacancyParams();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader title={COPY.pages.vacancies} lead={T.lead} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <VacancyFilters params={params} />
          <VacancyList filter={params.filter} filtered={params.filtered} />
        </div>
        <div className="flex flex-col gap-6">
          <MyProfiles />
          <MyApplications />
        </div>
      </div>
    </div>
  );
}
