import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { ListHeader } from '@web/ui/list-header';
import { Plus } from 'lucide-react';
import { AdminOnly } from '../components/admin/admin-only';
import { NewsAdminList } from '../components/admin/news-admin-list';

const T = NEWS_ADMIN_COPY.list;

/** /news/gerenciar: every article and news item, drafts and scheduled ones too (administrators). */
export function NewsManagePage() {
  return (
    <AdminOnly>
      <NewsManage />
    </AdminOnly>
  );
}

function NewsManage() {
  usePageTitle(T.title);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader
        title={T.title}
        lead={T.lead}
        actions={
          <ButtonLink to="/news/publicar">
            <Plus aria-hidden="true" className="size-4" />
            {T.publish}
          </ButtonLink>
        }
      />
      <NewsAdminList />
    </div>
  );
}
