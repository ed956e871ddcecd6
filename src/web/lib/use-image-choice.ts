import { MEGABYTE } from '@domain/limits';
import { MSG } from '@domain/messages';
import { useEffect, useState } from 'react';

/** The two pictures of a community's or a company's page. */
export type PageImageKind = 'logo' | 'banner';

/**
 * The client's own checks before sending (SPEC §5: an image file, at most `maxBytes`, e.g.
 * `IMAGE_PURPOSES.post.maxBytes`; the server checks again). Null when the file may be sent.
 */
export function imageFileProblem(file: File, maxBytes: number): string | null {
  if (!file.type.startsWith('image/')) return MSG.images.onlyImages;
  if (file.size > maxBytes) return MSG.images.tooLarge(Math.round((maxBytes / MEGABYTE) * 10) / 10);
  return null;
}

/** A local address for a chosen file's preview, released when the file changes or the form closes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export interface ImageChoice {
  /** A newly chosen file (to send), or null. */
  file: File | null;
  /** What the preview shows: the new file, else the current image unless she removed it. */
  shownUrl: string | null;
  /** The post had an image and she asked to remove it (edit only). */
  removed: boolean;
  /** The current image the post keeps (edit only). */
  existingUrl: string | null;
  error: string | null;
  /** Checks and takes a file; a refused file leaves the previous choice as it was. */
  choose: (file: File) => void;
  /** Drops the new file, or marks the current image for removal. */
  remove: () => void;
  /** Undoes `remove` of the current image. */
  keep: () => void;
}

/**
 * An image being chosen in a form (e.g. a post being written or edited): none, a new file of at
 * most `maxBytes`, or (when editing) the current image, kept, replaced or removed.
 */
export function useImageChoice(maxBytes: number, existingUrl: string | null = null): ImageChoice {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);

  return {
    file,
    shownUrl: file ? previewUrl : removed ? null : existingUrl,
    removed: removed && existingUrl !== null && file === null,
    existingUrl,
    error,
    choose: (next) => {
      const problem = imageFileProblem(next, maxBytes);
      setError(problem);
      if (problem) return;
      setFile(next);
      setRemoved(false);
    },
    remove: () => {
      setError(null);
      setFile(null);
      setRemoved(existingUrl !== null);
    },
    keep: () => setRemoved(false),
  };
}
