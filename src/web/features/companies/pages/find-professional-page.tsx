import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function FindProfessionalPage() {
  return <PagePlaceholder title={COPY.pages.findProfessional} />;
}
