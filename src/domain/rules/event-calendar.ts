import { BRASILIA_TIME_ZONE } from '../time-zone.js';

// 'Adicionar ao Google Agenda' (issue 20): Google Calendar's template link, built from the
// event's facts alone. Times travel in UTC ('…Z'), with the Brasília zone named for display.

/** 20260312T220000Z */
export function calendarStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type CalendarFacts = {
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** The address, or the event's page for an online event (its link is for attendees only). */
  location: string;
  pageUrl: string;
};

export function googleCalendarUrl(event: CalendarFacts): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarStamp(event.startsAt)}/${calendarStamp(event.endsAt)}`,
    details: `${event.description}\n\n${event.pageUrl}`,
    location: event.location,
    ctz: BRASILIA_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
