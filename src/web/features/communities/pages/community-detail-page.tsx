import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CommunityDetailPage() {
  return <PagePlaceholder title={COPY.pages.community} />;
}
