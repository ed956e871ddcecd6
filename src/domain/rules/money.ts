// BRL amounts as the forms show them: 'R$ 1.234,56' ('.' thousands, ',' decimals, two fixed
// decimals), built on Intl so the grouping is the locale's own.

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });

export function formatBRL(amount: number): string {
  // Intl separates the symbol with a no-break space; forms and tests expect a plain one.
  return BRL.format(amount).replace(/\u00a0/g, ' ');
}

/** 'R$ 1.234,56', '1234,56', '1.234' → 1234.56 / 1234; null when there is no number. */
export function parseBRL(text: string): number | null {
  const cleaned = text.replace(/R\$|\s|\u00a0/g, '');
  if (!/^-?[\d.]*(,\d*)?$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * Live input mask: the digits typed are cents, so typing 1, 2, 3, 4, 5, 6 shows
 * 'R$ 0,01' … 'R$ 1.234,56'. Empty input stays empty.
 */
export function maskBRLInput(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 13);
  if (!digits) return '';
  return formatBRL(Number(digits) / 100);
}
