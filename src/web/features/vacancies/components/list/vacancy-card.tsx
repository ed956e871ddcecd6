import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { SAVED_VACANCIES_COPY } from '@domain/copy/vacancy-alerts';
import { relativeTime } from '@domain/rules/relative-time';
import type { MatchedVacancyCard, VacancyCard as VacancyCardData } from '@domain/schemas/vacancies';
import { Avatar } from '@web/ui/avatar';
import { AdjustPreferencesLink, MatchReasons } from '@web/ui/match-reasons';
import { CircleCheck, CircleSlash, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { SaveToggle } from '../saved/save-toggle';
import { SealIcon } from '../shared/badges';
import { vacancyHref } from '../shared/links';
import { VacancyFacts } from '../shared/vacancy-facts';

const C = VACANCIES_COPY.common;

/**
 * One vacancy in a list: title (the link to /vagas/{id}, stretched over the whole card so the card
 * is one target read by its title), company with the seal icon, facts, how long ago it was
 * posted, and 'Candidatura enviada' when she has applied; 'Combina com você' in the matching list; its reasons and 'Ajustar preferências' when recommended;
 * 'Encerrada' when it takes no more applications (her 'Salvas'); 'Salvar' when asked.
 */
export function VacancyCard({
  vacancy,
  now,
  matching = false,
  saveToggle = false,
}: {
  /** With `matchReasons`: a recommendation, which says why and links to her preferences. */
  vacancy: VacancyCardData | MatchedVacancyCard;
  now: Date;
  matching?: boolean;
  /** 'Salvar' / 'Salva' (signed-in lists). */
  saveToggle?: boolean;
}) {
  return (
    <article className="relative flex w-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <div className="flex items-start gap-3">
        <Avatar name={vacancy.companyName} src={vacancy.companyLogoUrl} size="md" shape="square" decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="text-lg font-semibold break-words text-ink">
            <Link
              to={vacancyHref(vacancy.id)}
              className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary-700 hover:underline hover:underline-offset-4"
            >
              {vacancy.title}
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-1.5 text-sm font-semibold text-secondary-700">
            <span className="break-words">{vacancy.companyName}</span>
            {vacancy.companySealed ? <SealIcon /> : null}
          </p>
        </div>
      </div>
      <VacancyFacts vacancy={vacancy} />
      {'matchReasons' in vacancy ? (
        <div className="flex flex-col items-start gap-0.5">
          <MatchReasons reasons={vacancy.matchReasons} />
          <AdjustPreferencesLink />
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 text-sm">
        <time dateTime={vacancy.createdAt} className="text-ink-muted">
          {C.postedAt(relativeTime(vacancy.createdAt, now))}
        </time>
        {matching ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-200 px-2.5 py-0.5 text-xs font-semibold text-accent-900">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {VACANCIES_COPY.list.matchBadge}
          </span>
        ) : null}
        {vacancy.myApplicationStatus ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {C.applied}
          </span>
        ) : null}
        {vacancy.isActive ? null : (
          <span className="inline-flex items-center gap-1 rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-semibold text-neutral-700">
            <CircleSlash aria-hidden="true" className="size-3.5" />
            {SAVED_VACANCIES_COPY.closed}
          </span>
        )}
        {saveToggle ? <SaveToggle vacancy={vacancy} className="ml-auto" /> : null}
      </div>
    </article>
  );
}
