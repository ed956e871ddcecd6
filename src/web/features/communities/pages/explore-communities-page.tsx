import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ExploreCommunitiesPage() {
  return <PagePlaceholder title={COPY.pages.exploreCommunities} />;
}
