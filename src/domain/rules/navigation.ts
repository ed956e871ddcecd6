import { AUTH_COPY } from '../copy/auth.js';
import { NETWORK_MENU_COPY } from '../copy/network-menu.js';
import { SHELL_COPY } from '../copy/shell.js';
import { COPY } from '../messages.js';
import type { Workspaces } from '../schemas/workspaces.js';

/*
 * The signed-in shell's menus (SPEC §2 "Logged-in navigation", §6): which entries the top bar and
 * the drawer show, and when the company or community menu is added to them. Pure data, so the rules
 * are tested without rendering anything.
 */

export type WorkspaceKind = 'company' | 'community';

/** A company or community named by the current address. */
export interface WorkspaceRef {
  kind: WorkspaceKind;
  id: string;
}

/** The three navigation dialogs of the shell. */
export type ShellModal = 'development' | 'business' | 'settings';

export type NavEntry =
  | { type: 'link'; to: string; label: string }
  | { type: 'modal'; modal: ShellModal; label: string };

/*
 * Static second segments of routes.tsx under /empresas and /comunidades: pages, not ids.
 * Keep in step with the route table (layouts/shell/navigation-routes.test.tsx checks it).
 */
const COMPANY_PAGES: ReadonlySet<string> = new Set([
  'anunciar-vaga',
  'cadastro',
  'publicar-vagas',
  'diversidade',
  'consultoria',
  'encontrar-profissional',
  'oferecer-servicos',
  'concessao-acesso',
]);
const COMMUNITY_PAGES: ReadonlySet<string> = new Set(['anunciar-servicos', 'concessao-acesso']);

const PREFIXES: Record<string, { kind: WorkspaceKind; pages: ReadonlySet<string> }> = {
  empresas: { kind: 'company', pages: COMPANY_PAGES },
  comunidades: { kind: 'community', pages: COMMUNITY_PAGES },
};

/**
 * The company or community whose id is in the path: /empresas/{id}, /comunidades/{id} and their
 * sub-pages (/empresas/{id}/concessao-acesso). Static pages such as /empresas/anunciar-vaga are
 * not ids. Says nothing about her rights there: see contextFor.
 */
export function workspaceInPath(pathname: string): WorkspaceRef | null {
  const [prefix, segment] = pathname.split('/').filter(Boolean);
  const area = prefix === undefined ? undefined : PREFIXES[prefix];
  if (!area || segment === undefined || area.pages.has(segment)) return null;
  const id = safeDecode(segment);
  return id ? { kind: area.kind, id } : null;
}

/**
 * The contextual menu to show, decided from the server's answer (GET /api/me/workspaces), never
 * guessed: under /empresas/{id} when she has any admin row for that company, under
 * /comunidades/{id} when she is its admin or moderator (SPEC §6). Null: the ordinary menu,
 * also while the answer is loading or failed.
 */
export function contextFor(pathname: string, workspaces: Workspaces | null | undefined): WorkspaceRef | null {
  const ref = workspaceInPath(pathname);
  if (!ref || !workspaces) return null;
  if (ref.kind === 'company') {
    return workspaces.companies.some((company) => company.id === ref.id) ? ref : null;
  }
  const runs = workspaces.communities.some(
    (community) => community.id === ref.id && (community.role === 'admin' || community.role === 'moderator'),
  );
  return runs ? ref : null;
}

/** Where 'Concessão de Acesso' leads for the company or community in the path. */
export function grantAccessPath(ref: WorkspaceRef): string {
  const prefix = ref.kind === 'company' ? 'empresas' : 'comunidades';
  return `/${prefix}/${encodeURIComponent(ref.id)}/concessao-acesso`;
}

const N = COPY.appNav;
const home: NavEntry = { type: 'link', to: '/feed', label: N.home };
const settings: NavEntry = { type: 'modal', modal: 'settings', label: SHELL_COPY.nav.settingsAndPayments };

/** 'Encontrar uma profissional' of the company in the path: its staff's talent search. */
function talentSearchPath(ref: WorkspaceRef): string {
  return `/empresas/${encodeURIComponent(ref.id)}/talentos`;
}

/**
 * The company or community menu (SPEC §6 "the menu becomes"): since issue 22 it is shown in
 * addition to the main navigation (a second row under the bar, a section of the drawer), never
 * instead of it, so 'Início' is not repeated here.
 */
export function workspaceEntries(ref: WorkspaceRef): NavEntry[] {
  if (ref.kind === 'company')
    return [
      { type: 'link', to: '/empresas/anunciar-vaga', label: SHELL_COPY.nav.createVacancy },
      { type: 'link', to: talentSearchPath(ref), label: COPY.pages.findProfessional },
      { type: 'link', to: '/empresas/oferecer-servicos', label: COPY.pages.offerServices },
      settings,
    ];
  return [
    { type: 'link', to: '/comunidades/anunciar-servicos', label: COPY.pages.advertiseServices },
    settings,
  ];
}

