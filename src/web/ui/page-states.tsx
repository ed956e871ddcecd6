import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import {
  CircleAlert,
  CircleCheck,
  Inbox,
  type LucideIcon,
  SearchX,
  ShieldAlert,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './button';
import { Spinner } from './spinner';

/*
 * The one set of loading, problem and empty states of every page, so they look and read alike:
 *  - PageLoading / InlineLoading: data (or a page's code) on its way, announced once;
 *  - PageMessage, and its presets PageProblem and PageNotFound: the page cannot go on (its title
 *    is the page's <h1>), or a whole-page outcome (a link confirmed, a link expired);
 *  - ListMessage: a list's empty state or failure under the page's own <h1>;
 *  - ProblemNotice: a problem in the flow of a page or a card, with a way on or 'Tentar novamente';
 *  - InlineProblem: a small box's failure, with 'Tentar novamente'.
 * Each is worded by its caller (the texts live in @domain/messages and @domain/copy).
 */

/** The room a loading state keeps for what replaces it. */
const LOADING_HEIGHTS = {
  /** A page taller than a screen: the footer stays below the fold instead of jumping when it arrives. */
  screen: 'min-h-dvh',
  page: 'min-h-[50dvh]',
  /** A part of a page under its own title (a list, a form). */
  section: 'min-h-[30dvh]',
} as const;

/**
 * A page's (or a page part's) first load: a spinner and its words, announced once to screen
 * readers. `labelHidden` keeps the words for screen readers only; it is the default without a
 * `label` (the plain 'Carregando...' while a page's code or the session arrives).
 */
export function PageLoading({
  label,
  height = 'page',
  labelHidden = label === undefined,
}: {
  label?: string;
  height?: keyof typeof LOADING_HEIGHTS;
  labelHidden?: boolean;
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 px-4 text-ink-muted', LOADING_HEIGHTS[height])}
    >
      <Spinner className="size-8" />
      <span className={labelHidden ? 'sr-only' : undefined}>{label ?? MSG.common.loading}</span>
    </div>
  );
}

/** A small loading state in the flow of a card or a box (a list in a section, a form on demand). */
export function InlineLoading({
  label = MSG.common.loading,
  labelHidden = false,
  className,
}: {
  label?: string;
  labelHidden?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex min-h-11 items-center gap-2 text-ink-muted', className)}>
      <Spinner className="size-5" />
      <span className={labelHidden ? 'sr-only' : undefined}>{label}</span>
    </div>
  );
}

type Tone = 'brand' | 'danger' | 'warning' | 'success';

const TONES: Record<Tone, string> = {
  brand: 'bg-primary-100 text-primary-700',
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-secondary-100 text-secondary-700',
  success: 'bg-success-soft text-success',
};

/**
 * What a whole-page message says, which decides its picture and whether it is announced: the
 * problems (the request failed, nothing there, not hers) are alerts; the calm states are not.
 */
export type PageMessageKind = 'error' | 'notFound' | 'forbidden' | 'empty' | 'invalid' | 'done';

const KINDS: Record<PageMessageKind, { icon: LucideIcon; tone: Tone; announce: boolean }> = {
  error: { icon: CircleAlert, tone: 'danger', announce: true },
  notFound: { icon: SearchX, tone: 'brand', announce: true },
  forbidden: { icon: ShieldAlert, tone: 'brand', announce: true },
  empty: { icon: Inbox, tone: 'brand', announce: false },
  invalid: { icon: TriangleAlert, tone: 'warning', announce: false },
  done: { icon: CircleCheck, tone: 'success', announce: false },
};

export interface PageMessageProps {
  kind: PageMessageKind;
  /** The page's <h1>. */
  title: string;
  text?: string;
  /** Another picture than the kind's own (a profile not found, a lock). */
  icon?: LucideIcon;
  /** Shows 'Tentar novamente'. */
  onRetry?: () => void;
  /** A retry under way: the button stays focusable, marked disabled. */
  retrying?: boolean;
  /** The ways on (ButtonLinks), beside 'Tentar novamente'. */
  actions?: ReactNode;
  /** Overrides the kind's choice of announcing the message as an alert. */
  announce?: boolean;
  /** Below the message, not part of its announcement (e.g. another way on, with its own heading). */
  children?: ReactNode;
}

/**
 * A whole-page message, centred: a picture, the title as the page's <h1>, a line of text, then
 * 'Tentar novamente' and the ways on.
 */
export function PageMessage({
  kind,
  title,
  text,
  icon,
  onRetry,
  retrying,
  actions,
  announce,
  children,
}: PageMessageProps) {
  const shape = KINDS[kind];
  const Icon = icon ?? shape.icon;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-8 px-4 py-16 text-center md:py-24">
      <section
        role={(announce ?? shape.announce) ? 'alert' : undefined}
        className="flex flex-col items-center gap-4"
      >
        <span className={cn('flex size-16 items-center justify-center rounded-full', TONES[shape.tone])}>
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
        {text ? <p className="text-ink-muted">{text}</p> : null}
        <WaysOn onRetry={onRetry} retrying={retrying} actions={actions} className="mt-4 justify-center" />
      </section>
      {children}
    </div>
  );
}

