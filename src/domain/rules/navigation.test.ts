import { describe, expect, it } from 'vitest';
import type { Workspaces } from '../schemas/workspaces.js';
import {
  barEntries,
  contextFor,
  DRAWER_LINKS,
  drawerEntries,
  grantAccessPath,
  type NavEntry,
  PERSONAL_MENU_ENTRIES,
  SOCIAL_LINKS,
  workspaceEntries,
  workspaceInPath,
} from './navigation.js';

const workspaces: Workspaces = {
  companies: [
    { id: 'c-admin', name: 'Nuvem Aberta', logoUrl: null, role: 'admin' },
    { id: 'c-editor', name: 'Flor de Lis', logoUrl: null, role: 'editor' },
  ],
  communities: [
    { id: 'k-admin', name: 'Mães na Tech', logoUrl: null, role: 'admin' },
    { id: 'k-mod', name: 'Dados Delas', logoUrl: null, role: 'moderator' },
  ],
};

const none: Workspaces = { companies: [], communities: [] };

const targets = (entries: readonly NavEntry[]) =>
  entries.map((entry) => (entry.type === 'link' ? entry.to : `modal:${entry.modal}`));

describe('workspaceInPath', () => {
  it.each([
    ['/empresas/c-admin', { kind: 'company', id: 'c-admin' }],
    ['/empresas/c-admin/', { kind: 'company', id: 'c-admin' }],
    ['/empresas/c-admin/concessao-acesso', { kind: 'company', id: 'c-admin' }],
    ['/comunidades/k-mod', { kind: 'community', id: 'k-mod' }],
    ['/comunidades/k-mod/concessao-acesso', { kind: 'community', id: 'k-mod' }],
    ['/empresas/caf%C3%A9', { kind: 'company', id: 'café' }],
  ])('finds the id in %s', (path, ref) => {
    expect(workspaceInPath(path)).toEqual(ref);
  });

  it.each([
    '/',
    '/feed',
    '/empresas',
    '/comunidades',
    '/empresas/anunciar-vaga',
    '/empresas/cadastro',
    '/empresas/publicar-vagas',
    '/empresas/diversidade',
    '/empresas/consultoria',
    '/empresas/encontrar-profissional',
    '/empresas/oferecer-servicos',
    '/empresas/concessao-acesso',
    '/comunidades/anunciar-servicos',
    '/comunidades/concessao-acesso',
    '/minhas-empresas',
    '/editar-empresa/c-admin',
    '/editar-comunidade/k-admin',
    '/rede/empresas/c-admin',
  ])('finds no id in %s', (path) => {
    expect(workspaceInPath(path)).toBeNull();
  });
});

describe('contextFor', () => {
  it.each(['c-admin', 'c-editor'])('gives the company menu to any admin row (%s) under its page', (id) => {
    expect(contextFor(`/empresas/${id}`, workspaces)).toEqual({ kind: 'company', id });
    expect(contextFor(`/empresas/${id}/concessao-acesso`, workspaces)).toEqual({ kind: 'company', id });
  });

  it.each(['k-admin', 'k-mod'])('gives the community menu to its admin or moderator (%s)', (id) => {
    expect(contextFor(`/comunidades/${id}`, workspaces)).toEqual({ kind: 'community', id });
    expect(contextFor(`/comunidades/${id}/concessao-acesso`, workspaces)).toEqual({ kind: 'community', id });
  });

  it('gives nothing to a plain member or visitor of the page', () => {
    expect(contextFor('/empresas/c-outra', workspaces)).toBeNull();
    expect(contextFor('/comunidades/k-outra', workspaces)).toBeNull();
    expect(contextFor('/empresas/c-admin', none)).toBeNull();
  });

  it('never mixes the two kinds: a company id under /comunidades is not hers to run', () => {
    expect(contextFor('/comunidades/c-admin', workspaces)).toBeNull();
    expect(contextFor('/empresas/k-admin', workspaces)).toBeNull();
  });

  it('ignores a community row whose role is member, should one ever arrive', () => {
    const odd = { companies: [], communities: [{ id: 'k-1', name: 'X', logoUrl: null, role: 'member' }] };
    expect(contextFor('/comunidades/k-1', odd as unknown as Workspaces)).toBeNull();
  });

  it('waits for the server: no answer (loading or failed) means the ordinary menu', () => {
    expect(contextFor('/empresas/c-admin', undefined)).toBeNull();
    expect(contextFor('/empresas/c-admin', null)).toBeNull();
  });

  it('gives nothing on static pages, even with workspaces', () => {
    expect(contextFor('/empresas/anunciar-vaga', workspaces)).toBeNull();
    expect(contextFor('/comunidades/anunciar-servicos', workspaces)).toBeNull();
  });
});

