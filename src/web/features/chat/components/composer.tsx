import { CHAT_COPY } from '@domain/copy/chat';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { IMAGE_PURPOSES, MEGABYTE, MESSAGE_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { useObjectUrl } from '@web/lib/use-object-url';
import { Button } from '@web/ui/button';
import { textareaClasses } from '@web/ui/textarea';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

const T = CHAT_COPY.composer;

/** The largest image a message takes, checked before sending (the server checks again). */
const IMAGE_MAX_BYTES = IMAGE_PURPOSES.post.maxBytes;
/** The text box grows with her lines up to this many, then scrolls. */
const MAX_ROWS = 6;

/** The shared text box's look, one line tall to start with (it grows with her lines). */
const COMPOSER_CLASSES = cn(textareaClasses.replace('min-h-24', 'min-h-11'), 'max-h-40 flex-1 resize-none');

/** The text as the server will count it (contract: line breaks normalised, trimmed). */
const normalise = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * The thread's composer: the text (Enter sends, Shift+Enter breaks the line; a live count of
 * what is left of MESSAGE_MAX_LENGTH), one image to attach (previewed, removable), and 'Enviar'.
 * What she sends goes to the outbox (the thread shows it at once) and the box empties for the
 * next one.
 */
export function Composer({ onSend }: { onSend: (input: { body: string; image: File | null }) => void }) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(image);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  const used = normalise(text).length;
  const tooLong = used > MESSAGE_MAX_LENGTH;

  const submit = () => {
    const body = normalise(text);
    if (tooLong) {
      setError(CHAT_ERRORS.messageTooLong);
      textRef.current?.focus();
      return;
    }
    if (!body && !image) {
      setError(CHAT_ERRORS.emptyMessage);
      textRef.current?.focus();
      return;
    }
    onSend({ body, image });
    setText('');
    setImage(null);
    setError(null);
    textRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) setError(MSG.images.onlyImages);
    else if (file.size > IMAGE_MAX_BYTES) setError(MSG.images.tooLarge(IMAGE_MAX_BYTES / MEGABYTE));
    else {
      setImage(file);
      setError(null);
    }
  };

  const rows = Math.min(MAX_ROWS, Math.max(1, text.split('\n').length));
  return (
    <form noValidate onSubmit={onSubmit} className="border-t border-line bg-surface px-4 py-3">
      {preview ? (
        <div className="mb-2 flex items-start gap-2">
          <img src={preview} alt={T.imagePreview} className="h-20 w-auto rounded-control object-cover" />
          <button
            type="button"
            onClick={() => {
              setImage(null);
              textRef.current?.focus();
            }}
            aria-label={T.removeImage}
            title={T.removeImage}
            className="inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          data-testid="chat-image-input"
          onChange={onFile}
        />
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          aria-label={T.attach}
          title={T.attach}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
        >
          <Paperclip aria-hidden="true" className="size-5" />
        </button>
        <label htmlFor={fieldId} className="sr-only">
          {T.label}
        </label>
        <textarea
          ref={textRef}
          id={fieldId}
          name="body"
          rows={rows}
          placeholder={T.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          aria-invalid={error || tooLong ? true : undefined}
          aria-describedby={[hintId, counterId, error ? errorId : ''].filter(Boolean).join(' ')}
          className={COMPOSER_CLASSES}
        />
        <Button type="submit" aria-label={T.send} title={T.send} className="size-11 shrink-0 px-0">
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-3 text-xs text-ink-muted">
        <p id={hintId} className="sr-only md:not-sr-only">
          {T.hint}
        </p>
        <p id={counterId} className={cn('ml-auto', tooLong && 'font-semibold text-danger')}>
          {T.remaining(used)}
        </p>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
