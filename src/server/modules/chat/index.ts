// The chat module's entry (issue 18): what app.ts, bootstrap and other modules may use.
export { sendAbout } from './announcements.js';
export { openCompanyConversation } from './company-context.js';
export { directKey } from './conversations.js';
export { defineChatEmails } from './emails.js';
export { liveChat } from './live.js';
export { openMentoringConversation } from './mentoring-context.js';
export { type ChatPlanName, explainChat } from './plans.js';
export { chatRoutes } from './routes.js';
