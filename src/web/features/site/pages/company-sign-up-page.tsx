import { BUSINESS_PAGES } from '@domain/content/business';
import { BUSINESS_COPY } from '@domain/copy/business';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { InfoPage } from '@web/ui/info-page';

/** /empresas/cadastro: a company page is created by a member, through 'Adicionar empresa'. */
export function CompanySignUpPage() {
  return (
    <InfoPage
      title={COPY.pages.companySignUp}
      eyebrow={BUSINESS_COPY.eyebrows.companies}
      content={BUSINESS_PAGES.companySignUp}
      actions={
        <>
          <ButtonLink to="/register" size="lg">
            {BUSINESS_COPY.cta.signUp}
          </ButtonLink>
          <ButtonLink to="/login" size="lg" variant="outline">
            {BUSINESS_COPY.cta.signIn}
          </ButtonLink>
        </>
      }
    />
  );
}
