/*
 * Short texts of the business, community-service, events and "coming soon" pages: calls to
 * action and empty states. Page titles are COPY.pages (messages.ts); the pages' long-form
 * content is in content/business.ts.
 */
export const BUSINESS_COPY = {
  cta: {
    signUp: 'Criar conta',
    signIn: 'Entrar',
    joinMentoring: 'Cadastre-se para participar',
    contact: 'Fale com a gente',
    requestSeal: 'Solicitar avaliação',
    companySignUp: 'Cadastrar empresa',
    createVacancy: 'Anunciar vaga',
    myCompanies: 'Minhas empresas',
    myCommunities: 'Minhas comunidades',
    goToFeed: 'Ir para o feed',
    exploreCommunities: 'Explorar comunidades',
  },

  eyebrows: {
    companies: 'Para empresas',
    professionals: 'Para profissionais',
    communities: 'Para comunidades',
  },

  events: {
    upcomingTitle: 'Próximos eventos',
    emptyTitle: 'Nenhum evento agendado no momento',
    emptyText:
      'Ainda não há eventos da Elas Rede com data marcada. Quando houver, eles serão publicados aqui ' +
      'com data, formato e forma de inscrição.',
  },
} as const;
