import { VACANCY_APPLICATIONS_COPY } from '@domain/copy/vacancy-applications';
import { APPLICATION_NOTE_MAX_LENGTH } from '@domain/limits';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { formatLongDate } from '@web/lib/format-date';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';
import { Textarea } from '@web/ui/textarea';
import { StickyNote } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { applicationNotesQueryOptions, useAddApplicationNote } from '../../api';

const T = VACANCY_APPLICATIONS_COPY;

/**
 * The company staff's private notes on one application (never shown to her): a list, oldest
 * first, each with its author and date, and a field to add one. Chosen over a single editable
 * note so that colleagues do not overwrite each other and each remark keeps who wrote it and when.
 * Loaded when opened.
 */
export function ApplicantNotes({
  vacancyId,
  applicationId,
  count,
}: {
  vacancyId: string;
  applicationId: string;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-2 flex flex-col gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <StickyNote aria-hidden="true" className="size-4" />
        {T.notes(count)}
      </Button>
      {open ? (
        <div id={panelId}>
          <NotesPanel vacancyId={vacancyId} applicationId={applicationId} />
        </div>
      ) : null}
    </div>
  );
}

function NotesPanel({ vacancyId, applicationId }: { vacancyId: string; applicationId: string }) {
  const notes = useQuery(applicationNotesQueryOptions(vacancyId, applicationId));
  const add = useAddApplicationNote(vacancyId, applicationId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || !draft.trim()) return;
    setError(null);
    add.mutate(draft.trim(), {
      onSuccess: () => setDraft(''),
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.status < 500 && failure.status > 0 ? failure.message : T.noteError,
        ),
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-control border border-line bg-canvas p-3">
      <p className="text-sm text-ink-muted">{T.notesHint}</p>
      {notes.isPending ? (
        <Spinner className="size-5" />
      ) : notes.isError ? (
        <p className="text-sm text-danger">{T.notesLoadError}</p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.notesEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.data.map((note) => {
            const date = formatLongDate(note.createdAt);
            return (
              <li key={note.id} className="flex flex-col gap-0.5">
                <p className="text-sm break-words whitespace-pre-line text-ink">{note.body}</p>
                <p className="text-xs text-ink-muted">
                  <time dateTime={note.createdAt}>
                    {note.author ? T.noteBy(note.author.fullName, date) : T.noteByDeleted(date)}
                  </time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <FormField label={T.noteLabel}>
          {(c) => (
            <Textarea
              {...c}
              name="note"
              rows={3}
              maxLength={APPLICATION_NOTE_MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </FormField>
        <FormAlert>{error}</FormAlert>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="self-start"
          aria-disabled={add.isPending || undefined}
        >
          {add.isPending ? <Spinner className="size-4 text-current" /> : null}
          {T.noteAdd}
        </Button>
      </form>
    </div>
  );
}
