import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import type { EventCard as EventCardData } from '@domain/schemas/events';
import { Link } from 'react-router';
import { EventFacts } from './event-facts';
import { eventHref } from './links';
import { OrganiserLine } from './organiser-line';
import { RsvpBadge } from './rsvp-badge';

const T = EVENTS_PAGES_COPY.card;

/**
 * One event in a list: its cover (when it has one), the title (the link to /eventos/{id},
 * stretched over the card so the card is one target read by its title), who organises it (her
 * page's link above the stretched one), the facts, and her answer when she has one.
 */
export function EventCard({ event }: { event: EventCardData }) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      {event.coverUrl ? (
        <img
          src={event.coverUrl}
          alt=""
          loading="lazy"
          width={640}
          height={240}
          className="aspect-[8/3] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold break-words text-ink">
            <Link
              to={eventHref(event.id)}
              className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary-700 hover:underline hover:underline-offset-4"
            >
              {event.title}
            </Link>
          </h3>
          <OrganiserLine organiser={event.organiser} />
        </div>
        <EventFacts event={event} />
        {event.status === 'cancelled' || event.viewer.rsvp ? (
          <div className="mt-auto flex flex-wrap items-center gap-2">
            {event.status === 'cancelled' ? (
              <span className="rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-semibold text-danger">
                {T.cancelled}
              </span>
            ) : null}
            {event.viewer.rsvp ? <RsvpBadge status={event.viewer.rsvp} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
