// Texts of the signed-in shell (SPEC §2 "Logged-in navigation") that messages.ts does not have
// yet: the drawer, the personal menu, the contextual menus and the three navigation modals.
// Texts that already exist there (COPY.appNav, COPY.pages, MSG.auth.signOut …) are reused, not copied.

import { NOTIFICATION_UNREAD_CAP } from '../limits.js';
import { COPY, MSG, PAGE_TITLES, ROLE_LABELS } from '../messages.js';
import { countOf, formatCount } from '../rules/plural.js';

/** The personal menu's title and the accessible name of its navigation. */
const PERSONAL_MENU = 'Menu pessoal';

export const SHELL_COPY = {
  a11y: {
    openDrawer: 'Abrir menu de navegação',
    drawerNav: 'Menu de navegação',
    moreLinks: 'Mais links',
    /** The company or community menu, under the main one (issue 22). */
    workspaceNav: { company: 'Menu da empresa', community: 'Menu da comunidade' },
    socialNav: 'Redes sociais',
    openPersonalMenu: (name: string) => `Abrir menu pessoal de ${name}`,
    personalNav: PERSONAL_MENU,
    /**
     * The bell's name while she has unread notifications: 'Notificações, 3 não lidas' (issue 16);
     * from NOTIFICATION_UNREAD_CAP on (the server counts no further), 'mais de 99 não lidas'.
     */
    unreadNotifications: (n: number) =>
      `${COPY.appNav.notifications}, ${
        n >= NOTIFICATION_UNREAD_CAP
          ? `mais de ${formatCount(NOTIFICATION_UNREAD_CAP - 1)} não lidas`
          : countOf(n, 'não lida', 'não lidas')
      }`,
  },

  nav: {
    newsAndArticles: MSG.news.title,
    createVacancy: 'Anunciar vagas',
    settingsAndPayments: 'Configurações e pagamentos',
  },

  drawer: {
    title: 'Menu',
  },

  personalMenu: {
    title: PERSONAL_MENU,
    viewProfile: MSG.common.viewMyProfile,
    education: PAGE_TITLES.education,
    jobProfile: PAGE_TITLES.jobPreferences,
    myDevelopment: PAGE_TITLES.development,
  },

  development: {
    title: PAGE_TITLES.development,
    description: 'Escolha uma área para continuar crescendo na carreira e na vida.',
    professional: 'Desenvolvimento profissional',
    personal: PAGE_TITLES.development,
    hub: 'Ver todo o desenvolvimento',
  },

  business: {
    title: COPY.appNav.business,
    description: 'As empresas e as comunidades que você administra.',
    companies: PAGE_TITLES.myCompanies,
    communities: 'Comunidades que administro',
    noCompanies: 'Você ainda não administra nenhuma empresa.',
    noCommunities: 'Você ainda não administra nem modera nenhuma comunidade.',
    loadError: 'Não foi possível carregar suas empresas e comunidades.',
    roles: {
      admin: ROLE_LABELS.admin,
      editor: ROLE_LABELS.editor,
    },
  },

  settings: {
    title: 'Configurações e Pagamentos',
    description: 'Sua conta e os seus acessos.',
    myAccount: 'Minha conta',
    myAccountHint: 'Senha e segurança da sua conta.',
    grantAccess: MSG.access.title,
    grantAccessHint: 'Dê acesso de administração a outras pessoas.',
  },

  social: {
    /** Accessible name of a social link: the network, whose account, and that a new tab opens. */
    label: (network: string) => `${network} da Elas Rede (abre em uma nova aba)`,
  },
} as const;
