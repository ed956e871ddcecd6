import { cn } from '@web/lib/cn';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { inputClasses } from './input';

let supported: boolean | undefined;

/** Whether this browser has a native month picker (desktop Firefox and Safari do not). */
export function supportsMonthInput(): boolean {
  if (supported === undefined) {
    if (typeof document === 'undefined') return true;
    const probe = document.createElement('input');
    probe.setAttribute('type', 'month');
    probe.value = 'x';
    // Without support the type falls back to 'text' and keeps any value.
    supported = probe.type === 'month' && probe.value === '';
  }
  return supported;
}

/** Help to show under a month field where there is no native picker (undefined where there is). */
export function monthFormatHint(): string | undefined {
  return supportsMonthInput() ? undefined : 'Use o formato AAAA-MM (por exemplo, 2024-03).';
}

/** For tests: forget the detected support (or force it). */
export function setMonthInputSupport(value: boolean | undefined) {
  supported = value;
}

/** Typed text → 'AAAA-MM' as far as it goes: digits only, the hyphen added after the year. */
export function maskMonthText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

export type MonthInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/**
 * A month ('AAAA-MM'): the native month picker where the browser has one, otherwise a text field
 * that accepts 'AAAA-MM' (digits typed, the hyphen inserted). Either way the value is 'AAAA-MM'
 * or '' — works with react-hook-form's register(). Label it with FormField.
 */
export function MonthInput({ className, onChange, ...props }: MonthInputProps) {
  if (supportsMonthInput()) {
    return <input type="month" className={cn(inputClasses, className)} onChange={onChange} {...props} />;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const masked = maskMonthText(event.target.value);
    if (masked !== event.target.value) event.target.value = masked;
    onChange?.(event);
  }

  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="AAAA-MM"
      maxLength={7}
      className={cn(inputClasses, className)}
      onChange={handleChange}
      {...props}
    />
  );
}
