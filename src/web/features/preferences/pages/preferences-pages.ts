// The preferences feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.
export { JobPreferencesPage } from './job-preferences-page';
