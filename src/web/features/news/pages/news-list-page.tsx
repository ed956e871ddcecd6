import { MSG } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function NewsListPage() {
  return <PagePlaceholder title={MSG.news.title} />;
}
