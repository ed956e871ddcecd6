import type { ApplicationStatus } from '../enums.js';

// pt-BR texts of the vacancies feature (SPEC §2 "Companies": 'Minhas Vagas', 'Criar Nova Vaga';
// /vagas, /vagas/{id}, /vagas/{id}/candidaturas) where the spec is silent. The spec's own texts
// (errors, 'Vaga criada com sucesso!', 'Selecione uma empresa', 'Não especificado') stay in
// MSG.vacancies and are reused from there; the employment labels in EMPLOYMENT_TYPE_LABELS.
// One section per screen.

const count = (n: number) => n.toLocaleString('pt-BR');

/** An application's status as the company's staff read it (the candidaturas page). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Nova',
  viewed: 'Vista',
  shortlisted: 'Pré-selecionada',
  declined: 'Não selecionada',
};

/**
 * The same statuses as the applicant reads them (her /vagas and the vacancy page): 'Nova' says
 * nothing to her, so a fresh application reads 'Enviada'.
 */
export const MY_APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Enviada',
  viewed: 'Vista pela empresa',
  shortlisted: 'Pré-selecionada',
  declined: 'Não selecionada',
};

export const VACANCIES_COPY = {
  // ---------------------------------------------------------------------------------------------
  // Shared by cards, rows and the detail page
  common: {
    active: 'Ativa',
    inactive: 'Inativa',
    seal: 'Selo de Diversidade',
    newTab: '(abre em nova aba)',
    applied: 'Candidatura enviada',
    postedAt: (relative: string) => `Publicada ${relative}`,
    createdOn: (date: string) => `Criada em ${date}`,
    appliedOn: (date: string) => `Enviada em ${date}`,
    applications: (n: number) => (n === 1 ? '1 candidatura' : `${count(n)} candidaturas`),
    location: 'Local',
    workModel: 'Modelo de trabalho',
    employmentType: 'Tipo de contrato',
    salary: 'Faixa salarial',
    notFound: 'Vaga não encontrada.',
    notFoundHint: 'Ela pode ter sido removida ou o endereço está incorreto.',
    seeVacancies: 'Ver vagas',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando mais...',
  },

  // ---------------------------------------------------------------------------------------------
  // /empresas: 'Minhas Vagas'
  managed: {
    lead: 'Acompanhe e gerencie as vagas das empresas em que você tem acesso.',
    newVacancy: 'Nova Vaga',
    loading: 'Carregando suas vagas...',
    noCompanies: 'Você ainda não gerencia nenhuma empresa.',
    noCompaniesHint:
      'Cadastre a página da sua empresa para anunciar vagas. Se outra pessoa administra a página, peça a ela acesso de administradora ou editora.',
    addCompany: 'Adicionar empresa',
    yourRole: (role: string) => `Seu papel: ${role}`,
    viewCompany: 'Ver página da empresa',
    stats: 'Resumo das vagas',
    activeCount: 'Vagas ativas',
    totalCount: 'Total de vagas',
    average: 'Média de candidaturas por vaga',
    vacanciesLabel: (company: string) => `Vagas de ${company}`,
    noVacancies: 'Nenhuma vaga publicada ainda.',
    publishFirst: 'Anunciar uma vaga',
    applicationsLink: 'Candidaturas',
    edit: 'Editar',
    activate: 'Ativar',
    deactivate: 'Desativar',
    activated: (title: string) => `Vaga “${title}” ativada.`,
    deactivated: (title: string) => `Vaga “${title}” desativada.`,
    delete: 'Excluir',
    deleteTitle: 'Excluir vaga',
    deleteText: (title: string) =>
      `Tem certeza que deseja excluir a vaga “${title}”? As candidaturas recebidas também serão excluídas. Esta ação não pode ser desfeita.`,
    deleteConfirm: 'Excluir vaga',
    deleting: 'Excluindo...',
    deleted: 'Vaga excluída com sucesso.',
  },

  // ---------------------------------------------------------------------------------------------
  // /empresas/anunciar-vaga and /editar-vaga/{id}
  form: {
    createIntro: 'Publique uma oportunidade e encontre profissionais diversas para o seu time.',
    editIntro: 'As alterações aparecem na página da vaga assim que você salvar.',
    loading: 'Carregando...',
    sections: {
      company: 'Empresa anunciante',
      about: 'Sobre a vaga',
      conditions: 'Local e condições',
      applications: 'Candidaturas',
    },
    company: 'Empresa',
    companyPlaceholder: 'Selecione uma empresa',
    companyFixed: 'A empresa de uma vaga publicada não pode ser trocada.',
    noCompanies: 'Você ainda não gerencia nenhuma empresa.',
    noCompaniesHint: 'Para anunciar vagas, cadastre primeiro a página da sua empresa.',
    addCompany: 'Adicionar empresa',
    title: 'Título da vaga',
    titlePlaceholder: 'Ex.: Analista de Dados Pleno',
    description: 'Descrição',
    descriptionHint: 'Conte sobre o trabalho, o time e o dia a dia. Quebras de linha são mantidas.',
    requirements: 'Requisitos',
    requirementsHint: 'Opcional. Um requisito por linha, se preferir.',
    benefits: 'Benefícios',
    benefitsHint: 'Opcional.',
    state: 'Estado',
    statePlaceholder: 'Selecione o estado',
    statesError: 'Não foi possível carregar a lista de estados.',
    city: 'Cidade',
    salaryRange: 'Faixa salarial',
    salaryRangePlaceholder: 'Ex.: R$ 5.000 - R$ 8.000',
    salaryRangeHint: 'Opcional. Texto livre, como aparecerá na vaga.',
    employmentType: 'Tipo de contrato',
    workModel: 'Modelo de trabalho',
    notSpecifiedOption: 'Não especificado',
    howToReceive: 'Como receber as candidaturas',
    internal: 'Pela Elas Rede',
    internalHint: 'As candidatas se candidatam com o perfil delas e você acompanha tudo aqui.',
    external: 'Em um link externo',
    externalHint: 'As candidatas são levadas ao site ou à plataforma onde você recebe candidaturas.',
    externalPlatform: 'Link para candidatura',
    externalPlatformHint: 'Endereço completo, por exemplo https://suaempresa.gupy.io/vaga/123.',
    create: 'Publicar vaga',
    creating: 'Publicando...',
    save: 'Salvar alterações',
    saving: 'Salvando...',
    cancel: 'Cancelar',
    updated: 'Vaga atualizada com sucesso!',
    redirecting: 'Você será redirecionada para Minhas Vagas em instantes.',
    loadError: 'Erro ao carregar a vaga.',
    forbiddenTitle: 'Você não pode editar esta vaga.',
    forbiddenText: 'Somente administradoras e editoras da empresa podem alterar as vagas dela.',
    viewVacancy: 'Ver a vaga',
    backToManaged: 'Minhas Vagas',
  },

  // ---------------------------------------------------------------------------------------------
  // /vagas/{id}
  detail: {
    loading: 'Carregando vaga...',
    loadError: 'Erro ao carregar a vaga.',
    loadErrorHint: 'Verifique sua conexão e tente novamente.',
    description: 'Descrição',
    requirements: 'Requisitos',
    benefits: 'Benefícios',
    company: 'Sobre a empresa',
    industry: 'Setor',
    companyLocation: 'Localização',
    size: 'Porte',
    website: 'Site',
    sealSince: (date: string) => `Selo de Diversidade desde ${date}`,
    inactive: 'Esta vaga não está mais recebendo candidaturas.',
    manage: 'Gerenciar vaga',
    manageHint: 'Você gerencia esta vaga.',
    edit: 'Editar',
    applications: 'Candidaturas',
    signInToApply: 'Entre para se candidatar',
    signInHint: 'Faça login ou cadastre-se para se candidatar com o seu perfil.',
    externalHint: 'As candidaturas desta vaga são recebidas no site da empresa.',
    backToList: 'Voltar para as vagas',
  },

  // ---------------------------------------------------------------------------------------------
  // Applying on /vagas/{id}
  apply: {
    apply: 'Candidatar-se',
    dialogTitle: (title: string) => `Candidatar-se: ${title}`,
    dialogText:
      'Você se candidata com o seu perfil da Elas Rede: a empresa verá seu nome, título profissional, localização e o link para o seu perfil público.',
    reviewProfile: 'Revisar meu perfil',
    message: 'Mensagem para a empresa (opcional)',
    messageHint: (left: number) => `Até 2.000 caracteres. Restam ${count(left)}.`,
    send: 'Enviar candidatura',
    sending: 'Enviando...',
    sent: 'Candidatura enviada com sucesso!',
    sendError: 'Não foi possível enviar sua candidatura. Tente novamente.',
    statusLabel: 'Situação',
    withdraw: 'Retirar candidatura',
    withdrawTitle: 'Retirar candidatura',
    withdrawText:
      'Tem certeza que deseja retirar sua candidatura? A empresa deixará de vê-la. Você poderá se candidatar de novo enquanto a vaga estiver aberta.',
    withdrawConfirm: 'Retirar candidatura',
    withdrawing: 'Retirando...',
    withdrawn: 'Candidatura retirada.',
    withdrawError: 'Não foi possível retirar sua candidatura. Tente novamente.',
    yourMessage: 'Sua mensagem',
  },

  // ---------------------------------------------------------------------------------------------
  // /vagas/{id}/candidaturas
  applications: {
    title: 'Candidaturas',
    loading: 'Carregando candidaturas...',
    loadError: 'Erro ao carregar candidaturas.',
    summary: 'Vaga',
    editVacancy: 'Editar vaga',
    backToManaged: 'Voltar para Minhas Vagas',
    listLabel: 'Candidatas',
    empty: 'Nenhuma candidatura recebida ainda.',
    emptyHint: 'Quando alguém se candidatar, ela aparecerá aqui.',
    appliedOn: (date: string) => `Candidatou-se em ${date}`,
    message: 'Mensagem',
    status: 'Situação',
    actions: (name: string) => `Ações para a candidatura de ${name}`,
    shortlist: 'Pré-selecionar',
    decline: 'Não selecionar',
    backToViewed: 'Voltar para vista',
    moved: (name: string, status: string) => `Candidatura de ${name}: ${status}.`,
    moveError: 'Não foi possível atualizar a candidatura. Tente novamente.',
    forbiddenTitle: 'Acesso restrito',
    forbiddenText: 'Somente administradoras e editoras da empresa podem ver as candidaturas desta vaga.',
    viewVacancy: 'Ver a vaga',
    loadMoreError: 'Não foi possível carregar mais candidaturas.',
  },

  // ---------------------------------------------------------------------------------------------
  // /vagas
  list: {
    lead: 'Oportunidades de empresas comprometidas com a diversidade. As que combinam com o seu perfil aparecem primeiro.',
    filters: 'Filtrar vagas',
    search: 'Buscar vagas',
    searchPlaceholder: 'Cargo, empresa ou palavra-chave',
    workModel: 'Modelo de trabalho',
    contractType: 'Tipo de contrato',
    state: 'Estado',
    any: 'Todos',
    clear: 'Limpar filtros',
    loading: 'Carregando vagas...',
    updating: 'Atualizando a lista...',
    matchingTitle: 'Combinam com o seu perfil',
    matchingHint: 'Vagas que combinam com o seu perfil de vaga ativo.',
    noMatching: 'Nenhuma vaga combina com o seu perfil de vaga ativo no momento.',
    reviewPreferences: 'Revisar preferências',
    matchBadge: 'Combina com você',
    allTitle: 'Todas as vagas',
    othersTitle: 'Outras vagas',
    results: (n: number, more: boolean) =>
      n === 0 ? '' : `${count(n)}${more ? '+' : ''} ${n === 1 && !more ? 'vaga' : 'vagas'}`,
    empty: 'Nenhuma vaga encontrada.',
    emptyFiltered: 'Tente outros filtros ou outra busca.',
    emptyAll: 'Ainda não há vagas abertas. Volte em breve!',
    loadMoreError: 'Não foi possível carregar mais vagas.',
  },

  // ---------------------------------------------------------------------------------------------
  // /vagas: her job preference profiles
  profiles: {
    title: 'Meus perfis de vaga',
    active: 'Ativo',
    inactive: 'Inativo',
    manage: 'Gerenciar preferências',
    empty: 'Você ainda não tem um perfil de vaga.',
    emptyHint: 'Crie um perfil com o que você procura e veja primeiro as vagas que combinam com você.',
    create: 'Criar perfil de vaga',
    noActive: 'Nenhum perfil ativo: ative um para ver as vagas que combinam com você.',
    loading: 'Carregando perfis...',
  },

  // ---------------------------------------------------------------------------------------------
  // /vagas: her applications
  mine: {
    title: 'Minhas candidaturas',
    loading: 'Carregando candidaturas...',
    loadError: 'Erro ao carregar suas candidaturas.',
    empty: 'Você ainda não se candidatou a nenhuma vaga.',
    status: 'Situação',
    loadMoreError: 'Não foi possível carregar mais candidaturas.',
  },
} as const;
