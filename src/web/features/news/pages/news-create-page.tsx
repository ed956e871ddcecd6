import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { EditorPage } from '@web/ui/editor-page';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { uploadNewsCover, useCreateNews } from '../admin-api';
import { AdminOnly } from '../components/admin/admin-only';
import { PendingCoverField } from '../components/admin/news-cover-field';
import { NewsForm } from '../components/admin/news-form';
import { emptyNewsForm } from '../components/admin/news-form-schema';
import type { NewsEditLocationState } from './news-edit-page';

const T = NEWS_ADMIN_COPY.form;

/** /news/publicar: a new article or news item (administrators). */
export function NewsCreatePage() {
  return (
    <AdminOnly>
      <NewsCreate />
    </AdminOnly>
  );
}

function NewsCreate() {
  const navigate = useNavigate();
  const create = useCreateNews();
  const [cover, setCover] = useState<File | null>(null);
  const [defaults] = useState(() => emptyNewsForm());

  return (
    <EditorPage title={T.createTitle} intro={T.createIntro} closeTo="/news/gerenciar">
      <NewsForm
        mode="create"
        defaultValues={defaults}
        cover={(type) => <PendingCoverField file={cover} onChange={setCover} type={type} />}
        onSave={async (input) => {
          const item = await create.mutateAsync(input);
          // The item exists now: its cover can go. A failure keeps the item and is explained on
          // its edit page, where the cover can be sent again.
          let coverError: string | null = null;
          if (cover) {
            try {
              await uploadNewsCover(item.id, cover);
            } catch (error) {
              coverError = T.coverFailedAfterCreate(isApiError(error) ? error.message : T.coverError);
            }
          }
          toast.success(T.created);
          if (coverError) toast.error(coverError);
          const state: NewsEditLocationState = { coverError };
          await navigate(`/news/${encodeURIComponent(item.id)}/editar`, { state });
          return undefined;
        }}
      />
    </EditorPage>
  );
}
