import { MSG } from '@domain/messages';
import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type ApiError, isApiError } from './api';
import { applyServerFieldErrors } from './form-errors';
import type { PageImageKind } from './use-image-choice';

/*
 * Saving a page that has a logo and a banner (a community, a company): the page first (POST, or
 * PUT when editing), then the chosen images, whose upload endpoints need the saved page's id.
 * Each feature wraps this with its own calls, messages and delays.
 */

export type SaveMode = 'create' | 'edit';

/** Why saving failed, for the form to show: on a field, or above the button. */
export type SaveFailure =
  | { type: 'duplicate-name' }
  | { type: 'server-fields'; error: ApiError }
  | { type: 'message'; text: string };

/** What the save and upload calls answer: the page as stored. */
export interface SavedPage {
  id: string;
  logoUrl: string | null;
  bannerUrl: string | null;
}

/**
 * Shows why saving failed: a taken name on the name field (focused), the server's per-field
 * messages on their fields, anything else (or fields the form does not have) above the button.
 */
export function showSaveFailure<T extends FieldValues>(
  failure: SaveFailure,
  {
    setError,
    setFormError,
    nameField,
    duplicateName,
    fieldMap,
  }: {
    setError: UseFormSetError<T>;
    setFormError: (message: string) => void;
    nameField: FieldPath<T>;
    /** The message for a taken name. */
    duplicateName: string;
    /** The API's field names to the form's. */
    fieldMap: Partial<Record<string, FieldPath<T>>>;
  },
): void {
  if (failure.type === 'duplicate-name') {
    setError(nameField, { type: 'server', message: duplicateName }, { shouldFocus: true });
  } else if (failure.type === 'server-fields') {
    const placed = applyServerFieldErrors(failure.error, setError, fieldMap);
    if (!placed) setFormError(failure.error.message);
  } else {
    setFormError(failure.text);
  }
}

export interface SaveMessages {
  createError: string;
  updateError: string;
  notFound: string;
  logoUploadError: string;
  bannerUploadError: string;
  created: string;
  updated: string;
}

export interface SaveWithImagesOptions<TInput, TPage extends SavedPage> {
  mode: SaveMode;
  /** The page being edited. */
  page?: TPage;
  /** Where success leads, `redirectMs` after the success message. */
  returnTo: string;
  redirectMs: number;
  create: (input: TInput) => Promise<TPage>;
  update: (id: string, input: TInput) => Promise<TPage>;
  /** POST …/{id}/logo | /banner, multipart field `file`. */
  upload: (id: string, kind: PageImageKind, file: File) => Promise<TPage>;
  messages: SaveMessages;
}

/** Statuses whose message explains a refused image (too large, not an image …). */
const IMAGE_REASON_STATUSES = new Set([400, 413, 415, 422]);

function uploadErrorText(messages: SaveMessages, kind: PageImageKind, error: unknown): string {
  const reason =
    isApiError(error) && IMAGE_REASON_STATUSES.has(error.status) && error.message ? ` ${error.message}` : '';
  return `${kind === 'logo' ? messages.logoUploadError : messages.bannerUploadError}${reason}`;
}

function saveFailure(mode: SaveMode, messages: SaveMessages, error: unknown): SaveFailure {
  const fallback = mode === 'create' ? messages.createError : messages.updateError;
  if (!isApiError(error)) return { type: 'message', text: fallback };
  if (error.status === 409) return { type: 'duplicate-name' };
  if (error.status === 403) return { type: 'message', text: MSG.common.forbidden };
  if (error.status === 404) return { type: 'message', text: messages.notFound };
  if ((error.status === 400 || error.status === 422) && Object.keys(error.fields).length > 0) {
    return { type: 'server-fields', error };
  }
  return { type: 'message', text: fallback };
}

/**
 * The save flow of a page form: submitting, the success message, then `returnTo` after
 * `redirectMs`.
 *
 * A failed image upload keeps what was saved: the message says which image failed, nothing
 * navigates away, and submitting again updates the same page (never a second POST) and sends
 * only the images still waiting.
 */
export function useSaveWithImages<TInput, TPage extends SavedPage>({
  mode,
  page,
  returnTo,
  redirectMs,
  create,
  update,
  upload,
  messages,
}: SaveWithImagesOptions<TInput, TPage>) {
  const navigate = useNavigate();
  const [savedId, setSavedId] = useState<string | null>(page?.id ?? null);
  const [files, setFiles] = useState<Record<PageImageKind, File | null>>({ logo: null, banner: null });
  const [images, setImages] = useState<Record<PageImageKind, string | null>>({
    logo: page?.logoUrl ?? null,
    banner: page?.bannerUrl ?? null,
  });
  const [uploading, setUploading] = useState(false);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  /** Saved (maybe without some image); `done` once everything went through. */
  const [saved, setSaved] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(returnTo), redirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate, redirectMs, returnTo]);

  const setFile = (kind: PageImageKind, file: File | null) =>
    setFiles((current) => ({ ...current, [kind]: file }));

  /** Resolves with null when the page was saved (even if an image failed), else why not. */
  const save = async (input: TInput): Promise<SaveFailure | null> => {
    setUploadErrors([]);
    let result: TPage;
    try {
      result = savedId ? await update(savedId, input) : await create(input);
    } catch (error) {
      return saveFailure(mode, messages, error);
    }
    setSavedId(result.id);

    const failures: string[] = [];
    for (const kind of ['logo', 'banner'] as const) {
      const file = files[kind];
      if (!file) continue;
      setUploading(true);
      try {
        const updated = await upload(result.id, kind, file);
        setFile(kind, null);
        setImages((current) => ({
          ...current,
          [kind]: kind === 'logo' ? updated.logoUrl : updated.bannerUrl,
        }));
      } catch (error) {
        failures.push(uploadErrorText(messages, kind, error));
      } finally {
        setUploading(false);
      }
    }
    setSaved(true);
    setUploadErrors(failures);
    if (failures.length === 0) setDone(true);
    return null;
  };

  return {
    save,
    files,
    setFile,
    /** The stored images (updated as uploads succeed). */
    images,
    uploading,
    uploadErrors,
    /** Saved at least once (a created page exists from then on). */
    saved,
    /** Everything saved: the success message shows and the page is about to return. */
    done,
    successMessage: mode === 'create' ? messages.created : messages.updated,
  };
}

export type SaveWithImages = ReturnType<typeof useSaveWithImages>;
