import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { IMAGE_PURPOSES } from '@domain/limits';
import { imageFileProblem, useObjectUrl } from '@web/lib/use-image-choice';
import { Avatar } from '@web/ui/avatar';
import { buttonClasses } from '@web/ui/button';
import { CircleAlert, ImageUp, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { CommunityImageKind } from '../../api';

const T = COMMUNITIES_COPY.form;

const TEXTS = {
  logo: {
    title: T.logo,
    hint: T.logoHint,
    alt: T.logoAlt,
    choose: T.logoChoose,
    change: T.logoChange,
    remove: T.logoRemove,
  },
  banner: {
    title: T.banner,
    hint: T.bannerHint,
    alt: T.bannerAlt,
    choose: T.bannerChoose,
    change: T.bannerChange,
    remove: T.bannerRemove,
  },
} as const;

/** Why a chosen file cannot be this image, before anything is sent; null when it may. */
export function communityImageProblem(kind: CommunityImageKind, file: File): string | null {
  return imageFileProblem(file, IMAGE_PURPOSES[kind].maxBytes);
}

interface CommunityImageFieldProps {
  kind: CommunityImageKind;
  /** The chosen file, sent when the form is saved; null when none is waiting. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image the community has now (edit), shown until another is chosen. */
  currentUrl: string | null;
  /** The community's name, for the logo's initials when there is no image. */
  name: string;
  disabled?: boolean;
}

/**
 * The logo or the banner: the current image (or the chosen one, previewed at once), the
 * recommended size, and a button opening the platform's own file picker (kept in the page,
 * visually hidden). The file waits here and is sent after the community is saved.
 */
export function CommunityImageField({
  kind,
  file,
  onChange,
  currentUrl,
  name,
  disabled,
}: CommunityImageFieldProps) {
  const id = useId();
  const texts = TEXTS[kind];
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const shown = file ? preview : currentUrl;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Reset, so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = communityImageProblem(kind, chosen);
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
          <Avatar name={name.trim() || '?'} size="2xl" shape="square" decorative />
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
        data-testid={`community-${kind}-input`}
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
        {file ? `${texts.hint} ${T.imagePending(file.name)}` : texts.hint}
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
