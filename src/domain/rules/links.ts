/** SPEC §5: a link without an http(s) prefix gets https:// when displayed. */
export function normalizeLink(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** Only web links are ever rendered as hrefs (never javascript:, data:, …). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(normalizeLink(value));
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
