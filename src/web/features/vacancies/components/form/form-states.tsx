import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { ButtonLink } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';

const T = VACANCIES_COPY.form;

/** The form's data on its way. */
export function FormLoading() {
  return (
    <div role="status" className="flex min-h-[30dvh] items-center justify-center gap-3 text-ink-muted">
      <Spinner className="size-8" />
      <span>{T.loading}</span>
    </div>
  );
}

export function BackToManaged() {
  return (
    <ButtonLink to="/empresas" variant="ghost">
      {T.backToManaged}
    </ButtonLink>
  );
}
