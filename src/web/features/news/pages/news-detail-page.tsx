import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function NewsDetailPage() {
  return <PagePlaceholder title={COPY.pages.newsDetail} />;
}
