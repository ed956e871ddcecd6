import { FEED_COPY } from '@domain/copy/feed';
import { cn } from '@web/lib/cn';
import type { ImageChoice } from '@web/lib/use-image-choice';
import { Button } from '@web/ui/button';
import { CircleAlert, ImageIcon, ImagePlus, Undo2, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';

const T = FEED_COPY.image;

/** The chosen or current image, with 'Remover imagem'; the removal note with 'Manter imagem'. */
export function ImagePreview({ choice, disabled }: { choice: ImageChoice; disabled?: boolean }) {
  const { file, shownUrl, removed } = choice;
  if (removed) {
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-control border border-dashed border-line-strong p-3 text-sm text-ink-muted">
        <span className="flex-1">{T.removedNote}</span>
        <Button variant="ghost" size="sm" className="min-h-11" onClick={choice.keep} disabled={disabled}>
          <Undo2 aria-hidden="true" className="size-4" />
          {T.undoRemove}
        </Button>
      </div>
    );
  }
  if (!shownUrl && !file) return null;
  return (
    <div className="relative self-start">
      {shownUrl ? (
        <img
          src={shownUrl}
          alt={file ? T.previewAlt : T.currentAlt}
          className="max-h-72 rounded-control border border-line object-contain"
        />
      ) : (
        // No local preview available (an old browser): at least name the file.
        <p className="flex min-h-11 items-center gap-2 rounded-control border border-line bg-canvas py-2 pr-14 pl-3 text-sm text-ink">
          <ImageIcon aria-hidden="true" className="size-4 text-ink-muted" />
          {file?.name}
        </p>
      )}
      <button
        type="button"
        onClick={choice.remove}
        disabled={disabled}
        aria-label={T.remove}
        title={T.remove}
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-surface text-primary-700 shadow-raised ring-2 ring-primary-200 hover:bg-primary-50 disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * 'Adicionar imagem' / 'Trocar imagem': opens the platform's own file picker (kept in the page,
 * visually hidden), and says at once why a file was refused.
 */
export function ImagePickButton({
  choice,
  disabled,
  className,
}: {
  choice: ImageChoice;
  disabled?: boolean;
  className?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hasImage = choice.file !== null || (choice.existingUrl !== null && !choice.removed);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset, so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) choice.choose(file);
  };

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="post-image-input"
        disabled={disabled}
        onChange={onChange}
      />
      <Button
        variant="ghost"
        className="min-h-11 self-start"
        disabled={disabled}
        aria-describedby={choice.error ? errorId : undefined}
        onClick={() => inputRef.current?.click()}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        {hasImage ? T.replace : T.add}
      </Button>
      <div role="alert" id={errorId}>
        {choice.error ? (
          <p className="flex gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{choice.error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
