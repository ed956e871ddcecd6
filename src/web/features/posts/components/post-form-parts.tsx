import { MSG } from '@domain/messages';
import type { ImageChoice } from '@web/lib/use-image-choice';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { Spinner } from '@web/ui/spinner';
import type { PostFailure } from '../lib/post-errors';
import { ImagePickButton } from './image-picker';

/** Why the post could not be published or saved, and what to do about it (post-errors.ts). */
export function PostFailureAlert({ failure }: { failure: PostFailure | null }) {
  return (
    <FormAlert>
      {failure ? (
        <>
          <p>{failure.message}</p>
          {failure.detail ? <p className="mt-1 font-normal">{failure.detail}</p> : null}
        </>
      ) : null}
    </FormAlert>
  );
}

interface PostFormActionsProps {
  image: ImageChoice;
  busy: boolean;
  onCancel: () => void;
  /** 'Publicar' or 'Salvar', and what it says while the request runs. */
  submitLabel: string;
  busyLabel: string;
  /** Beyond `busy` (the composer waits for the authors she may post as). */
  submitDisabled?: boolean;
}

/** The foot of the composer and of the edit form: the image button, then cancel and submit. */
export function PostFormActions({
  image,
  busy,
  onCancel,
  submitLabel,
  busyLabel,
  submitDisabled = false,
}: PostFormActionsProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <ImagePickButton choice={image} disabled={busy} />
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" className="min-h-11" onClick={onCancel} disabled={busy}>
          {MSG.common.cancel}
        </Button>
        <Button type="submit" className="min-h-11" disabled={busy || submitDisabled}>
          {busy ? (
            <>
              <Spinner className="size-4 text-current" />
              {busyLabel}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </div>
  );
}
