import type { CompanyDetail } from '@domain/schemas/companies';
import { PlaceEvents } from '@web/features/events';
import { useHydrated } from '@web/lib/use-hydrated';
import { lazy, Suspense } from 'react';
import { CompanyFeed } from './company-feed';
import { CompanyHeader } from './company-header';
import { CompanySections } from './company-sections';
import { CompanyVacancies } from './company-vacancies';
import { FollowAction } from './follow-action';
import { ManageActions } from './manage-actions';
import { SealPanel } from './seal-panel';

// 'Denunciar' (issue 19) loads after the page's first render, and its dialog once pressed.
const ReportButton = lazy(async () => ({
  default: (await import('@web/features/moderation')).ReportButton,
}));

/**
 * /empresas/{id} once loaded: the header with her controls, then two columns from lg up — the
 * seal panel (platform administrators), 'Sobre a empresa', 'Informações', the open vacancies and
 * its next events; the company's posts beside them (below them on a phone, in the same order as read).
 * 'Denunciar' beside 'Seguir' for who is not its staff (the server refuses staff reporting it).
 */
export function CompanyDetailView({ company }: { company: CompanyDetail }) {
  const hydrated = useHydrated();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <CompanyHeader
        company={company}
        actions={
          <>
            <div className="flex flex-wrap items-center gap-3">
              <FollowAction company={company} />
              {hydrated && company.viewer.role === null ? (
                <Suspense fallback={null}>
                  <ReportButton item={{ type: 'company', id: company.id }} />
                </Suspense>
              ) : null}
            </div>
            <ManageActions company={company} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <SealPanel company={company} />
          <CompanySections company={company} />
          <CompanyVacancies company={company} />
          <PlaceEvents
            place={{ kind: 'company', id: company.id }}
            canCreate={company.viewer.canCreateEvents}
          />
        </div>
        <CompanyFeed company={company} />
      </div>
    </div>
  );
}
