import { PROFILE_COPY } from '@domain/copy/profile';
import { IMAGE_PURPOSES } from '@domain/limits';
import { MSG } from '@domain/messages';
import { Avatar } from '@web/ui/avatar';
import { ImageField } from '@web/ui/image-field';
import { PROFILE_IMAGE_ENDPOINTS, useRefreshProfile } from '../api';

/**
 * 'Alterar foto' (her photo, with the initials fallback) or 'Alterar capa' (no preview here: the
 * page's header shows it), each sent as soon as she picks it.
 */
export function ProfileImageUpload({
  kind,
  name = '',
  url = null,
}: {
  kind: 'avatar' | 'banner';
  name?: string;
  url?: string | null;
}) {
  const refresh = useRefreshProfile();
  const photo = kind === 'avatar';
  return (
    <ImageField
      chooseLabel={photo ? PROFILE_COPY.actions.changePhoto : PROFILE_COPY.actions.changeCover}
      maxBytes={IMAGE_PURPOSES[kind].maxBytes}
      hint={photo ? PROFILE_COPY.hints.photo : undefined}
      currentUrl={url}
      renderPreview={photo ? (src) => <Avatar name={name} src={src} size="2xl" /> : undefined}
      upload={{
        endpoint: PROFILE_IMAGE_ENDPOINTS[kind],
        method: 'PUT',
        busyLabel: PROFILE_COPY.actions.uploading,
        errorMessage: MSG.profile.uploadError,
        onUploaded: () => refresh(),
      }}
      className={photo ? 'items-start' : undefined}
    />
  );
}
