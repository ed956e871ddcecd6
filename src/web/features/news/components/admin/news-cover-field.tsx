import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import type { NewsType } from '@domain/enums';
import { IMAGE_PURPOSES } from '@domain/limits';
import { toast } from '@web/lib/toast';
import { FormAlert } from '@web/ui/form-alert';
import { ImageField } from '@web/ui/image-field';
import { useState } from 'react';
import { newsCoverEndpoint, useInvalidateNews } from '../../admin-api';
import { NewsCover } from '../news-cover';

const T = NEWS_ADMIN_COPY.form;
const MAX_BYTES = IMAGE_PURPOSES.cover.maxBytes;

function CoverPreview({ src, type }: { src: string | null; type: NewsType }) {
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-surface">
      <NewsCover src={src} type={type} className="max-h-64" />
      <figcaption className="sr-only">{src ? T.coverPreviewAlt : T.coverNone}</figcaption>
    </figure>
  );
}

/**
 * Create mode: the item has no id yet, so the chosen image waits here (shown at once) and the
 * page sends it right after the item is created.
 */
export function PendingCoverField({
  file,
  onChange,
  type,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  type: NewsType;
}) {
  return (
    <ImageField
      title={T.cover}
      titleAs="h2"
      chooseLabel={T.coverChoose}
      changeLabel={T.coverChange}
      removeLabel={T.coverRemove}
      hint={T.coverHint}
      pendingHint={(fileName) => `${fileName} · ${T.coverPending}`}
      maxBytes={MAX_BYTES}
      file={file}
      onChange={onChange}
      renderPreview={(src) => <CoverPreview src={src} type={type} />}
      inputTestId="news-cover-input"
    />
  );
}

/**
 * Edit mode: the image is sent as soon as it is chosen (POST /api/news/admin/{id}/cover) and replaces
 * the previous one. `initialError` carries a failure from the create page's upload.
 */
export function UploadCoverField({
  itemId,
  currentUrl,
  type,
  initialError,
}: {
  itemId: string;
  currentUrl: string | null;
  type: NewsType;
  initialError?: string | null;
}) {
  const invalidate = useInvalidateNews();
  const [earlierError, setEarlierError] = useState(initialError ?? null);
  return (
    <ImageField
      title={T.cover}
      titleAs="h2"
      notice={earlierError ? <FormAlert>{earlierError}</FormAlert> : null}
      chooseLabel={T.coverChoose}
      changeLabel={T.coverChange}
      hint={T.coverHint}
      maxBytes={MAX_BYTES}
      currentUrl={currentUrl}
      renderPreview={(src) => <CoverPreview src={src} type={type} />}
      upload={{
        endpoint: newsCoverEndpoint(itemId),
        busyLabel: T.coverUploading,
        errorMessage: T.coverError,
        onUploaded: async () => {
          setEarlierError(null);
          await invalidate();
          toast.success(T.coverUploaded);
        },
      }}
    />
  );
}
