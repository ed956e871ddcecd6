import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EditCommunityPage() {
  return <PagePlaceholder title={COPY.pages.editCommunity} />;
}
