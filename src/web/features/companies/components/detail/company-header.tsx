import { COMPANIES_COPY, COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import { isWebUrl, normalizeLink } from '@domain/rules/links';
import type { CompanyDetail } from '@domain/schemas/companies';
import { formatLongDate } from '@web/lib/format-date';
import { firstLetterOf } from '@web/lib/initials';
import { BannerHeader } from '@web/ui/banner-header';
import { Building2, Globe, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { SealBadge } from '../seal-badge';

const T = COMPANY_DETAIL_COPY.header;

export const COMPANY_TITLE_ID = 'company-name';

interface CompanyHeaderProps {
  company: CompanyDetail;
  /** The follow control, and the staff's Editar / Excluir. */
  actions?: ReactNode;
}

/**
 * Banner (or the brand's light placeholder), logo (or the first letter of the name), the name as
 * the page's <h1> (white over a dark banner), industry, 'N seguidores • N trabalha aqui', the
 * seal, location and website (SPEC §2 "Companies", detail).
 */
export function CompanyHeader({ company, actions }: CompanyHeaderProps) {
  const { name, industry, bannerUrl, logoUrl, viewer, seal } = company;
  const sealDate = seal ? formatLongDate(seal.grantedAt) : '';
  return (
    <BannerHeader
      titleId={COMPANY_TITLE_ID}
      title={name}
      eyebrow={industry}
      bannerUrl={bannerUrl}
      bannerLuminance={company.bannerLuminance}
      logoUrl={logoUrl}
      logoLetters={firstLetterOf(name)}
      placeholderIcon={Building2}
      testIdPrefix="company"
    >
      <p className="text-ink-muted">
        <span className="font-semibold text-ink">
          {COMPANIES_COPY.counts.followers(viewer.followerCount)}
        </span>{' '}
        <span aria-hidden="true">•</span>{' '}
        <span className="font-semibold text-ink">
          {COMPANIES_COPY.counts.employees(company.employeeCount)}
        </span>
      </p>
      {seal ? <SealBadge date={sealDate} /> : null}
      <Details company={company} />
      {actions}
    </BannerHeader>
  );
}

function Details({ company }: { company: CompanyDetail }) {
  const website = company.website && isWebUrl(company.website) ? normalizeLink(company.website) : null;
  if (!company.location && !website) return null;
  return (
    <ul aria-label={T.details} className="flex flex-col gap-2 md:flex-row md:flex-wrap md:gap-x-6">
      {company.location ? (
        <li className="flex items-center gap-1.5 text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {company.location}
        </li>
      ) : null}
      {website ? (
        <li>
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
          >
            <Globe aria-hidden="true" className="size-4" />
            {T.website}
            <span className="sr-only"> {T.newTab}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
