import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import type { RecommendedVacancy } from '@domain/schemas/posts';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@web/ui/avatar';
import { InlineProblem } from '@web/ui/page-states';
import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { recommendedVacanciesQueryOptions } from '../../api';
import { boxLinkClasses, rowLinkClasses, SampleBadge, SideBox, SideRowsSkeleton } from './side-box';

const T = FEED_COPY.vacancies;

function vacancyDetail(vacancy: RecommendedVacancy): string {
  return [vacancy.workModel, vacancy.location].filter(Boolean).join(' · ');
}

/**
 * 'Vagas Recomendadas' (SPEC §2): vacancies matching her active job preferences. Only when the
 * server has none, two sample jobs take their place, tagged 'Exemplo' and leading to /vagas,
 * with a way to set up her preferences.
 */
export function RecommendedVacancies() {
  const query = useQuery(recommendedVacanciesQueryOptions());
  return (
    <SideBox title={T.heading} icon={<Briefcase aria-hidden="true" className="size-5 text-primary-700" />}>
      {query.isPending ? (
        <SideRowsSkeleton rows={2} detailLines={2} />
      ) : query.isError ? (
        <InlineProblem text={MSG.vacancies.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {query.data.map((vacancy) => (
            <li key={vacancy.id}>
              <Link to={`/vagas/${encodeURIComponent(vacancy.id)}`} className={rowLinkClasses}>
                <Avatar
                  name={vacancy.companyName}
                  src={vacancy.companyLogoUrl}
                  size="md"
                  shape="square"
                  decorative
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{vacancy.title}</span>
                  <span className="block text-sm break-words text-ink-muted">{vacancy.companyName}</span>
                  {vacancyDetail(vacancy) ? (
                    <span className="block text-sm break-words text-ink-muted">{vacancyDetail(vacancy)}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <SampleVacancies />
      )}
      <Link to="/vagas" className={boxLinkClasses}>
        {T.seeAll}
      </Link>
    </SideBox>
  );
}

function SampleVacancies() {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">{T.sampleNote}</p>
      <ul className="flex flex-col gap-1" data-testid="sample-vacancies">
        {T.samples.map((sample) => (
          <li key={sample.title}>
            <Link to="/vagas" className={rowLinkClasses}>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-ink">{sample.title}</span>
                  <SampleBadge>{T.sampleBadge}</SampleBadge>
                </span>
                <span className="block text-sm break-words text-ink-muted">{sample.company}</span>
                <span className="block text-sm break-words text-ink-muted">{sample.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/preferencias-vagas" className={boxLinkClasses}>
        {T.setPreferences}
      </Link>
    </div>
  );
}
