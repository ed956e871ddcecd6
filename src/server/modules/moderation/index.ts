// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).

// Her reports and the decisions about her content, in her data export (profile/export.ts).
export { exportModeration, moderationExportSchema } from './export.js';
export { moderationRoutes } from './routes.js';
