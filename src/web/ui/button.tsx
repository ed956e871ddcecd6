import { cn } from '@web/lib/cn';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap ' +
  'transition-colors duration-150 select-none disabled:pointer-events-none disabled:opacity-50 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-600 text-white hover:bg-primary-700 active:bg-primary-800',
  secondary: 'bg-secondary-600 text-white hover:bg-secondary-700 active:bg-secondary-800',
  outline: 'border-2 border-primary-600 text-primary-700 hover:bg-primary-50 active:bg-primary-100',
  ghost: 'bg-transparent text-primary-700 hover:bg-primary-50 active:bg-primary-100',
};

// Heights stay at or above WCAG 2.2's 24 px target size; lg is the comfortable touch size.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm md:text-base',
  lg: 'h-12 px-6 text-base md:text-lg',
};

/** The classes of the shared button, for the rare element that must look like one but is neither. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyleProps = {}) {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps {}

/**
 * The shared button of SPEC §2. A plain `type="button"` unless told otherwise, so a button inside
 * a form never submits it by accident. `disabled` uses the native attribute: the button leaves
 * the tab order, is announced as unavailable, and never fires onClick. `aria-disabled` alone
 * keeps it focusable (so a reason next to it can be read) but it still does nothing when pressed.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const ariaDisabled = props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      onClick={ariaDisabled ? swallowClick : onClick}
      {...props}
    />
  );
}

// Also stops a submit button from submitting its form.
function swallowClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

export interface ButtonLinkProps extends LinkProps, ButtonStyleProps {}

/** Navigation that looks like a button: a real link, so it opens in a new tab and reads as a link. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses({ variant, size, fullWidth }), className)} {...props} />;
}
