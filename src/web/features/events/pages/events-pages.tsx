// The event pages (issue 20), one chunk: /eventos and /eventos/{id}.
export { EventDetailPage } from './event-detail-page';
export { EventsPage } from './events-page';
