import type { EventMode } from '../enums.js';

/** How an event happens, as its card and its calendar entry say it (issue 20). */
export const EVENT_MODE_LABELS: Record<EventMode, string> = {
  online: 'Online',
  in_person: 'Presencial',
};
