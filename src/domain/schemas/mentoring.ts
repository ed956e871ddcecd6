import { z } from 'zod';
import { MENTORING_ERRORS as E } from '../copy/mentoring.js';
import { MENTOR_FORMATS, MENTORING_REQUEST_STATUSES, MENTORING_SESSION_MODES } from '../enums.js';
import {
  MENTOR_AREAS_MAX,
  MENTOR_LANGUAGES_MAX,
  MENTOR_MONTHLY_CAPACITY_MAX,
  MENTOR_PITCH_MAX_LENGTH,
  MENTOR_SKILLS_MAX,
  MENTORING_FEEDBACK_MAX_LENGTH,
  MENTORING_GOAL_MAX_LENGTH,
  MENTORING_PLACE_MAX_LENGTH,
  MENTORING_RESPONSE_MAX_LENGTH,
  MENTORING_SESSION_MAX_MINUTES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '../limits.js';
import { isWebUrl, normalizeLink } from '../rules/links.js';
import {
  MENTOR_POLICY,
  MENTORING_REQUEST_POLICY,
  MENTORING_SESSION_POLICY,
} from '../rules/permissions/mentoring.js';
import { labelList, optionalText } from './fields.js';
import { personSchema } from './network.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * Mentoring (issue 20). Every answer about a mentora, a request or a session carries her
 * `viewer` flags (rules/permissions/mentoring.ts), decided by the server's policy layer.
 *
 *   GET    /api/mentoring/me                       → mentorSchema | null (her mentor profile)
 *   PUT    /api/mentoring/me  mentorProfileInput   → mentorSchema (become a mentora, or edit)
 *   DELETE /api/mentoring/me                       → 204 (pending requests to her are cancelled)
 *   GET    /api/mentoring/mentors?area&skill&state&format&language&available&cursor&limit
 *                                                  → mentorPageSchema (newest first)
 *   GET    /api/mentoring/mentors/recommended      → recommendedMentorListSchema (with reasons)
 *   GET    /api/mentoring/mentors/{id}             → mentorSchema
 *   POST   /api/mentoring/requests {mentorId, goal} → mentoringRequestSchema (201)
 *   GET    /api/mentoring/requests?side&cursor&limit → mentoringRequestPageSchema
 *   POST   /api/mentoring/requests/{id}/accept|decline {message?} → mentoringRequestSchema
 *   POST   /api/mentoring/requests/{id}/cancel|end  → mentoringRequestSchema
 *   POST   /api/mentoring/requests/{id}/sessions   → mentoringSessionSchema (201)
 *   GET    /api/mentoring/sessions?cursor&limit    → mentoringSessionPageSchema ('Minhas mentorias')
 *   GET    /api/mentoring/sessions/{id}/ics        → text/calendar
 *   POST   /api/mentoring/sessions/{id}/cancel      → mentoringSessionSchema (either, until it ends)
 *   POST   /api/mentoring/sessions/{id}/feedback {rating, comment?} → 204 (private)
 */

const pageQuery = {
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

const uf = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, E.stateRequired)
  .transform((v) => v.toUpperCase());

export const mentorFormatSchema = z.enum(MENTOR_FORMATS);

export const mentorProfileInputSchema = z
  .object({
    /** Categories of the job taxonomy (GET /api/catalogue/sectors/{id}/categories). */
    areaIds: z
      .array(z.number().int().positive(E.unknownArea))
      .min(1, E.areasRequired)
      .max(MENTOR_AREAS_MAX, E.areasMax)
      .transform((ids) => [...new Set(ids)]),
    skills: labelList(MENTOR_SKILLS_MAX).default([]),
    pitch: z.string().trim().min(1, E.pitchRequired).max(MENTOR_PITCH_MAX_LENGTH, E.pitchTooLong),
    /** Names of the languages catalogue (GET /api/catalogue/idiomas). */
    languages: labelList(MENTOR_LANGUAGES_MAX).pipe(z.array(z.string()).min(1, E.languagesRequired)),
    format: mentorFormatSchema,
    /** Required when she meets in person. */
    state: uf.nullish().transform((v) => v ?? null),
    monthlyCapacity: z
      .number({ error: E.capacity })
      .int(E.capacity)
      .min(1, E.capacity)
      .max(MENTOR_MONTHLY_CAPACITY_MAX, E.capacity),
    paused: z.boolean().default(false),
  })
  .refine((p) => p.format === 'online' || p.state !== null, { message: E.stateRequired, path: ['state'] });
export type MentorProfileInput = z.infer<typeof mentorProfileInputSchema>;

export const mentorAreaSchema = z.object({ id: z.number().int(), name: z.string() });

/** A mentora as the directory, her profile and her own settings show her. */
export const mentorSchema = z.object({
  member: personSchema,
  /** 'Mentora em Dados e Liderança'. */
  label: z.string(),
  areas: z.array(mentorAreaSchema),
  skills: z.array(z.string()),
  pitch: z.string(),
  languages: z.array(z.string()),
  format: mentorFormatSchema,
  state: z.string().nullable(),
  monthlyCapacity: z.number().int(),
  paused: z.boolean(),
  /** Not paused and with capacity left this month (Brazil time). */
  available: z.boolean(),
  /** Sessions that took place: the only thing feedback adds to her profile. */
  completedSessions: z.number().int(),
  /** Her open request to this mentora: waiting ('Pedido enviado'), accepted ('Em mentoria'), or none. */
  myRequest: z.enum(['pending', 'accepted']).nullable(),
  viewer: z.object(viewerFlagsShape(MENTOR_POLICY)),
});
export type Mentor = z.infer<typeof mentorSchema>;

export const mentorPageSchema = z.object({
  items: z.array(mentorSchema),
  nextCursor: z.string().nullable(),
});
export type MentorPage = z.infer<typeof mentorPageSchema>;

const queryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const mentorListQuerySchema = z.object({
  area: z.coerce.number().int().positive().optional(),
  skill: z.string().trim().min(1).max(60).optional(),
  state: uf.optional(),
  /** 'online' also lists mentoras who meet both ways; so does 'in_person'. */
  format: z.enum(['online', 'in_person']).optional(),
  language: z.string().trim().min(1).max(60).optional(),
  available: queryFlag,
  ...pageQuery,
});

export const recommendedMentorSchema = mentorSchema.extend({
  /** Why she is recommended, in pt-BR (rules/mentor-match.ts). */
  reasons: z.array(z.string()),
});
export const recommendedMentorListSchema = z.object({ items: z.array(recommendedMentorSchema) });
export type RecommendedMentorList = z.infer<typeof recommendedMentorListSchema>;

export const newMentoringRequestSchema = z.object({
  mentorId: z.uuid(E.mentorNotFound),
  goal: z.string().trim().min(1, E.goalRequired).max(MENTORING_GOAL_MAX_LENGTH, E.goalTooLong),
});

export const mentoringAnswerSchema = z.object({
  message: optionalText(MENTORING_RESPONSE_MAX_LENGTH).optional(),
});

export const mentoringSideSchema = z.enum(['received', 'sent']);
export type MentoringSide = z.infer<typeof mentoringSideSchema>;

export const mentoringRequestListQuerySchema = z.object({
  side: mentoringSideSchema.default('received'),
  ...pageQuery,
});

export const mentoringRequestSchema = z.object({
  id: z.string(),
  /** Received: she is the mentora; sent: she is the mentee. */
  side: mentoringSideSchema,
  /** The other of the pair. */
  member: personSchema,
  goal: z.string(),
  status: z.enum(MENTORING_REQUEST_STATUSES),
  responseMessage: z.string().nullable(),
  /** The pair's conversation in /chat, once accepted. */
  conversationId: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  viewer: z.object(viewerFlagsShape(MENTORING_REQUEST_POLICY)),
});
export type MentoringRequest = z.infer<typeof mentoringRequestSchema>;

export const mentoringRequestPageSchema = z.object({
  items: z.array(mentoringRequestSchema),
  nextCursor: z.string().nullable(),
});
export type MentoringRequestPage = z.infer<typeof mentoringRequestPageSchema>;

const instant = z.iso.datetime({ offset: true });

export const newMentoringSessionSchema = z
  .object({
    startsAt: instant,
    endsAt: instant,
    mode: z.enum(MENTORING_SESSION_MODES),
    link: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => (v ? normalizeLink(v) : null))
      .refine((v) => v === null || isWebUrl(v), E.linkRequired),
    place: optionalText(MENTORING_PLACE_MAX_LENGTH),
  })
  .superRefine((s, ctx) => {
    const start = Date.parse(s.startsAt);
    const end = Date.parse(s.endsAt);
    if (end <= start) ctx.addIssue({ code: 'custom', message: E.endsBeforeStart, path: ['endsAt'] });
    else if (end - start > MENTORING_SESSION_MAX_MINUTES * 60_000)
      ctx.addIssue({ code: 'custom', message: E.tooLong, path: ['endsAt'] });
    if (s.mode === 'online' && !s.link)
      ctx.addIssue({ code: 'custom', message: E.linkRequired, path: ['link'] });
    if (s.mode === 'in_person' && !s.place)
      ctx.addIssue({ code: 'custom', message: E.placeRequired, path: ['place'] });
  });
export type NewMentoringSession = z.infer<typeof newMentoringSessionSchema>;

export const mentoringSessionSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  /** Her part in it. */
  role: z.enum(['mentor', 'mentee']),
  member: personSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  mode: z.enum(MENTORING_SESSION_MODES),
  link: z.string().nullable(),
  place: z.string().nullable(),
  cancelled: z.boolean(),
  /** Whether she left her (private) feedback; nobody's score is ever returned. */
  feedbackGiven: z.boolean(),
  viewer: z.object(viewerFlagsShape(MENTORING_SESSION_POLICY)),
});
export type MentoringSession = z.infer<typeof mentoringSessionSchema>;

export const mentoringSessionPageSchema = z.object({
  items: z.array(mentoringSessionSchema),
  nextCursor: z.string().nullable(),
});
export type MentoringSessionPage = z.infer<typeof mentoringSessionPageSchema>;

export const mentoringSessionListQuerySchema = z.object(pageQuery);

export const mentoringFeedbackSchema = z.object({
  rating: z.number({ error: E.rating }).int(E.rating).min(1, E.rating).max(5, E.rating),
  comment: optionalText(MENTORING_FEEDBACK_MAX_LENGTH),
});
