import { BUSINESS_PAGES } from '@domain/content/business';
import { BUSINESS_COPY } from '@domain/copy/business';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { InfoPage } from '@web/ui/info-page';

/** /empresas/consultoria: the diversity consulting offer; the conversation starts at /contato. */
export function ConsultingPage() {
  return (
    <InfoPage
      title={COPY.pages.consulting}
      eyebrow={BUSINESS_COPY.eyebrows.companies}
      content={BUSINESS_PAGES.consulting}
      actions={
        <ButtonLink to="/contato" size="lg">
          {BUSINESS_COPY.cta.contact}
        </ButtonLink>
      }
    />
  );
}
