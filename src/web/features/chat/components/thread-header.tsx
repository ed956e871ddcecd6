import { CHAT_COPY } from '@domain/copy/chat';
import type { ConversationDetail } from '@domain/schemas/chat';
import { Avatar } from '@web/ui/avatar';
import { VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { conversationName, conversationPicture, profilePath } from '../conversation-view';
import { ThreadMenu } from './thread-menu';

const T = CHAT_COPY.thread;

/**
 * A thread's header: the way back (phones), the picture and the name (the page's <h1>; a link
 * to her profile in a direct conversation), 'Sobre a vaga X' or a group's size, and the options.
 */
export function ThreadHeader({ conversation, back }: { conversation: ConversationDetail; back: ReactNode }) {
  const name = conversationName(conversation);
  const other = conversation.kind === 'direct' ? conversation.participants[0] : undefined;
  const details = [
    conversation.context ? T.context(conversation.context) : null,
    conversation.kind === 'group' ? T.members(conversation.memberCount) : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-1 border-b border-line px-4 py-2">
      {back}
      <div className="flex items-center gap-3">
        <Avatar name={name} src={conversationPicture(conversation)} decorative />
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 className="truncate text-lg font-bold text-ink">
            {other ? (
              <Link to={profilePath(other)} className="hover:text-primary-800 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h1>
          {details.length > 0 ? (
            <p className="truncate text-sm text-ink-muted">{details.join(' · ')}</p>
          ) : null}
        </div>
        {conversation.muted ? (
          <span className="text-ink-muted" title={CHAT_COPY.row.muted}>
            <VolumeX aria-hidden="true" className="size-5" />
            <span className="sr-only">{CHAT_COPY.row.muted}</span>
          </span>
        ) : null}
        <ThreadMenu conversation={conversation} />
      </div>
    </div>
  );
}
