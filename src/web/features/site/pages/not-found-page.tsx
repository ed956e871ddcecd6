import { MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { StatusPanel } from '@web/ui/status-panel';
import { MapPinOff } from 'lucide-react';

/** Any address outside the route table. */
export function NotFoundPage() {
  usePageTitle(MSG.common.pageNotFoundTitle);
  return (
    <StatusPanel
      icon={
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-100 text-primary-700">
          <MapPinOff aria-hidden="true" className="size-8" />
        </span>
      }
      title={MSG.common.pageNotFoundTitle}
      text={MSG.common.pageNotFoundText}
      action={<ButtonLink to="/home">{MSG.common.backHome}</ButtonLink>}
    />
  );
}
