import { MSG } from '@domain/messages';
import { useAuth } from '@web/lib/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageNotFound } from '@web/ui/page-states';
import { MapPinOff } from 'lucide-react';

/**
 * Any address outside the route table (the server answers it with status 404). Inside the
 * logged-in bar for a member, whose way back is her feed (issue 22).
 */
export function NotFoundPage() {
  usePageTitle(MSG.common.pageNotFoundTitle);
  const signedIn = useAuth().status === 'signed-in';
  return (
    <PageNotFound
      announce={false}
      icon={MapPinOff}
      title={MSG.common.pageNotFoundTitle}
      text={MSG.common.pageNotFoundText}
      actions={<ButtonLink to={signedIn ? '/feed' : '/home'}>{MSG.common.backHome}</ButtonLink>}
    />
  );
}
