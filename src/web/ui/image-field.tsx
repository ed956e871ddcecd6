import { MEGABYTE } from '@domain/limits';
import { MSG } from '@domain/messages';
import { apiFetch, isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useObjectUrl } from '@web/lib/use-object-url';
import { CircleAlert, ImageUp, LoaderCircle, type LucideIcon, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button';

/**
 * The client's own checks before anything is sent (SPEC §5: an image file of at most `maxBytes`,
 * e.g. `IMAGE_PURPOSES.post.maxBytes`; the server checks again). Null when the file may be sent.
 */
function imageFileProblem(file: File, maxBytes: number): string | null {
  if (!file.type.startsWith('image/')) return MSG.images.onlyImages;
  if (file.size > maxBytes) return MSG.images.tooLarge(Math.round((maxBytes / MEGABYTE) * 10) / 10);
  return null;
}

/** An image sent as soon as it is chosen. */
export interface ImageUploadOptions {
  /** API path receiving the multipart body (field `file`) and answering `{ url }`. */
  endpoint: string;
  method?: 'POST' | 'PUT';
  /** The button's words while the file is sent ('Enviando...'), also announced. */
  busyLabel: string;
  /** Shown when the upload fails for a reason the server did not explain. */
  errorMessage: string;
  /** Called with the stored image's address once the server has it. */
  onUploaded: (url: string) => unknown;
}

/** The chosen file waits in the form, which sends it when it is saved (the page has no id yet). */
interface PendingMode {
  /** The chosen file, or null when none is waiting. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The words of the button dropping the chosen file; no such button without them. */
  removeLabel?: string;
  /** Replaces the hint while a chosen file waits to be sent. */
  pendingHint?: (fileName: string) => string;
  upload?: never;
}

/** The file is sent at once (the page exists). */
interface UploadMode {
  upload: ImageUploadOptions;
  file?: never;
  onChange?: never;
  removeLabel?: never;
  pendingHint?: never;
}

export type ImageFieldProps = (PendingMode | UploadMode) & {
  /** Names the field: a fieldset's legend ('Logo'), or a section's <h2> ('Capa') with `titleAs`. */
  title?: string;
  titleAs?: 'legend' | 'h2';
  /** The button's words while there is no image ('Escolher logo', 'Adicionar imagem'). */
  chooseLabel: string;
  /** Its words once there is one ('Trocar logo'); the same words when left out. */
  changeLabel?: string;
  /** The largest file accepted, checked before anything is sent. */
  maxBytes: number;
  /** The recommended size, format … */
  hint?: string;
  /** The image stored now, shown until another is chosen. */
  currentUrl?: string | null;
  /** Draws the preview for an address (null: no image); left out when the page shows it elsewhere. */
  renderPreview?: (src: string | null) => ReactNode;
  /** A message above the preview (e.g. an earlier upload that failed). */
  notice?: ReactNode;
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  buttonClassName?: string;
  /** `data-testid` of the (visually hidden) file input, for tests that upload a file. */
  inputTestId?: string;
  disabled?: boolean;
  className?: string;
};

/** HTTP statuses whose message says what is wrong with the file. */
const TOLD_BY_SERVER = new Set([400, 413, 415, 422]);

async function sendImage(endpoint: string, method: 'POST' | 'PUT', file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<{ url: string }>(endpoint, { method, body });
}

/**
 * The one image field of the forms (a photo, a cover, a logo or a banner, a post's image): the
 * current image or the chosen one (previewed at once), a button opening the platform's own file
 * picker (the native input stays in the page, visually hidden, so keyboard and screen-reader users
 * get it), the hint, and the reason a file was refused, announced. The chosen file either waits
 * for the form (`file`/`onChange`) or is sent at once (`upload`).
 */
export function ImageField(props: ImageFieldProps) {
  const {
    title,
    titleAs = 'legend',
    chooseLabel,
    changeLabel = chooseLabel,
    maxBytes,
    hint,
    currentUrl = null,
    renderPreview,
    notice,
    icon: Icon = ImageUp,
    variant = 'outline',
    size = 'md',
    buttonClassName,
    inputTestId,
    disabled = false,
    className,
  } = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  /** The file being sent (upload mode). */
  const [sending, setSending] = useState<File | null>(null);
  const busy = sending !== null;

  // Another file (or none) in the form clears the reason the last one was refused.
  const pending = props.upload ? null : props.file;
  const [errorFor, setErrorFor] = useState(pending);
  if (errorFor !== pending) {
    setErrorFor(pending);
    setError(null);
  }

  const local = pending ?? sending;
  const preview = useObjectUrl(renderPreview ? local : null);
  const shown = local ? preview : currentUrl;

  const send = async (file: File, options: ImageUploadOptions) => {
    setSending(file);
    try {
      const { url } = await sendImage(options.endpoint, options.method ?? 'POST', file);
      await options.onUploaded(url);
    } catch (failure) {
      setError(
        isApiError(failure) && TOLD_BY_SERVER.has(failure.status) ? failure.message : options.errorMessage,
      );
    } finally {
      setSending(null);
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Reset, so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = imageFileProblem(chosen, maxBytes);
    setError(problem);
    if (problem) return;
    if (props.upload) void send(chosen, props.upload);
    else props.onChange(chosen);
  };

  const hintText = pending && props.pendingHint ? props.pendingHint(pending.name) : hint;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintText && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const hasImage = Boolean(pending || currentUrl);

  const body = (
    <>
      {notice}
      {renderPreview ? renderPreview(shown) : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        disabled={disabled || busy}
        onChange={pick}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={disabled || busy}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
          className={cn(buttonClasses({ variant, size }), buttonClassName)}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Icon aria-hidden="true" className="size-4" />
          )}
          {busy ? props.upload?.busyLabel : hasImage ? changeLabel : chooseLabel}
        </button>
        {pending && props.removeLabel ? (
          <button
            type="button"
            disabled={disabled}
            onClick={() => props.onChange(null)}
            className={buttonClasses({ variant: 'ghost' })}
          >
            <X aria-hidden="true" className="size-4" />
            {props.removeLabel}
          </button>
        ) : null}
      </div>
      {hintText ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hintText}
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
      {props.upload ? (
        // Announces the busy state, which the button's words alone only show.
        <span role="status" className="sr-only">
          {busy ? props.upload.busyLabel : ''}
        </span>
      ) : null}
    </>
  );

  if (title && titleAs === 'h2') {
    return (
      <section aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-3', className)}>
        <h2 id={`${id}-title`} className="text-sm font-semibold text-ink">
          {title}
        </h2>
        {body}
      </section>
    );
  }
  if (title) {
    return (
      <fieldset className={cn('flex flex-col gap-3', className)}>
        <legend className="mb-1.5 text-sm font-semibold text-ink">{title}</legend>
        {body}
      </fieldset>
    );
  }
  return <div className={cn('flex flex-col gap-2', className)}>{body}</div>;
}
