import { MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { StatusIcon, StatusPanel } from '@web/ui/status-panel';
import { MapPinOff } from 'lucide-react';

/** Any address outside the route table. */
export function NotFoundPage() {
  usePageTitle(MSG.common.pageNotFoundTitle);
  return (
    <StatusPanel
      icon={<StatusIcon icon={MapPinOff} />}
      title={MSG.common.pageNotFoundTitle}
      text={MSG.common.pageNotFoundText}
      action={<ButtonLink to="/home">{MSG.common.backHome}</ButtonLink>}
    />
  );
}
