// The home feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.
export { HomePage } from './home-page';
