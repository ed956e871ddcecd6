import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function FeedPage() {
  return <PagePlaceholder title={COPY.pages.feed} />;
}
