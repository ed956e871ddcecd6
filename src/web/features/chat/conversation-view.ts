import { CHAT_COPY } from '@domain/copy/chat';
import type { ConversationFolder } from '@domain/enums';
import type { Conversation } from '@domain/schemas/chat';

/*
 * How a conversation is named and pictured wherever it shows (a row, a thread's header), and
 * which of her folders it sits in.
 */

/** A group's name, or the other member's ('Conta excluída' once she deleted her account). */
export function conversationName(
  conversation: Pick<Conversation, 'kind' | 'title' | 'participants'>,
): string {
  if (conversation.kind === 'group' && conversation.title) return conversation.title;
  if (conversation.kind === 'group') return conversation.participants.map((p) => p.name).join(', ');
  return conversation.participants[0]?.name ?? CHAT_COPY.row.formerMember;
}

/** The other member's picture in a direct conversation; a group shows its name's initials. */
export function conversationPicture(
  conversation: Pick<Conversation, 'kind' | 'participants'>,
): string | null {
  return conversation.kind === 'direct' ? (conversation.participants[0]?.imageUrl ?? null) : null;
}

/** The folder a conversation sits in for her: her requests, her archive, or her inbox. */
export function folderOf(
  conversation: Pick<Conversation, 'state' | 'archived'> | undefined,
): ConversationFolder {
  if (conversation?.state === 'request') return 'requests';
  return conversation?.archived ? 'archived' : 'inbox';
}

/** Each folder's page. */
export const FOLDER_PATHS: Record<ConversationFolder, string> = {
  inbox: '/chat',
  requests: '/chat/solicitacoes',
  archived: '/chat/arquivadas',
};

export const threadPath = (id: string) => `/chat/${encodeURIComponent(id)}`;

/** A member's profile: her address (/m/{slug}), or her id's page while she has none. */
export function profilePath(person: { id: string; slug: string | null }): string {
  return person.slug
    ? `/m/${encodeURIComponent(person.slug)}`
    : `/perfil-publico/${encodeURIComponent(person.id)}`;
}
