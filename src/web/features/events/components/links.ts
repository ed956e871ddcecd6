import type { EventCard } from '@domain/schemas/events';

// The addresses of the event pages and of who organises them (SPEC §2 route table), in one place.

const segment = (id: string) => encodeURIComponent(id);

export const EVENTS_PATH = '/eventos';

export const eventHref = (id: string) => `${EVENTS_PATH}/${segment(id)}`;

/** Her community's or company's page; null for the platform's own events (it has no page). */
export function organiserHref(organiser: EventCard['organiser']): string | null {
  if (organiser.id === null) return null;
  if (organiser.kind === 'community') return `/comunidades/${segment(organiser.id)}`;
  if (organiser.kind === 'company') return `/empresas/${segment(organiser.id)}`;
  return null;
}
