import { MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageNotFound } from '@web/ui/page-states';
import { MapPinOff } from 'lucide-react';

/** Any address outside the route table. */
export function NotFoundPage() {
  usePageTitle(MSG.common.pageNotFoundTitle);
  return (
    <PageNotFound
      announce={false}
      icon={MapPinOff}
      title={MSG.common.pageNotFoundTitle}
      text={MSG.common.pageNotFoundText}
      actions={<ButtonLink to="/home">{MSG.common.backHome}</ButtonLink>}
    />
  );
}
