import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function FeedPage() {
  return <PagePlaceholder title={COPY.pages.feed} />;
}
