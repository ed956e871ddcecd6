import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { ButtonLink } from '@web/ui/button';
import { MANAGED_PATH } from '../shared/links';

/** 'Voltar para Minhas Vagas', the way on from a vacancy form that cannot be shown. */
export function BackToManaged() {
  return (
    <ButtonLink to={MANAGED_PATH} variant="ghost">
      {VACANCIES_COPY.form.backToManaged}
    </ButtonLink>
  );
}
