import type { ApplicationStatus } from '../enums.js';
import { FIELD_LABELS, MSG, PAGE_TITLES } from '../messages.js';
import { formatCount, pluralNoun } from '../rules/plural.js';
import { HOME_COPY } from './home.js';
import { PREFERENCES_COPY } from './preferences.js';

// pt-BR texts of the vacancies feature (SPEC §2 "Companies": 'Minhas Vagas', 'Criar Nova Vaga';
// /vagas, /vagas/{id}, /vagas/{id}/candidaturas) where the spec is silent. The spec's own texts
// (errors, 'Vaga criada com sucesso!', 'Selecione uma empresa', 'Não especificado') stay in
// MSG.vacancies and are reused from there; the employment labels in EMPLOYMENT_TYPE_LABELS.
// One section per screen.

/** Texts two screens name alike (this file's and vacancy-applications.ts's). */
export const SHARED = {
  noCompanies: 'Você ainda não gerencia nenhuma empresa.',
  deleteVacancy: 'Excluir vaga',
  loadError: 'Erro ao carregar a vaga.',
  viewVacancy: 'Ver a vaga',
  withdraw: 'Retirar candidatura',
  loadingApplications: 'Carregando candidaturas...',
  loadMoreApplicationsError: 'Não foi possível carregar mais candidaturas.',
  requirements: 'Requisitos',
  benefits: 'Benefícios',
} as const;

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
  shortlisted: APPLICATION_STATUS_LABELS.shortlisted,
  declined: APPLICATION_STATUS_LABELS.declined,
};

