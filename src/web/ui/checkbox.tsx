import { cn } from '@web/lib/cn';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The visible label, to the right of the box (clicking it toggles the box). */
  label: ReactNode;
  /** Optional help under the label, announced as the box's description. */
  hint?: ReactNode;
}

/**
 * A native checkbox with its label. The whole row (at least 24 px tall, WCAG 2.2 target size)
 * toggles it; a disabled box greys out its label too.
 */
export function Checkbox({ label, hint, className, id, disabled, ...props }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const describedBy = [props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex items-start gap-2.5', disabled && 'opacity-50', className)}>
      <input
        type="checkbox"
        id={inputId}
        disabled={disabled}
        className="mt-0.5 size-5 shrink-0 rounded border-line-strong accent-primary-600 disabled:cursor-not-allowed"
        {...props}
        aria-describedby={describedBy}
      />
      <div className="flex min-h-6 flex-col">
        <label
          htmlFor={inputId}
          className={cn('text-sm font-medium text-ink', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
        >
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="text-sm text-ink-muted">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
