// The mentoring feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { MentorPage } from './mentor-page';
export { MentorProfilePage } from './mentor-profile-page';
export { MentoringPage } from './mentoring-page';
export { MyMentoringsPage } from './my-mentorings-page';
export { RequestsPage } from './requests-page';
