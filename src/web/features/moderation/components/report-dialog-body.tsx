import { MODERATION_COPY, MODERATION_ERRORS, REPORT_REASON_LABELS } from '@domain/copy/moderation';
import { REPORT_NOTE_MAX_LENGTH } from '@domain/limits';
import { REPORT_REASONS, type ReportItemType, type ReportReason } from '@domain/moderation-enums';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useCreateReport } from '../api';

const T = MODERATION_COPY.report;

export interface ReportDialogBodyProps extends DeferredDialogState {
  item: { type: ReportItemType; id: string };
}

/**
 * 'Denunciar': a reason (a radio group; required), an optional text, and 'Enviar denúncia'.
 * On success the dialog closes, a toast thanks her, and her open lists are read again (the
 * item is gone from them). A refusal (reported already, gone meanwhile) stays in the dialog.
 */
export default function ReportDialogBody({ open, onOpenChange, returnFocus, item }: ReportDialogBodyProps) {
  const create = useCreateReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const reasonErrorId = useId();
  const tooLong = note.length > REPORT_NOTE_MAX_LENGTH;
  const noteError =
    (tooLong ? MODERATION_ERRORS.noteTooLong : null) ??
    (isApiError(create.error) ? create.error.fields.note : undefined);
  const formError =
    create.error && !noteError ? (isApiError(create.error) ? create.error.message : null) : null;

  const onChange = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setNote('');
      setMissingReason(false);
      create.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!reason) {
      setMissingReason(true);
      firstRadio.current?.focus();
      return;
    }
    if (tooLong) return;
    const text = note.trim();
    create.mutate(
      { itemType: item.type, itemId: item.id, reason, ...(text ? { note: text } : {}) },
      {
        onSuccess: () => {
          toast.success(T.sent);
          onChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onChange}>
      <DialogContent title={T.title(item.type)} description={T.description} onCloseAutoFocus={returnFocus}>
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <fieldset
            aria-labelledby={legendId}
            aria-describedby={missingReason && !reason ? reasonErrorId : undefined}
            className="flex flex-col gap-2"
          >
            <legend id={legendId} className="mb-1 font-semibold text-ink">
              {T.reasonLegend}
            </legend>
            {REPORT_REASONS.map((value, index) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line px-3 has-checked:border-primary-600 has-checked:bg-primary-50"
              >
                <input
                  ref={index === 0 ? firstRadio : undefined}
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  aria-invalid={missingReason && !reason ? true : undefined}
                  className="size-5 shrink-0 accent-primary-600"
                />
                <span className="text-sm font-medium text-ink">{REPORT_REASON_LABELS[value]}</span>
              </label>
            ))}
            {missingReason && !reason ? (
              <p id={reasonErrorId} className="text-sm font-semibold text-danger">
                {MODERATION_ERRORS.reasonRequired}
              </p>
            ) : null}
          </fieldset>
          <FormField label={T.noteLabel} error={noteError}>
            {(control) => (
              <Textarea
                {...control}
                name="note"
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <FormAlert>{formError}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={create.isPending}>
                {T.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={create.isPending || undefined}>
              {create.isPending ? T.submitting : T.submit}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
