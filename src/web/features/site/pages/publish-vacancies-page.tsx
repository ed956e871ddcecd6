import { BUSINESS_PAGES } from '@domain/content/business';
import { BUSINESS_COPY } from '@domain/copy/business';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { InfoPage } from '@web/ui/info-page';

/** /empresas/publicar-vagas: how vacancies work, internal or external applications, inclusive ads. */
export function PublishVacanciesPage() {
  return (
    <InfoPage
      title={COPY.pages.publishVacancies}
      eyebrow={BUSINESS_COPY.eyebrows.companies}
      content={BUSINESS_PAGES.publishVacancies}
      actions={
        <>
          <ButtonLink to="/empresas/anunciar-vaga" size="lg">
            {BUSINESS_COPY.cta.createVacancy}
          </ButtonLink>
          <ButtonLink to="/empresas/cadastro" size="lg" variant="outline">
            {BUSINESS_COPY.cta.companySignUp}
          </ButtonLink>
        </>
      }
    />
  );
}
