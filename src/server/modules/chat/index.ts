// The chat module's entry (issue 18): what app.ts, bootstrap and other modules may use.
export { CHAT_EMAIL_JOB, type ChatEmailJob, defineChatEmails, emailUnread } from './emails.js';
export { liveChat } from './live.js';
export { type ChatPlanName, explainChat } from './plans.js';
export { chatRoutes } from './routes.js';
