import { type ReactNode, useId } from 'react';

/**
 * A titled group of a long form's fields ('Sobre a empresa', 'Imagens' …): a region named by its
 * heading (an <h2> under the page's <h1>), so the form reads as an outline.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card md:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
