import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { ButtonLink } from '@web/ui/button';
import { Settings2 } from 'lucide-react';
import { useIsAdmin } from './admin-only';

/** 'Gerenciar' on /news, for platform administrators only. */
export function ManageNewsLink() {
  if (!useIsAdmin()) return null;
  return (
    <ButtonLink to="/news/gerenciar" variant="outline">
      <Settings2 aria-hidden="true" className="size-4" />
      {NEWS_ADMIN_COPY.manageLink}
    </ButtonLink>
  );
}
