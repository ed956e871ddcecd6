import { describe, expect, it } from 'vitest';
import { MENTIONS_MAX } from '../limits.js';
import { mentionedIds, mentionToken, plainMentions, splitMentions } from './mentions.js';

const ana = '0b9e3c1a-1111-4a4a-8b8b-000000000001';
const bia = '0b9e3c1a-2222-4a4a-8b8b-000000000002';

describe('mentions', () => {
  it('finds each mentioned member once, in order', () => {
    const text = `Oi ${mentionToken(bia)} e ${mentionToken(ana)}, ${mentionToken(bia)} de novo`;
    expect(mentionedIds(text)).toEqual([bia, ana]);
  });

  it('ignores what only looks like a mention', () => {
    expect(mentionedIds('@[ana] @ana [0b9e3c1a-1111-4a4a-8b8b-000000000001]')).toEqual([]);
  });

  it('reads at most MENTIONS_MAX members', () => {
    const many = Array.from({ length: MENTIONS_MAX + 5 }, (_, i) =>
      mentionToken(`0b9e3c1a-1111-4a4a-8b8b-${String(i).padStart(12, '0')}`),
    ).join(' ');
    expect(mentionedIds(many)).toHaveLength(MENTIONS_MAX);
  });

  it('cuts a text into runs and mentions, upper-case ids read as lower-case', () => {
    expect(splitMentions(`Parabéns @[${ana.toUpperCase()}]!`)).toEqual([
      { type: 'text', text: 'Parabéns ' },
      { type: 'mention', memberId: ana },
      { type: 'text', text: '!' },
    ]);
  });

  it('writes mentions as names for plain text', () => {
    const names = new Map([[ana, 'Ana Souza']]);
    expect(plainMentions(`${mentionToken(ana)} e ${mentionToken(bia)}`, names, 'participante')).toBe(
      '@Ana Souza e @participante',
    );
  });
});
