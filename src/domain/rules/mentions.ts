import { MENTIONS_MAX } from '../limits.js';

// A mention is stored in the text by member id, `@[<uuid>]`, never by name: it renders with her
// current name and links to her current profile address, so it survives a new name or slug.
// The composer shows '@Ana Souza' while she writes and sends the token (web/features/conversation).

const TOKEN = /@\[([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]/gi;

/** The token a mention of this member is stored as. */
export function mentionToken(memberId: string): string {
  return `@[${memberId.toLowerCase()}]`;
}

/** The distinct members a text mentions, in order of first mention, at most MENTIONS_MAX. */
export function mentionedIds(text: string): string[] {
  const ids = new Set<string>();
  for (const match of text.matchAll(TOKEN)) {
    if (ids.size >= MENTIONS_MAX) break;
    ids.add((match[1] as string).toLowerCase());
  }
  return [...ids];
}

export type TextSegment = { type: 'text'; text: string } | { type: 'mention'; memberId: string };

/** The text cut into plain runs and mentions, for rendering. */
export function splitMentions(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ type: 'text', text: text.slice(last, at) });
    segments.push({ type: 'mention', memberId: (match[1] as string).toLowerCase() });
    last = at + match[0].length;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}

/**
 * The text with each mention as '@Name' (e-mails, notification excerpts, search); a member who
 * no longer exists reads as '@' alone with the fallback name.
 */
export function plainMentions(text: string, names: ReadonlyMap<string, string>, fallback: string): string {
  return splitMentions(text)
    .map((s) => (s.type === 'text' ? s.text : `@${names.get(s.memberId) ?? fallback}`))
    .join('');
}
