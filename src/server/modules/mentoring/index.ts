// The mentoring module's entry (issue 20): what app.ts and other modules may use.
export { mentoringRoutes } from './routes.js';
