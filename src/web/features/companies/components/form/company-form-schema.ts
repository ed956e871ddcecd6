import type { CompanyIndustry } from '@domain/enums';
import { type CompanyDetail, companyInputSchema } from '@domain/schemas/companies';
import { z } from 'zod';

/**
 * What the form holds: plain strings for every control (react-hook-form's natural values; the
 * founded year as the number control gives it, '' when empty) and '' for "no industry chosen".
 */
export interface CompanyFormValues {
  name: string;
  description: string;
  industry: CompanyIndustry | '';
  website: string;
  companyUrl: string;
  location: string;
  size: string;
  foundedYear: string;
}

export type CompanyFormOutput = z.output<typeof companyInputSchema>;

/**
 * The shared companyInputSchema (the server parses the same): trimming, empty → null, https://
 * prefixed links, the founded year between 1800 and the current year, the spec's messages. The
 * select's empty choice is the schema's "no industry" (null) first, since '' is no industry name.
 */
export const companyFormSchema = z.preprocess(
  (values: CompanyFormValues) => ({ ...values, industry: values.industry || null }),
  companyInputSchema,
);

/** The API's field names are the form's own. */
export const COMPANY_FORM_FIELDS = [
  'name',
  'description',
  'industry',
  'website',
  'companyUrl',
  'location',
  'size',
  'foundedYear',
] as const satisfies readonly (keyof CompanyFormValues)[];

export function emptyCompanyForm(): CompanyFormValues {
  return {
    name: '',
    description: '',
    industry: '',
    website: '',
    companyUrl: '',
    location: '',
    size: '',
    foundedYear: '',
  };
}

export function companyFormValuesOf(company: CompanyDetail): CompanyFormValues {
  return {
    name: company.name,
    description: company.description,
    industry: company.industry ?? '',
    website: company.website ?? '',
    companyUrl: company.companyUrl ?? '',
    location: company.location ?? '',
    size: company.size ?? '',
    foundedYear: company.foundedYear === null ? '' : String(company.foundedYear),
  };
}
