import { REDIRECT_AFTER_COMMUNITY_CREATE_MS, REDIRECT_AFTER_COMMUNITY_EDIT_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { CommunityDetail } from '@domain/schemas/communities';
import { type SaveMode, useSaveWithImages } from '@web/lib/use-save-with-images';
import { useCreateCommunity, useUpdateCommunity, useUploadCommunityImage } from '../../api';
import type { CommunityFormOutput } from './community-form-schema';

export type CommunityFormMode = SaveMode;

const MESSAGES = {
  createError: MSG.communities.createError,
  updateError: MSG.communities.updateError,
  notFound: MSG.communities.notFound,
  logoUploadError: MSG.communities.logoUploadError,
  bannerUploadError: MSG.communities.bannerUploadError,
  created: MSG.communities.created,
  updated: MSG.communities.updated,
};

/**
 * Saving the form (SPEC §4 "Create community": submitting, success message, return after a
 * delay): the community, then the chosen logo and banner (useSaveWithImages); success returns to
 * `returnTo` after REDIRECT_AFTER_COMMUNITY_CREATE_MS / _EDIT_MS.
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
  const create = useCreateCommunity();
  const update = useUpdateCommunity();
  const upload = useUploadCommunityImage();
  return useSaveWithImages<CommunityFormOutput, CommunityDetail>({
    mode,
    page: community,
    returnTo,
    redirectMs: mode === 'create' ? REDIRECT_AFTER_COMMUNITY_CREATE_MS : REDIRECT_AFTER_COMMUNITY_EDIT_MS,
    create: (input) => create.mutateAsync(input),
    update: (id, input) => update.mutateAsync({ id, input }),
    upload: (id, kind, file) => upload.mutateAsync({ id, kind, file }),
    messages: MESSAGES,
  });
}
