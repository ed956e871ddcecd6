import { CV_EDITOR_COPY as C } from '@domain/copy/cv-editor';
import { isFullMonth } from '@domain/rules/month';
import { cn } from '@web/lib/cn';
import { type Ref, useEffect, useState } from 'react';
import type { FieldControlProps } from './form-field';
import { Select } from './select';

const MONTH_NAME = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });

/** '01' … '12' with their pt-BR names: janeiro … dezembro. */
export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1).padStart(2, '0'),
  label: MONTH_NAME.format(new Date(Date.UTC(2000, i, 1))),
}));

/** The years offered, newest first: from a few years ahead (a course's planned end) back to 1950. */
export function yearOptions(now = new Date(), selected?: string): string[] {
  const years: string[] = [];
  for (let year = now.getUTCFullYear() + 6; year >= 1950; year -= 1) years.push(String(year));
  // A saved year outside the range (an old import) stays choosable.
  if (selected && !years.includes(selected)) years.push(selected);
  return years;
}

interface Parts {
  month: string;
  year: string;
}

const partsOf = (value: string | null | undefined): Parts =>
  isFullMonth(value) ? { year: value.slice(0, 4), month: value.slice(5, 7) } : { year: '', month: '' };

export interface MonthPickerProps extends Partial<FieldControlProps> {
  /** The field's label ('Data de início'): each select is named after it ('Data de início: mês'). */
  label: string;
  /** 'YYYY-MM', or '' while no full month is chosen. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  name?: string;
  /** Gets the month select (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A month in pt-BR that every browser shows alike (no `<input type="month">`, which Safari and
 * Firefox leave as free text): a select of the month (janeiro … dezembro) and one of the year,
 * native so keyboards, screen readers and phones' own pickers work. The value is 'YYYY-MM', or ''
 * until both are chosen. The FormField's label names the month select (its `id`); both share the
 * field's hint and error.
 */
export function MonthPicker({
  label,
  value,
  onChange,
  onBlur,
  disabled,
  name,
  ref,
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: MonthPickerProps) {
  const [parts, setParts] = useState<Parts>(() => partsOf(value));

  // Follow the form: a new full month, or a clear from outside ('Trabalho atual' ticked). A
  // half-chosen month (only the year so far) is kept while the form's value stays ''.
  useEffect(() => {
    setParts((current) => {
      if (isFullMonth(value)) return partsOf(value);
      const full = current.month !== '' && current.year !== '';
      return full || disabled ? { month: '', year: '' } : current;
    });
  }, [value, disabled]);

  function change(next: Parts) {
    setParts(next);
    onChange(next.month && next.year ? `${next.year}-${next.month}` : '');
  }

  const shared = {
    disabled,
    onBlur,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  };

  return (
    <div className={cn('grid grid-cols-[3fr_2fr] gap-2', className)}>
      <Select
        id={id}
        ref={ref}
        name={name ? `${name}-month` : undefined}
        aria-label={C.monthOf(label)}
        placeholder={C.month}
        options={MONTH_OPTIONS}
        value={parts.month}
        onChange={(event) => change({ ...parts, month: event.target.value })}
        {...shared}
      />
      <Select
        name={name ? `${name}-year` : undefined}
        aria-label={C.yearOf(label)}
        placeholder={C.year}
        options={yearOptions(undefined, parts.year || undefined)}
        value={parts.year}
        onChange={(event) => change({ ...parts, year: event.target.value })}
        {...shared}
      />
    </div>
  );
}
