import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  COMPANY_ROLES,
  EMPLOYMENT_TYPES,
  HOW_TO_RECEIVE,
  JOB_ALERT_FREQUENCIES,
  WORK_MODELS,
} from '../enums.js';
import { APPLICATION_NOTE_MAX_LENGTH, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.js';
import { MSG } from '../messages.js';
import { isWebUrl, normalizeLink } from '../rules/links.js';
import { VACANCY_POLICY } from '../rules/permissions/vacancy.js';
import { optionalText, requiredText } from './fields.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * Vacancies and applications (issue 8). Routes (JSON; {id} is a uuid). Staff of the vacancy's
 * company with COMPANY_PERMISSIONS.manageVacancies (admin, editor) "manage" it.
 *   GET    /api/vacancies?workModel&contractType&state&q&cursor&limit
 *                                  members: active vacancies of active companies → vacancyListPageSchema.
 *                                  `matching` (first page only): the ones suiting her active job
 *                                  preference profile, best first (rules/vacancy-match.ts, same as
 *                                  'Vagas Recomendadas'); `items`: every other one, newest first,
 *                                  keyset pages. Filters apply to both.
 *   GET    /api/vacancies/recommended?limit      (issue 6) the feed's box
 *   GET    /api/vacancies/saved?cursor&limit     'Salvas': hers, newest saved first → savedVacancyPageSchema
 *   PUT    /api/vacancies/{id}/save              'Salvar' (idempotent) → 204; DELETE → 204
 *   GET    /api/vacancies/alerts                 her job alert → jobAlertSettingsSchema; PUT jobAlertInputSchema
 *   GET    /api/vacancies/managed                'Minhas Vagas': per company she manages → managedCompanyVacanciesSchema[]
 *   POST   /api/vacancies                        manage the chosen company, vacancyInputSchema → 201 vacancyDetailSchema
 *   GET    /api/vacancies/{id}                   PUBLIC (visitors read-only) → vacancyDetailSchema; inactive
 *                                                vacancies are shown (the page says so), a deactivated
 *                                                company's vacancies answer 404
 *   PUT    /api/vacancies/{id}                   manage, vacancyInputSchema (companyId must stay) → vacancyDetailSchema
 *   PATCH  /api/vacancies/{id}/active            manage, {isActive} → vacancyDetailSchema ('Ativar'/'Desativar')
 *   DELETE /api/vacancies/{id}                   manage → 204 (its applications go too)
 *   POST   /api/vacancies/{id}/application       a member who is not staff, applicationInputSchema
 *                                                → 201 myApplicationSchema; 409 twice, inactive, or external
 *   DELETE /api/vacancies/{id}/application       withdraw her own → 204 (404 when she has none)
 *   GET    /api/vacancies/{id}/applications?cursor&limit   manage → applicationPageSchema (oldest first);
 *                                                the 'new' ones it returns become 'viewed'
 *   PATCH  /api/vacancies/{id}/applications/{applicationId}   manage, {status} → applicantSchema
 *                                                (rules/vacancies.ts canMoveApplication; 422 otherwise)
 *   GET    /api/companies/{id}/vacancies         members: the company's active vacancies, newest first → vacancyCardSchema[]
 *   GET    /api/me/applications?cursor&limit     hers, newest first → myApplicationPageSchema
 */

/** A UF ('SP'), upper-cased; the server checks it against the states catalogue. */
const stateCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2})?$/, 'Escolha um estado da lista.'))
  .nullish()
  .transform((v) => (v ? v : null));

