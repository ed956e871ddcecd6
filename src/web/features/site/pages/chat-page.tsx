import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ChatPage() {
  return <PagePlaceholder title={COPY.pages.chat} />;
}
