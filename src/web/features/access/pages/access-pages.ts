// The access feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.
export { GrantAccessPage } from './grant-access-page';
