import {
  APPLICATION_STATUS_LABELS,
  MY_APPLICATION_STATUS_LABELS,
  VACANCIES_COPY,
} from '@domain/copy/vacancies';
import type { ApplicationStatus } from '@domain/enums';
import { cn } from '@web/lib/cn';
import { BadgeCheck, CircleCheck, CircleDashed, CircleX, Eye, Send, Star } from 'lucide-react';
import type { ReactNode } from 'react';

const C = VACANCIES_COPY.common;

const pill =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** 'Ativa' / 'Inativa': by word and icon, never by colour alone. */
export function VacancyStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <span className={cn(pill, 'bg-success-soft text-success')}>
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {C.active}
    </span>
  ) : (
    <span className={cn(pill, 'bg-neutral-100 text-neutral-700')}>
      <CircleDashed aria-hidden="true" className="size-3.5" />
      {C.inactive}
    </span>
  );
}

const STATUS_STYLES: Record<ApplicationStatus, { className: string; icon: ReactNode }> = {
  new: {
    className: 'bg-primary-100 text-primary-800',
    icon: <Send aria-hidden="true" className="size-3.5" />,
  },
  viewed: {
    className: 'bg-neutral-100 text-neutral-800',
    icon: <Eye aria-hidden="true" className="size-3.5" />,
  },
  shortlisted: {
    className: 'bg-success-soft text-success',
    icon: <Star aria-hidden="true" className="size-3.5" />,
  },
  declined: {
    className: 'bg-danger-soft text-danger',
    icon: <CircleX aria-hidden="true" className="size-3.5" />,
  },
};

/**
 * An application's status: staff read 'Nova', 'Vista', 'Pré-selecionada', 'Não selecionada'; the
 * applicant reads her own wording ('Enviada' for a new one).
 */
export function ApplicationStatusBadge({
  status,
  audience,
  className,
}: {
  status: ApplicationStatus;
  audience: 'staff' | 'applicant';
  className?: string;
}) {
  const labels = audience === 'staff' ? APPLICATION_STATUS_LABELS : MY_APPLICATION_STATUS_LABELS;
  const style = STATUS_STYLES[status];
  return (
    <span className={cn(pill, style.className, className)}>
      {style.icon}
      {labels[status]}
    </span>
  );
}

/** The diversity seal: the badge, worded, for cards and headers. */
export function SealBadge({ className }: { className?: string }) {
  return (
    <span className={cn(pill, 'bg-accent-200 text-accent-900', className)}>
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {C.seal}
    </span>
  );
}

/** The seal as a small icon beside a company name, still named for screen readers. */
export function SealIcon() {
  return (
    <span className="inline-flex items-center text-accent-800" title={C.seal}>
      <BadgeCheck aria-hidden="true" className="size-4" />
      <span className="sr-only">{C.seal}</span>
    </span>
  );
}
