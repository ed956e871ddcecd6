import { EVENTS_COPY } from '@domain/copy/events';
import type { EventMode, EventVisibility } from '@domain/enums';
import { type EventDetail, eventInputSchema } from '@domain/schemas/events';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { brasiliaInstant, brasiliaParts } from './brasilia-time';

/**
 * What the form holds: plain strings for every control ('' for nothing), the radios' choices,
 * and the start and the end as Brasília's date and time (brasilia-time.ts).
 */
export interface EventFormValues {
  title: string;
  description: string;
  mode: EventMode;
  onlineUrl: string;
  address: string;
  city: string;
  state: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  capacity: string;
  visibility: EventVisibility;
}

const E = EVENTS_COPY.errors;

/** The API's fields; the organiser is the form's caller's, not a field. */
const fieldsSchema = eventInputSchema.omit({ organiser: true });
export type EventFormOutput = z.infer<typeof fieldsSchema>;

const orNull = (value: string) => (value.trim() ? value : null);

/** '' → none; anything not a whole number → 0, which the schema refuses with its range message. */
function capacityOf(value: string): number | null {
  const text = value.trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? Number(text) : 0;
}

/**
 * The shared eventInputSchema (the server parses the same) behind a step turning the controls
 * into the API's body: an online event keeps no address, an in-person one no link. The rules
 * across fields the server checks too (checkFields in events/service.ts) are said at once, with
 * the server's own words.
 */
export const eventFormSchema = z
  .preprocess((v: EventFormValues) => {
    const online = v.mode === 'online';
    return {
      title: v.title,
      description: v.description,
      mode: v.mode,
      onlineUrl: online ? orNull(v.onlineUrl) : null,
      address: online ? null : orNull(v.address),
      city: online ? null : orNull(v.city),
      state: online ? null : orNull(v.state),
      startsAt: brasiliaInstant(v.startDate, v.startTime),
      endsAt: brasiliaInstant(v.endDate, v.endTime),
      capacity: capacityOf(v.capacity),
      visibility: v.visibility,
    };
  }, fieldsSchema)
  .superRefine((f, ctx) => {
    const say = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (new Date(f.endsAt) <= new Date(f.startsAt)) say('endsAt', E.endsBeforeStart);
    if (f.mode === 'online' && !f.onlineUrl) say('onlineUrl', E.onlineUrlRequired);
    if (f.mode === 'in_person') {
      if (!f.address) say('address', E.addressRequired);
      if (!f.city) say('city', E.cityRequired);
      if (!f.state) say('state', E.stateRequired);
    }
  });

/** The API's field names → the form's (the instants are shown on their dates). */
export const EVENT_FORM_FIELD_MAP: Record<string, keyof EventFormValues> = {
  title: 'title',
  description: 'description',
  mode: 'mode',
  onlineUrl: 'onlineUrl',
  address: 'address',
  city: 'city',
  state: 'state',
  startsAt: 'startDate',
  endsAt: 'endDate',
  capacity: 'capacity',
  visibility: 'visibility',
};

const zod: Resolver<EventFormValues, unknown, EventFormOutput> = zodResolver(eventFormSchema);

/** zod's resolver, with the instants' errors moved onto the date fields that show them. */
export const eventFormResolver: Resolver<EventFormValues, unknown, EventFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await zod(values, context, options);
  const errors = result.errors as Record<string, FieldError | undefined>;
  for (const [api, field] of [
    ['startsAt', 'startDate'],
    ['endsAt', 'endDate'],
  ] as const) {
    if (!errors[api]) continue;
    errors[field] ??= errors[api];
    delete errors[api];
  }
  return result;
};

export function emptyEventForm(): EventFormValues {
  return {
    title: '',
    description: '',
    mode: 'online',
    onlineUrl: '',
    address: '',
    city: '',
    state: '',
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    capacity: '',
    visibility: 'public',
  };
}

export function eventFormValuesOf(event: EventDetail): EventFormValues {
  const start = brasiliaParts(event.startsAt);
  const end = brasiliaParts(event.endsAt);
  return {
    title: event.title,
    description: event.description,
    mode: event.mode,
    onlineUrl: event.onlineUrl ?? '',
    address: event.address ?? '',
    city: event.city ?? '',
    state: event.state ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    capacity: event.capacity === null ? '' : String(event.capacity),
    visibility: event.visibility,
  };
}
