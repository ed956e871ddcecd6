import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function DiversitySealPage() {
  return <PagePlaceholder title={COPY.pages.diversitySeal} />;
}
