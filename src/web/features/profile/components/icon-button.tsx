import { cn } from '@web/lib/cn';
import type { ComponentPropsWithRef } from 'react';

type IconButtonVariant = 'primary' | 'outline' | 'ghost' | 'overlay';

const variants: Record<IconButtonVariant, string> = {
  primary: 'bg-primary-600 text-white hover:bg-primary-700',
  outline: 'border-2 border-primary-600 text-primary-700 hover:bg-primary-50',
  ghost: 'text-primary-700 hover:bg-primary-50',
  // On top of a picture: an opaque white disc with a ring, legible on any image.
  overlay: 'bg-surface text-primary-700 shadow-raised ring-2 ring-primary-200 hover:bg-primary-50',
};

export interface IconButtonProps extends ComponentPropsWithRef<'button'> {
  /** Required: the button shows only an icon, so this is its whole name. */
  'aria-label': string;
  variant?: IconButtonVariant;
  round?: boolean;
}

/** A 44 px square button with one icon (WCAG 2.2 target size); the tooltip repeats its name. */
export function IconButton({
  variant = 'ghost',
  round = false,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      title={props['aria-label']}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center transition-colors',
        'disabled:pointer-events-none disabled:opacity-50',
        round ? 'rounded-full' : 'rounded-control',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
