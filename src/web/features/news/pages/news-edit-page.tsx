import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { MSG } from '@domain/messages';
import { newsPath } from '@domain/rules/news-path';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { ButtonLink } from '@web/ui/button';
import { EditorPage } from '@web/ui/editor-page';
import { PageLoading, ProblemNotice } from '@web/ui/page-states';
import { Eye } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { newsAdminItemQueryOptions, useUpdateNews } from '../admin-api';
import { AdminOnly, NoPermission } from '../components/admin/admin-only';
import { UploadCoverField } from '../components/admin/news-cover-field';
import { NewsForm } from '../components/admin/news-form';
import { newsFormValuesOf } from '../components/admin/news-form-schema';
import { NewsStatusBadge } from '../components/admin/news-status';
import { NewsNotFound } from './news-detail-page';

const T = NEWS_ADMIN_COPY.form;

/** What the create page hands over: why the cover it tried to send failed, if it did. */
export interface NewsEditLocationState {
  coverError?: string | null;
}

/** /news/{id}/editar: change an article or news item, or its cover (administrators). */
export function NewsEditPage() {
  return (
    <AdminOnly>
      <NewsEdit />
    </AdminOnly>
  );
}

function NewsEdit() {
  const { id = '' } = useParams();
  const location = useLocation();
  const coverError = (location.state as NewsEditLocationState | null)?.coverError ?? null;
  const query = useQuery(newsAdminItemQueryOptions(id));
  const update = useUpdateNews(id);

  if (query.isError && isApiError(query.error)) {
    if (query.error.status === 404) return <NewsNotFound />;
    if (query.error.status === 403) return <NoPermission />;
  }

  const item = query.data;
  return (
    <EditorPage title={T.editTitle} intro={T.editIntro} closeTo="/news/gerenciar">
      {query.isPending ? (
        <PageLoading height="screen" label={T.loading} />
      ) : query.isError || !item ? (
        <ProblemNotice text={MSG.news.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <NewsStatusBadge item={item} />
            {item.status === 'published' ? (
              <ButtonLink to={newsPath(item)} variant="ghost" size="sm">
                <Eye aria-hidden="true" className="size-4" />
                {T.view}
              </ButtonLink>
            ) : null}
          </div>
          <NewsForm
            // A fresh form per item, so another item's values never linger.
            key={item.id}
            mode="edit"
            defaultValues={newsFormValuesOf(item)}
            cover={(type) => (
              <UploadCoverField
                itemId={item.id}
                currentUrl={item.coverImageUrl}
                type={type}
                initialError={coverError}
              />
            )}
            onSave={async (input) => {
              const saved = await update.mutateAsync(input);
              toast.success(T.saved);
              return newsFormValuesOf(saved);
            }}
          />
        </>
      )}
    </EditorPage>
  );
}
