import { COMPANIES_COPY } from '@domain/copy/companies';
import type { MyCompany } from '@domain/schemas/companies';
import { ButtonLink } from '@web/ui/button';
import { Pencil, UserRoundCog } from 'lucide-react';
import { editCompanyHref } from '../../api';
import { CompanyCardHeader } from '../company-card-header';
import { SealBadge } from '../seal-badge';

const T = COMPANIES_COPY.mine;

/**
 * One of her companies: logo (or the first letter of its name), name (the link to /empresas/{id},
 * stretched over the whole card so the card is one target read by its name), industry, her role,
 * the seal, the follower count and the start of the description; 'Editar' when her role may edit
 * (COMPANY_PERMISSIONS, the rule the server applies).
 */
export function CompanyCard({ company }: { company: MyCompany }) {
  const { id, name, industry, logoUrl, role, seal, description, followerCount, viewer } = company;
  return (
    <article className="relative flex w-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <CompanyCardHeader id={id} name={name} industry={industry} logoUrl={logoUrl}>
        <p className="text-sm text-ink-muted">{COMPANIES_COPY.counts.followers(followerCount)}</p>
      </CompanyCardHeader>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full border border-primary-200 bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
          <UserRoundCog aria-hidden="true" className="size-3.5" />
          {T.role(COMPANIES_COPY.roles[role])}
        </span>
        {seal ? <SealBadge /> : null}
      </div>
      <p className="line-clamp-3 text-ink-muted">{description}</p>
      {viewer.canEdit ? (
        <div className="relative z-10 mt-auto flex flex-wrap gap-2">
          <ButtonLink
            to={editCompanyHref(id)}
            state={{ from: '/minhas-empresas' }}
            variant="outline"
            size="sm"
            aria-label={T.editLabel(name)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {T.edit}
          </ButtonLink>
        </div>
      ) : null}
    </article>
  );
}
