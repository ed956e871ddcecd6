import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CreateCommunityPage() {
  return <PagePlaceholder title={COPY.pages.createCommunity} />;
}
