import { IMAGE_PURPOSES } from '@domain/limits';
import { MSG, PROFILE_COPY } from '@domain/messages';
import { Avatar } from '@web/ui/avatar';
import { ImageUpload } from '@web/ui/image-upload';
import { PROFILE_IMAGE_ENDPOINTS, useRefreshProfile } from '../api';

/** Her photo with the initials fallback, replaced at once when she picks a new one. */
export function PhotoUpload({ name, url }: { name: string; url: string | null }) {
  const refresh = useRefreshProfile();
  return (
    <ImageUpload
      endpoint={PROFILE_IMAGE_ENDPOINTS.avatar}
      method="PUT"
      label={PROFILE_COPY.actions.changePhoto}
      busyLabel={PROFILE_COPY.actions.uploading}
      maxBytes={IMAGE_PURPOSES.avatar.maxBytes}
      errorMessage={MSG.profile.uploadError}
      hint={PROFILE_COPY.hints.photo}
      currentUrl={url}
      renderPreview={(src) => <Avatar name={name} src={src} size="2xl" />}
      onUploaded={() => refresh()}
      className="items-start"
    />
  );
}
