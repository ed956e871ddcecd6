import { AUTH_COPY } from './auth.js';
// Issue 22: the guided setup after the first sign-in (/boas-vindas) and the profile-strength meter.

export const ONBOARDING_COPY = {
  page: {
    title: 'Boas-vindas',
    heading: 'Boas-vindas à Elas Rede!',
    intro:
      'Alguns passos rápidos deixam seu perfil pronto para ser encontrado por comunidades, colegas e empresas.',
    skip: 'Pular por enquanto',
    skipped: 'Tudo bem! Você pode retomar quando quiser pelo medidor do seu perfil.',
    done: 'Seu perfil está completo. Bom proveito!',
    goToFeed: AUTH_COPY.continueToFeed,
    stepsLabel: 'Etapas da configuração',
    stepDone: 'Concluída',
    nextStep: 'Próxima etapa',
    previousStep: 'Etapa anterior',
    saveAndContinue: 'Salvar e continuar',
    loadError: 'Não foi possível carregar as etapas.',
  },
  steps: {
    photo: {
      title: 'Sua foto',
      action: 'Adicione uma foto de perfil',
      help: 'Um rosto ajuda as pessoas a reconhecer você.',
    },
    title: {
      title: 'Seu título profissional',
      action: 'Informe seu título profissional',
      help: 'Como você se apresenta profissionalmente, por exemplo “Engenheira de dados”.',
    },
    city: {
      title: 'Sua cidade',
      action: 'Informe sua cidade',
      help: 'Mostramos pessoas, vagas e eventos perto de você.',
    },
    skills: {
      title: '3 habilidades',
      action: 'Adicione 3 habilidades',
      help: 'Separe as habilidades por vírgula.',
    },
    preference: {
      title: 'Preferências de vaga',
      action: 'Crie seu primeiro perfil de preferências de vaga',
      help: 'Diga que vagas procura e recomendamos as que combinam com você.',
      open: 'Criar minhas preferências',
    },
    communities: {
      title: '3 comunidades',
      action: 'Participe de 3 comunidades',
      help: 'Comunidades reúnem mulheres com os mesmos interesses.',
      open: 'Conhecer comunidades',
    },
    people: {
      title: '3 conexões',
      action: 'Conecte-se com 3 pessoas',
      help: 'Convide colegas e pessoas que você talvez conheça.',
      open: 'Ver pessoas sugeridas',
    },
  },
  meter: {
    title: 'Força do perfil',
    percent: (n: number) => `${n}% completo`,
    next: 'Próximo passo:',
    complete: 'Seu perfil está completo.',
    resume: 'Continuar a configuração',
  },
  server: {
    dismissed: 'Configuração adiada.',
  },
} as const;
