import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MATCH_COPY } from '@domain/copy/vacancy-match';
import { relativeTime } from '@domain/rules/relative-time';
import type { VacancyDetail } from '@domain/schemas/vacancies';
import { useHydrated } from '@web/lib/use-hydrated';
import { useNow } from '@web/lib/use-now';
import { Avatar } from '@web/ui/avatar';
import { TextLink } from '@web/ui/text-link';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { SealBadge, VacancyStatusBadge } from '../shared/badges';
import { companyHref, VACANCIES_PATH } from '../shared/links';
import { VacancyFacts } from '../shared/vacancy-facts';
import { ApplyPanel } from './apply-panel';
import { CompanyCard } from './company-card';

// 'Denunciar' (issue 19), for signed-in members only: loaded after the first render (a visitor's
// page carries no moderation code), and its dialog once pressed.
const ReportButton = lazy(async () => ({
  default: (await import('@web/features/moderation')).ReportButton,
}));

// 'Salvar' (issue 21), for signed-in members only, on demand like 'Denunciar'.
const SaveToggle = lazy(async () => ({ default: (await import('../saved/save-toggle')).SaveToggle }));

const T = VACANCIES_COPY.detail;

/**
 * /vagas/{id} once loaded: the header (company, title, facts, when it was posted, what she can
 * do), then 'Descrição', 'Requisitos' and 'Benefícios' beside 'Sobre a empresa' from lg up
 * (below them on a phone, in the order read). The texts are plain text, shown with their line
 * breaks; nothing in them is ever read as HTML. A signed-in member who is not its company's
 * staff may report it ('Denunciar', under what she can do; the server refuses its staff); any
 * signed-in member may save it ('Salvar').
 */
export function VacancyDetailView({ vacancy, onStale }: { vacancy: VacancyDetail; onStale: () => void }) {
  const now = useNow();
  const hydrated = useHydrated();
  const { company } = vacancy;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      {vacancy.viewer.signedIn ? (
        <TextLink to={VACANCIES_PATH} className="inline-flex items-center gap-1.5 self-start">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.backToList}
        </TextLink>
      ) : null}

      <div className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card md:p-8">
        <div className="flex items-center gap-3">
          <Avatar name={company.name} src={company.logoUrl} size="lg" shape="square" decorative />
          <div className="flex min-w-0 flex-col items-start gap-1">
            <TextLink to={companyHref(company.id)} className="break-words">
              {company.name}
            </TextLink>
            {company.seal ? <SealBadge /> : null}
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words text-ink md:text-4xl">
              {vacancy.title}
            </h1>
            {vacancy.isActive ? null : <VacancyStatusBadge isActive={false} />}
          </div>
          <VacancyFacts vacancy={vacancy} size="md" />
          {vacancy.role ? (
            <p className="text-sm text-ink-muted">
              <span className="font-semibold text-ink">{MATCH_COPY.reasons.role}: </span>
              {[vacancy.role.sectorName, vacancy.role.categoryName, vacancy.role.name].join(
                MATCH_COPY.roleSeparator,
              )}
            </p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {/* Rendered on the server a moment earlier: "há 1 hora" may have become "há 2 horas". */}
            <time dateTime={vacancy.createdAt} suppressHydrationWarning>
              {VACANCIES_COPY.common.postedAt(relativeTime(vacancy.createdAt, now))}
            </time>
          </p>
        </div>
        <ApplyPanel vacancy={vacancy} onStale={onStale} />
        {hydrated && (vacancy.viewer.canSave || (vacancy.viewer.signedIn && !vacancy.viewer.canManage)) ? (
          <div className="flex flex-wrap items-center gap-3 self-start">
            <Suspense fallback={null}>
              {vacancy.viewer.canSave ? <SaveToggle vacancy={vacancy} size="md" /> : null}
              {vacancy.viewer.signedIn && !vacancy.viewer.canManage ? (
                <ReportButton item={{ type: 'vacancy', id: vacancy.id }} />
              ) : null}
            </Suspense>
          </div>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <TextSection title={T.description} text={vacancy.description} />
          {vacancy.requirements ? <TextSection title={T.requirements} text={vacancy.requirements} /> : null}
          {vacancy.benefits ? <TextSection title={T.benefits} text={vacancy.benefits} /> : null}
        </div>
        <CompanyCard company={company} />
      </div>
    </div>
  );
}

/** One of the vacancy's texts under its <h2>, line breaks kept (plain text, never HTML). */
function TextSection({ title, text }: { title: string; text: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card md:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p className="break-words whitespace-pre-line text-ink">{text}</p>
    </section>
  );
}
