import { HOW_IT_WORKS_STEPS } from '@domain/content/institutional';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { ContentPage, ContentSection } from '@web/ui/content-page';
import { StepList } from '../components/step-list';

const C = INSTITUTIONAL_COPY.howItWorks;

function CallsToAction() {
  return (
    <>
      <ButtonLink to="/register" size="lg">
        {C.signUp}
      </ButtonLink>
      <ButtonLink to="/empresas/cadastro" size="lg" variant="outline">
        {C.forCompanies}
      </ButtonLink>
    </>
  );
}

/** /como-funciona: the journey of a professional and of a company, step by step. */
export function HowItWorksPage() {
  return (
    <ContentPage
      width="wide"
      eyebrow={C.eyebrow}
      title={COPY.pages.howItWorks}
      lead={<p>{C.lead}</p>}
      actions={<CallsToAction />}
    >
      <ContentSection id="profissionais" title={C.professionalsTitle}>
        <p className="text-ink-muted">{C.professionalsIntro}</p>
        <StepList steps={HOW_IT_WORKS_STEPS.professionals} />
      </ContentSection>

      <ContentSection id="empresas" title={C.companiesTitle}>
        <p className="text-ink-muted">{C.companiesIntro}</p>
        <StepList steps={HOW_IT_WORKS_STEPS.companies} tone="secondary" />
      </ContentSection>

      <ContentSection id="comece" title={C.closingTitle} className="rounded-panel bg-primary-50 p-6 md:p-10">
        <p>{C.closingText}</p>
        <div className="flex flex-wrap gap-3">
          <CallsToAction />
        </div>
      </ContentSection>
    </ContentPage>
  );
}
