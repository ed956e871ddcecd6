import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/*
 * Skeletons: grey shapes drawn where content is on its way, in that content's final size, so
 * nothing moves when it arrives (no layout shift, CLS). They are pictures only: the loading
 * state is announced by the `SkeletonStatus` around them, once, in words.
 */

/** One grey block; give it the size and shape of what it stands for. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cn('block shrink-0 animate-pulse rounded-control bg-neutral-200', className)}
    />
  );
}

export type SkeletonTextSize = 'xs' | 'sm' | 'base';

// Each line is as tall as a line of that type (Tailwind's line heights); the bar inside is the
// height of the letters, so a paragraph of skeleton lines is exactly as tall as the paragraph.
const lineHeights: Record<SkeletonTextSize, string> = { xs: 'h-4', sm: 'h-5', base: 'h-6' };
const barHeights: Record<SkeletonTextSize, string> = { xs: 'h-2.5', sm: 'h-3', base: 'h-3.5' };

/**
 * Lines of text to come: `widths` gives each line's width (Tailwind classes, one per line), so a
 * paragraph can end on a shorter line.
 */
export function SkeletonText({
  widths,
  size = 'base',
  className,
}: {
  widths: readonly string[];
  size?: SkeletonTextSize;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={cn('flex flex-col', className)}>
      {widths.map((width, index) => (
        // The lines never reorder: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list of lines
        <span key={index} className={cn('flex items-center', lineHeights[size])}>
          <Skeleton className={cn('max-w-full rounded-full', barHeights[size], width)} />
        </span>
      ))}
    </span>
  );
}

/**
 * A loading area drawn as skeletons: a polite status whose only words are `label` (read once by
 * screen readers); the shapes themselves are hidden from assistive technology.
 */
export function SkeletonStatus({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
