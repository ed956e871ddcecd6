import type { ReactNode } from 'react';

interface StatusPanelProps {
  title: string;
  text: string;
  /** Usually a Button or ButtonLink that gets the person moving again. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** Centred full-page message: not found, error, nothing here yet. */
export function StatusPanel({ title, text, action, icon }: StatusPanelProps) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      {icon}
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
      <p className="mt-3 text-ink-muted">{text}</p>
      {action ? <div className="mt-8">{action}</div> : null}
    </section>
  );
}
