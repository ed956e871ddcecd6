import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { SAVED_VACANCIES_COPY as S } from '@domain/copy/vacancy-alerts';
import { COPY } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ListHeader } from '@web/ui/list-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { useSearchParams } from 'react-router';
import { MyApplications } from '../components/list/my-applications';
import { MyProfiles } from '../components/list/my-profiles';
import { useVacancyParams } from '../components/list/use-vacancy-params';
import { VacancyFilters } from '../components/list/vacancy-filters';
import { VacancyList } from '../components/list/vacancy-list';
import { JobAlertSetting } from '../components/saved/job-alert-setting';
import { SavedList } from '../components/saved/saved-list';

const T = VACANCIES_COPY.list;

/** The address's tab parameter: `?lista=salvas` is 'Salvas', anything else every vacancy. */
export const LIST_PARAM = 'lista';
const SAVED_TAB = 'salvas';
const ALL_TAB = 'todas';

/**
 * /vagas (SPEC §2 "jobs and job-profile page"): two tabs, kept in the address. 'Todas as vagas':
 * the active vacancies, filterable by work model, contract type, state and text (all in the
 * address), the ones matching her active preference profile first. 'Salvas': the ones she saved.
 * Beside them (below on a phone) her job preference profiles, her job alert and her
 * applications with their status.
 */
export function VacanciesPage() {
  usePageTitle(COPY.pages.vacancies);
  const params = useVacancyParams();
  const [search, setSearch] = useSearchParams();
  const tab = search.get(LIST_PARAM) === SAVED_TAB ? SAVED_TAB : ALL_TAB;
  const setTab = (value: string) =>
    setSearch(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (value === SAVED_TAB) updated.set(LIST_PARAM, SAVED_TAB);
        else updated.delete(LIST_PARAM);
        return updated;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader title={COPY.pages.vacancies} lead={T.lead} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <Tabs value={tab} onValueChange={setTab} className="flex flex-col">
          <TabsList aria-label={S.tabs} className="md:grid-cols-2">
            <TabsTrigger value={ALL_TAB}>{S.tabAll}</TabsTrigger>
            <TabsTrigger value={SAVED_TAB}>{S.tabSaved}</TabsTrigger>
          </TabsList>
          <TabsContent value={ALL_TAB}>
            <VacancyFilters params={params} />
            <VacancyList filter={params.filter} filtered={params.filtered} />
          </TabsContent>
          <TabsContent value={SAVED_TAB}>
            <SavedList />
          </TabsContent>
        </Tabs>
        <div className="flex flex-col gap-6">
          <MyProfiles />
          <JobAlertSetting />
          <MyApplications />
        </div>
      </div>
    </div>
  );
}
