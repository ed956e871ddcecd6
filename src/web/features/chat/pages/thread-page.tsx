import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { conversationQueryOptions } from '../api';
import { ChatLayout } from '../components/chat-layout';
import { ConversationPane } from '../components/conversation-pane';
import { Thread } from '../components/thread';
import { folderOf } from '../conversation-view';
import { useIsDesktop } from '../use-desktop';

/**
 * /chat/:id: a conversation. From 1024 px beside the folder it sits in (the inbox, the requests
 * or the archive), the row of this conversation marked; on phones alone, with a way back.
 */
export function ThreadPage() {
  const { id = '' } = useParams();
  const desktop = useIsDesktop();
  // Shared with the thread: which folder the list beside it shows.
  const detail = useQuery({ ...conversationQueryOptions(id), enabled: desktop });
  return (
    <ChatLayout
      desktop={desktop}
      fill
      pane={desktop ? <ConversationPane folder={folderOf(detail.data)} activeId={id} titleAs="h2" /> : null}
    >
      <Thread key={id} id={id} showBack={!desktop} />
    </ChatLayout>
  );
}
