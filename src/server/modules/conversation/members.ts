import { inArray, sql } from 'drizzle-orm';
import { CONVERSATION_COPY } from '../../../domain/copy/conversation.js';
import { mentionedIds, plainMentions } from '../../../domain/rules/mentions.js';
import type { MemberRef, Mention } from '../../../domain/schemas/conversation.js';
import type { Executor } from '../../db/client.js';
import { authUser, userProfile } from '../../db/schema/index.js';

// How the conversation names members: the writer of a comment or a reaction (a MemberRef, read
// by joining auth_user and user_profile into the row's own query), and the members a text
// mentions (resolved for a whole page of texts in one query).

/** The columns of a MemberRef, for a select that joins authUser and (left) userProfile. */
export const memberRefColumns = {
  memberName: sql<string>`coalesce(${userProfile.fullName}, ${authUser.name})`,
  memberImageUrl: userProfile.profileImageUrl,
  memberTitle: userProfile.professionalTitle,
  memberSlug: userProfile.slug,
};

type MemberRefRow = {
  memberName: string;
  memberImageUrl: string | null;
  memberTitle: string | null;
  memberSlug: string | null;
};

export function memberRefOf(id: string, row: MemberRefRow): MemberRef {
  return {
    id,
    name: row.memberName,
    imageUrl: row.memberImageUrl,
    professionalTitle: row.memberTitle,
    slug: row.memberSlug,
  };
}

export type Mentioned = ReadonlyMap<string, Mention>;

/**
 * The members the texts mention, by id, in one query (none when no text mentions anyone). Only
 * members with a profile count: an id that names nobody stays plain text and notifies no one.
 */
export async function resolveMentions(db: Executor, texts: readonly string[]): Promise<Mentioned> {
  const ids = new Set<string>();
  for (const text of texts) for (const id of mentionedIds(text)) ids.add(id);
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id: userProfile.id, name: userProfile.fullName, slug: userProfile.slug })
    .from(userProfile)
    .where(inArray(userProfile.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The members one text mentions, in order of first mention, as its answer lists them. */
export function mentionsIn(text: string, mentioned: Mentioned): Mention[] {
  return mentionedIds(text).flatMap((id) => {
    const mention = mentioned.get(id);
    return mention ? [mention] : [];
  });
}

/** About what a notification quotes: enough to recognise the text, short enough for a list row. */
const EXCERPT_LENGTH = 140;

/**
 * A text as a notification quotes it: mentions read '@Name', whitespace folded into single
 * spaces, cut at a word boundary near EXCERPT_LENGTH characters with an ellipsis.
 */
export function excerptOf(text: string, mentioned: Mentioned): string {
  const names = new Map([...mentioned].map(([id, m]) => [id, m.name]));
  const plain = plainMentions(text, names, CONVERSATION_COPY.mentions.formerMember)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...plain];
  if (chars.length <= EXCERPT_LENGTH) return plain;
  const cut = chars.slice(0, EXCERPT_LENGTH).join('');
  const space = cut.lastIndexOf(' ');
  // A long word with no space in sight is cut where it stands.
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
