import { describe, expect, it } from 'vitest';
import { languageLines } from './languages.js';

const catalogue = new Map([
  [1, 'Português'],
  [2, 'Inglês'],
  [3, 'Espanhol'],
  [4, 'Libras'],
]);

describe('languageLines', () => {
  it('sorts nativo → básico with unknown levels last', () => {
    const lines = languageLines(
      [
        { idioma_id: 3, nivel: 'basico' },
        { idioma_id: 4, nivel: 'fluente-ish' },
        { idioma_id: 2, nivel: 'avancado' },
        { idioma_id: 1, nivel: 'nativo' },
      ],
      catalogue,
    );
    expect(lines.map((l) => l.label)).toEqual([
      'Português: Nativo',
      'Inglês: Avançado',
      'Espanhol: Básico',
      'Libras: fluente-ish',
    ]);
  });

  it("names an unknown language 'Idioma desconhecido'", () => {
    expect(languageLines([{ idioma_id: 99, nivel: 'intermediario' }], catalogue)[0]?.label).toBe(
      'Idioma desconhecido: Intermediário',
    );
  });
});
