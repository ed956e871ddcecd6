import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ConsultingPage() {
  return <PagePlaceholder title={COPY.pages.consulting} />;
}
