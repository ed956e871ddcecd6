import type { ProjectType } from '../enums.js';
import { FIELD_LABELS, MSG, PAGE_TITLES } from '../messages.js';
import { countOf } from '../rules/plural.js';

// The profile feature's own pt-BR texts (shared texts and errors stay in messages.ts).

// Profile pages (/perfil, /meu-perfil, public profile): labels, headings, hints, screen-reader names.
export const PROFILE_COPY = {
  sections: {
    photo: 'Foto de perfil',
    details: 'Dados pessoais',
    languages: 'Idiomas',
    skills: 'Habilidades',
    children: 'Filhos',
    links: FIELD_LABELS.links,
    preferences: 'Preferências e privacidade',
    dangerZone: MSG.profile.deleteAccount,
    softSkills: 'Soft Skills',
    hardSkills: 'Hard Skills',
    about: 'Sobre',
    education: PAGE_TITLES.education,
    experience: 'Experiência',
    projects: PAGE_TITLES.projects,
    publicUrl: 'Endereço do perfil público',
  },

  labels: {
    fullName: FIELD_LABELS.fullName,
    professionalTitle: 'Título profissional',
    professionalTitlePlaceholder: 'Ex.: Engenheira de dados',
    bio: 'Biografia',
    phone: FIELD_LABELS.phone,
    state: FIELD_LABELS.state,
    statePlaceholder: FIELD_LABELS.statePlaceholder,
    city: FIELD_LABELS.city,
    birthDate: FIELD_LABELS.birthDate,
    experienceYears: 'Anos de experiência',
    language: 'Idioma',
    languagePlaceholder: 'Selecione o idioma',
    level: FIELD_LABELS.level,
    levelPlaceholder: 'Selecione o nível',
    softSkills: 'Soft skills',
    softSkillsPlaceholder: 'Ex.: Comunicação',
    hardSkills: 'Hard skills',
    hardSkillsPlaceholder: 'Ex.: SQL',
    childName: FIELD_LABELS.name,
    childBirthDate: FIELD_LABELS.birthDate,
    linkedin: 'LinkedIn',
    website: 'Website',
    lattes: 'Currículo Lattes',
    lookingForJob: 'Estou em busca de oportunidades',
    slug: 'Nome de usuária do perfil',
  },

  hints: {
    photo: 'PNG, JPG, WebP ou GIF de até 5MB.',
    privacy: 'Quem vê seu e-mail, telefone, cidade, aniversário e filhos, você escolhe em',
    privacyLink: 'Configurações → Privacidade',
    slug: 'Use apenas letras minúsculas, números e hifens.',
  },

  actions: {
    add: MSG.common.add,
    remove: MSG.common.removeNamed,
    changePhoto: 'Alterar foto',
    changeCover: 'Alterar capa',
    uploading: MSG.common.sending,
    deleteAccount: MSG.profile.deleteAccount,
    deleting: MSG.common.deleting,
    viewPublicProfile: MSG.common.viewPublicProfile,
    viewMyProfile: MSG.common.viewMyProfile,
    share: MSG.profile.share,
    shareQr: 'Compartilhar perfil por QR code',
    copyLink: 'Copiar link',
    edit: MSG.common.editNamed,
    editSlug: 'Editar endereço do perfil',
    confirmSlug: 'Salvar endereço do perfil',
    cancelSlug: 'Cancelar edição do endereço',
  },

  childrenList: 'Filhos adicionados',
  languagesList: 'Idiomas adicionados',
  noChildren: 'Nenhum filho adicionado.',
  languageAlreadyAdded: 'Este idioma já está na lista.',
  skillAlreadyAdded: 'Esta habilidade já foi adicionada.',
  childBornOn: (date: string) => `nascimento em ${date}`,
  /** SPEC §2 children summary with real plurals (rules/children.ts): 'Possui 2 filhos de 5 e 8 anos'. */
  childrenSummary: {
    count: (n: number) => `Possui ${countOf(n, 'filho', 'filhos')}`,
    withAges: (count: string, ages: string) => `${count} de ${ages}`,
    /** One age with its unit: 'menos de 1 ano', '1 ano', '4 anos'. */
    age: (years: number) => (years === 0 ? 'menos de 1 ano' : countOf(years, 'ano', 'anos')),
    /** Several ages sharing the unit: '5 e 8 anos'. */
    years: (list: string) => `${list} anos`,
  },
  deleteTitle: 'Excluir sua conta?',
  deleteDescription:
    'Seu perfil, seu currículo, suas publicações e suas imagens serão apagados para sempre. Esta ação não pode ser desfeita.',
  deleteIntro: 'Apaga seu perfil e todos os seus dados da Elas Rede.',
  slugChecking: 'Verificando disponibilidade...',
  slugSaved: 'Endereço do perfil atualizado.',
  copyFailed: 'Não foi possível copiar o link. Copie o endereço acima.',
  publicShareTitle: MSG.profile.share,
  qrAlt: (url: string) => `QR code do endereço ${url}`,
  lookingForJobBadge: 'Em busca de oportunidades',
  /** Her birthday as others may see it (issue 19): day and month, never the year. */
  birthday: (day: number, month: number) =>
    `Aniversário em ${new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, day))}`,
  noBio: 'Nenhuma biografia adicionada ainda.',
  noSkills: 'Nenhuma habilidade adicionada.',
  completed: 'Concluído',
  inProgress: 'Em andamento',
  newTab: MSG.common.newTab,
  links: FIELD_LABELS.links,
  lattesLink: 'Lattes',
  bannerAlt: (name: string) => `Capa do perfil de ${name}`,
  contactEmail: (email: string) => `Entrar em contato por e-mail: ${email}`,
  phone: FIELD_LABELS.phone,
  projectTypes: {
    project: 'Projeto',
    volunteering: 'Voluntariado',
    article: 'Artigo publicado',
    award: 'Prêmio',
  } satisfies Record<ProjectType, string>,
  degreeIn: (degree: string, field: string) => `${degree} em ${field}`,
} as const;
