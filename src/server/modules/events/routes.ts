import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { EVENTS_COPY } from '../../../domain/copy/events.js';
import {
  attendeeListQuerySchema,
  attendeePageSchema,
  eventDetailSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventMessageInputSchema,
  eventMessageResultSchema,
  eventPageSchema,
  eventPatchSchema,
  eventSettingsSchema,
  rsvpInputSchema,
  rsvpResultSchema,
  suggestedEventsSchema,
} from '../../../domain/schemas/events.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, ImageUpload, jsonResponse } from '../../http/openapi-common.js';
import { imageBodyLimit, uploadedFile } from '../../http/upload.js';
import { attendeesCsv, eventIcs, listAttendees } from './attendees.js';
import { type CoverDeps, replaceEventCover } from './cover.js';
import { type MessageAttendeesDeps, messageAttendees } from './message.js';
import { setRsvp, withdrawRsvp } from './rsvp.js';
import {
  cancelEvent,
  createEvent,
  type EventDeps,
  listEvents,
  readEvent,
  suggestedEvents,
  updateEvent,
} from './service.js';
import { getEventSettings, putEventSettings } from './settings.js';

// /api/events (issue 20): HTTP only; the service decides (policy: rules/permissions/event.ts).

const tags = ['events'];
const signedIn = { 401: errorResponse('Not signed in') };
const unknown = errorResponse("No such event, or one she may not see: 'Evento não encontrado.'");
const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const textResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'Upcoming events she may see, soonest first (keyset pages); visitors see public ones',
    request: { query: eventListQuerySchema },
    responses: { 200: jsonResponse('A page', eventPageSchema), 400: errorResponse('Bad filter or cursor') },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Create an event for her community, her company or (administrators) the platform',
    middleware: [requireUser] as const,
    request: { body: json(eventInputSchema) },
    responses: {
      201: jsonResponse('Created', eventDetailSchema),
      400: errorResponse('Invalid fields'),
      403: errorResponse('Not an organiser there, or an administrator without two-factor sign-in'),
      404: errorResponse('No such community or company'),
      ...signedIn,
    },
  }),
  suggested: createRoute({
    method: 'get',
    path: '/suggested',
    tags,
    summary:
      "The feed's 'Eventos Próximos': a few upcoming events, those she answered and her communities' first",
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('A few events', suggestedEventsSchema), ...signedIn },
  }),
  settings: createRoute({
    method: 'get',
    path: '/settings',
    tags,
    summary: 'Her event e-mail choices (reminders)',
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her choices', eventSettingsSchema), ...signedIn },
  }),
  putSettings: createRoute({
    method: 'put',
    path: '/settings',
    tags,
    summary: 'Turn her reminder e-mails on or off',
    middleware: [requireUser] as const,
    request: { body: json(eventSettingsSchema) },
    responses: { 200: jsonResponse('Her choices', eventSettingsSchema), ...signedIn },
  }),
  detail: createRoute({
    method: 'get',
    path: '/{id}',
    tags,
    summary: 'One event; the online link only for her confirmed presence and organisers',
    request: { params: IdParam },
    responses: { 200: jsonResponse('The event', eventDetailSchema), 404: unknown },
  }),
  edit: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: 'Edit an event (organisers, while scheduled); more seats promote the waitlist',
    middleware: [requireUser] as const,
    request: { params: IdParam, body: json(eventPatchSchema) },
    responses: {
      200: jsonResponse('The event', eventDetailSchema),
      400: errorResponse('Invalid fields'),
      403: errorResponse('Not an organiser'),
      404: unknown,
      409: errorResponse('Cancelled'),
      422: errorResponse('Capacity below the confirmed presences'),
      ...signedIn,
    },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/{id}/cancel',
    tags,
    summary: 'Cancel an event (organisers); everyone who answered is notified',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The event, cancelled', eventDetailSchema),
      403: errorResponse('Not an organiser'),
      404: unknown,
      409: errorResponse('Already cancelled'),
      ...signedIn,
    },
  }),
  rsvp: createRoute({
    method: 'put',
    path: '/{id}/rsvp',
    tags,
    summary: "'Vou' or 'Talvez'; 'Vou' when full answers 'waitlist'",
    middleware: [requireUser] as const,
    request: { params: IdParam, body: json(rsvpInputSchema) },
    responses: {
      200: jsonResponse('Her answer and the counts', rsvpResultSchema),
      404: unknown,
      409: errorResponse('Cancelled or ended'),
      ...signedIn,
    },
  }),
  withdraw: createRoute({
    method: 'delete',
    path: '/{id}/rsvp',
    tags,
    summary: 'Cancel her answer; a freed seat goes to the waitlist’s first',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('No answer now, and the counts', rsvpResultSchema),
      404: unknown,
      ...signedIn,
    },
  }),
  attendees: createRoute({
    method: 'get',
    path: '/{id}/attendees',
    tags,
    summary: 'Who answered (organisers): going, maybe, then the waitlist, in order',
    middleware: [requireUser] as const,
    request: { params: IdParam, query: attendeeListQuerySchema },
    responses: {
      200: jsonResponse('A page', attendeePageSchema),
      403: errorResponse('Not an organiser'),
      404: unknown,
      ...signedIn,
    },
  }),
  csv: createRoute({
    method: 'get',
    path: '/{id}/attendees.csv',
    tags,
    summary: 'The attendee list as CSV (organisers)',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: textResponse('text/csv', 'UTF-8 CSV with pt-BR headers'),
      403: errorResponse('Not an organiser'),
      404: unknown,
      ...signedIn,
    },
  }),
  cover: createRoute({
    method: 'post',
    path: '/{id}/cover',
    tags,
    summary: 'Replace the cover (1200×630, WebP); the previous file is deleted (organisers, while scheduled)',
    middleware: [requireUser, imageBodyLimit('cover')] as const,
    request: {
      params: IdParam,
      body: { content: { 'multipart/form-data': { schema: ImageUpload } }, required: true },
    },
    responses: {
      200: jsonResponse('The event with its new cover', eventDetailSchema),
      400: errorResponse('No file was sent'),
      403: errorResponse('Not an organiser'),
      404: unknown,
      409: errorResponse('Cancelled'),
      413: errorResponse('File over the size limit'),
      415: errorResponse("Not an image: 'Por favor, selecione apenas arquivos de imagem.'"),
      422: errorResponse('Image dimensions over the pixel limit'),
      ...signedIn,
    },
  }),
  message: createRoute({
    method: 'post',
    path: '/{id}/message',
    tags,
    summary:
      "'Mensagem às participantes': one text to each attendee going (and maybe), in her conversation with the organiser about the event; blocked members are skipped",
    middleware: [requireUser] as const,
    request: { params: IdParam, body: json(eventMessageInputSchema) },
    responses: {
      200: jsonResponse('How many it reached and how many were left out', eventMessageResultSchema),
      400: errorResponse("Empty or too long: 'Escreva a mensagem.'"),
      403: errorResponse('Not an organiser'),
      404: unknown,
      429: errorResponse('Too many messages to this event’s attendees today'),
      ...signedIn,
    },
  }),
  ics: createRoute({
    method: 'get',
    path: '/{id}/ics',
    tags,
    summary: 'The event as an iCalendar file',
    request: { params: IdParam },
    responses: { 200: textResponse('text/calendar', 'iCalendar (RFC 5545)'), 404: unknown },
  }),
};