describe('menus', () => {
  it('desktop bar: Início, Comunidades, Vagas and the two modals', () => {
    expect(barEntries().map((entry) => entry.label)).toEqual([
      'Início',
      'Comunidades',
      'Vagas',
      'Desenvolvimento pessoal',
      'Para negócios',
    ]);
    expect(targets(barEntries())).toEqual([
      '/feed',
      '/rede',
      '/vagas',
      'modal:development',
      'modal:business',
    ]);
  });

  it('company menu (added under the main one, issue 22)', () => {
    const entries = workspaceEntries({ kind: 'company', id: 'c-admin' });
    expect(entries.map((entry) => entry.label)).toEqual([
      'Anunciar vagas',
      'Encontrar uma profissional',
      'Oferecer serviços',
      'Configurações e pagamentos',
    ]);
    expect(targets(entries)).toEqual([
      '/empresas/anunciar-vaga',
      '/empresas/c-admin/talentos',
      '/empresas/oferecer-servicos',
      'modal:settings',
    ]);
  });

  it('community menu', () => {
    const entries = workspaceEntries({ kind: 'community', id: 'k-mod' });
    expect(entries.map((entry) => entry.label)).toEqual(['Anunciar serviços', 'Configurações e pagamentos']);
    expect(targets(entries)).toEqual(['/comunidades/anunciar-servicos', 'modal:settings']);
  });

  it('drawer: same sections (Vagas to /vagas on purpose), then news, about and help', () => {
    expect(drawerEntries().map((entry) => entry.label)).toEqual([
      'Início',
      'Comunidades',
      'Pessoas',
      'Convites',
      'Conexões',
      'Vagas',
      'Desenvolvimento pessoal',
      'Para negócios',
    ]);
    expect(targets(drawerEntries())).toEqual([
      '/feed',
      '/rede',
      '/rede/pessoas',
      '/rede/convites',
      '/rede/conexoes',
      '/vagas',
      'modal:development',
      'modal:business',
    ]);
    expect(targets(DRAWER_LINKS)).toEqual(['/news', '/sobre', '/ajuda']);
  });

  it('personal menu', () => {
    expect(PERSONAL_MENU_ENTRIES.map((entry) => entry.label)).toEqual([
      'Perfil pessoal',
      'Formação acadêmica',
      'Experiências profissionais',
      'Projetos e conquistas',
      'Preferências de vagas',
      'Desenvolvimento pessoal',
      'Minhas conexões',
      'Convites de conexão',
      'Pessoas que você talvez conheça',
      'Configurações',
    ]);
    expect(targets(PERSONAL_MENU_ENTRIES)).toEqual([
      '/perfil-pessoal',
      '/educacao',
      '/experiencias',
      '/projetos',
      '/preferencias-vagas',
      '/desenvolvimento',
      '/rede/conexoes',
      '/rede/convites',
      '/rede/pessoas',
      'modal:settings',
    ]);
  });

  it('social links are https addresses of the platform', () => {
    expect(SOCIAL_LINKS.map((link) => link.name)).toEqual(['Instagram', 'LinkedIn', 'Facebook', 'YouTube']);
    for (const link of SOCIAL_LINKS) expect(link.url).toMatch(/^https:\/\/www\.[a-z]+\.com\/.*elasrede$/);
  });
});

describe('grantAccessPath', () => {
  it('leads to the page of the company or community in the path', () => {
    expect(grantAccessPath({ kind: 'company', id: 'c-1' })).toBe('/empresas/c-1/concessao-acesso');
    expect(grantAccessPath({ kind: 'community', id: 'k 1' })).toBe('/comunidades/k%201/concessao-acesso');
  });
});
