import type { DemoMentor, DemoMentoring, MemberKey } from './demo-types.js';

// The demo's mentoring (issue 20). Mentoras across areas of the job taxonomy — one paused — so
// /mentoria's directory has something to filter and 'Recomendadas para você' has matches for
// Camila (the demo login): an area of her job preference (Gestão de Projetos), skills she shares,
// someone who meets in person in SP. Camila, a mentora herself, has a request waiting for her
// answer, and is the mentee of an accepted mentoring with its conversation, one session that took
// place and one coming up.

export const DEMO_MENTORS: Partial<Record<MemberKey, DemoMentor>> = {
  camila: {
    areas: ['Gestão de Produto', 'Gestão de Projetos'],
    skills: ['Discovery de produto', 'Métricas de produto', 'Roadmap', 'Transição de carreira'],
    pitch:
      'Gerente de produto há oito anos. Ajudo mulheres que querem migrar para produto a montar um plano de transição, preparar o portfólio e chegar seguras às entrevistas.',
    languages: ['Português', 'Inglês', 'Espanhol'],
    format: 'both',
    monthlyCapacity: 3,
    sinceDaysAgo: 60,
  },
  cristina: {
    areas: ['Finanças Corporativas', 'Estratégia e Processos'],
    skills: ['Liderança', 'Negociação', 'Governança', 'Orçamento', 'Conselhos de administração'],
    pitch:
      'CFO com quase trinta anos de mercado financeiro. Converso com lideranças que estão chegando à diretoria sobre visão de negócio, orçamento e como se posicionar em conselhos.',
    languages: ['Português', 'Inglês', 'Espanhol'],
    format: 'online',
    monthlyCapacity: 2,
    sinceDaysAgo: 45,
  },
  'ana-lucia': {
    areas: ['Dados e Inteligência Artificial'],
    skills: ['SQL', 'Python', 'Power BI', 'Estatística', 'Primeiro emprego em dados'],
    pitch:
      'Analista de dados sênior no mercado financeiro. Ajudo quem está começando em dados a escolher o que estudar, montar projetos de portfólio e se preparar para testes técnicos.',
    languages: ['Português', 'Inglês'],
    format: 'online',
    monthlyCapacity: 4,
    sinceDaysAgo: 40,
  },
  renata: {
    areas: ['Dados e Inteligência Artificial', 'Infraestrutura e Cloud'],
    skills: ['Engenharia de dados', 'Python', 'Spark', 'Airflow', 'AWS'],
    pitch:
      'Engenheira de dados em Campinas. Mentoro analistas que querem ir para engenharia de dados: pipelines, nuvem e como crescer tecnicamente sem deixar de lado a vida fora do trabalho.',
    languages: ['Português', 'Inglês', 'Japonês'],
    format: 'both',
    monthlyCapacity: 3,
    sinceDaysAgo: 30,
  },
  juliana: {
    areas: ['Gestão de Pessoas', 'Saúde Mental'],
    skills: ['Orientação de carreira', 'Transição de carreira', 'Comunicação', 'Retorno após a licença'],
    pitch:
      'Psicóloga e orientadora de carreira. Acompanho mulheres em recomeços — depois da licença-maternidade, de uma demissão ou de uma mudança de área — com escuta e um plano possível.',
    languages: ['Português', 'Espanhol'],
    format: 'online',
    monthlyCapacity: 5,
    sinceDaysAgo: 25,
  },
  gabriela: {
    areas: ['Gestão de Projetos', 'Construção Civil e Arquitetura'],
    skills: ['Gestão de projetos', 'MS Project', 'Orçamento de obras', 'Liderança'],
    pitch:
      'Engenheira civil em Manaus, coordeno obras há oito anos. Converso sobre gestão de projetos, liderança em campo e sobre ser mulher em canteiros ainda muito masculinos.',
    languages: ['Português', 'Espanhol'],
    format: 'both',
    monthlyCapacity: 2,
    sinceDaysAgo: 15,
  },
  beatriz: {
    areas: ['Advocacia', 'Privacidade e Proteção de Dados'],
    skills: ['Direito do Trabalho', 'Compliance trabalhista', 'Carreira jurídica'],
    pitch:
      'Advogada trabalhista no Rio de Janeiro. Oriento estudantes e advogadas em início de carreira sobre escritórios, áreas de atuação e a preparação para a OAB.',
    languages: ['Português', 'Inglês'],
    format: 'both',
    monthlyCapacity: 2,
    paused: true,
    sinceDaysAgo: 50,
  },
};

