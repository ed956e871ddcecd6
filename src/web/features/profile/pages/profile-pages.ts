// The profile feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { MyProfilePage } from './my-profile-page';
export { NewPublicProfilePage } from './new-public-profile-page';
export { PersonalProfilePage } from './personal-profile-page';
export { PublicProfilePage } from './public-profile-page';
