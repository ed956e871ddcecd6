import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import type { EventCard } from '@domain/schemas/events';
import { Link } from 'react-router';
import { organiserHref } from './links';

/**
 * 'Por {name}': her community's or company's page as a link (above a card's stretched link, so
 * both can be reached), the platform's name as text.
 */
export function OrganiserLine({ organiser }: { organiser: EventCard['organiser'] }) {
  const href = organiserHref(organiser);
  return (
    <p className="text-sm font-semibold text-secondary-700">
      {href ? (
        <Link to={href} className="relative z-10 rounded-sm break-words underline-offset-4 hover:underline">
          {EVENTS_PAGES_COPY.card.by(organiser.name)}
        </Link>
      ) : (
        <span className="break-words">{EVENTS_PAGES_COPY.card.by(organiser.name)}</span>
      )}
    </p>
  );
}
