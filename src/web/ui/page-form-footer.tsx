import type { SaveMode, SaveWithImages } from '@web/lib/use-save-with-images';
import { Button, ButtonLink } from './button';
import { FormAlert, Notice } from './form-alert';

export interface PageFormFooterTexts {
  create: string;
  creating: string;
  save: string;
  saving: string;
  uploading: string;
  retryUpload: string;
  continueWithout: string;
  cancel: string;
  redirecting: string;
}

interface PageFormFooterProps {
  mode: SaveMode;
  saving: Pick<SaveWithImages, 'saved' | 'done' | 'uploading' | 'uploadErrors' | 'successMessage'>;
  /** react-hook-form's isSubmitting. */
  submitting: boolean;
  /** What belongs to no single field (the server's failure). */
  formError: string | null;
  /** Where 'Continuar sem as imagens' goes after an upload failed (the page exists already). */
  returnTo: string;
  cancelTo: string;
  texts: PageFormFooterTexts;
}

/**
 * The end of a page form saved with useSaveWithImages: the success message (and that she is
 * about to be taken back), the form's own errors or the images that failed, and the buttons.
 * After a failed upload the page is saved already, so 'Cancelar' becomes 'Continuar sem as
 * imagens' and the submit button sends the images again.
 */
export function PageFormFooter({
  mode,
  saving,
  submitting,
  formError,
  returnTo,
  cancelTo,
  texts: T,
}: PageFormFooterProps) {
  // Only the button waits while saving: a disabled field could not take the focus of an error.
  const busy = submitting || saving.done;
  const retrying = saving.saved && saving.uploadErrors.length > 0;
  const submitLabel = submitting
    ? saving.uploading
      ? T.uploading
      : mode === 'create' && !saving.saved
        ? T.creating
        : T.saving
    : retrying
      ? T.retryUpload
      : mode === 'create'
        ? T.create
        : T.save;

  return (
    <>
      {saving.saved ? (
        <Notice tone="success">
          <p>{saving.successMessage}</p>
          {saving.done ? <p className="font-normal">{T.redirecting}</p> : null}
        </Notice>
      ) : null}
      <FormAlert>
        {formError ??
          (saving.uploadErrors.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {saving.uploadErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null)}
      </FormAlert>

      <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
        <ButtonLink to={retrying ? returnTo : cancelTo} variant="ghost">
          {retrying ? T.continueWithout : T.cancel}
        </ButtonLink>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
