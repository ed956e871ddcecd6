import { MSG } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function RegisterPage() {
  return <PagePlaceholder title={MSG.auth.createAccount} />;
}
