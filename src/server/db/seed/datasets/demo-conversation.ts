import type { DemoConversation, DemoPostKey } from './demo-types.js';

// Reactions and comments on a few demo posts (issue 16), by members who may read them: the post
// in the private Recomeço Profissional is answered only by its approved members. Every post the
// key names has a conversation; camila answers the comments on her own question to the leaders.

export const DEMO_CONVERSATIONS: Record<DemoPostKey, DemoConversation> = {
  'luiza-checklist': {
    reactions: [
      { member: 'camila', kind: 'congrats', hoursAgo: 1.6 },
      { member: 'aline', kind: 'brilliant', hoursAgo: 1.4 },
      { member: 'vitoria', kind: 'inspiring', hoursAgo: 1.1 },
      { member: 'ana-lucia', kind: 'like', hoursAgo: 0.7 },
    ],
    comments: [
      {
        writer: 'aline',
        content:
          'Uso o seu checklist em toda revisão de protótipo aqui no time. Para a versão de vídeo, posso ajudar com legendas e audiodescrição, é só chamar!',
        hoursAgo: 1.3,
        replies: [
          {
            writer: 'luiza',
            content:
              'Aline, vou cobrar! Legendas e audiodescrição são justamente o que mais me preocupa. Te mando uma mensagem esta semana.',
            hoursAgo: 0.9,
          },
        ],
      },
      {
        writer: 'camila',
        content:
          'Parabéns, Luíza! Material gratuito, em português e feito com tanto cuidado faz diferença de verdade. Conte com a Nuvem Aberta para divulgar a versão de vídeo.',
        hoursAgo: 0.5,
      },
    ],
  },
  'debora-recomeco': {
    reactions: [
      { member: 'juliana', kind: 'support', hoursAgo: 8 },
      { member: 'joana', kind: 'inspiring', hoursAgo: 6.5 },
    ],
    comments: [
      {
        writer: 'juliana',
        content: [
          'Que orgulho acompanhar a sua trajetória, ',
          { mention: 'debora' },
          '. Lembro de você contando aqui no grupo que tinha medo de não saber mais se sair bem em entrevista. Hoje é você quem entrevista! 💜',
        ],
        hoursAgo: 7.5,
        replies: [
          {
            writer: 'debora',
            content:
              'Juliana, as nossas conversas foram fundamentais. Obrigada por cada palavra de acolhimento.',
            hoursAgo: 6,
          },
        ],
      },
      {
        writer: 'joana',
        content:
          'Vou mostrar o seu relato para uma colega do hospital que está voltando da licença e anda insegura. Histórias assim ajudam mais do que qualquer conselho.',
        hoursAgo: 5,
        replies: [
          {
            writer: 'debora',
            content: 'Pode mostrar, Joana! E, se ela quiser conversar, estou por aqui.',
            hoursAgo: 4,
          },
        ],
      },
    ],
  },
  'simone-encomenda': {
    reactions: [
      { member: 'patricia', kind: 'congrats', hoursAgo: 25 },
      { member: 'camila', kind: 'congrats', hoursAgo: 22 },
      { member: 'joana', kind: 'inspiring', hoursAgo: 20 },
      { member: 'tais', kind: 'support', hoursAgo: 12 },
      { member: 'leticia', kind: 'like', hoursAgo: 9 },
    ],
    comments: [
      {
        writer: 'patricia',
        content:
          'Parabéns, Simone! Agora vale olhar com calma o custo de cada brigadeiro: encomenda grande é ótima vitrine, mas precisa dar lucro. Se quiser, revisamos a planilha juntas.',
        hoursAgo: 24,
        replies: [
          {
            writer: 'simone',
            content: 'Patrícia, quero muito! Confesso que fiz o preço no susto. Te procuro na sexta.',
            hoursAgo: 21,
          },
        ],
      },
      {
        writer: 'tais',
        content:
          'Que lindo o orgulho da sua filha! Criança que vê a mãe empreender aprende muito sobre trabalho e autonomia.',
        hoursAgo: 15,
      },
    ],
  },
  'saude-boas-vindas': {
    reactions: [
      { member: 'joana', kind: 'like', hoursAgo: 37 },
      { member: 'juliana', kind: 'like', hoursAgo: 30 },
      { member: 'patricia', kind: 'support', hoursAgo: 26 },
    ],
    comments: [
      {
        writer: 'juliana',
        content:
          'Olá! Sou psicóloga e orientadora de carreira em Porto Alegre. Atendo muitas profissionais da saúde em transição de área e adoraria trocar com quem trabalha com saúde mental.',
        hoursAgo: 33,
        replies: [
          {
            writer: 'joana',
            content:
              'Seja bem-vinda, Juliana! Aqui em Salvador temos um grupo de apoio para enfermeiras depois do plantão. Depois te conto como funciona.',
            hoursAgo: 31,
          },
        ],
      },
      {
        writer: 'patricia',
        content:
          'Contadora e educadora financeira em Goiânia. Ajudo clínicas e profissionais autônomas da saúde a organizar as finanças e a escolher o regime tributário. Contem comigo!',
        hoursAgo: 27,
        replies: [
          {
            writer: 'marcia',
            content: [
              'Que ótimo ter você aqui, ',
              { mention: 'patricia' },
              '! Muitas colegas que estão abrindo consultório vão querer conversar com você.',
            ],
            hoursAgo: 24,
          },
        ],
      },
    ],
  },
  'renata-airflow': {
    reactions: [
      { member: 'ana-lucia', kind: 'support', hoursAgo: 42 },
      { member: 'luiza', kind: 'like', hoursAgo: 40 },
      { member: 'camila', kind: 'like', hoursAgo: 35 },
    ],
    comments: [
      {
        writer: 'ana-lucia',
        content:
          'Migramos no ano passado. Meu conselho: façam primeiro um inventário dos operadores customizados, porque muitos imports mudaram de lugar. E rodem as duas versões em paralelo por algumas semanas antes de desligar a antiga.',
        hoursAgo: 41,
        replies: [
          {
            writer: 'renata',
            content:
              'Ana Lúcia, no inventário dos operadores eu não tinha pensado. Anotado! Vocês tiveram problema com as conexões e variáveis?',
            hoursAgo: 39,
          },
          {
            writer: 'ana-lucia',
            content:
              'Um pouco: exportamos tudo pela linha de comando e revisamos à mão. Deu trabalho, mas evitou surpresa em produção.',
            hoursAgo: 36,
          },
        ],
      },
      {
        writer: 'luiza',
        content:
          'Não trabalho com dados, mas quero muito ler o resumo quando vocês terminarem. Que tal um post aqui na comunidade com os aprendizados?',
        hoursAgo: 30,
      },
    ],
  },
  'vitoria-estagio': {
    reactions: [
      { member: 'camila', kind: 'congrats', hoursAgo: 68 },
      { member: 'luiza', kind: 'congrats', hoursAgo: 66 },
      { member: 'debora', kind: 'congrats', hoursAgo: 60 },
      { member: 'renata', kind: 'support', hoursAgo: 55 },
      { member: 'ana-lucia', kind: 'inspiring', hoursAgo: 50 },
    ],
    comments: [
      {
        writer: 'luiza',
        content:
          'Parabéns, Vitória! Foi um prazer revisar o seu currículo. Agora é se preparar para a próxima fase com a mesma dedicação.',
        hoursAgo: 67,
        replies: [
          {
            writer: 'vitoria',
            content: 'Obrigada, Luíza! As suas dicas sobre o portfólio no GitHub fizeram toda a diferença.',
            hoursAgo: 64,
          },
        ],
      },
      {
        writer: 'debora',
        content:
          'Dica de recrutadora: na entrevista, conte a história de um projeto seu do começo ao fim, com o problema, o que você fez e o que aprendeu. Boa sorte!',
        hoursAgo: 58,
      },
    ],
  },
  'camila-feedback': {
    reactions: [
      { member: 'cristina', kind: 'brilliant', hoursAgo: 128 },
      { member: 'fernanda', kind: 'like', hoursAgo: 126 },
      { member: 'isabela', kind: 'like', hoursAgo: 120 },
      { member: 'marcia', kind: 'inspiring', hoursAgo: 110 },
    ],
    comments: [
      {
        writer: 'cristina',
        content: [
          'Ótima pergunta, ',
          { mention: 'camila' },
          '. No meu time, a pauta do 1:1 fica aberta durante a semana e cada pessoa escreve primeiro o que quer discutir. E o feedback difícil nunca fica para o fim da conversa, quando todo mundo já está cansado.',
        ],
        hoursAgo: 127,
        replies: [
          {
            writer: 'camila',
            content:
              'Cristina, adorei a ideia de a pessoa escrever a pauta primeiro. Vou testar no próximo ciclo e conto aqui como foi.',
            hoursAgo: 124,
          },
        ],
      },
      {
        writer: 'fernanda',
        content:
          'Uma coisa que funciona nos times que acompanho: separar o 1:1 de acompanhamento da conversa sobre desenvolvimento. Quando tudo fica na mesma reunião, o urgente sempre engole o importante.',
        hoursAgo: 122,
        replies: [
          {
            writer: 'camila',
            content:
              'Faz todo sentido, Fernanda. Hoje o urgente ganha quase sempre. Vou propor uma conversa de desenvolvimento por mês, separada.',
            hoursAgo: 118,
          },
        ],
      },
      {
        writer: 'isabela',
        content:
          'Aqui usamos um documento compartilhado por pessoa, com o histórico de todos os 1:1. Ajuda muito na avaliação semestral, porque ninguém depende da memória.',
        hoursAgo: 100,
      },
    ],
  },
  'ana-lucia-estatistica': {
    reactions: [
      { member: 'renata', kind: 'like', hoursAgo: 265 },
      { member: 'vitoria', kind: 'brilliant', hoursAgo: 250 },
      { member: 'luiza', kind: 'like', hoursAgo: 240 },
    ],
    comments: [
      {
        writer: 'renata',
        content: 'Topo! Posso ajudar a montar a lista de leituras, tenho um material ótimo de inferência.',
        hoursAgo: 266,
        replies: [
          {
            writer: 'ana-lucia',
            content: 'Perfeito, Renata! Vamos conversar sobre o primeiro encontro.',
            hoursAgo: 262,
          },
        ],
      },
      {
        writer: 'vitoria',
        content:
          'Quero participar! Na faculdade só vi o básico de estatística. O grupo serve para iniciantes também?',
        hoursAgo: 248,
        replies: [
          {
            writer: 'ana-lucia',
            content:
              'Serve, sim, Vitória! A ideia é começar do básico, com exemplos práticos. Todas são bem-vindas.',
            hoursAgo: 245,
          },
        ],
      },
    ],
  },
};
