import { HOME_COPY } from '@domain/copy/home';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';

const T = HOME_COPY.closing;

/** The page's last word: sign up as a professional or as a company. */
export function ClosingCta() {
  return (
    <section
      aria-labelledby="chamada-final-title"
      className="mx-auto w-full max-w-6xl px-4 pb-16 md:px-6 md:pb-20"
    >
      <div className="rounded-panel bg-linear-to-br from-secondary-100 via-primary-50 to-accent-100 px-6 py-12 text-center md:px-12 md:py-16">
        <h2
          id="chamada-final-title"
          className="text-3xl font-bold tracking-tight text-primary-900 md:text-4xl"
        >
          {T.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{T.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 md:flex-row">
          <ButtonLink to="/register" size="lg">
            {T.signUp}
          </ButtonLink>
          <ButtonLink to="/empresas/cadastro" size="lg" variant="outline">
            {COPY.home.forCompanies}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
