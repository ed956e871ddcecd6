import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function BlogPage() {
  return <PagePlaceholder title={COPY.pages.blog} />;
}
