import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function BlogPostPage() {
  return <PagePlaceholder title={COPY.pages.blogPost} />;
}
