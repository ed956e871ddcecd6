import { REDIRECT_AFTER_COMMUNITY_CREATE_MS, REDIRECT_AFTER_COMMUNITY_EDIT_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { CommunityDetail } from '@domain/schemas/communities';
import { type ApiError, isApiError } from '@web/lib/api';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type CommunityImageKind,
  useCreateCommunity,
  useUpdateCommunity,
  useUploadCommunityImage,
} from '../../api';
import type { CommunityFormOutput } from './community-form-schema';

export type CommunityFormMode = 'create' | 'edit';

/** Why saving failed, for the form to show: on a field, or above the button. */
export type SaveFailure =
  | { type: 'duplicate-name' }
  | { type: 'server-fields'; error: ApiError }
  | { type: 'message'; text: string };

const UPLOAD_ERRORS: Record<CommunityImageKind, string> = {
  logo: MSG.communities.logoUploadError,
  banner: MSG.communities.bannerUploadError,
};

/** Statuses whose message explains a refused image (too large, not an image …). */
const IMAGE_REASON_STATUSES = new Set([400, 413, 415, 422]);

function uploadErrorText(kind: CommunityImageKind, error: unknown): string {
  const reason =
    isApiError(error) && IMAGE_REASON_STATUSES.has(error.status) && error.message ? ` ${error.message}` : '';
  return `${UPLOAD_ERRORS[kind]}${reason}`;
}

function saveFailure(mode: CommunityFormMode, error: unknown): SaveFailure {
  const fallback = mode === 'create' ? MSG.communities.createError : MSG.communities.updateError;
  if (!isApiError(error)) return { type: 'message', text: fallback };
  if (error.status === 409) return { type: 'duplicate-name' };
  if (error.status === 403) return { type: 'message', text: MSG.common.forbidden };
  if (error.status === 404) return { type: 'message', text: MSG.communities.notFound };
  if ((error.status === 400 || error.status === 422) && Object.keys(error.fields).length > 0) {
    return { type: 'server-fields', error };
  }
  return { type: 'message', text: fallback };
}

/**
 * Saving the form (SPEC §4 "Create community": submitting, success message, return after a
 * delay): the community first (POST, or PUT when editing), then the chosen logo and banner, which
 * need its id. Success shows the spec's message and returns to `returnTo` after
 * REDIRECT_AFTER_COMMUNITY_CREATE_MS / _EDIT_MS.
 *
 * A failed image upload keeps what was saved: the message says which image failed, nothing
 * navigates away, and submitting again updates the same community (never a second POST) and
 * sends only the images still waiting.
 */
export function useSaveCommunity({
  mode,
  community,
  returnTo,
}: {
  mode: CommunityFormMode;
  /** The community being edited. */
  community?: CommunityDetail;
  returnTo: string;
}) {
  const navigate = useNavigate();
  const create = useCreateCommunity();
  const update = useUpdateCommunity();
  const upload = useUploadCommunityImage();

  const [savedId, setSavedId] = useState<string | null>(community?.id ?? null);
  const [files, setFiles] = useState<Record<CommunityImageKind, File | null>>({ logo: null, banner: null });
  const [images, setImages] = useState<Record<CommunityImageKind, string | null>>({
    logo: community?.logoUrl ?? null,
    banner: community?.bannerUrl ?? null,
  });
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  /** Saved (maybe without some image); `done` once everything went through. */
  const [saved, setSaved] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const delay = mode === 'create' ? REDIRECT_AFTER_COMMUNITY_CREATE_MS : REDIRECT_AFTER_COMMUNITY_EDIT_MS;
    const timer = setTimeout(() => void navigate(returnTo), delay);
    return () => clearTimeout(timer);
  }, [done, mode, navigate, returnTo]);

  const setFile = (kind: CommunityImageKind, file: File | null) =>
    setFiles((current) => ({ ...current, [kind]: file }));

  /** Resolves with null when the community was saved (even if an image failed), else why not. */
  const save = async (input: CommunityFormOutput): Promise<SaveFailure | null> => {
    setUploadErrors([]);
    let result: CommunityDetail;
    try {
      result = savedId ? await update.mutateAsync({ id: savedId, input }) : await create.mutateAsync(input);
    } catch (error) {
      return saveFailure(mode, error);
    }
    setSavedId(result.id);

    const failures: string[] = [];
    for (const kind of ['logo', 'banner'] as const) {
      const file = files[kind];
      if (!file) continue;
      try {
        const updated = await upload.mutateAsync({ id: result.id, kind, file });
        setFile(kind, null);
        setImages((current) => ({
          ...current,
          [kind]: kind === 'logo' ? updated.logoUrl : updated.bannerUrl,
        }));
      } catch (error) {
        failures.push(uploadErrorText(kind, error));
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
    uploading: upload.isPending,
    uploadErrors,
    /** Saved at least once (a created community exists from then on). */
    saved,
    /** Everything saved: the success message shows and the page is about to return. */
    done,
    successMessage: mode === 'create' ? MSG.communities.created : MSG.communities.updated,
  };
}
