// The education feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.
export { EducationPage } from './education-page';
