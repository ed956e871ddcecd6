import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function DiversitySealPage() {
  return <PagePlaceholder title={COPY.pages.diversitySeal} />;
}
