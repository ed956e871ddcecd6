// The mentoring module's entry (issue 20): what app.ts and other modules may use.

export { listMentors } from './profiles.js';
export { recommendMentors } from './recommended.js';
export { listRequests } from './requests.js';
export { mentoringRoutes } from './routes.js';
export { listSessions } from './sessions.js';
