import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import type { EventDetail } from '@domain/schemas/events';
import { Avatar } from '@web/ui/avatar';
import { buttonClasses } from '@web/ui/button';
import { TextLink } from '@web/ui/text-link';
import {
  ArrowLeft,
  CalendarDays,
  CalendarPlus,
  Download,
  ExternalLink,
  Info,
  MapPin,
  MonitorPlay,
  Users,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { attendanceText, isFull } from './event-facts';
import { EVENTS_PATH, organiserHref } from './links';
import { OrganiserLine } from './organiser-line';
import { RsvpPanel } from './rsvp-panel';

// Organisers only: the attendee list, the export, the message, edit and cancel load on demand.
const EventOrganiserPanel = lazy(async () => ({
  default: (await import('../organise/organiser-panel')).EventOrganiserPanel,
}));
const organises = (event: EventDetail) =>
  event.viewer.canViewAttendees || event.viewer.canEdit || event.viewer.canCancel;

const T = EVENTS_PAGES_COPY.detail;
const C = EVENTS_PAGES_COPY.card;

/**
 * /eventos/{id} once loaded: the cover, title and organiser; when (Brasília time), where ('Online'
 * with the link only when the API gives it: her confirmed seat, the organisers) and how many are
 * going; her answer ('Sua presença'); the calendar links; then 'Sobre o evento' beside
 * 'Organização' from lg up. A cancelled event says so at the top and takes no answer. The
 * description is plain text shown with its line breaks, never read as HTML.
 */
export function EventDetailView({ event }: { event: EventDetail }) {
  const cancelled = event.status === 'cancelled';
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <TextLink to={EVENTS_PATH} className="inline-flex items-center gap-1.5 self-start">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToList}
      </TextLink>

      <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
        {event.coverUrl ? (
          <img
            src={event.coverUrl}
            alt=""
            width={1200}
            height={450}
            className="aspect-[8/3] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-5 p-5 md:p-8">
          {cancelled ? (
            <div
              role="status"
              className="flex gap-2 rounded-control border border-danger bg-danger-soft p-3 text-danger"
            >
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">{T.cancelled}</p>
                <p className="text-sm">{T.cancelledHint}</p>
              </div>
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-ink md:text-4xl">
              {event.title}
            </h1>
            <OrganiserLine organiser={event.organiser} />
          </div>

          <dl className="grid gap-4 md:grid-cols-3">
            <Fact icon={<CalendarDays aria-hidden="true" className="size-5" />} term={T.when}>
              <time dateTime={event.startsAt} className="font-semibold">
                {event.when}
              </time>
              <span className="block text-sm text-ink-muted">{T.brasiliaTime}</span>
            </Fact>
            <Fact
              icon={
                event.mode === 'online' ? (
                  <MonitorPlay aria-hidden="true" className="size-5" />
                ) : (
                  <MapPin aria-hidden="true" className="size-5" />
                )
              }
              term={T.where}
            >
              <Place event={event} />
            </Fact>
            <Fact icon={<Users aria-hidden="true" className="size-5" />} term={T.attendance}>
              <span className="block">{attendanceText(event)}</span>
              {!cancelled && isFull(event) ? (
                <span className="mt-1 inline-block rounded-full bg-secondary-100 px-2.5 py-0.5 text-xs font-semibold text-secondary-700">
                  {C.full}
                </span>
              ) : null}
              {event.maybeCount > 0 ? (
                <span className="block text-sm text-ink-muted">{T.maybeCount(event.maybeCount)}</span>
              ) : null}
              {event.waitlistCount > 0 ? (
                <span className="block text-sm text-ink-muted">{T.waitlistCount(event.waitlistCount)}</span>
              ) : null}
            </Fact>
          </dl>

          <RsvpPanel event={event} />
          {cancelled ? null : <CalendarLinks event={event} />}
        </div>
      </div>

      {organises(event) ? (
        <Suspense fallback={null}>
          <EventOrganiserPanel event={event} />
        </Suspense>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <TextSection title={T.about}>
          <p className="break-words whitespace-pre-line text-ink">{event.description}</p>
        </TextSection>
        <TextSection title={T.organiser}>
          <OrganiserCard organiser={event.organiser} />
        </TextSection>
      </div>
    </div>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        <span className="text-primary-700">{icon}</span>
        {term}
      </dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** In person: the address and city; online: the link when she may see it, else where it will be. */
function Place({ event }: { event: EventDetail }) {
  if (event.mode === 'in_person') {
    const city = [event.city, event.state].filter(Boolean).join(', ');
    return (
      <>
        <span className="block">{C.inPerson}</span>
        {event.address ? <span className="block">{event.address}</span> : null}
        {city ? <span className="block">{city}</span> : null}
      </>
    );
  }
  return (
    <>
      <span className="block">{T.online}</span>
      {event.onlineUrl ? (
        <a
          href={event.onlineUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-primary-700 underline underline-offset-4"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {T.joinOnline} <span className="sr-only">{T.newTab}</span>
        </a>
      ) : event.status === 'scheduled' ? (
        <span className="block text-sm text-ink-muted">{T.onlineLinkHidden}</span>
      ) : null}
    </>
  );
}

/** 'Baixar .ics' (the API's calendar file) and 'Adicionar ao Google Agenda' (a new tab). */
function CalendarLinks({ event }: { event: EventDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-ink-muted">
        {T.calendar}
      </h2>
      <div className="flex flex-wrap gap-3">
        <a href={event.icsUrl} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          {T.downloadIcs}
        </a>
        <a
          href={event.googleCalendarUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {T.googleCalendar} <span className="sr-only">{T.newTab}</span>
        </a>
      </div>
    </section>
  );
}

function TextSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card md:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrganiserCard({ organiser }: { organiser: EventDetail['organiser'] }) {
  const href = organiserHref(organiser);
  return (
    <div className="flex items-center gap-3">
      <Avatar name={organiser.name} src={organiser.logoUrl} size="lg" shape="square" decorative />
      {href ? (
        <TextLink to={href} className="break-words">
          {organiser.name}
        </TextLink>
      ) : (
        <span className="font-semibold break-words text-ink">{organiser.name}</span>
      )}
    </div>
  );
}
