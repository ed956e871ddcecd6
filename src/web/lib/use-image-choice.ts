import { useState } from 'react';
import { useObjectUrl } from './use-object-url';

/** The two pictures of a community's or a company's page. */
export type PageImageKind = 'logo' | 'banner';

export interface ImageChoice {
  /** A newly chosen file (to send), or null. */
  file: File | null;
  /** What the preview shows: the new file, else the current image unless she removed it. */
  shownUrl: string | null;
  /** The post had an image and she asked to remove it (edit only). */
  removed: boolean;
  /** The current image the post keeps (edit only). */
  existingUrl: string | null;
  /** Takes a file (ImageField has checked it). */
  choose: (file: File) => void;
  /** Drops the new file, or marks the current image for removal. */
  remove: () => void;
  /** Undoes `remove` of the current image. */
  keep: () => void;
}

/**
 * An image being chosen in a form (e.g. a post being written or edited): none, a new file, or
 * (when editing) the current image, kept, replaced or removed. ImageField picks and checks it.
 */
export function useImageChoice(existingUrl: string | null = null): ImageChoice {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const previewUrl = useObjectUrl(file);

  return {
    file,
    shownUrl: file ? previewUrl : removed ? null : existingUrl,
    removed: removed && existingUrl !== null && file === null,
    existingUrl,
    choose: (next) => {
      setFile(next);
      setRemoved(false);
    },
    remove: () => {
      setFile(null);
      setRemoved(existingUrl !== null);
    },
    keep: () => setRemoved(false),
  };
}
