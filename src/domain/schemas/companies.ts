import { z } from 'zod';
import { COMPANY_INDUSTRIES, COMPANY_ROLES } from '../enums.js';
import { FOUNDED_YEAR_MIN, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.js';
import { MSG } from '../messages.js';
import { COMPANY_POLICY } from '../rules/permissions/company.js';
import { optionalLink, optionalText, requiredText } from './fields.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * Companies (issue 8). Routes (JSON unless noted; {id} is a uuid). Who may do what is
 * rules/permissions/company.ts (COMPANY_PERMISSIONS); "staff" = any company_admins row (admin or editor).
 *   GET    /api/companies?q&industry&uf&sealed&cursor&limit   the directory (/empresas): active
 *                                              companies by name → companyPageSchema (issue 22)
 *   GET    /api/companies/mine                 the active companies she is staff of → myCompanySchema[]
 *   POST   /api/companies                      companyInputSchema → 201 companyDetailSchema
 *                                              (the company + her admin row, one transaction)
 *   GET    /api/companies/sealed?limit         PUBLIC: sealed active companies, newest seal first
 *                                              → sealedCompanySchema[] (home page carousel)
 *   GET    /api/companies/{id}                 companyDetailSchema (404 unknown/inactive)
 *   PUT    /api/companies/{id}                 edit → companyDetailSchema
 *   DELETE /api/companies/{id}                 delete (admin) → 204; its posts, vacancies,
 *                                              applications, staff, follows and images go too
 *   POST   /api/companies/{id}/logo | /banner  multipart image (edit) → companyDetailSchema
 *   PUT    /api/companies/{id}/follow | DELETE …/follow → companyViewerSchema
 *   GET    /api/companies/{id}/members         staff → accessMemberSchema[] ('Participantes atuais')
 *   …/access/candidates and …/invitations   grant (admin): schemas/invitations.ts (issue 13)
 *   PUT    /api/companies/{id}/seal            platform administrator, sealGrantSchema → companyDetailSchema
 *   DELETE /api/companies/{id}/seal            platform administrator: revoke → companyDetailSchema
 */

/** SPEC §5: an integer between 1800 and the current year (the bound moves, so it is read now). */
export const foundedYearSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const year = typeof v === 'number' ? v : Number(v.trim());
    const max = new Date().getFullYear();
    if (!Number.isInteger(year) || year < FOUNDED_YEAR_MIN || year > max) {
      ctx.addIssue({ code: 'custom', message: MSG.companies.foundedYearInvalid(max) });
      return z.NEVER;
    }
    return year;
  });

/** SPEC §5 "Company". Optional texts are trimmed, empty becomes null. */
export const companyInputSchema = z.object({
  name: requiredText(MSG.companies.nameRequired, 120),
  description: requiredText(MSG.companies.descriptionRequired, 5000),
  industry: z
    .enum(COMPANY_INDUSTRIES)
    .nullish()
    .transform((v) => v ?? null),
  website: optionalLink,
  companyUrl: optionalLink,
  location: optionalText(200),
  size: optionalText(60),
  foundedYear: foundedYearSchema,
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyValues = z.output<typeof companyInputSchema>;

/** The seal a platform administrator granted: when, and against which criteria version. */
export const companySealSchema = z.object({
  grantedAt: z.string(),
  criteriaVersion: z.string(),
});

/** The viewer's relation to a company and what she may do. */
export const companyViewerSchema = z.object({
  /** Her company_admins role; null when she is not staff. */
  role: z.enum(COMPANY_ROLES).nullable(),
  following: z.boolean(),
  followerCount: z.number(),
  /** What she may do (rules/permissions/company.ts); canSeal: a platform administrator. */
  ...viewerFlagsShape(COMPANY_POLICY),
});

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  industry: z.enum(COMPANY_INDUSTRIES).nullable(),
  logoUrl: z.string().nullable(),
  location: z.string().nullable(),
  followerCount: z.number(),
  seal: companySealSchema.nullable(),
});

export const companyDetailSchema = companySummarySchema.extend({
  website: z.string().nullable(),
  companyUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** 0..1 from the banner at upload; below BANNER_LUMINANCE_THRESHOLD the name is white. */
  bannerLuminance: z.number().nullable(),
  size: z.string().nullable(),
  foundedYear: z.number().nullable(),
  /** 'trabalha aqui': members whose current job (professional_experience) is at a company of this name. */
  employeeCount: z.number(),
  creatorId: z.string().nullable(),
  createdAt: z.string(),
  viewer: companyViewerSchema,
});

/** /minhas-empresas: a company she is staff of, with her role. */
export const myCompanySchema = companySummarySchema.extend({
  role: z.enum(COMPANY_ROLES),
  /** What she may do there (the same flags as the company page's viewer). */
  viewer: z.object(viewerFlagsShape(COMPANY_POLICY)),
});

/**
 * The directory's filters (/empresas, issue 22): a name (accent- and case-insensitive, anywhere
 * in it), a sector, a UF (the state at the end of the company's location, 'São Paulo, SP'), and
 * only the companies holding the diversity seal. The page's address carries the same names.
 */
export const companyDirectoryQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  industry: z.enum(COMPANY_INDUSTRIES).optional(),
  uf: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .optional(),
  sealed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type CompanyDirectoryQuery = z.output<typeof companyDirectoryQuerySchema>;

/** One page of the directory, by name; nextCursor null on the last page. */
export const companyPageSchema = z.object({
  items: z.array(companySummarySchema),
  nextCursor: z.string().nullable(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** The home page's carousel: SPEC §3 "Static sample data … companies" shape, from real rows. */
export const sealedCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  industry: z.string().nullable(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
});

/** PUT …/seal: the criteria version defaults to the one currently published (SEAL_CRITERIA_VERSION). */
export const sealGrantSchema = z.object({
  criteriaVersion: z.string().trim().min(1).max(20).optional(),
});

export type CompanySeal = z.infer<typeof companySealSchema>;
export type CompanyViewer = z.infer<typeof companyViewerSchema>;
export type CompanySummary = z.infer<typeof companySummarySchema>;
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
export type MyCompany = z.infer<typeof myCompanySchema>;
export type SealedCompany = z.infer<typeof sealedCompanySchema>;
