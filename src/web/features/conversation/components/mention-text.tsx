import { CONVERSATION_CARD_COPY as CONVERSATION_COPY } from '@domain/copy/conversation-card';
import { splitMentions } from '@domain/rules/mentions';
import type { Mention } from '@domain/schemas/conversation';
import { Fragment } from 'react';
import { Link } from 'react-router';

interface MentionTextProps {
  /** The stored text, mentions as `@[<member id>]`. */
  text: string;
  /** The members it mentions, as the answer names them now. */
  mentions: readonly Mention[];
  className?: string;
}

/**
 * A post's or a comment's text with its line breaks, each mention as '@Name' linking to her
 * profile (/m/{slug}) under her current name; a member who no longer exists reads '@participante'.
 */
export function MentionText({ text, mentions, className }: MentionTextProps) {
  const byId = new Map(mentions.map((mention) => [mention.id.toLowerCase(), mention]));
  return (
    <p className={className}>
      {splitMentions(text).map((segment, index) => {
        // Segments never move: their place in the text is a stable key.
        const key = `${segment.type}-${index}`;
        if (segment.type === 'text') return <Fragment key={key}>{segment.text}</Fragment>;
        const member = byId.get(segment.memberId);
        if (!member) return <span key={key}>@{CONVERSATION_COPY.mentions.formerMember}</span>;
        if (!member.slug)
          return (
            <span key={key} className="font-semibold">
              @{member.name}
            </span>
          );
        return (
          <Link
            key={key}
            to={`/m/${encodeURIComponent(member.slug)}`}
            className="rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            @{member.name}
          </Link>
        );
      })}
    </p>
  );
}
