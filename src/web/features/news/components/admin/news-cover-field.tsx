import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import type { NewsType } from '@domain/enums';
import { IMAGE_PURPOSES } from '@domain/limits';
import { toast } from '@web/lib/toast';
import { imageFileProblem, useObjectUrl } from '@web/lib/use-image-choice';
import { buttonClasses } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { ImageUpload } from '@web/ui/image-upload';
import { CircleAlert, ImageUp, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { newsCoverEndpoint, useInvalidateNews } from '../../admin-api';
import { NewsCover } from '../news-cover';

const T = NEWS_ADMIN_COPY.form;
const MAX_BYTES = IMAGE_PURPOSES.cover.maxBytes;

/** Why a chosen file cannot be a cover, before anything is sent; null when it may. */
export function coverFileProblem(file: File): string | null {
  return imageFileProblem(file, MAX_BYTES);
}

function CoverPreview({ src, type }: { src: string | null; type: NewsType }) {
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-surface">
      <NewsCover src={src} type={type} className="max-h-64" />
      <figcaption className="sr-only">{src ? T.coverPreviewAlt : T.coverNone}</figcaption>
    </figure>
  );
}

/** The section's heading and hint, shared by both modes. */
function CoverSection({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {T.cover}
      </h2>
      {children}
    </section>
  );
}

/**
 * Create mode: the item has no id yet, so the chosen image waits here (shown at once) and the
 * page sends it right after the item is created.
 */
export function PendingCoverField({
  file,
  onChange,
  type,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  type: NewsType;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = coverFileProblem(chosen);
    setError(problem);
    if (!problem) onChange(chosen);
  };

  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <CoverSection headingId={`${id}-heading`}>
      <CoverPreview src={preview} type={type} />
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="news-cover-input"
        onChange={pick}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
          className={buttonClasses({ variant: 'outline' })}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {file ? T.coverChange : T.coverChoose}
        </button>
        {file ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className={buttonClasses({ variant: 'ghost' })}
          >
            <X aria-hidden="true" className="size-4" />
            {T.coverRemove}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {file ? `${file.name} · ${T.coverPending}` : T.coverHint}
      </p>
      <div role="alert" id={`${id}-error`}>
        {error ? (
          <p className="flex gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </CoverSection>
  );
}

/**
 * Edit mode: the image is sent as soon as it is chosen (POST /api/news/admin/{id}/cover) and replaces
 * the previous one. `initialError` carries a failure from the create page's upload.
 */
export function UploadCoverField({
  itemId,
  currentUrl,
  type,
  initialError,
}: {
  itemId: string;
  currentUrl: string | null;
  type: NewsType;
  initialError?: string | null;
}) {
  const headingId = useId();
  const invalidate = useInvalidateNews();
  const [earlierError, setEarlierError] = useState(initialError ?? null);
  return (
    <CoverSection headingId={headingId}>
      {earlierError ? <FormAlert>{earlierError}</FormAlert> : null}
      <ImageUpload
        endpoint={newsCoverEndpoint(itemId)}
        label={currentUrl ? T.coverChange : T.coverChoose}
        busyLabel={T.coverUploading}
        maxBytes={MAX_BYTES}
        errorMessage={T.coverError}
        currentUrl={currentUrl}
        hint={T.coverHint}
        renderPreview={(src) => <CoverPreview src={src} type={type} />}
        onUploaded={async () => {
          setEarlierError(null);
          await invalidate();
          toast.success(T.coverUploaded);
        }}
      />
    </CoverSection>
  );
}
