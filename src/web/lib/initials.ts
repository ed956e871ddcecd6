/**
 * Initials for an avatar without a picture (SPEC §2): the first letter of the first and of the
 * last word of the name, upper-cased. One word gives one letter; an empty name gives ''.
 * 'Ana Lúcia Araújo' → 'AA' · 'Maria' → 'M' · '  maria   da silva ' → 'MS'.
 */
export function initials(name: string): string {
  const words = name.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? firstLetter(word) : ''))
    .join('')
    .toLocaleUpperCase('pt-BR');
}

// Array.from splits by code point, so a letter outside the BMP is not cut in half.
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}

/**
 * A company's logo placeholder (SPEC §2: 'logo (or first letter of name)'): the first letter of
 * the name, upper-cased; '' for an empty name. '  nuvem aberta' → 'N'.
 */
export function firstLetterOf(name: string): string {
  return firstLetter(name.normalize('NFC').trim()).toLocaleUpperCase('pt-BR');
}
