// The experience feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.
export { ExperiencePage } from './experience-page';
