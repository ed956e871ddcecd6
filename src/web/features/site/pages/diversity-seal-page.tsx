import { BUSINESS_PAGES } from '@domain/content/business';
import { BUSINESS_COPY } from '@domain/copy/business';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { InfoPage } from '@web/ui/info-page';

/**
 * /empresas/diversidade: what the seal means, its criteria and how it is earned. The seal is
 * granted by a platform administrator against a criteria version (server: companies.seal_*).
 */
export function DiversitySealPage() {
  return (
    <InfoPage
      title={COPY.pages.diversitySeal}
      eyebrow={BUSINESS_COPY.eyebrows.companies}
      content={BUSINESS_PAGES.diversitySeal}
      actions={
        <>
          <ButtonLink to="/contato" size="lg">
            {BUSINESS_COPY.cta.requestSeal}
          </ButtonLink>
          <ButtonLink to="/empresas/cadastro" size="lg" variant="outline">
            {BUSINESS_COPY.cta.companySignUp}
          </ButtonLink>
        </>
      }
    />
  );
}
