import { BUSINESS_PAGES } from '@domain/content/business';
import { BUSINESS_COPY } from '@domain/copy/business';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { InfoPage } from '@web/ui/info-page';

/** /empresas/encontrar-profissional: search by name and public profiles today; talent search to come. */
export function FindProfessionalPage() {
  return (
    <InfoPage
      title={COPY.pages.findProfessional}
      eyebrow={BUSINESS_COPY.eyebrows.companies}
      content={BUSINESS_PAGES.findProfessional}
      actions={<ButtonLink to="/empresas/anunciar-vaga">{BUSINESS_COPY.cta.createVacancy}</ButtonLink>}
    />
  );
}
