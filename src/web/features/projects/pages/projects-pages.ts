// The projects feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.
export { ProjectsPage } from './projects-page';
