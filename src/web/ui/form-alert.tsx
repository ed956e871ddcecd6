import { cn } from '@web/lib/cn';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A form's own error area (for what belongs to no single field). The role="alert" container stays
 * in the page even when empty (and then takes no space), so screen readers already watch it when
 * a message appears and announce it.
 */
export function FormAlert({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={className}>
      {children ? (
        <div className="flex gap-2 rounded-control border border-danger bg-danger-soft p-3 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="flex-1">{children}</div>
        </div>
      ) : null}
    </div>
  );
}

type NoticeTone = 'info' | 'success';

const toneClasses: Record<NoticeTone, string> = {
  info: 'border-primary-200 bg-primary-50 text-primary-900',
  success: 'border-success bg-success-soft text-success',
};

/** A non-urgent message (e.g. "password changed, sign in"), announced politely. */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : Info;
  return (
    <div
      role="status"
      className={cn('flex gap-2 rounded-control border p-3 text-sm font-medium', toneClasses[tone])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1">{children}</div>
    </div>
  );
}
