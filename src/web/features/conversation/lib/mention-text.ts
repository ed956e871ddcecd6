import { MENTION_QUERY_MAX_LENGTH } from '@domain/limits';
import { mentionToken, splitMentions } from '@domain/rules/mentions';

/*
 * What she sees while writing and what is sent differ: the field shows '@Ana Souza', the text
 * sent carries `@[<member id>]` (rules/mentions.ts). The form keeps which '@Name' stands for
 * which member (`MentionNames`, name → id) and converts on submit; an existing text is converted
 * back to names for editing with the answer's `mentions`.
 */

/** The members she mentioned, by the name shown after '@'. */
export type MentionNames = Map<string, string>;

interface Named {
  id: string;
  name: string;
}

/**
 * A stored text as she edits it: each token as '@Name' (the answer's current name; a member who
 * no longer exists as '@' and `fallback`), with the names it used.
 */
export function tokensToDisplay(
  text: string,
  mentions: readonly Named[],
  fallback: string,
): { text: string; names: MentionNames } {
  const byId = new Map(mentions.map((m) => [m.id.toLowerCase(), m.name]));
  const names: MentionNames = new Map();
  const shown = splitMentions(text)
    .map((segment) => {
      if (segment.type === 'text') return segment.text;
      const name = byId.get(segment.memberId) ?? fallback;
      names.set(name, segment.memberId);
      return `@${name}`;
    })
    .join('');
  return { text: shown, names };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text to send: every '@Name' she picked (and has not since altered) as its token. Longer
 * names first, so '@Ana Souza' wins over an '@Ana' also picked; a name must end where a word ends.
 */
export function displayToTokens(text: string, names: MentionNames): string {
  let result = text;
  const entries = [...names].sort(([a], [b]) => b.length - a.length);
  for (const [name, id] of entries) {
    const pattern = new RegExp(`@${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'gu');
    result = result.replace(pattern, mentionToken(id));
  }
  return result;
}

/** A mention being typed: where its '@' is and the name typed after it so far. */
export interface MentionQuery {
  /** Index of the '@' in the text. */
  start: number;
  /** The name typed so far (trimmed); empty right after the '@'. */
  text: string;
}

// After '@': nothing yet, or a letter, then letters, marks, apostrophes, dots or hyphens, with up
// to two spaces between words ('@Ana Souza Lima'), ending at the caret.
const TYPED = /^(?:\p{L}[\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}'’.-]*){0,2})?$/u;

/** The mention she is typing at `caret`, if any: an '@' at a word's start, then (part of) a name. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  if (start > 0 && !/[\s([{"'“]/u.test(before[start - 1] ?? '')) return null;
  const typed = before.slice(start + 1);
  if (typed.length > MENTION_QUERY_MAX_LENGTH || !TYPED.test(typed)) return null;
  return { start, text: typed.trim() };
}
