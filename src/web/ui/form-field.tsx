import { cn } from '@web/lib/cn';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** What the control inside a FormField must spread on itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  label: string;
  /** Always-visible help under the control (e.g. the password policy). */
  hint?: string;
  /** One message, or several (a password that breaks more than one rule). */
  error?: string | readonly string[];
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and errors, wired for assistive technology: the label names
 * it, the hint and the errors describe it, and aria-invalid marks it while an error shows.
 */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const errors = typeof error === 'string' ? [error] : (error ?? []);
  const invalid = errors.length > 0;
  const describedBy = [hint && hintId, invalid && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {invalid ? <FieldErrors id={errorId} errors={errors} /> : null}
    </div>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  const icon = <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />;
  if (errors.length === 1) {
    return (
      <p id={id} className="flex gap-1.5 text-sm font-medium text-danger">
        {icon}
        <span>{errors[0]}</span>
      </p>
    );
  }
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm font-medium text-danger">
      {errors.map((message) => (
        <li key={message} className="flex gap-1.5">
          {icon}
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}
