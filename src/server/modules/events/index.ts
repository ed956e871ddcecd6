// The events module's entry (issue 20): what app.ts and bootstrap may use.
export { publicEventHead, publicEventPages } from './event-head.js';
export { defineEventReminders } from './reminders.js';
export { eventRoutes } from './routes.js';
export { listEvents, suggestedEvents } from './service.js';
