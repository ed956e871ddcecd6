import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** Under the card: the way to the other account page ("Já tem uma conta? Entrar"). */
  footer?: ReactNode;
  /** 2 where the page has its own h1 (`/`, whose h1 says what Elas Rede is). */
  headingLevel?: 1 | 2;
  children: ReactNode;
}

/** The centred card every account page sits in; full width on phones, 28 rem from md up. */
export function AuthCard({ title, intro, footer, headingLevel = 1, children }: AuthCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10 md:py-16">
      <div className="rounded-card bg-surface p-6 shadow-card md:p-8">
        <Heading className="text-2xl font-bold tracking-tight text-ink">{title}</Heading>
        {intro ? <div className="mt-2 text-ink-muted">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <p className="mt-6 text-center text-sm text-ink-muted">{footer}</p> : null}
    </section>
  );
}