/** Desktop bar (≥ 1024 px): the five sections, everywhere (the workspace menu is a second row). */
export function barEntries(): NavEntry[] {
  return [
    home,
    { type: 'link', to: '/rede', label: N.communities },
    { type: 'link', to: '/vagas', label: N.vacancies },
    { type: 'modal', modal: 'development', label: N.development },
    { type: 'modal', modal: 'business', label: N.business },
  ];
}

/** /rede's tabs besides the community explorer (issue 17; routes.tsx). */
export const NETWORK_PATHS = {
  people: '/rede/pessoas',
  invitations: '/rede/convites',
  connections: '/rede/conexoes',
} as const;

/** The right drawer's main entries (below 1024 px): the same sections (workspaceEntries follow). */
export function drawerEntries(): NavEntry[] {
  return [
    home,
    { type: 'link', to: '/rede', label: N.communities },
    // /rede's other tabs (issue 17), which the desktop bar reaches through /rede itself.
    { type: 'link', to: NETWORK_PATHS.people, label: NETWORK_MENU_COPY.people },
    { type: 'link', to: NETWORK_PATHS.invitations, label: NETWORK_MENU_COPY.invitations },
    { type: 'link', to: NETWORK_PATHS.connections, label: NETWORK_MENU_COPY.connections },
    // SPEC §2 says the drawer's 'Vagas' "goes to the feed"; we deliberately send it to /vagas,
    // like the desktop bar, so the same word never leads to two different places.
    { type: 'link', to: '/vagas', label: N.vacancies },
    { type: 'modal', modal: 'development', label: COPY.pages.development },
    { type: 'modal', modal: 'business', label: N.business },
  ];
}

/** The drawer's secondary links, shown under every menu. */
export const DRAWER_LINKS: readonly NavEntry[] = [
  { type: 'link', to: '/news', label: SHELL_COPY.nav.newsAndArticles },
  { type: 'link', to: '/sobre', label: COPY.pages.about },
  { type: 'link', to: '/ajuda', label: COPY.pages.help },
];

/** Left personal menu, opened from the avatar; 'Sair' follows these. */
export const PERSONAL_MENU_ENTRIES: readonly NavEntry[] = [
  { type: 'link', to: '/perfil-pessoal', label: COPY.pages.personalProfile },
  { type: 'link', to: '/educacao', label: SHELL_COPY.personalMenu.education },
  { type: 'link', to: '/experiencias', label: COPY.pages.experience },
  { type: 'link', to: '/projetos', label: COPY.pages.projects },
  { type: 'link', to: '/preferencias-vagas', label: SHELL_COPY.personalMenu.jobProfile },
  { type: 'link', to: '/desenvolvimento', label: SHELL_COPY.personalMenu.myDevelopment },
  // Her network (issue 17): the /rede tabs that are about her.
  { type: 'link', to: NETWORK_PATHS.connections, label: NETWORK_MENU_COPY.myConnections },
  { type: 'link', to: NETWORK_PATHS.invitations, label: NETWORK_MENU_COPY.myInvitations },
  { type: 'link', to: NETWORK_PATHS.people, label: NETWORK_MENU_COPY.peopleYouMayKnow },
  { type: 'modal', modal: 'settings', label: AUTH_COPY.settingsTitle },
];

export interface LinkGroup {
  title: string;
  links: readonly { to: string; label: string }[];
}

/** The 'Desenvolvimento pessoal' modal's two columns (SPEC §2 development sub-pages). */
export const DEVELOPMENT_GROUPS: readonly LinkGroup[] = [
  {
    title: SHELL_COPY.development.professional,
    links: [
      { to: '/desenvolvimento/mentorias', label: COPY.pages.devMentoring },
      { to: '/desenvolvimento/orientacao', label: COPY.pages.devCareerGuidance },
      { to: '/desenvolvimento/cursos', label: COPY.pages.devCourses },
    ],
  },
  {
    title: SHELL_COPY.development.personal,
    links: [
      { to: '/desenvolvimento/empreendedorismo', label: COPY.pages.devEntrepreneurship },
      { to: '/desenvolvimento/saude', label: COPY.pages.devHealth },
      { to: '/desenvolvimento/cognitivo', label: COPY.pages.devCognitive },
    ],
  },
];

export type SocialNetwork = 'instagram' | 'linkedin' | 'facebook' | 'youtube';

/** The drawer's four social links: the platform's own accounts, opened in a new tab. */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; name: string; url: string }[] = [
  { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/elasrede' },
  { network: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/elasrede' },
  { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/elasrede' },
  { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@elasrede' },
];

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
