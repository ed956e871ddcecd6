import type { EmploymentType } from '../enums.js';
import { parseSalaryRange } from './vacancy-match.js';

// A vacancy as schema.org JobPosting structured data: what search engines read to list it in
// their job results. Pure: the server reads the vacancy and writes the result into the page
// (vacancies/vacancy-head.ts) as JSON-LD.

/** What the mapping reads of the vacancy and its company. */
export type JobPostingSource = {
  title: string;
  description: string;
  createdAt: Date;
  /** When applications close; the platform has no closing date today (null: omitted). */
  validThrough?: Date | null;
  state: string | null;
  city: string | null;
  workModel: string | null;
  employmentType: string | null;
  salaryRange: string | null;
  howToReceive: string;
  company: {
    name: string;
    /** Absolute URL of its website, when known. */
    website: string | null;
    /** Absolute URL of its logo, when known. */
    logoUrl: string | null;
  };
};

/** SPEC §3 employment types as schema.org's employmentType values. */
const SCHEMA_EMPLOYMENT_TYPES: Readonly<Record<EmploymentType, string>> = {
  CLT: 'FULL_TIME',
  PJ: 'CONTRACTOR',
  estagio: 'INTERN',
  temporario: 'TEMPORARY',
  freelancer: 'CONTRACTOR',
};

/** The vacancy's work model that means anywhere (WORK_MODELS). */
const REMOTE = 'Remoto';

/** Text for a JSON-LD value: trimmed, with the controls other than line breaks removed. */
function plain(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

/** The JobPosting object (JSON-LD, with its @context). */
export function jobPosting(vacancy: JobPostingSource): Record<string, unknown> {
  const employmentType = Object.hasOwn(SCHEMA_EMPLOYMENT_TYPES, vacancy.employmentType ?? '')
    ? SCHEMA_EMPLOYMENT_TYPES[vacancy.employmentType as EmploymentType]
    : undefined;
  const remote = vacancy.workModel === REMOTE;
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    name: plain(vacancy.company.name),
  };
  if (vacancy.company.website) organization.sameAs = vacancy.company.website;
  if (vacancy.company.logoUrl) organization.logo = vacancy.company.logoUrl;

  const address: Record<string, unknown> = { '@type': 'PostalAddress' };
  if (vacancy.city) address.addressLocality = plain(vacancy.city);
  if (vacancy.state) address.addressRegion = vacancy.state;
  address.addressCountry = 'BR';

  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: plain(vacancy.title),
    description: plain(vacancy.description),
    datePosted: vacancy.createdAt.toISOString(),
    ...(vacancy.validThrough ? { validThrough: vacancy.validThrough.toISOString() } : {}),
    hiringOrganization: organization,
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Brasil' },
        }
      : { jobLocation: { '@type': 'Place', address } }),
    ...(employmentType ? { employmentType } : {}),
    // Only a range read as monthly reais: 'A combinar' or an hourly rate says nothing to compare.
    ...(baseSalary(vacancy.salaryRange) ?? {}),
    directApply: vacancy.howToReceive === 'internal',
  };
}

/** `baseSalary` when the range parses ('R$ 5.000 - R$ 8.000', 'até R$ 4.000', 'a partir de 3 mil'). */
function baseSalary(text: string | null): { baseSalary: Record<string, unknown> } | null {
  const salary = parseSalaryRange(text);
  if (!salary) return null;
  const value: Record<string, unknown> = { '@type': 'QuantitativeValue' };
  if (salary.min > 0) value.minValue = salary.min;
  if (Number.isFinite(salary.max)) value.maxValue = salary.max;
  if (!('minValue' in value) && !('maxValue' in value)) return null;
  value.unitText = 'MONTH';
  return { baseSalary: { '@type': 'MonetaryAmount', currency: 'BRL', value } };
}
