import { COPY, FIELD_LABELS, MSG, PAGE_TITLES } from '../messages.js';
import { formatCount } from '../rules/plural.js';
import type { ContactSubject } from '../schemas/contact.js';

// Short pt-BR texts of the institutional pages (/como-funciona, /sobre, /ajuda, /contato, the
// legal pages) and of the 'Seus dados' block of /configuracoes. Long-form texts live in
// src/domain/content/.

/** The /contato subjects, in the order of CONTACT_SUBJECTS. */
export const CONTACT_SUBJECT_LABELS = {
  duvida: 'Dúvida sobre a plataforma',
  conta: 'Minha conta e acesso',
  empresa: 'Empresas, vagas e selo de diversidade',
  comunidade: COPY.appNav.communities,
  imprensa: 'Imprensa e parcerias',
  privacidade: 'Privacidade e proteção de dados',
  outro: 'Outro assunto',
} as const satisfies Record<ContactSubject, string>;

export const INSTITUTIONAL_COPY = {
  /** The date every legal text carries. */
  legalUpdatedAt: 'Última atualização: 21 de novembro de 2026',
  onThisPage: 'Nesta página',

  howItWorks: {
    eyebrow: 'Passo a passo',
    lead:
      'A Elas Rede aproxima mulheres profissionais de empresas que levam a diversidade a sério. ' +
      'Veja o que cada uma faz aqui, do cadastro à primeira vaga.',
    signUp: MSG.auth.signUp,
    forCompanies: COPY.home.forCompanies,
    professionalsTitle: COPY.home.forProfessionals,
    professionalsIntro: 'Do cadastro ao próximo passo da sua carreira.',
    companiesTitle: COPY.home.forCompanies,
    companiesIntro: 'Da página da empresa às contratações, com transparência sobre o seu compromisso.',
    closingTitle: 'Comece hoje',
    closingText: 'O cadastro é gratuito e leva poucos minutos. Depois, é só completar o perfil no seu ritmo.',
  },

  about: {
    eyebrow: 'Quem somos',
    lead:
      'A Elas Rede é a rede profissional das mulheres no Brasil: um lugar para mostrar a sua ' +
      'trajetória, encontrar vagas em empresas comprometidas com a equidade e crescer junto com ' +
      'outras profissionais.',
    valuesTitle: 'Nossos valores',
    todayTitle: 'O que você já encontra aqui',
    contactTitle: 'Fale com a gente',
  },

  help: {
    eyebrow: 'Ajuda',
    lead:
      'Respostas para as dúvidas mais comuns sobre conta, perfil, comunidades, empresas, vagas e ' +
      'privacidade. Toque em uma pergunta para ver a resposta.',
    topicsNav: 'Temas da central de atendimento',
    moreTitle: 'Não encontrou o que procurava?',
    moreText: 'Escreva para a nossa equipe. Respondemos por e-mail.',
    contactUs: 'Fale conosco',
  },

  contact: {
    eyebrow: PAGE_TITLES.contact,
    lead:
      'Tem uma dúvida, uma sugestão ou precisa de ajuda com a sua conta? Escreva para a gente: ' +
      'cada mensagem é lida pela nossa equipe e respondida por e-mail.',
    formTitle: 'Envie sua mensagem',
    helpFirst: 'Antes de escrever, veja se a resposta já está na',
    helpLink: PAGE_TITLES.help,
    labels: {
      name: 'Seu nome',
      email: 'Seu e-mail',
      subject: FIELD_LABELS.subject,
      message: FIELD_LABELS.message,
    },
    emailHint: 'É para este endereço que vamos responder.',
    counter: (used: number, max: number) => `${formatCount(used)} de ${formatCount(max)} caracteres`,
    submit: 'Enviar mensagem',
    sending: MSG.common.sending,
    successTitle: 'Mensagem enviada!',
    successText: (email: string) =>
      `Obrigada por escrever. Recebemos sua mensagem e vamos responder por e-mail, em ${email}.`,
    successSpam: 'Se a resposta demorar, confira também a caixa de spam ou de lixo eletrônico.',
    sendAnother: 'Enviar outra mensagem',
    otherWaysTitle: 'Outros canais',
    otherWaysGeneral: 'E-mail geral:',
    otherWaysPrivacy: 'Privacidade e proteção de dados (encarregado):',
    privacyNote: 'Usamos seus dados apenas para responder a esta mensagem. Saiba mais na',
    privacyLink: PAGE_TITLES.privacy,
  },

  settingsData: {
    title: 'Seus dados',
    description:
      'Baixe uma cópia de tudo o que a Elas Rede guarda sobre você — conta, perfil, currículo, ' +
      'preferências de vagas, publicações, comunidades, empresas e candidaturas — em um arquivo ' +
      'JSON, que você pode guardar ou levar para outro serviço.',
    download: 'Baixar meus dados',
    privacyBefore: 'Saiba como cuidamos das suas informações na',
    privacyLink: PAGE_TITLES.privacy,
  },
} as const;
