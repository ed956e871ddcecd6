import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ConsultingPage() {
  return <PagePlaceholder title={COPY.pages.consulting} />;
}
