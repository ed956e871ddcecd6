import { MSG } from '@domain/messages';
import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

interface StatusPanelProps {
  title: string;
  text: string;
  /** Usually a Button or ButtonLink that gets the person moving again. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** The round badge a status panel opens with. */
export function StatusIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-16 items-center justify-center rounded-full bg-primary-100 text-primary-700">
      <Icon aria-hidden="true" className="size-8" />
    </span>
  );
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

/**
 * A page that failed to load (not a 404): the error as the page's <h1>, announced, with a hint
 * and 'Tentar novamente'.
 */
export function LoadErrorPanel({
  title,
  text,
  onRetry,
  retrying,
}: {
  title: string;
  text: string;
  onRetry: () => void;
  /** A retry under way (the button stays focusable, marked disabled). */
  retrying: boolean;
}) {
  return (
    <div role="alert">
      <StatusPanel
        icon={<CircleAlert aria-hidden="true" className="size-12 text-danger" />}
        title={title}
        text={text}
        action={
          <Button variant="outline" onClick={onRetry} aria-disabled={retrying}>
            {MSG.common.retry}
          </Button>
        }
      />
    </div>
  );
}
