// The communities feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { AdvertiseServicesPage } from './advertise-services-page';
export { CommunityDetailPage } from './community-detail-page';
export { CreateCommunityPage } from './create-community-page';
export { EditCommunityPage } from './edit-community-page';
export { ExploreCommunitiesPage } from './explore-communities-page';
export { MyCommunitiesPage } from './my-communities-page';