/** SPEC §5 "Vacancy". The external link is required (and must be a web address) only when external. */
export const vacancyInputSchema = z
  .object({
    companyId: z.uuid({ error: MSG.vacancies.companyRequired }),
    title: requiredText(MSG.vacancies.titleRequired, 150),
    description: requiredText(MSG.vacancies.descriptionRequired, 10000),
    requirements: optionalText(5000),
    benefits: optionalText(5000),
    state: stateCode,
    city: optionalText(100),
    salaryRange: optionalText(100),
    employmentType: z
      .enum(EMPLOYMENT_TYPES)
      .nullish()
      .transform((v) => v ?? null),
    workModel: z
      .enum(WORK_MODELS)
      .nullish()
      .transform((v) => v ?? null),
    /** Its role in the job taxonomy (job_roles id), optional: 'Área e cargo' of the matching. */
    roleId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    howToReceive: z.enum(HOW_TO_RECEIVE).default('internal'),
    externalPlatform: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => (v ? normalizeLink(v) : null)),
  })
  .superRefine((v, ctx) => {
    if (v.howToReceive !== 'external') return;
    if (v.externalPlatform === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['externalPlatform'],
        message: MSG.vacancies.externalLinkRequired,
      });
    } else if (!isWebUrl(v.externalPlatform)) {
      ctx.addIssue({ code: 'custom', path: ['externalPlatform'], message: MSG.common.invalidUrl });
    }
  })
  // An internal vacancy keeps no stale external link.
  .transform((v) => ({ ...v, externalPlatform: v.howToReceive === 'external' ? v.externalPlatform : null }));
export type VacancyValues = z.output<typeof vacancyInputSchema>;

export const vacancyActiveSchema = z.object({ isActive: z.boolean() });

export const vacancyListQuerySchema = z.object({
  workModel: z.enum(WORK_MODELS).optional(),
  /** An employment type code (CLT, PJ, estagio, temporario, freelancer). */
  contractType: z.enum(EMPLOYMENT_TYPES).optional(),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type VacancyListQuery = z.output<typeof vacancyListQuerySchema>;

/** Her application to a vacancy, as she sees it. */
export const myApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string().nullable(),
  /** She attached a CV (a PDF): she may download it back from …/applications/{id}/cv. */
  hasCv: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A vacancy in a list (/vagas, a company page, 'Minhas Vagas'). */
export const vacancyCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  companySealed: z.boolean(),
  /** 'Cidade, UF', 'UF', or null. */
  location: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  workModel: z.enum(WORK_MODELS).nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  salaryRange: z.string().nullable(),
  howToReceive: z.enum(HOW_TO_RECEIVE),
  isActive: z.boolean(),
  applicationCount: z.number(),
  createdAt: z.string(),
  /** Her application's status (null when she has not applied, or for visitors). */
  myApplicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
  /** She saved it ('Salva'); false for visitors. */
  saved: z.boolean(),
});

/** One criterion she set, met or missed by a vacancy (rules/vacancy-match.ts). */
export const matchReasonSchema = z.object({
  criterion: z.enum(['role', 'workModel', 'contractType', 'place', 'salary']),
  met: z.boolean(),
  /** 'Área e cargo', 'Remoto', 'Faixa salarial abaixo da sua' … */
  label: z.string(),
});
export type MatchReasonData = z.infer<typeof matchReasonSchema>;

/** Why a recommended vacancy is there: each criterion she set, and whether none is missed. */
const matchExplanationSchema = z.object({
  matchReasons: z.array(matchReasonSchema),
  exact: z.boolean(),
});

export const matchedVacancyCardSchema = vacancyCardSchema.extend(matchExplanationSchema.shape);
export type MatchedVacancyCard = z.infer<typeof matchedVacancyCardSchema>;

export const vacancyListPageSchema = z.object({
  /** She has an active job preference profile (else `matching` is always empty). */
  hasActivePreference: z.boolean(),
  /**
   * 'Para você' (first page only): the exact matches, best first; when none matches exactly,
   * the nearest open vacancies (`nearest` true, each `exact: false`) — never samples.
   */
  matching: z.array(matchedVacancyCardSchema),
  /** `matching` holds the nearest ones ('Próximas do seu perfil'), not exact matches. */
  nearest: z.boolean(),
  items: z.array(vacancyCardSchema),
  nextCursor: z.string().nullable(),
});

export const vacancyDetailSchema = vacancyCardSchema.extend({
  /** Its role in the job taxonomy, with its category and sector (the form's picker starts there). */
  role: z
    .object({
      id: z.number(),
      name: z.string(),
      categoryId: z.number(),
      categoryName: z.string(),
      sectorId: z.number(),
      sectorName: z.string(),
    })
    .nullable(),
  description: z.string(),
  requirements: z.string().nullable(),
  benefits: z.string().nullable(),
  externalPlatform: z.string().nullable(),
  updatedAt: z.string(),
  company: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    industry: z.string().nullable(),
    logoUrl: z.string().nullable(),
    website: z.string().nullable(),
    location: z.string().nullable(),
    size: z.string().nullable(),
    seal: z.object({ grantedAt: z.string(), criteriaVersion: z.string() }).nullable(),
  }),
  viewer: z.object({
    signedIn: z.boolean(),
    /**
     * canManage: staff with manageVacancies (edit, (de)activate, delete, applications); canApply:
     * a signed-in member who is not staff, the vacancy active and internal, no application yet
     * (rules/permissions/vacancy.ts).
     */
    ...viewerFlagsShape(VACANCY_POLICY),
    application: myApplicationSchema.nullable(),
  }),
});

