import { CHAT_COPY, CHAT_FOLDER_LABELS } from '@domain/copy/chat';
import type { ConversationFolder } from '@domain/enums';
import { usePageTitle } from '@web/lib/use-page-title';
import { MessageSquareText } from 'lucide-react';
import { ChatLayout } from '../components/chat-layout';
import { ConversationPane } from '../components/conversation-pane';
import { useIsDesktop } from '../use-desktop';

/**
 * One of her folders: the list (her conversations, the requests waiting for her answer, or what
 * she archived) and, from 1024 px, an invitation to pick a conversation beside it.
 */
function FolderPage({ folder }: { folder: ConversationFolder }) {
  usePageTitle(folder === 'inbox' ? CHAT_COPY.title : `${CHAT_FOLDER_LABELS[folder]} · ${CHAT_COPY.title}`);
  const desktop = useIsDesktop();
  return (
    <ChatLayout desktop={desktop} pane={<ConversationPane folder={folder} />}>
      {desktop ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-ink-muted">
          <MessageSquareText aria-hidden="true" className="size-12 text-primary-300" />
          <p>{CHAT_COPY.thread.pick}</p>
        </div>
      ) : null}
    </ChatLayout>
  );
}

/** /chat: her inbox. */
export function InboxPage() {
  return <FolderPage folder="inbox" />;
}

/** /chat/solicitacoes: first messages from members who are not her connections. */
export function RequestsPage() {
  return <FolderPage folder="requests" />;
}

/** /chat/arquivadas: what she archived (a new message brings it back to her inbox). */
export function ArchivedPage() {
  return <FolderPage folder="archived" />;
}