export const VACANCIES_COPY = {
  // ---------------------------------------------------------------------------------------------
  // Shared by cards, rows and the detail page
  common: {
    active: 'Ativa',
    inactive: 'Inativa',
    seal: HOME_COPY.sealCompanies.badge,
    newTab: MSG.common.newTab,
    applied: 'Candidatura enviada',
    postedAt: (relative: string) => `Publicada ${relative}`,
    createdOn: (date: string) => `Criada em ${date}`,
    appliedOn: (date: string) => `Enviada em ${date}`,
    applications: MSG.vacancies.applications,
    location: 'Local',
    workModel: FIELD_LABELS.workModel,
    employmentType: FIELD_LABELS.contractType,
    salary: FIELD_LABELS.salaryRange,
    notFound: 'Vaga não encontrada.',
    notFoundHint: MSG.common.removedOrWrongAddress,
    seeVacancies: MSG.common.seeVacancies,
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
  },

  // ---------------------------------------------------------------------------------------------
  // /empresas: 'Minhas Vagas'
  managed: {
    lead: 'Acompanhe e gerencie as vagas das empresas em que você tem acesso.',
    newVacancy: 'Nova Vaga',
    loading: 'Carregando suas vagas...',
    noCompanies: SHARED.noCompanies,
    noCompaniesHint:
      'Cadastre a página da sua empresa para anunciar vagas. Se outra pessoa administra a página, peça a ela acesso de administradora ou editora.',
    addCompany: PAGE_TITLES.addCompany,
    yourRole: MSG.common.yourRole,
    viewCompany: 'Ver página da empresa',
    stats: 'Resumo das vagas',
    activeCount: 'Vagas ativas',
    totalCount: 'Total de vagas',
    average: 'Média de candidaturas por vaga',
    vacanciesLabel: (company: string) => `Vagas de ${company}`,
    noVacancies: 'Nenhuma vaga publicada ainda.',
    publishFirst: 'Anunciar uma vaga',
    applicationsLink: PAGE_TITLES.vacancyApplications,
    edit: MSG.common.edit,
    activate: MSG.common.activate,
    deactivate: MSG.common.deactivate,
    activated: (title: string) => `Vaga “${title}” ativada.`,
    deactivated: (title: string) => `Vaga “${title}” desativada.`,
    delete: MSG.common.delete,
    deleteTitle: SHARED.deleteVacancy,
    deleteText: (title: string) =>
      `Tem certeza que deseja excluir a vaga “${title}”? As candidaturas recebidas também serão excluídas. Esta ação não pode ser desfeita.`,
    deleteConfirm: SHARED.deleteVacancy,
    deleting: MSG.common.deleting,
    deleted: 'Vaga excluída com sucesso.',
  },

  // ---------------------------------------------------------------------------------------------
  // /empresas/anunciar-vaga and /editar-vaga/{id}
  form: {
    createIntro: 'Publique uma oportunidade e encontre profissionais diversas para o seu time.',
    editIntro: 'As alterações aparecem na página da vaga assim que você salvar.',
    loading: MSG.common.loading,
    sections: {
      company: 'Empresa anunciante',
      about: 'Sobre a vaga',
      conditions: 'Local e condições',
      applications: PAGE_TITLES.vacancyApplications,
    },
    company: FIELD_LABELS.company,
    companyPlaceholder: MSG.vacancies.companyRequired,
    companyFixed: 'A empresa de uma vaga publicada não pode ser trocada.',
    noCompanies: SHARED.noCompanies,
    noCompaniesHint: 'Para anunciar vagas, cadastre primeiro a página da sua empresa.',
    addCompany: PAGE_TITLES.addCompany,
    title: 'Título da vaga',
    titlePlaceholder: 'Ex.: Analista de Dados Pleno',
    description: FIELD_LABELS.description,
    descriptionHint: 'Conte sobre o trabalho, o time e o dia a dia. Quebras de linha são mantidas.',
    requirements: SHARED.requirements,
    requirementsHint: 'Opcional. Um requisito por linha, se preferir.',
    benefits: SHARED.benefits,
    benefitsHint: 'Opcional.',
    state: FIELD_LABELS.state,
    statePlaceholder: FIELD_LABELS.statePlaceholder,
    statesError: 'Não foi possível carregar a lista de estados.',
    city: FIELD_LABELS.city,
    salaryRange: FIELD_LABELS.salaryRange,
    salaryRangePlaceholder: 'Ex.: R$ 5.000 - R$ 8.000',
    salaryRangeHint: 'Opcional. Texto livre, como aparecerá na vaga.',
    employmentType: FIELD_LABELS.contractType,
    workModel: FIELD_LABELS.workModel,
    notSpecifiedOption: MSG.vacancies.notSpecified,
    howToReceive: 'Como receber as candidaturas',
    internal: 'Pela Elas Rede',
    internalHint: 'As candidatas se candidatam com o perfil delas e você acompanha tudo aqui.',
    external: 'Em um link externo',
    externalHint: 'As candidatas são levadas ao site ou à plataforma onde você recebe candidaturas.',
    externalPlatform: 'Link para candidatura',
    externalPlatformHint: 'Endereço completo, por exemplo https://suaempresa.gupy.io/vaga/123.',
    create: 'Publicar vaga',
    creating: MSG.common.publishing,
    save: MSG.common.saveChanges,
    saving: MSG.common.saving,
    cancel: MSG.common.cancel,
    updated: 'Vaga atualizada com sucesso!',
    redirecting: 'Você será redirecionada para Minhas Vagas em instantes.',
    loadError: SHARED.loadError,
    forbiddenTitle: 'Você não pode editar esta vaga.',
    forbiddenText: 'Somente administradoras e editoras da empresa podem alterar as vagas dela.',
    viewVacancy: SHARED.viewVacancy,
    backToManaged: PAGE_TITLES.companyArea,
  },

  // ---------------------------------------------------------------------------------------------
  // /vagas/{id}
  detail: {
    loading: 'Carregando vaga...',
    loadError: SHARED.loadError,
    loadErrorHint: MSG.common.checkConnection,
    description: FIELD_LABELS.description,
    requirements: SHARED.requirements,
    benefits: SHARED.benefits,
    company: MSG.common.aboutCompany,
    industry: FIELD_LABELS.sector,
    companyLocation: FIELD_LABELS.location,
    size: FIELD_LABELS.size,
    website: FIELD_LABELS.website,
    sealSince: MSG.common.sealSince,
    inactive: 'Esta vaga não está mais recebendo candidaturas.',
    manage: 'Gerenciar vaga',
    manageHint: 'Você gerencia esta vaga.',
    edit: MSG.common.edit,
    applications: PAGE_TITLES.vacancyApplications,
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
    messageHint: (left: number) => `Até 2.000 caracteres. Restam ${formatCount(left)}.`,
    send: 'Enviar candidatura',
    sending: MSG.common.sending,
    sent: 'Candidatura enviada com sucesso!',
    sendError: 'Não foi possível enviar sua candidatura. Tente novamente.',
    statusLabel: FIELD_LABELS.status,
    withdraw: SHARED.withdraw,
    withdrawTitle: SHARED.withdraw,
    withdrawText:
      'Tem certeza que deseja retirar sua candidatura? A empresa deixará de vê-la. Você poderá se candidatar de novo enquanto a vaga estiver aberta.',
    withdrawConfirm: SHARED.withdraw,
    withdrawing: MSG.common.withdrawing,
    withdrawn: 'Candidatura retirada.',
    withdrawError: 'Não foi possível retirar sua candidatura. Tente novamente.',
    yourMessage: 'Sua mensagem',
    cv: 'Currículo em PDF (opcional)',
    cvHint: 'Além do seu perfil, anexe um currículo em PDF de até 5 MB. Só a empresa verá o arquivo.',
    /** Checked in the browser too; the server judges by content (VACANCIES_SERVER_COPY.cvNotPdf). */
    cvTooLarge: 'O arquivo tem mais de 5 MB. Escolha um PDF menor.',
    yourCv: 'Baixar o currículo que enviei',
  },

  // ---------------------------------------------------------------------------------------------
  // /vagas/{id}/candidaturas
  // ---------------------------------------------------------------------------------------------
  // /vagas
  list: {
    lead: 'Oportunidades de empresas comprometidas com a diversidade. As que combinam com o seu perfil aparecem primeiro.',
    filters: 'Filtrar vagas',
    search: 'Buscar vagas',
    searchPlaceholder: 'Cargo, empresa ou palavra-chave',
    workModel: FIELD_LABELS.workModel,
    contractType: FIELD_LABELS.contractType,
    state: FIELD_LABELS.state,
    any: MSG.common.all,
    clear: MSG.common.clearFilters,
    loading: MSG.vacancies.loading,
    updating: MSG.common.updatingList,
    matchingTitle: 'Combinam com o seu perfil',
    matchingHint: 'Vagas que combinam com o seu perfil de vaga ativo.',
    noMatching: 'Nenhuma vaga combina com o seu perfil de vaga ativo no momento.',
    reviewPreferences: 'Revisar preferências',
    matchBadge: 'Combina com você',
    allTitle: 'Todas as vagas',
    othersTitle: 'Outras vagas',
    results: (n: number, more: boolean) =>
      n === 0
        ? ''
        : more
          ? `${formatCount(n)}+ vagas`
          : `${formatCount(n)} ${pluralNoun(n, 'vaga', 'vagas')}`,
    empty: 'Nenhuma vaga encontrada.',
    emptyFiltered: 'Tente outros filtros ou outra busca.',
    emptyAll: 'Ainda não há vagas abertas. As vagas publicadas pelas empresas aparecem aqui.',
    loadMoreError: 'Não foi possível carregar mais vagas.',
  },

  // ---------------------------------------------------------------------------------------------
  // /vagas: her job preference profiles
  profiles: {
    title: 'Meus perfis de vaga',
    active: PREFERENCES_COPY.active,
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
    loading: SHARED.loadingApplications,
    loadError: 'Erro ao carregar suas candidaturas.',
    empty: 'Você ainda não se candidatou a nenhuma vaga.',
    status: FIELD_LABELS.status,
    loadMoreError: SHARED.loadMoreApplicationsError,
  },
} as const;
