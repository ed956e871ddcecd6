import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function MyCommunitiesPage() {
  return <PagePlaceholder title={COPY.pages.myCommunities} />;
}
