import type { Database } from '../../db/client.js';
import { renderSitemap, SITEMAP_MAX_URLS, type SitemapPage } from '../../http/sitemap.js';
import { publicEventPages } from '../events/index.js';
import { publishedNewsPages } from '../news/index.js';
import { publicProfilePages } from '../profile/index.js';
import { openVacancyPages } from '../vacancies/index.js';

// What search engines are told (issue: vacancies that spread): /robots.txt says what they may
// crawl and where the sitemap is; /sitemap.xml lists the public pages, each module listing its
// own (vacancies, profiles, events, news), up to the protocol's 50,000 addresses.

/** Pages every visitor may read, whatever the data (the site's own pages). */
export const PUBLIC_SITE_PAGES: readonly string[] = [
  '/',
  '/home',
  '/news',
  '/eventos',
  '/como-funciona',
  '/empresas/cadastro',
  '/empresas/publicar-vagas',
  '/empresas/diversidade',
  '/empresas/consultoria',
  '/blog',
  '/contato',
  '/sobre',
  '/ajuda',
  '/termos',
  '/privacidade',
  '/cookies',
];

/**
 * Addresses crawlers may not follow: the API, and the pages that need a session (they would
 * read only the sign-in redirect) or are hers alone. Prefix rules; `*` and `$` as Google and
 * Bing read them. Public pages (/home, /m/…, /vagas/{id}, /eventos, /news …) stay allowed.
 */
const CRAWLER_DISALLOWED: readonly string[] = [
  '/api/',
  '/feed',
  '/chat',
  '/notificacoes',
  '/configuracoes',
  '/perfil$',
  '/perfil-pessoal',
  '/meu-perfil',
  '/minhas-',
  '/editar-',
  '/criar-comunidade',
  '/adicionar-empresa',
  '/preferencias-vagas',
  '/experiencias',
  '/experiencia-profissional',
  '/educacao',
  '/projetos',
  '/publicacoes/',
  '/denuncias',
  '/admin/',
  '/rede',
  '/desenvolvimento',
  '/mentoria',
  '/vagas$',
  '/vagas/*/candidaturas',
  '/news/gerenciar',
  '/news/publicar',
  '/news/*/editar',
  '/empresas$',
  '/empresas/anunciar-vaga',
  '/descadastrar',
  '/redefinir-senha',
];

export function robotsTxt(publicUrl: string): string {
  return [
    '# Public pages (profiles, vacancies, events, news and articles) may be indexed; the API and',
    '# the signed-in areas may not.',
    'User-agent: *',
    ...CRAWLER_DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every public page, the site's own first, then vacancies, events, news and profiles while
 * the protocol's cap allows (each query limited to what is left: one query each).
 */
export async function sitemapPages(db: Database): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = PUBLIC_SITE_PAGES.map((path) => ({ path }));
  for (const list of [openVacancyPages, publicEventPages, publishedNewsPages, publicProfilePages]) {
    pages.push(...(await list(db, SITEMAP_MAX_URLS - pages.length)));
  }
  return pages;
}

/** How long one sitemap is served, by the server and by caches. */
export const SITEMAP_CACHE_SECONDS = 300;

/** /sitemap.xml's document, built at most once per SITEMAP_CACHE_SECONDS. */
export function cachedSitemap(deps: { db: Database; publicUrl: string; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let cached: { xml: Promise<string>; until: number } | undefined;
  return (): Promise<string> => {
    if (!cached || cached.until <= now()) {
      const xml = sitemapPages(deps.db).then((pages) => renderSitemap(deps.publicUrl, pages));
      cached = { xml, until: now() + SITEMAP_CACHE_SECONDS * 1000 };
      // A failed build is not kept: the next request tries again.
      xml.catch(() => {
        cached = undefined;
      });
    }
    return cached.xml;
  };
}
