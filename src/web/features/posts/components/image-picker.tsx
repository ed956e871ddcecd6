import { FEED_COPY } from '@domain/copy/feed';
import { IMAGE_PURPOSES } from '@domain/limits';
import type { ImageChoice } from '@web/lib/use-image-choice';
import { Button } from '@web/ui/button';
import { ImageField } from '@web/ui/image-field';
import { ImageIcon, ImagePlus, Undo2, X } from 'lucide-react';

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
 * 'Adicionar imagem' / 'Trocar imagem' under the post: the shared ImageField, whose preview is
 * ImagePreview above (with its own 'Remover imagem').
 */
export function ImagePickButton({ choice, disabled }: { choice: ImageChoice; disabled?: boolean }) {
  return (
    <ImageField
      chooseLabel={T.add}
      changeLabel={T.replace}
      maxBytes={IMAGE_PURPOSES.post.maxBytes}
      file={choice.file}
      onChange={(file) => (file ? choice.choose(file) : choice.remove())}
      currentUrl={choice.removed ? null : choice.existingUrl}
      icon={ImagePlus}
      variant="ghost"
      buttonClassName="min-h-11"
      inputTestId="post-image-input"
      disabled={disabled}
      className="gap-1"
    />
  );
}
