import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function FindProfessionalPage() {
  return <PagePlaceholder title={COPY.pages.findProfessional} />;
}
