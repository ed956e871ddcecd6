import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import type { EventCard } from '@domain/schemas/events';
import { cn } from '@web/lib/cn';
import { CalendarDays, MapPin, MonitorPlay, Users } from 'lucide-react';

const T = EVENTS_PAGES_COPY.card;

/** 'São Paulo, SP' for an event in person (what it has of the two), 'Online' otherwise. */
export function eventPlace(event: Pick<EventCard, 'mode' | 'city' | 'state'>): string {
  if (event.mode === 'online') return T.online;
  const where = [event.city, event.state].filter(Boolean).join(', ');
  return where ? `${T.inPerson} · ${where}` : T.inPerson;
}

/** No seat left: 'Vou' now puts her on the waitlist. */
export function isFull(event: Pick<EventCard, 'capacity' | 'goingCount'>): boolean {
  return event.capacity !== null && event.goingCount >= event.capacity;
}

/** '12 de 30 vagas preenchidas', or '12 presenças confirmadas' when there is no limit. */
export function attendanceText(event: Pick<EventCard, 'capacity' | 'goingCount'>): string {
  return event.capacity === null ? T.going(event.goingCount) : T.seats(event.goingCount, event.capacity);
}

/**
 * The facts every event surface shows, as a list: when (Brasília time, as the API writes it),
 * how and where, and how many are going ('Esgotado · lista de espera' once full).
 */
export function EventFacts({ event, size = 'sm' }: { event: EventCard; size?: 'sm' | 'md' }) {
  const Mode = event.mode === 'online' ? MonitorPlay : MapPin;
  const icon = size === 'md' ? 'size-5' : 'size-4';
  return (
    <ul className={cn('flex flex-col gap-1.5 text-ink', size === 'md' ? 'text-base' : 'text-sm')}>
      <li className="flex items-start gap-2">
        <CalendarDays aria-hidden="true" className={cn(icon, 'mt-0.5 shrink-0 text-primary-700')} />
        <time dateTime={event.startsAt} className="font-semibold">
          {event.when}
        </time>
      </li>
      <li className="flex items-start gap-2">
        <Mode aria-hidden="true" className={cn(icon, 'mt-0.5 shrink-0 text-primary-700')} />
        <span>{eventPlace(event)}</span>
      </li>
      <li className="flex flex-wrap items-start gap-2">
        <Users aria-hidden="true" className={cn(icon, 'mt-0.5 shrink-0 text-primary-700')} />
        <span>{attendanceText(event)}</span>
        {event.status === 'scheduled' && isFull(event) ? (
          <span className="rounded-full bg-secondary-100 px-2.5 py-0.5 text-xs font-semibold text-secondary-700">
            {T.full}
          </span>
        ) : null}
      </li>
    </ul>
  );
}
