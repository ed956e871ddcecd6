import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { APPLICATION_CV_MAX_BYTES } from '@domain/limits';
import { isApiError } from '@web/lib/api';
import { Button } from '@web/ui/button';
import { useDeferredDialog } from '@web/ui/deferred-dialog';
import { Send } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useApplyToVacancy } from '../../api';

const T = VACANCIES_COPY.apply;

// The dialog itself (Radix) loads when she first presses 'Candidatar-se': a visitor's vacancy page
// never needs it.
const ApplyDialogBody = lazy(() => import('./apply-dialog-body'));
const MESSAGE_MAX = 2000;

/** Refusals whose message explains themselves (already applied, closed, not allowed, gone). */
const EXPLAINED_STATUSES = new Set([401, 403, 404, 409, 413, 415, 422]);

export const APPLY_BUTTON_ID = 'candidatar-se';

/**
 * 'Candidatar-se' and its dialog: she applies with her profile (a link lets her review it first)
 * and an optional message. A refusal (409: already applied or closed; 403) shows the server's
 * own words inside the dialog and reloads the vacancy, since its state has changed under her.
 */
export function ApplyDialog({
  vacancyId,
  title,
  onApplied,
  onRefused,
}: {
  vacancyId: string;
  title: string;
  onApplied: () => void;
  onRefused: () => void;
}) {
  const apply = useApplyToVacancy(vacancyId, onApplied);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [cv, setCv] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (apply.isPending) return;
    setOpen(next);
    if (!next) setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    setError(null);
    // The server checks size and content again; this spares her a long upload.
    if (cv && cv.size > APPLICATION_CV_MAX_BYTES) {
      setError(T.cvTooLarge);
      return;
    }
    apply.mutate(
      { message: message.trim() || null, cv },
      {
        onSuccess: () => {
          setOpen(false);
          setMessage('');
          setCv(null);
        },
        onError: (failure) => {
          if (isApiError(failure) && EXPLAINED_STATUSES.has(failure.status)) {
            setError(failure.message);
            onRefused();
          } else {
            setError(T.sendError);
          }
        },
      },
    );
  };

  const trigger = (
    <Button id={APPLY_BUTTON_ID} size="lg">
      <Send aria-hidden="true" className="size-5" />
      {T.apply}
    </Button>
  );
  const { triggerElement, loaded, state } = useDeferredDialog(trigger, open, onOpenChange);

  return (
    <>
      {triggerElement}
      {loaded ? (
        <Suspense fallback={null}>
          <ApplyDialogBody
            {...state}
            title={title}
            message={message}
            messageMax={MESSAGE_MAX}
            onMessageChange={setMessage}
            onCvChange={setCv}
            error={error}
            pending={apply.isPending}
            onSubmit={onSubmit}
          />
        </Suspense>
      ) : null}
    </>
  );
}
