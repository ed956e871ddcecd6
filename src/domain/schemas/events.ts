import { z } from 'zod';
import { EVENTS_COPY } from '../copy/events.js';
import { EVENTS_ORGANISE_COPY } from '../copy/events-organise.js';
import { EVENT_MODES, EVENT_ORGANISER_KINDS, EVENT_VISIBILITIES, RSVP_STATUSES } from '../enums.js';
import {
  EVENT_ADDRESS_MAX_LENGTH,
  EVENT_CAPACITY_MAX,
  EVENT_CITY_MAX_LENGTH,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_MESSAGE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  EVENT_URL_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '../limits.js';
import { EVENT_POLICY } from '../rules/permissions/event.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * Events (issue 20). Every date is an ISO instant; the pages say it in Brasília time
 * (rules/event-time.ts).
 *
 *   POST   /api/events                      eventInputSchema → eventDetailSchema (201)
 *   GET    /api/events?mode&uf&communityId&companyId&from&to&cursor&limit → eventPageSchema
 *   GET    /api/events/{id}                 → eventDetailSchema (onlineUrl for 'going' and organisers)
 *   PATCH  /api/events/{id}                 eventPatchSchema → eventDetailSchema
 *   POST   /api/events/{id}/cancel          → eventDetailSchema (attendees notified)
 *   PUT    /api/events/{id}/rsvp            rsvpInputSchema → rsvpResultSchema ('going' when full: 'waitlist')
 *   DELETE /api/events/{id}/rsvp            → rsvpResultSchema (the waitlist's first takes the seat)
 *   GET    /api/events/{id}/attendees?status&cursor&limit → attendeePageSchema (organisers)
 *   GET    /api/events/{id}/attendees.csv   text/csv (organisers)
 *   GET    /api/events/{id}/ics             text/calendar
 *   GET/PUT /api/events/settings            eventSettingsSchema (her reminder e-mails)
 *   POST   /api/events/{id}/cover           multipart `file` → eventDetailSchema (organisers; 1200×630 WebP)
 *   POST   /api/events/{id}/message         eventMessageInputSchema → eventMessageResultSchema (organisers)
 */

const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `Use no máximo ${max} caracteres.`);

const E = EVENTS_COPY.errors;

const instant = z.iso.datetime({ offset: true, message: E.dateInvalid });
const stateCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, E.stateInvalid));

const eventFields = {
  title: text(EVENT_TITLE_MAX_LENGTH, E.titleRequired),
  description: text(EVENT_DESCRIPTION_MAX_LENGTH, E.descriptionRequired),
  mode: z.enum(EVENT_MODES),
  onlineUrl: z
    .string()
    .trim()
    .max(EVENT_URL_MAX_LENGTH)
    .regex(/^https:\/\/\S+$/, E.onlineUrlInvalid)
    .nullish(),
  address: z.string().trim().max(EVENT_ADDRESS_MAX_LENGTH).nullish(),
  city: z.string().trim().max(EVENT_CITY_MAX_LENGTH).nullish(),
  state: stateCode.nullish(),
  startsAt: instant,
  endsAt: instant,
  capacity: z.number().int().min(1, E.capacityRange).max(EVENT_CAPACITY_MAX, E.capacityRange).nullish(),
  visibility: z.enum(EVENT_VISIBILITIES),
};

export const eventOrganiserInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('community'), id: z.string() }),
  z.object({ kind: z.literal('company'), id: z.string() }),
  z.object({ kind: z.literal('platform') }),
]);

export const eventInputSchema = z.object({ organiser: eventOrganiserInputSchema, ...eventFields });
export type EventInput = z.infer<typeof eventInputSchema>;

/** What an edit may change; the organiser stays. */
export const eventPatchSchema = z.object(eventFields).partial();
export type EventPatch = z.infer<typeof eventPatchSchema>;

export const rsvpStatusSchema = z.enum(RSVP_STATUSES);
export const rsvpInputSchema = z.object({ status: z.enum(['going', 'maybe']) });

export const eventViewerSchema = z.object({
  ...viewerFlagsShape(EVENT_POLICY),
  rsvp: rsvpStatusSchema.nullable(),
});

export const eventOrganiserSchema = z.object({
  kind: z.enum(EVENT_ORGANISER_KINDS),
  /** null for the platform. */
  id: z.string().nullable(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});

export const eventCardSchema = z.object({
  id: z.string(),
  organiser: eventOrganiserSchema,
  title: z.string(),
  coverUrl: z.string().nullable(),
  mode: z.enum(EVENT_MODES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** 'qui., 12 de março · 19h–21h' (Brasília time). */
  when: z.string(),
  capacity: z.number().int().nullable(),
  goingCount: z.number().int(),
  visibility: z.enum(EVENT_VISIBILITIES),
  status: z.enum(['scheduled', 'cancelled']),
  viewer: eventViewerSchema,
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const eventDetailSchema = eventCardSchema.extend({
  description: z.string(),
  address: z.string().nullable(),
  /** Only for her confirmed presence ('going') and the organisers; null otherwise. */
  onlineUrl: z.string().nullable(),
  maybeCount: z.number().int(),
  waitlistCount: z.number().int(),
  googleCalendarUrl: z.string(),
  icsUrl: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventPageSchema = z.object({
  items: z.array(eventCardSchema),
  nextCursor: z.string().nullable(),
});
export type EventPage = z.infer<typeof eventPageSchema>;
export const suggestedEventsSchema = z.object({ items: z.array(eventCardSchema) });

export const eventListQuerySchema = z.object({
  mode: z.enum(EVENT_MODES).optional(),
  uf: stateCode.optional(),
  communityId: z.string().max(40).optional(),
  companyId: z.string().max(40).optional(),
  /** From this instant (default: now, so only what has not ended). */
  from: instant.optional(),
  to: instant.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const rsvpResultSchema = z.object({
  status: rsvpStatusSchema.nullable(),
  goingCount: z.number().int(),
  waitlistCount: z.number().int(),
});
export type RsvpResult = z.infer<typeof rsvpResultSchema>;

export const attendeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  slug: z.string().nullable(),
  status: rsvpStatusSchema,
  answeredAt: z.string(),
});
export const attendeeListQuerySchema = z.object({
  status: rsvpStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export const attendeePageSchema = z.object({
  items: z.array(attendeeSchema),
  nextCursor: z.string().nullable(),
});
export type AttendeePage = z.infer<typeof attendeePageSchema>;

export const eventSettingsSchema = z.object({ emailReminders: z.boolean() });
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** 'Mensagem às participantes': one text to everyone going (and, if she says so, maybe). */
export const eventMessageInputSchema = z.object({
  body: text(EVENT_MESSAGE_MAX_LENGTH, EVENTS_ORGANISE_COPY.message.required),
  includeMaybe: z.boolean().default(false),
});
export type EventMessageInput = z.input<typeof eventMessageInputSchema>;

export const eventMessageResultSchema = z.object({
  /** Attendees it reached (one message each, in her conversation with the organiser). */
  sent: z.number().int(),
  /** Attendees left out: a block stands between them and her. */
  skipped: z.number().int(),
});
export type EventMessageResult = z.infer<typeof eventMessageResultSchema>;
