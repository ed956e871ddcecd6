import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function LegacyNewsPage() {
  return <PagePlaceholder title={COPY.pages.legacyNews} />;
}