export const DEMO_MENTORINGS: readonly DemoMentoring[] = [
  {
    mentee: 'camila',
    mentor: 'cristina',
    status: 'accepted',
    goal: 'Estou me preparando para assumir a diretoria de produto e quero desenvolver visão financeira: montar orçamento, escolher indicadores e defender investimentos diante da diretoria e do conselho.',
    askedHoursAgo: 16 * 24,
    acceptedHoursAgo: 15 * 24,
    response:
      'Será um prazer, Camila! Vamos começar pelo orçamento do seu time e, depois, pela apresentação para a diretoria.',
    chat: {
      readBy: ['camila', 'cristina'],
      messages: [
        {
          from: 'cristina',
          text: 'Oi, Camila! Que bom te acompanhar nessa fase. Para o nosso primeiro encontro, você pode me mandar o orçamento atual do seu time?',
          minutesAgo: 15 * 24 * 60 - 30,
        },
        {
          from: 'camila',
          text: 'Oi, Cristina! Muito obrigada por aceitar. Mando sim, ainda hoje. Quinta à noite funciona para você?',
          minutesAgo: 15 * 24 * 60 - 90,
        },
        {
          from: 'cristina',
          text: 'Funciona. Já marquei a sessão aqui na plataforma, o link está no convite.',
          minutesAgo: 15 * 24 * 60 - 120,
        },
        {
          from: 'camila',
          text: 'Obrigada pela nossa conversa! Já comecei a refazer a projeção com os cenários que você sugeriu.',
          minutesAgo: 5 * 24 * 60,
        },
        {
          from: 'cristina',
          text: 'Ótimo! Marquei a próxima sessão para revisarmos juntas antes da sua apresentação.',
          minutesAgo: 4 * 24 * 60,
        },
      ],
    },
    sessions: [
      {
        starts: { afterDays: -12, weekday: 'thu', hour: 19 },
        minutes: 60,
        mode: 'online',
        where: 'https://meet.jit.si/elasrede-mentoria-cristina-camila',
        createdBy: 'cristina',
        scheduledHoursAgo: 15 * 24 - 2,
      },
      {
        // Not a Thursday: the demo's first meetup is on a Thursday evening.
        starts: { afterDays: 7, weekday: 'mon', hour: 19 },
        minutes: 60,
        mode: 'online',
        where: 'https://meet.jit.si/elasrede-mentoria-cristina-camila',
        createdBy: 'cristina',
        scheduledHoursAgo: 4 * 24,
      },
    ],
  },
  {
    mentee: 'aline',
    mentor: 'camila',
    status: 'pending',
    goal: 'Sou UX designer há cinco anos e quero migrar para gestão de produto. Gostaria de ajuda para montar um plano de transição e entender quais competências preciso desenvolver primeiro.',
    askedHoursAgo: 20,
  },
  {
    mentee: 'vitoria',
    mentor: 'ana-lucia',
    status: 'accepted',
    goal: 'Estou no estágio de desenvolvimento e tenho curiosidade pela área de dados. Queria entender por onde começar a estudar e como montar um primeiro projeto.',
    askedHoursAgo: 10 * 24,
    acceptedHoursAgo: 9 * 24,
    response: 'Vamos sim, Vitória! Começamos por SQL e por um projeto com dados abertos.',
    chat: {
      readBy: ['vitoria', 'ana-lucia'],
      messages: [
        {
          from: 'ana-lucia',
          text: 'Oi, Vitória! Separei uns conjuntos de dados abertos do IBGE para você escolher o tema do projeto.',
          minutesAgo: 9 * 24 * 60 - 60,
        },
        {
          from: 'vitoria',
          text: 'Que legal, obrigada! Vou olhar hoje à noite e te conto qual escolhi.',
          minutesAgo: 9 * 24 * 60 - 180,
        },
      ],
    },
    sessions: [
      {
        starts: { afterDays: 3, weekday: 'mon', hour: 18, minute: 30 },
        minutes: 45,
        mode: 'online',
        where: 'https://meet.jit.si/elasrede-mentoria-ana-lucia-vitoria',
        createdBy: 'ana-lucia',
        scheduledHoursAgo: 8 * 24,
      },
    ],
  },
];
