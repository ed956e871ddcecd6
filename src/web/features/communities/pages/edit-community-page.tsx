import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EditCommunityPage() {
  return <PagePlaceholder title={COPY.pages.editCommunity} />;
}