export const applicationInputSchema = z.object({
  message: optionalText(2000),
});

/** A person who applied, as the company's staff see her. */
export const applicantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  professionalTitle: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Her public profile is /m/{slug}. */
  slug: z.string(),
  location: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  /** A CV (PDF) is attached: GET /api/vacancies/{id}/applications/{applicationId}/cv. */
  hasCv: z.boolean(),
  /** How many private staff notes it has (staff only; never in her answers). */
  noteCount: z.number(),
  createdAt: z.string(),
});

/** ?status=: the applications page filtered by stage ('Todas' sends none). */
export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/** A private note of the company's staff on an application; never shown to the applicant. */
export const applicationNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  /** Null when the author's account was deleted. */
  author: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});
export const applicationNoteListSchema = z.object({ items: z.array(applicationNoteSchema) });
export const applicationNoteInputSchema = z.object({
  body: requiredText(MSG.common.required, APPLICATION_NOTE_MAX_LENGTH),
});

export const applicationPageSchema = z.object({
  vacancy: vacancyCardSchema,
  items: z.array(applicantSchema),
  nextCursor: z.string().nullable(),
});

export const applicationStatusInputSchema = z.object({
  status: z.enum(APPLICATION_STATUSES).exclude(['new']),
});

export const myApplicationEntrySchema = myApplicationSchema.extend({
  vacancy: vacancyCardSchema,
});
export const myApplicationPageSchema = z.object({
  items: z.array(myApplicationEntrySchema),
  nextCursor: z.string().nullable(),
});

/** 'Minhas Vagas': one block per company she manages, by name. */
export const managedCompanyVacanciesSchema = z.object({
  company: z.object({
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    role: z.enum(COMPANY_ROLES),
  }),
  activeCount: z.number(),
  totalCount: z.number(),
  /** Applications per vacancy, one decimal (rules/vacancies.ts averageApplicationsPerVacancy). */
  averageApplications: z.number(),
  /** Newest first (all of them, active and inactive). */
  vacancies: z.array(vacancyCardSchema),
});

/** 'Salvas': a saved vacancy (closed ones too: isActive false, shown 'Encerrada') and when she saved it. */
export const savedVacancySchema = vacancyCardSchema.extend({ savedAt: z.string() });
export const savedVacancyPageSchema = z.object({
  items: z.array(savedVacancySchema),
  nextCursor: z.string().nullable(),
});

/** Her job alert: 'Desligado' (off, the default), 'Diário' or 'Semanal'. */
export const jobAlertInputSchema = z.object({ frequency: z.enum(JOB_ALERT_FREQUENCIES) });
export const jobAlertSettingsSchema = jobAlertInputSchema.extend({
  /** Alerts follow her active job preference profile: without one, nothing is ever sent. */
  hasActivePreference: z.boolean(),
});

export type SavedVacancy = z.infer<typeof savedVacancySchema>;
export type SavedVacancyPage = z.infer<typeof savedVacancyPageSchema>;
export type JobAlertSettings = z.infer<typeof jobAlertSettingsSchema>;
export type MyApplication = z.infer<typeof myApplicationSchema>;
export type VacancyCard = z.infer<typeof vacancyCardSchema>;
export type VacancyListPage = z.infer<typeof vacancyListPageSchema>;
export type VacancyDetail = z.infer<typeof vacancyDetailSchema>;
export type Applicant = z.infer<typeof applicantSchema>;
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;
export type MyApplicationEntry = z.infer<typeof myApplicationEntrySchema>;
export type MyApplicationPage = z.infer<typeof myApplicationPageSchema>;
export type ManagedCompanyVacancies = z.infer<typeof managedCompanyVacanciesSchema>;
