import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { inputClasses } from './input';

export type SelectOption = string | { value: string; label: string };

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** The choices; `children` (<option>s) may be given instead or after them. */
  options?: readonly SelectOption[];
  /** A first, empty choice (value '') such as 'Selecione'. */
  placeholder?: string;
}

/**
 * A native <select> with the text-field look. Native on purpose: keyboard, screen readers and
 * the phone's own picker all work as users expect. Label it with FormField (spread its props).
 */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(inputClasses, 'appearance-none pr-10', className)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
