// The development feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { CareerGuidancePage } from './career-guidance-page';
export { CognitivePage } from './cognitive-page';
export { CoursesPage } from './courses-page';
export { DevelopmentHubPage } from './development-hub-page';
export { EntrepreneurshipPage } from './entrepreneurship-page';
export { HealthPage } from './health-page';
export { MentorshipsPage } from './mentorships-page';
