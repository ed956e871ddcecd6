import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EntrepreneurshipPage() {
  return <PagePlaceholder title={COPY.pages.devEntrepreneurship} />;
}
