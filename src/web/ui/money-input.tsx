import { formatBRL, maskBRLInput, parseBRL } from '@domain/rules/money';
import { cn } from '@web/lib/cn';
import type { ComponentPropsWithRef } from 'react';
import { inputClasses } from './input';

export interface MoneyInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** The amount in reais, or null when empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

/**
 * A BRL amount shown as 'R$ 1.234,56' while she types: the digits typed are the cents (typing
 * 1, 2, 3, 4, 5, 6 reads 'R$ 1.234,56'; backspace removes the last digit). The value handed out
 * is a number, or null when the field is emptied (or only zeros are left). Use with react-hook-form's Controller.
 */
export function MoneyInput({
  value,
  onChange,
  className,
  placeholder = 'R$ 0,00',
  ...props
}: MoneyInputProps) {
  const shown = value === null || value === undefined ? '' : formatBRL(value);
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      className={cn(inputClasses, 'tabular-nums', className)}
      value={shown}
      onChange={(event) => onChange(toAmount(event.target.value))}
      {...props}
    />
  );
}

function toAmount(typed: string): number | null {
  // Backspacing 'R$ 0,01' leaves zeros only: that is an emptied field, not 'R$ 0,00'.
  if (!/[1-9]/.test(typed)) return null;
  return parseBRL(maskBRLInput(typed));
}
