// Texts of the signed-in shell (SPEC §2 "Logged-in navigation") that messages.ts does not have
// yet: the drawer, the personal menu, the contextual menus and the three navigation modals.
// Texts that already exist there (COPY.appNav, COPY.pages, MSG.auth.signOut …) are reused, not copied.

export const SHELL_COPY = {
  a11y: {
    openDrawer: 'Abrir menu de navegação',
    drawerNav: 'Menu de navegação',
    moreLinks: 'Mais links',
    socialNav: 'Redes sociais',
    openPersonalMenu: (name: string) => `Abrir menu pessoal de ${name}`,
    personalNav: 'Menu pessoal',
  },

  nav: {
    newsAndArticles: 'Artigos e Notícias',
    createVacancy: 'Anunciar vagas',
    settingsAndPayments: 'Configurações e pagamentos',
  },

  drawer: {
    title: 'Menu',
  },

  personalMenu: {
    title: 'Menu pessoal',
    viewProfile: 'Ver meu perfil',
    education: 'Educação',
    jobProfile: 'Perfil de vagas',
    myDevelopment: 'Meu desenvolvimento',
  },

  development: {
    title: 'Desenvolvimento pessoal',
    description: 'Escolha uma área para continuar crescendo na carreira e na vida.',
    professional: 'Desenvolvimento profissional',
    personal: 'Desenvolvimento pessoal',
    hub: 'Ver todo o desenvolvimento',
  },

  business: {
    title: 'Para Negócios',
    description: 'As empresas e as comunidades que você administra.',
    companies: 'Minhas empresas',
    communities: 'Comunidades que administro',
    noCompanies: 'Você ainda não administra nenhuma empresa.',
    noCommunities: 'Você ainda não administra nem modera nenhuma comunidade.',
    loadError: 'Não foi possível carregar suas empresas e comunidades.',
    roles: {
      admin: 'Administrador',
      editor: 'Editor',
    },
  },

  settings: {
    title: 'Configurações e Pagamentos',
    description: 'Sua conta, acessos e pagamentos.',
    myAccount: 'Minha conta',
    myAccountHint: 'Senha e segurança da sua conta.',
    grantAccess: 'Concessão de Acesso',
    grantAccessHint: 'Dê acesso de administração a outras pessoas.',
    payments: 'Pagamentos',
  },

  social: {
    /** Accessible name of a social link: the network, whose account, and that a new tab opens. */
    label: (network: string) => `${network} da Elas Rede (abre em uma nova aba)`,
  },
} as const;
