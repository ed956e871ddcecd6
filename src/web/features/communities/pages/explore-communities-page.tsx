import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ExploreCommunitiesPage() {
  return <PagePlaceholder title={COPY.pages.exploreCommunities} />;
}
