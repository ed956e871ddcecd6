import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function BlogPostPage() {
  return <PagePlaceholder title={COPY.pages.blogPost} />;
}
