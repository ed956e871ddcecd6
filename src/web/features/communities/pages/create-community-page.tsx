import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CreateCommunityPage() {
  return <PagePlaceholder title={COPY.pages.createCommunity} />;
}