/** The page cannot go on: the request failed (the default), it is not hers, or nothing to pick from. */
export function PageProblem({
  kind = 'error',
  ...props
}: Omit<PageMessageProps, 'kind'> & { kind?: 'error' | 'forbidden' | 'empty' }) {
  return <PageMessage kind={kind} {...props} />;
}

/** What the address names does not exist (or no longer): why, and the way to the list. */
export function PageNotFound(props: Omit<PageMessageProps, 'kind'>) {
  return <PageMessage kind="notFound" {...props} />;
}

/**
 * A list's failure (announced, with 'Tentar novamente') or its empty state, under the page's
 * <h1> (so it is not a heading of its own). `icon` pictures what the empty list would hold.
 */
export function ListMessage({
  text,
  hint,
  onRetry,
  actions,
  tone = 'info',
  icon = Inbox,
}: {
  text: string;
  hint?: string;
  onRetry?: () => void;
  actions?: ReactNode;
  tone?: 'info' | 'error';
  icon?: LucideIcon;
}) {
  const Icon = tone === 'error' ? CircleAlert : icon;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
    >
      <Icon
        aria-hidden="true"
        className={tone === 'error' ? 'size-10 text-danger' : 'size-10 text-primary-600'}
      />
      <p className="text-lg font-semibold text-ink">{text}</p>
      {hint ? <p className="max-w-md text-ink-muted">{hint}</p> : null}
      <WaysOn onRetry={onRetry} actions={actions} className="mt-2 justify-center" />
    </div>
  );
}

/**
 * Why a part of a page under its own <h1> cannot show what was asked (it failed to load, it is
 * not there, it is not hers to edit): the reason, announced, with 'Tentar novamente' and the
 * ways on. For a whole page with nothing else, use PageMessage.
 */
export function ProblemNotice({
  text,
  hint,
  onRetry,
  actions,
}: {
  text: string;
  hint?: string;
  onRetry?: () => void;
  actions?: ReactNode;
}) {
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
      <WaysOn onRetry={onRetry} actions={actions} size="sm" />
    </div>
  );
}

/** A small box's failure (a side box, a section of a card), announced, with 'Tentar novamente'. */
export function InlineProblem({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="text-sm font-medium text-danger">{text}</p>
      <WaysOn onRetry={onRetry} size="sm" />
    </div>
  );
}

/** 'Tentar novamente' (with a retry) and the ways on, side by side; nothing without either. */
function WaysOn({
  onRetry,
  retrying,
  actions,
  size,
  className,
}: {
  onRetry?: () => void;
  /** A retry under way: the button stays focusable, marked disabled. */
  retrying?: boolean;
  actions?: ReactNode;
  size?: ButtonSize;
  className?: string;
}) {
  if (!onRetry && !actions) return null;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {onRetry ? (
        <Button variant="outline" size={size} className="min-h-11" onClick={onRetry} aria-disabled={retrying}>
          {MSG.common.retry}
        </Button>
      ) : null}
      {actions}
    </div>
  );
}
