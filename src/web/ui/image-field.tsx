import { IMAGE_PURPOSES } from '@domain/limits';
import { imageFileProblem, type PageImageKind, useObjectUrl } from '@web/lib/use-image-choice';
import { CircleAlert, ImageUp, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Avatar } from './avatar';
import { buttonClasses } from './button';

/** The words of one image field (each feature words its own: 'Logo', 'Escolher logo' …). */
export interface ImageFieldTexts {
  /** The fieldset's legend. */
  title: string;
  /** The recommended size (SPEC §5: logo 200×200, banner 1200×300, PNG or JPG). */
  hint: string;
  /** The preview's alternative text. */
  alt: string;
  choose: string;
  change: string;
  /** Drops the chosen (not yet sent) file. */
  remove: string;
  /** Added to the hint while a chosen file waits to be sent. */
  pending: (fileName: string) => string;
}

interface ImageFieldProps {
  kind: PageImageKind;
  texts: ImageFieldTexts;
  /** The chosen file, sent when the form is saved; null when none is waiting. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image the page has now (edit), shown until another is chosen. */
  currentUrl: string | null;
  /** The page's name, for the logo's letters when there is no image. */
  name: string;
  /** The logo's letters when there is none (default: the initials of `name`). */
  letters?: string;
  /** `data-testid` of the (visually hidden) file input, for tests that upload a file. */
  inputTestId?: string;
  disabled?: boolean;
}

/** Why a chosen file cannot be this image, before anything is sent; null when it may. */
export function pageImageProblem(kind: PageImageKind, file: File): string | null {
  return imageFileProblem(file, IMAGE_PURPOSES[kind].maxBytes);
}

/**
 * A logo or a banner in a form: the current image (or the chosen one, previewed at once), the
 * recommended size, and a button opening the platform's own file picker (kept in the page,
 * visually hidden). The file only waits here: the form sends it once the page is saved, because
 * the upload endpoint needs the saved page's id.
 */
export function ImageField({
  kind,
  texts,
  file,
  onChange,
  currentUrl,
  name,
  letters,
  inputTestId,
  disabled,
}: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const shown = file ? preview : currentUrl;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Reset, so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = pageImageProblem(kind, chosen);
    setError(problem);
    if (!problem) onChange(chosen);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error && errorId].filter(Boolean).join(' ');

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{texts.title}</legend>
      {kind === 'logo' ? (
        shown ? (
          <img
            src={shown}
            alt={texts.alt}
            className="size-24 rounded-control border border-line object-cover md:size-32"
          />
        ) : (
          <Avatar name={name.trim() || '?'} letters={letters} size="2xl" shape="square" decorative />
        )
      ) : shown ? (
        <img
          src={shown}
          alt={texts.alt}
          className="aspect-[4/1] w-full rounded-control border border-line object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[4/1] w-full rounded-control border border-dashed border-line-strong bg-linear-to-r from-primary-100 via-secondary-100 to-accent-100"
        />
      )}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        disabled={disabled}
        onChange={pick}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
          className={buttonClasses({ variant: 'outline' })}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {shown || file ? texts.change : texts.choose}
        </button>
        {file ? (
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              setError(null);
              onChange(null);
            }}
            className={buttonClasses({ variant: 'ghost' })}
          >
            <X aria-hidden="true" className="size-4" />
            {texts.remove}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        {file ? `${texts.hint} ${texts.pending(file.name)}` : texts.hint}
      </p>
      <div role="alert" id={errorId}>
        {error ? (
          <p className="flex gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
