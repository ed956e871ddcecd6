import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Why a page under its own <h1> cannot show what was asked (not found, not hers to edit): the
 * reason, announced, with the ways on. For a whole page with nothing else, use StatusPanel.
 */
export function ProblemNotice({ text, hint, actions }: { text: string; hint?: string; actions?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-line-strong bg-surface p-5"
    >
      <p className="flex gap-2 text-lg font-semibold text-ink">
        <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
        <span>{text}</span>
      </p>
      {hint ? <p className="text-ink-muted">{hint}</p> : null}
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
