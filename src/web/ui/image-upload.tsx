import { MEGABYTE } from '@domain/limits';
import { MSG } from '@domain/messages';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { CircleAlert, ImageUp, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button';

export interface ImageUploadProps {
  /** API path receiving the multipart body (field `file`) and answering `{ url }`. */
  endpoint: string;
  method?: 'POST' | 'PUT';
  /** Text of the picker button (e.g. 'Alterar foto'). */
  label: string;
  /** Text of the button while the upload runs (e.g. 'Enviando...'). */
  busyLabel: string;
  /** Client-side size limit in bytes; the server enforces its own anyway. */
  maxBytes?: number;
  /** Shown when the upload fails for a reason the server did not explain. */
  errorMessage: string;
  /** The image shown now; replaced by the chosen file while it uploads. */
  currentUrl?: string | null;
  /** Draws the preview (avatar, logo …) for an address; omit when the page shows it elsewhere. */
  renderPreview?: (src: string | null) => ReactNode;
  /** Called with the stored image's address once the server has it. */
  onUploaded: (url: string) => unknown;
  hint?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const TOLD_BY_SERVER = new Set([400, 413, 415, 422]);

async function uploadImage(endpoint: string, method: 'POST' | 'PUT', file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<{ url: string }>(endpoint, { method, body });
}

/**
 * A file picker for one image: checks it is an image (and not over `maxBytes`) before sending,
 * shows it at once, sends it as multipart, and reports success or the reason it failed. The
 * native file input stays in the page (visually hidden) and is what the label button opens, so
 * keyboard and screen-reader users get the platform's own picker.
 */
export function ImageUpload({
  endpoint,
  method = 'POST',
  label,
  busyLabel,
  maxBytes,
  errorMessage,
  currentUrl = null,
  renderPreview,
  onUploaded,
  hint,
  variant = 'outline',
  size = 'md',
  className,
}: ImageUploadProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  const upload = useMutation({ mutationFn: (file: File) => uploadImage(endpoint, method, file) });
  const busy = upload.isPending;

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset, so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError(MSG.images.onlyImages);
    if (maxBytes !== undefined && file.size > maxBytes) {
      return setError(MSG.images.tooLarge(Math.round((maxBytes / MEGABYTE) * 10) / 10));
    }

    setLocalPreview(
      renderPreview && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
    );
    try {
      const { url } = await upload.mutateAsync(file);
      await onUploaded(url);
    } catch (failure) {
      setError(isApiError(failure) && TOLD_BY_SERVER.has(failure.status) ? failure.message : errorMessage);
    } finally {
      setLocalPreview(null);
    }
  };

  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {renderPreview ? renderPreview(localPreview ?? currentUrl) : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={busy}
        onChange={onChange}
      />
      <button
        type="button"
        disabled={busy}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
        className={cn(buttonClasses({ variant, size }), 'self-start')}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <ImageUp aria-hidden="true" className="size-4" />
        )}
        {busy ? busyLabel : label}
      </button>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {/* Always present, so the message is announced when it appears. */}
      <div role="alert" id={errorId}>
        {error ? (
          <p className="flex gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
      {/* Announces the busy state, which the button's text alone only shows. */}
      <span role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </span>
    </div>
  );
}
