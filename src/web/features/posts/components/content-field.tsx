import { FEED_COPY } from '@domain/copy/feed';
import { POST_MAX_LENGTH } from '@domain/limits';
import type { MemberRef } from '@domain/schemas/conversation';
import { MentionTextarea } from '@web/features/conversation';
import { cn } from '@web/lib/cn';
import { FormField } from '@web/ui/form-field';
import { type Ref, useId } from 'react';

const T = FEED_COPY.composer;

/** The form library's handle on the text (react-hook-form's useController `field`). */
export interface ContentFieldControl {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLTextAreaElement>;
}

interface ContentFieldProps {
  label: string;
  field: ContentFieldControl;
  /** She picked someone to mention: her '@Name' stands for that member from now on. */
  onMention: (member: MemberRef) => void;
  /** Characters of the text as it will be sent (mentions as their tokens): the live counter. */
  length: number;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Label shown only to assistive technology (the composer's card already says what it is). */
  hideLabel?: boolean;
}

/**
 * A post's text (SPEC §5): up to 1000 characters with a live 'N/1000' counter, and '@' to
 * mention someone (issue 16: the suggestions of features/conversation). The native maxLength
 * stops typing and pasting at the limit; the zod schema says the same on submit.
 */
export function ContentField({
  label,
  field,
  onMention,
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
          <MentionTextarea
            {...control}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            onMention={onMention}
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
