import { COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import { isWebUrl, normalizeLink } from '@domain/rules/links';
import type { CompanyDetail } from '@domain/schemas/companies';
import { InfoSection, Paragraphs } from '@web/ui/info-section';
import { ExternalLink, Info, ListChecks } from 'lucide-react';

const T = COMPANY_DETAIL_COPY.sections;

/**
 * 'Sobre a empresa' (the description and company_url) and 'Informações' (Porte = size, Fundação
 * = founded_year, Localização), as SPEC §2 lists them. A missing value reads 'Não informado', so
 * the three terms always line up.
 */
export function CompanySections({ company }: { company: CompanyDetail }) {
  const companyUrl =
    company.companyUrl && isWebUrl(company.companyUrl) ? normalizeLink(company.companyUrl) : null;
  const facts = [
    { term: T.size, value: company.size },
    { term: T.founded, value: company.foundedYear === null ? null : String(company.foundedYear) },
    { term: T.location, value: company.location },
  ];

  return (
    <>
      <InfoSection title={T.about} icon={<Info aria-hidden="true" className="size-5 text-primary-600" />}>
        <Paragraphs text={company.description} />
        {companyUrl ? (
          <a
            href={companyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
          >
            {T.companyUrl}
            <span className="sr-only"> {COMPANY_DETAIL_COPY.header.newTab}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </InfoSection>
      <InfoSection
        title={T.info}
        icon={<ListChecks aria-hidden="true" className="size-5 text-primary-600" />}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {facts.map(({ term, value }) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className={value ? 'break-words text-ink' : 'text-ink-muted'}>{value || T.notInformed}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
    </>
  );
}
