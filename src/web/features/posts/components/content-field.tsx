import { FEED_COPY } from '@domain/copy/feed';
import { POST_MAX_LENGTH } from '@domain/limits';
import { cn } from '@web/lib/cn';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const T = FEED_COPY.composer;

interface ContentFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** Characters typed so far (the live counter). */
  length: number;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Label shown only to assistive technology (the composer's card already says what it is). */
  hideLabel?: boolean;
}

/**
 * A post's text (SPEC §5): up to 1000 characters with a live 'N/1000' counter. The native
 * maxLength stops typing and pasting at the limit; the zod schema says the same on submit.
 */
export function ContentField({
  label,
  registration,
  length,
  error,
  placeholder,
  disabled,
  hideLabel,
}: ContentFieldProps) {
  const counterId = useId();
  const full = length >= POST_MAX_LENGTH;
  return (
    <FormField label={label} error={error} className={cn(hideLabel && '[&>label]:sr-only')}>
      {(control) => (
        <div className="flex flex-col gap-1">
          <Textarea
            {...control}
            {...registration}
            aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
            rows={4}
            maxLength={POST_MAX_LENGTH}
            placeholder={placeholder}
            disabled={disabled}
            className="resize-y"
          />
          <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
            {/* Visible at the limit, and announced once when it is reached. */}
            <p role="status" className="flex-1 font-medium text-danger">
              {full ? T.limitReached : ''}
            </p>
            <p
              id={counterId}
              className={cn('tabular-nums', full ? 'font-semibold text-danger' : 'text-ink-muted')}
            >
              <span aria-hidden="true">{T.counter(length)}</span>
              <span className="sr-only">{T.counterHint(length)}</span>
            </p>
          </div>
        </div>
      )}
    </FormField>
  );
}
