import { MSG } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function LoginPage() {
  return <PagePlaceholder title={MSG.auth.signIn} />;
}
