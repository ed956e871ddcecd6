import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EntrepreneurshipPage() {
  return <PagePlaceholder title={COPY.pages.devEntrepreneurship} />;
}
