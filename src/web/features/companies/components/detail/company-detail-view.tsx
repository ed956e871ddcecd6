import type { CompanyDetail } from '@domain/schemas/companies';
import { CompanyFeed } from './company-feed';
import { CompanyHeader } from './company-header';
import { CompanySections } from './company-sections';
import { CompanyVacancies } from './company-vacancies';
import { FollowAction } from './follow-action';
import { ManageActions } from './manage-actions';
import { SealPanel } from './seal-panel';

/**
 * /empresas/{id} once loaded: the header with her controls, then two columns from lg up — the
 * seal panel (platform administrators), 'Sobre a empresa', 'Informações' and the open vacancies;
 * the company's posts beside them (below them on a phone, in the same order as read).
 */
export function CompanyDetailView({ company }: { company: CompanyDetail }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <CompanyHeader
        company={company}
        actions={
          <>
            <div className="flex flex-wrap items-center gap-3">
              <FollowAction company={company} />
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
        </div>
        <CompanyFeed company={company} />
      </div>
    </div>
  );
}
