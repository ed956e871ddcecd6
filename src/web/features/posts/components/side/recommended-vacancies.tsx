import { FEED_COPY } from '@domain/copy/feed';
import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MATCH_COPY } from '@domain/copy/vacancy-match';
import { MSG } from '@domain/messages';
import type { RecommendedVacancy } from '@domain/schemas/posts';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@web/ui/avatar';
import { AdjustPreferencesLink, MatchReasons } from '@web/ui/match-reasons';
import { InlineProblem } from '@web/ui/page-states';
import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { recommendedVacanciesQueryOptions } from '../../api';
import { boxLinkClasses, rowLinkClasses, SideBox, SideRowsSkeleton } from './side-box';

const T = FEED_COPY.vacancies;

function vacancyDetail(vacancy: RecommendedVacancy): string {
  return [vacancy.workModel, vacancy.location].filter(Boolean).join(' · ');
}

/**
 * 'Vagas Recomendadas' (SPEC §2): her exact matches, then, while there is room, the nearest real
 * vacancies (each missing a criterion she set) under 'Próximas do seu perfil'. Each says why (its reasons,
 * LGPD art. 20) and links to 'Ajustar preferências'. Without an active profile, an invitation to
 * create one; when nothing is open near her profile, says so. Never sample jobs.
 */
export function RecommendedVacancies() {
  const query = useQuery(recommendedVacanciesQueryOptions());
  return (
    <SideBox title={T.heading} icon={<Briefcase aria-hidden="true" className="size-5 text-primary-700" />}>
      {query.isPending ? (
        <SideRowsSkeleton rows={2} detailLines={2} />
      ) : query.isError ? (
        <InlineProblem text={MSG.vacancies.loadError} onRetry={() => void query.refetch()} />
      ) : !query.data.hasActivePreference ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-ink-muted">{MATCH_COPY.noPreference}</p>
          <Link to="/preferencias-vagas" className={boxLinkClasses}>
            {MATCH_COPY.createPreference}
          </Link>
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-ink-muted">{VACANCIES_COPY.list.noMatching}</p>
          <AdjustPreferencesLink className="self-start" />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <VacancyRows items={query.data.items.filter((vacancy) => vacancy.exact)} />
          {query.data.items.some((vacancy) => !vacancy.exact) ? (
            <div className="flex flex-col gap-2">
              <div>
                <h3 className="text-sm font-semibold text-ink">{MATCH_COPY.nearestTitle}</h3>
                {query.data.nearest ? (
                  <p className="text-sm text-ink-muted">{MATCH_COPY.nearestHint}</p>
                ) : null}
              </div>
              <VacancyRows items={query.data.items.filter((vacancy) => !vacancy.exact)} />
            </div>
          ) : null}
        </div>
      )}
      <Link to="/vagas" className={boxLinkClasses}>
        {T.seeAll}
      </Link>
    </SideBox>
  );
}

/** Each vacancy with why it is here and 'Ajustar preferências'. */
function VacancyRows({ items }: { items: readonly RecommendedVacancy[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((vacancy) => (
        <li key={vacancy.id} className="flex flex-col">
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
          <MatchReasons reasons={vacancy.matchReasons} className="px-2" />
          <AdjustPreferencesLink className="self-start" />
        </li>
      ))}
    </ul>
  );
}
