// The moderation feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { ModerationPage } from './moderation-page';
export { MyReportsPage } from './my-reports-page';
