import { describe, expect, it } from 'vitest';
import { displayToTokens, mentionQueryAt, tokensToDisplay } from './mention-text';
import { withReaction } from './reactions';

const ANA = '0b4a8f52-6d1e-4c1a-9a59-6f3f0e8b1a01';
const ANA_LIMA = '1c5b9a63-7e2f-4d2b-8b6a-7a4a1f9c2b02';

describe('mentions while she writes', () => {
  it('turns the names she picked into tokens, the longest first and only whole', () => {
    const names = new Map([
      ['Ana', ANA],
      ['Ana Lima', ANA_LIMA],
    ]);
    expect(displayToTokens('Oi @Ana Lima e @Ana! E @Anabela, e @Ana.', names)).toBe(
      `Oi @[${ANA_LIMA}] e @[${ANA}]! E @Anabela, e @[${ANA}].`,
    );
    // A name she has since altered stays plain text.
    expect(displayToTokens('Oi @Ana Lim', new Map([['Ana Lima', ANA_LIMA]]))).toBe('Oi @Ana Lim');
  });

  it('shows a stored text with names, and converts it back unchanged', () => {
    const stored = `Valeu @[${ANA}] e @[${ANA_LIMA}]`;
    const shown = tokensToDisplay(stored, [{ id: ANA, name: 'Ana Souza' }], 'participante');
    expect(shown.text).toBe('Valeu @Ana Souza e @participante');
    expect(displayToTokens(shown.text, shown.names)).toBe(stored);
  });

  it("finds the name typed after an '@' at a word's start, up to the caret", () => {
    expect(mentionQueryAt('Oi @ana', 7)).toEqual({ start: 3, text: 'ana' });
    expect(mentionQueryAt('Oi @Ana So', 10)).toEqual({ start: 3, text: 'Ana So' });
    expect(mentionQueryAt('(@Édi', 5)).toEqual({ start: 1, text: 'Édi' });
    expect(mentionQueryAt('Oi @', 4)).toEqual({ start: 3, text: '' });
    expect(mentionQueryAt('ana@mail', 8)).toBeNull();
    expect(mentionQueryAt('Oi @12', 6)).toBeNull();
    expect(mentionQueryAt('@Ana disse que vai sim', 22)).toBeNull();
    expect(mentionQueryAt('@ana e mais', 4)).toEqual({ start: 0, text: 'ana' });
  });
});

describe('a reaction as the card shows it at once', () => {
  const none = { like: 0, support: 0, congrats: 0, inspiring: 0, brilliant: 0 };
  it('adds hers, moves it to another kind, and takes it back', () => {
    const liked = withReaction({ counts: { ...none, support: 2 }, total: 2, mine: null }, 'like');
    expect(liked).toEqual({ counts: { ...none, support: 2, like: 1 }, total: 3, mine: 'like' });
    const moved = withReaction(liked, 'support');
    expect(moved).toEqual({ counts: { ...none, support: 3 }, total: 3, mine: 'support' });
    expect(withReaction(moved, null)).toEqual({ counts: { ...none, support: 2 }, total: 2, mine: null });
  });
});
