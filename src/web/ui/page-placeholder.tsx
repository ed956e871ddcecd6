import { COPY } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';

/** Stand-in for a page that a later issue builds: keeps the route, the <h1> and the tab title real. */
export function PagePlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
      <p className="mt-3 text-ink-muted">{COPY.placeholder}</p>
    </section>
  );
}
