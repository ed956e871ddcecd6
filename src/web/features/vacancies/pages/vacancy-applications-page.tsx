import { APPLICATION_STATUS_LABELS, VACANCIES_COPY } from '@domain/copy/vacancies';
import { VACANCY_APPLICATIONS_COPY } from '@domain/copy/vacancy-applications';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@domain/enums';
import type { Applicant, ApplicationPage, VacancyCard } from '@domain/schemas/vacancies';
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { focusWhenReady } from '@web/lib/focus';
import { toast } from '@web/lib/toast';
import { usePageTitle } from '@web/lib/use-page-title';
import { Avatar } from '@web/ui/avatar';
import { ButtonLink } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { LoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { Select } from '@web/ui/select';
import { ArrowLeft, Lock, Pencil, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { applicationsInfiniteQueryOptions, type MovableStatus, useMoveApplication } from '../api';
import { ApplicantItem, applicantDomId } from '../components/applications/applicant-item';
import { VacancyStatusBadge } from '../components/shared/badges';
import { editVacancyHref, MANAGED_PATH, VACANCIES_PATH, vacancyHref } from '../components/shared/links';
import { VacancyFacts } from '../components/shared/vacancy-facts';

const T = VACANCY_APPLICATIONS_COPY;
const C = VACANCIES_COPY.common;

/** Refusals whose message explains themselves (a move not allowed, no permission, gone). */
const EXPLAINED_STATUSES = new Set([403, 404, 409, 422]);

/**
 * /vagas/{id}/candidaturas, for the company's staff: the vacancy's summary and who applied
 * (oldest first, 'Carregar mais' for the next keyset page), each with her status and the moves
 * allowed from it. 403 → 'Acesso restrito'; 404 → 'Vaga não encontrada.'.
 */
export function VacancyApplicationsPage() {
  const { id = '' } = useParams();
  const [filter, setFilter] = useState<ApplicationStatus | null>(null);
  const query = useInfiniteQuery(applicationsInfiniteQueryOptions(id, filter));
  const status = isApiError(query.error) ? query.error.status : null;
  const forbidden = !query.data && status === 403;
  const notFound = !query.data && (status === 404 || status === 400);
  const vacancy = query.data?.pages[0]?.vacancy;
  usePageTitle(
    vacancy ? `${T.title}: ${vacancy.title}` : forbidden ? T.forbiddenTitle : notFound ? C.notFound : T.title,
  );

  if (forbidden) {
    return (
      <PageProblem
        kind="forbidden"
        icon={Lock}
        title={T.forbiddenTitle}
        text={T.forbiddenText}
        actions={<ButtonLink to={vacancyHref(id)}>{T.viewVacancy}</ButtonLink>}
      />
    );
  }
  if (notFound) {
    return (
      <PageNotFound
        title={C.notFound}
        text={C.notFoundHint}
        actions={<ButtonLink to={VACANCIES_PATH}>{C.seeVacancies}</ButtonLink>}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <ButtonLink to={MANAGED_PATH} variant="ghost" size="sm" className="self-start">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToManaged}
      </ButtonLink>
      <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{T.title}</h1>
      {query.isPending ? (
        <PageLoading height="section" label={T.loading} />
      ) : !query.data && !filter ? (
        <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {vacancy ? <VacancySummary vacancy={vacancy} /> : null}
          <Applicants vacancyId={id} query={query} filter={filter} onFilterChange={setFilter} />
        </>
      )}
    </div>
  );
}

function VacancySummary({ vacancy }: { vacancy: VacancyCard }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex items-center gap-3">
        <Avatar name={vacancy.companyName} src={vacancy.companyLogoUrl} size="md" shape="square" decorative />
        <p className="font-semibold break-words text-ink-muted">{vacancy.companyName}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-bold break-words text-ink">
          <span className="sr-only">{T.summary}:</span>{' '}
          <Link
            to={vacancyHref(vacancy.id)}
            className="rounded-sm hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {vacancy.title}
          </Link>
        </h2>
        <VacancyStatusBadge isActive={vacancy.isActive} />
      </div>
      <VacancyFacts vacancy={vacancy} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 font-semibold text-ink">
          <Users aria-hidden="true" className="size-4" />
          {C.applications(vacancy.applicationCount)}
        </p>
        <ButtonLink to={editVacancyHref(vacancy.id)} variant="outline" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          {T.editVacancy}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * Who applied, with the moves allowed for each. The server's answer replaces the applicant in
 * place; the outcome is announced, and focus goes to her name (the pressed button may be gone).
 */
function Applicants({
  vacancyId,
  query,
  filter,
  onFilterChange,
}: {
  vacancyId: string;
  query: UseInfiniteQueryResult<InfiniteData<ApplicationPage>>;
  /** The status the list is filtered by ('Filtrar por etapa'); null for all. */
  filter: ApplicationStatus | null;
  onFilterChange: (status: ApplicationStatus | null) => void;
}) {
  const headingId = useId();
  const move = useMoveApplication(vacancyId);
  const [moving, setMoving] = useState<{ id: string; to: MovableStatus } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const onMove = (applicant: Applicant, to: MovableStatus) => {
    if (moving) return;
    setMoving({ id: applicant.id, to });
    setAnnouncement('');
    move.mutate(
      { applicationId: applicant.id, status: to },
      {
        onSuccess: (updated) => {
          setAnnouncement(T.moved(updated.fullName, APPLICATION_STATUS_LABELS[updated.status]));
          focusWhenReady(() => document.getElementById(applicantDomId(updated.id)));
        },
        onError: (error) =>
          toast.error(
            isApiError(error) && EXPLAINED_STATUSES.has(error.status) ? error.message : T.moveError,
          ),
        onSettled: () => setMoving(null),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {T.listLabel}
        </h2>
        <div className="w-full sm:w-64">
          <FormField label={T.filterLabel}>
            {(c) => (
              <Select
                {...c}
                name="status"
                value={filter ?? ''}
                onChange={(event) => onFilterChange((event.target.value || null) as ApplicationStatus | null)}
                options={[
                  { value: '', label: T.filterAll },
                  ...APPLICATION_STATUSES.map((status) => ({
                    value: status,
                    label: APPLICATION_STATUS_LABELS[status],
                  })),
                ]}
              />
            )}
          </FormField>
        </div>
      </div>
      {query.isPending ? (
        <PageLoading height="section" label={T.loading} />
      ) : !query.data ? (
        <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        filter ? (
          <ListMessage text={T.filteredEmpty} icon={Users} />
        ) : (
          <ListMessage text={T.empty} hint={T.emptyHint} icon={Users} />
        )
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-4">
          {items.map((applicant) => (
            <li key={applicant.id} className="rounded-card border border-line bg-surface p-5 shadow-card">
              <ApplicantItem
                applicant={applicant}
                vacancyId={vacancyId}
                busy={moving?.id === applicant.id ? moving.to : null}
                disabled={moving !== null}
                onMove={onMove}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          label={C.loadMore}
          loadingLabel={C.loadingMore}
          errorText={T.loadMoreError}
        />
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