export function eventRoutes(deps: EventDeps & CoverDeps & MessageAttendeesDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  const viewer = (c: { var: { user: { id: string } | null } }) => c.var.user ?? null;
  app.openapi(routes.list, async (c) => c.json(await listEvents(db, viewer(c), c.req.valid('query')), 200));
  app.openapi(routes.create, async (c) =>
    c.json(await createEvent(deps, currentUser(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.suggested, async (c) =>
    c.json({ items: await suggestedEvents(db, currentUser(c)) }, 200),
  );
  app.openapi(routes.settings, async (c) => c.json(await getEventSettings(db, currentUser(c).id), 200));
  app.openapi(routes.putSettings, async (c) =>
    c.json(await putEventSettings(db, currentUser(c).id, c.req.valid('json')), 200),
  );
  app.openapi(routes.detail, async (c) =>
    c.json(await readEvent(deps, viewer(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.edit, async (c) =>
    c.json(await updateEvent(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.cancel, async (c) =>
    c.json(await cancelEvent(deps, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.rsvp, async (c) =>
    c.json(await setRsvp(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json').status), 200),
  );
  app.openapi(routes.withdraw, async (c) =>
    c.json(await withdrawRsvp(deps, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.attendees, async (c) =>
    c.json(await listAttendees(db, currentUser(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );
  app.openapi(routes.csv, async (c) => {
    const id = c.req.valid('param').id;
    const body = await attendeesCsv(db, currentUser(c), id);
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${EVENTS_COPY.csvFilePrefix}-${id}.csv"`,
    });
  });
  app.openapi(routes.cover, async (c) => {
    const bytes = await uploadedFile(c);
    const id = c.req.valid('param').id;
    const actor = currentUser(c);
    return c.json(await replaceEventCover(deps, actor, id, bytes, () => readEvent(deps, actor, id)), 200);
  });
  app.openapi(routes.message, async (c) =>
    c.json(await messageAttendees(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.ics, async (c) => {
    const id = c.req.valid('param').id;
    const body = await eventIcs(db, viewer(c), id, deps.publicUrl);
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${EVENTS_COPY.icsFilePrefix}-${id}.ics"`,
    });
  });
  return app;
}
