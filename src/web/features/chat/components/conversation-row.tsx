import { CHAT_COPY } from '@domain/copy/chat';
import { relativeTime } from '@domain/rules/relative-time';
import type { Conversation } from '@domain/schemas/chat';
import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
import { VolumeX } from 'lucide-react';
import { Link } from 'react-router';
import { conversationName, conversationPicture, threadPath } from '../conversation-view';

const T = CHAT_COPY.row;

/** The last message as the row quotes it: 'Você: …', 'Bia: …' in a group, 'Imagem', 'Mensagem apagada'. */
export function lastMessageLine(conversation: Conversation): { text: string; italic: boolean } {
  const last = conversation.lastMessage;
  if (!last) return { text: T.noMessages, italic: true };
  const what = last.deleted ? T.deleted : (last.excerpt ?? (last.hasImage ? T.image : ''));
  if (last.mine) return { text: T.mine(what), italic: last.deleted };
  if (conversation.kind === 'group' && last.authorName) {
    return { text: `${last.authorName}: ${what}`, italic: last.deleted };
  }
  return { text: what, italic: last.deleted };
}

/**
 * One conversation of her lists, a link to its thread: the picture, the name (bold, with a dot and
 * 'Não lida' for screen readers while unread), 'Sobre a vaga X' when it has a context, the last
 * message and when it came, and a crossed bell when she muted it.
 */
export function ConversationRow({
  conversation,
  active,
  now,
}: {
  conversation: Conversation;
  active: boolean;
  now: Date;
}) {
  const name = conversationName(conversation);
  const line = lastMessageLine(conversation);
  const when = conversation.lastMessage?.createdAt;
  const { unread } = conversation;
  const time = when ? relativeTime(when, now) : null;
  // One sentence for screen readers, its parts apart ('Não lida: Bia Lima, Oi!, há 5 minutos').
  const label = [
    unread ? `${T.unread}: ${name}` : name,
    conversation.context ? T.context(conversation.context) : null,
    line.text,
    time,
    conversation.muted ? T.muted : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li>
      <Link
        to={threadPath(conversation.id)}
        aria-current={active ? 'page' : undefined}
        aria-label={label}
        className={cn(
          'flex items-start gap-3 rounded-card px-3 py-3 transition-colors',
          active ? 'bg-primary-100' : unread ? 'bg-primary-50 hover:bg-primary-100' : 'hover:bg-primary-50',
        )}
      >
        <Avatar name={name} src={conversationPicture(conversation)} decorative />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline gap-2">
            <span className={cn('min-w-0 flex-1 truncate text-ink', unread ? 'font-bold' : 'font-semibold')}>
              {name}
            </span>
            {conversation.muted ? (
              <span className="shrink-0 self-center text-ink-muted" title={T.muted}>
                <VolumeX aria-hidden="true" className="size-4" />
              </span>
            ) : null}
            {when ? (
              <time dateTime={when} className="shrink-0 text-xs text-ink-muted">
                {time}
              </time>
            ) : null}
          </span>
          {conversation.context ? (
            <span className="truncate text-sm text-primary-800">{T.context(conversation.context)}</span>
          ) : null}
          <span
            className={cn(
              'truncate text-sm',
              unread ? 'font-semibold text-ink' : 'text-ink-muted',
              line.italic && 'italic',
            )}
          >
            {line.text}
          </span>
        </span>
        {unread ? (
          <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary-600" />
        ) : null}
      </Link>
    </li>
  );
}
