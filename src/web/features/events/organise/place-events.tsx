import { EVENT_MODE_LABELS } from '@domain/copy/event-modes';
import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import type { EventCard } from '@domain/schemas/events';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/ui/button';
import { InfoSection } from '@web/ui/info-section';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { CalendarDays, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type EventPlace, placeEventsQueryOptions } from './api';

const EventFormDialog = lazy(() => import('./event-form-dialog'));

const T = EVENTS_ORGANISE_COPY.section;

export const eventPath = (id: string) => `/eventos/${encodeURIComponent(id)}`;

/**
 * 'Eventos' of a community's or a company's page (issue 20): its next events (GET /api/events
 * with its id), each a link to /eventos/{id}; and, for whom the page's viewer flags allow
 * (canCreateEvents), 'Criar evento', whose form opens over the page and leads to the new event.
 */
export function PlaceEvents({ place, canCreate }: { place: EventPlace; canCreate: boolean }) {
  const query = useQuery(placeEventsQueryOptions(place));
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <InfoSection
      title={T.heading}
      icon={<CalendarDays aria-hidden="true" className="size-5 text-primary-600" />}
    >
      {query.isPending ? (
        <InlineLoading label={T.loading} />
      ) : query.isError ? (
        <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-ink-muted">{T.empty}</p>
      ) : (
        <ul aria-label={T.heading} className="flex flex-col divide-y divide-line">
          {query.data.items.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </ul>
      )}
      {canCreate ? (
        <>
          <Button variant="outline" size="sm" className="self-start" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {T.create}
          </Button>
          {creating ? (
            <Suspense fallback={null}>
              <EventFormDialog
                mode="create"
                organiser={place}
                open={creating}
                onOpenChange={setCreating}
                onSaved={(event) => {
                  setCreating(false);
                  void navigate(eventPath(event.id));
                }}
                onCancel={() => setCreating(false)}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </InfoSection>
  );
}

function EventItem({ event }: { event: EventCard }) {
  const where =
    event.mode === 'online'
      ? EVENT_MODE_LABELS.online
      : [event.city, event.state].filter(Boolean).join(' - ') || EVENT_MODE_LABELS.in_person;
  const full = event.capacity !== null && event.goingCount >= event.capacity;
  return (
    <li className="flex flex-col gap-1 py-3">
      <Link
        to={eventPath(event.id)}
        className="font-semibold break-words text-primary-800 underline-offset-2 hover:underline"
      >
        {event.title}
      </Link>
      <p className="text-sm text-ink-muted">
        <time dateTime={event.startsAt}>{event.when}</time>
      </p>
      <p className="text-sm text-ink-muted">
        {where} · {full ? T.full : T.going(event.goingCount)}
      </p>
    </li>
  );
}
