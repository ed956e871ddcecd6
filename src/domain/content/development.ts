import { COPY } from '../messages.js';
import { type AppPath, type Block, link, note, ol, p, strong, ul } from './rich-text.js';

/*
 * Long-form content of the personal development area (/desenvolvimento and its six guides), as
 * typed data built from the shared blocks of content/rich-text.ts: the web renders it, a test
 * checks that every link points at a route that exists. The guide types below are shared with
 * the business pages (content/business.ts).
 *
 * Honesty rules for everything written here: say what the platform does today (with a link to
 * the page that does it) and leave out what is only planned. No invented numbers,
 * testimonials or partners; legal facts are the rules in force, with a pointer to the official
 * channel where values change over time.
 */

export interface ContentSectionData {
  readonly title: string;
  readonly blocks: readonly Block[];
}

/** An entry of the 'Na Elas Rede hoje' box: a page that exists now and what to do there. */
export interface PlatformLink {
  readonly to: AppPath;
  readonly label: string;
  readonly text: string;
}

/** The body of a guide or of an informational page. */
export interface GuideContent {
  readonly lead: string;
  readonly sections: readonly ContentSectionData[];
  readonly today?: readonly PlatformLink[];
}

// ------------------------------------------------------------------------------------------------
// The hub's two groups and six topics (SPEC §2 "Development sub-pages").

export type DevelopmentGroup = 'professional' | 'personal';

export type DevelopmentTopicKey =
  | 'mentorias'
  | 'orientacao'
  | 'cursos'
  | 'empreendedorismo'
  | 'saude'
  | 'cognitivo';

export interface DevelopmentTopic {
  readonly key: DevelopmentTopicKey;
  readonly group: DevelopmentGroup;
  readonly path: AppPath;
  readonly title: string;
}

export const DEVELOPMENT_HUB_PATH = '/desenvolvimento';

export const DEVELOPMENT_GROUPS: readonly DevelopmentGroup[] = ['professional', 'personal'];

/** In the hub's order: the professional group first, then the personal one. */
export const DEVELOPMENT_TOPICS: readonly DevelopmentTopic[] = [
  {
    key: 'mentorias',
    group: 'professional',
    // The hub leads straight to the directory of mentoras (issue 20); the guide stays at
    // /desenvolvimento/mentorias and links there.
    path: '/mentoria',
    title: COPY.pages.devMentoring,
  },
  {
    key: 'orientacao',
    group: 'professional',
    path: '/desenvolvimento/orientacao',
    title: COPY.pages.devCareerGuidance,
  },
  { key: 'cursos', group: 'professional', path: '/desenvolvimento/cursos', title: COPY.pages.devCourses },
  {
    key: 'empreendedorismo',
    group: 'personal',
    path: '/desenvolvimento/empreendedorismo',
    title: COPY.pages.devEntrepreneurship,
  },
  { key: 'saude', group: 'personal', path: '/desenvolvimento/saude', title: COPY.pages.devHealth },
  { key: 'cognitivo', group: 'personal', path: '/desenvolvimento/cognitivo', title: COPY.pages.devCognitive },
];

// ------------------------------------------------------------------------------------------------
// The six guides.

const mentorias: GuideContent = {
  lead:
    'Uma boa mentora encurta caminhos: ela já passou por onde você quer chegar e ajuda você a ' +
    'enxergar opções, riscos e próximos passos. Entenda como funciona uma relação de mentoria e ' +
    'como começar a sua hoje no programa de mentoria da Elas Rede.',
  sections: [
    {
      title: 'O que é (e o que não é) mentoria',
      blocks: [
        p(
          'Mentoria é uma relação de aprendizado entre uma profissional com mais experiência em um tema, ' +
            'a mentora, e outra que quer se desenvolver nele, a mentorada. Diferente de um curso, o ' +
            'conteúdo nasce das suas perguntas e dos desafios reais que você está vivendo.',
        ),
        ul(
          [
            strong('Não é terapia:'),
            ' a mentora compartilha experiência profissional. Questões emocionais mais profundas ' +
              'merecem acompanhamento com profissionais de saúde.',
          ],
          [
            strong('Não é pedido de emprego:'),
            ' a mentora pode abrir portas, mas o objetivo é o seu desenvolvimento, não uma indicação.',
          ],
          [
            strong('É uma via de mão dupla:'),
            ' quem mentora também aprende, com outras gerações, outras áreas e outras realidades.',
          ],
        ),
      ],
    },
    {
      title: 'Como encontrar uma mentora hoje',
      blocks: [
        p([
          'Na página de ',
          link('mentoria', '/mentoria'),
          ' você encontra mentoras por área, habilidade, estado, formato e idioma, e vê as recomendadas ' +
            'para o seu perfil, cada uma com o motivo. Conte o seu objetivo no pedido; quando a mentora ' +
            'aceita, vocês ganham uma conversa em Mensagens e podem agendar as sessões.',
        ]),
        p(
          'As comunidades também são um ótimo lugar para encontrar quem já trilhou o caminho que você quer seguir.',
        ),
        ol(
          [
            'Explore as ',
            link('comunidades da rede', '/rede'),
            ' de carreira, de liderança ou da sua área e observe quem responde com generosidade e consistência.',
          ],
          'Participe antes de pedir: publique, compartilhe o que você sabe e faça boas perguntas no feed da comunidade.',
          'Faça um convite específico: diga por que escolheu aquela pessoa, o que quer desenvolver e quanto ' +
            'tempo propõe, por exemplo três conversas de 45 minutos ao longo de dois meses.',
          [
            'Mantenha o seu ',
            link('perfil pessoal', '/perfil-pessoal'),
            ' completo, para que a mentora conheça a sua trajetória antes da primeira conversa.',
          ],
          [
            'Não encontrou um grupo sobre o tema? ',
            link('Crie uma comunidade', '/criar-comunidade'),
            ' e reúna mulheres com o mesmo objetivo. Círculos de mentoria entre pares também funcionam muito bem.',
          ],
        ),
      ],
    },
    {
      title: 'Como aproveitar cada encontro',
      blocks: [
        ul(
          'Chegue com uma pauta curta: um objetivo, duas ou três perguntas e o contexto necessário.',
          'Anote os combinados e os prazos e envie um resumo depois da conversa.',
          'Teste o que foi sugerido e volte contando o resultado. É isso que mantém a relação viva.',
          'Respeite o tempo da mentora: combine início e fim e avise com antecedência se precisar remarcar.',
        ),
      ],
    },
    {
      title: 'Quando chegar a sua vez de mentorar',
      blocks: [
        p(
          'Você não precisa ocupar um cargo de diretoria para mentorar. Quem está dois passos à frente em um ' +
            'tema já pode ajudar muito quem está começando: em uma transição de carreira, na volta da ' +
            'licença-maternidade ou no primeiro cargo de liderança.',
        ),
        p([
          'Registre os temas que você domina nas competências do ',
          link('perfil pessoal', '/perfil-pessoal'),
          ' e conte a sua experiência na biografia. Depois, ',
          link('crie o seu perfil de mentora', '/mentoria/ser-mentora'),
          ' com as suas áreas, o formato e quantas mentorias você aceita por mês.',
        ]),
      ],
    },
  ],
  today: [
    {
      to: '/mentoria',
      label: 'Encontrar uma mentora',
      text: 'Mentoras por área, habilidade e formato, e as recomendadas para você, com o motivo.',
    },
    {
      to: '/mentoria/ser-mentora',
      label: 'Quero ser mentora',
      text: 'Conte em que áreas você orienta e quantas mentorias aceita por mês.',
    },
    {
      to: '/rede',
      label: 'Explorar comunidades',
      text: 'Grupos de carreira, liderança e maternidade para conversar com quem já passou pelo seu desafio.',
    },
    {
      to: '/criar-comunidade',
      label: 'Criar uma comunidade',
      text: 'Reúna um círculo de mentoria entre pares em torno de um tema.',
    },
    {
      to: '/perfil-pessoal',
      label: 'Completar o perfil pessoal',
      text: 'Biografia, competências e idiomas ajudam a mentora a conhecer você.',
    },
    {
      to: '/meu-perfil',
      label: 'Compartilhar o perfil público',
      text: 'Mostre a sua trajetória por link ou QR code antes da primeira conversa.',
    },
  ],
};

const orientacao: GuideContent = {
  lead:
    'Decidir o próximo passo fica mais fácil quando você sabe o que oferece, o que procura e como ' +
    'contar isso. Este guia ajuda a organizar essas três coisas com as ferramentas que você já tem ' +
    'na Elas Rede.',
  sections: [
    {
      title: 'Mapeie as suas competências',
      blocks: [
        p('Antes de olhar vagas, faça um inventário honesto. Separe uma hora e liste:'),
        ul(
          [
            strong('Competências técnicas (hard skills):'),
            ' ferramentas, métodos, idiomas e certificações, ou seja, o que pode ser verificado.',
          ],
          [
            strong('Competências comportamentais (soft skills):'),
            ' comunicação, negociação, organização, liderança, sempre com um exemplo concreto de quando ' +
              'você as usou.',
          ],
          [
            strong('Conquistas:'),
            ' resultados que você entregou, com números quando existirem (prazo, economia, pessoas atendidas).',
          ],
          [
            strong('Experiências fora do emprego formal:'),
            ' voluntariado, projetos pessoais e liderança comunitária também desenvolvem competências reais.',
          ],
        ),
        p([
          'Registre o resultado no ',
          link('perfil pessoal', '/perfil-pessoal'),
          ', nas ',
          link('experiências profissionais', '/experiencias'),
          ' e em ',
          link('Projetos e conquistas', '/projetos'),
          '.',
        ]),
      ],
    },
    {
      title: 'Defina o que você procura',
      blocks: [
        p(
          'Clareza sobre o que você quer evita candidaturas no escuro. Pense em modelo de trabalho ' +
            '(presencial, híbrido ou remoto), tipo de contrato (CLT, PJ, estágio, temporário ou freelancer), ' +
            'faixa salarial, cidades possíveis e áreas de atuação.',
        ),
        p([
          'Nas ',
          link('preferências de vagas', '/preferencias-vagas'),
          ' você guarda essas escolhas em perfis, por exemplo um para a vaga dos sonhos e outro para uma ' +
            'transição de carreira, e ativa ou desativa cada um conforme o momento.',
        ]),
      ],
    },
    {
      title: 'Um currículo que conta a sua história',
      blocks: [
        ul(
          'Descreva cada experiência pelo impacto: um verbo de ação, o que você fez e o resultado.',
          'Pausas na carreira, como maternidade, cuidado de familiares ou estudos, não precisam ser escondidas. ' +
            'Uma linha explicando o período e o que você desenvolveu nele é suficiente.',
          'Mantenha as datas coerentes e marque o trabalho atual como atual.',
          [
            'Inclua a formação em ',
            link('Educação', '/educacao'),
            ', inclusive cursos em andamento, e artigos, prêmios e voluntariado em ',
            link('Projetos e conquistas', '/projetos'),
            '.',
          ],
          [
            'Confira como recrutadoras verão você no ',
            link('seu perfil público', '/meu-perfil'),
            ', que também pode ser compartilhado por QR code.',
          ],
        ),
      ],
    },
    {
      title: 'Negocie o salário sem medo',
      blocks: [
        p(
          'A diferença salarial entre mulheres e homens no Brasil ainda é real, e a negociação é um dos ' +
            'momentos em que ela se forma. Preparar-se muda o resultado.',
        ),
        ul(
          'Pesquise a faixa praticada para o cargo, o porte da empresa e a sua região, em pesquisas ' +
            'salariais publicadas por consultorias e em conversas com colegas da área.',
          'Defina três números antes da conversa: o ideal, o aceitável e o mínimo abaixo do qual você recusa.',
          'Considere o pacote completo: benefícios, bônus, flexibilidade de horário, trabalho remoto, ' +
            'auxílio-creche e política de licença parental.',
          'Fale de valor, não de necessidade: relacione o pedido aos resultados que você entrega.',
          'Peça a proposta por escrito antes de aceitar.',
        ),
        note(
          'A Lei 14.611/2023 reforçou a obrigação de salário igual para trabalho de igual valor entre ' +
            'mulheres e homens. Empresas com 100 ou mais empregados publicam relatórios semestrais de ' +
            'transparência salarial, que podem ajudar você a entender a política da empresa.',
        ),
      ],
    },
    {
      title: 'Candidate-se com estratégia',
      blocks: [
        p([
          'Em ',
          link('Vagas', '/vagas'),
          ' você encontra oportunidades publicadas por empresas da rede. Leia os requisitos como ' +
            'referência, não como lista obrigatória: se você atende à maior parte, candidate-se.',
        ]),
        p([
          'Se estiver em busca de oportunidades, indique isso no ',
          link('perfil pessoal', '/perfil-pessoal'),
          ' e mantenha ao menos um perfil de preferências ativo.',
        ]),
      ],
    },
  ],
  today: [
    {
      to: '/preferencias-vagas',
      label: 'Preferências de vagas',
      text: 'Modelos de trabalho, contratos, faixa salarial, locais e cargos que você procura.',
    },
    {
      to: '/experiencias',
      label: 'Experiências profissionais',
      text: 'Cargos, empresas, períodos e o que você entregou em cada um.',
    },
    { to: '/educacao', label: 'Formação acadêmica', text: 'Cursos concluídos e em andamento.' },
    {
      to: '/projetos',
      label: 'Projetos e conquistas',
      text: 'Projetos, voluntariado, artigos publicados e prêmios.',
    },
    { to: '/vagas', label: 'Vagas', text: 'Oportunidades publicadas por empresas da rede.' },
  ],
};

const cursos: GuideContent = {
  lead:
    'Aprender continuamente não precisa custar caro. Veja como escolher cursos que fazem diferença, ' +
    'onde procurar opções gratuitas e como mostrar no seu perfil o que você aprendeu.',
  sections: [
    {
      title: 'Escolha com um objetivo',
      blocks: [
        ul(
          'Comece pela lacuna: leia vagas que interessam a você e anote as competências que aparecem com ' +
            'frequência e que você ainda não tem.',
          'Prefira cursos com prática (exercícios, projeto final, estudo de caso) a horas e horas de vídeo.',
          'Verifique quem oferece, a carga horária e se há certificado. Para graduação e pós-graduação, ' +
            'confirme no cadastro oficial do Ministério da Educação (e-MEC) se a instituição e o curso são ' +
            'reconhecidos.',
          'Um curso de cada vez, com uma meta de horas por semana, rende mais do que vários abandonados pela metade.',
        ),
      ],
    },
    {
      title: 'Opções gratuitas e de baixo custo',
      blocks: [
        p('Há muita formação de qualidade sem custo no Brasil. Vale procurar em:'),
        ul(
          [
            strong('Escolas de governo:'),
            ' a Escola Virtual de Governo, do governo federal, e escolas de governo estaduais oferecem ' +
              'cursos on-line gratuitos, muitos com certificado.',
          ],
          [
            strong('Institutos Federais e universidades públicas:'),
            ' cursos de extensão e de formação inicial e continuada, on-line ou presenciais.',
          ],
          [
            strong('Sistema S:'),
            ' Sebrae, Senac e Senai têm opções gratuitas em gestão, empreendedorismo, tecnologia e áreas técnicas.',
          ],
          [
            strong('Prefeituras e bibliotecas públicas:'),
            ' muitas cidades oferecem oficinas e cursos de qualificação; consulte os canais oficiais do seu município.',
          ],
        ),
        note(
          'Desconfie de cursos que prometem emprego garantido ou cobram para liberar um certificado ' +
            'anunciado como gratuito.',
        ),
      ],
    },
    {
      title: 'Mostre o que você aprendeu',
      blocks: [
        ul(
          [
            'Registre cursos longos, pós-graduação e MBA em ',
            link('Educação', '/educacao'),
            '. Cursos em andamento podem ser marcados como atuais.',
          ],
          [
            'Transforme o aprendizado em prova: um projeto feito durante o curso vai para ',
            link('Projetos e conquistas', '/projetos'),
            ', com link quando houver.',
          ],
          [
            'Acrescente as novas competências às hard skills do ',
            link('perfil pessoal', '/perfil-pessoal'),
            '.',
          ],
          'Conte o que aprendeu em uma publicação no feed. Ensinar é uma das melhores formas de fixar o conteúdo.',
        ),
      ],
    },
    {
      title: 'Estude em companhia',
      blocks: [
        p([
          'Estudar em grupo ajuda a manter o ritmo até o fim. Procure ',
          link('comunidades da sua área', '/rede'),
          ' ou ',
          link('crie uma comunidade', '/criar-comunidade'),
          ' para combinar metas semanais com outras mulheres.',
        ]),
        p([
          'Em ',
          link('Artigos e Notícias', '/news'),
          ' você acompanha os conteúdos publicados pela equipe da Elas Rede.',
        ]),
      ],
    },
  ],
  today: [
    { to: '/educacao', label: 'Formação acadêmica', text: 'Registre cursos concluídos e em andamento.' },
    {
      to: '/projetos',
      label: 'Projetos e conquistas',
      text: 'Mostre projetos feitos em cursos, artigos e prêmios.',
    },
    {
      to: '/perfil-pessoal',
      label: 'Perfil pessoal',
      text: 'Atualize as hard skills e os idiomas que você aprendeu.',
    },
    { to: '/news', label: 'Artigos e Notícias', text: 'Conteúdos publicados pela equipe da Elas Rede.' },
  ],
};

const empreendedorismo: GuideContent = {
  lead:
    'Seja para transformar um talento em renda, seja para formalizar um negócio que já existe, ' +
    'empreender com informação reduz riscos. Aqui está o essencial sobre formalização, organização ' +
    'financeira e como usar a Elas Rede para divulgar o seu trabalho.',
  sections: [
    {
      title: 'Formalização: o básico do MEI',
      blocks: [
        p(
          'O Microempreendedor Individual (MEI) é o caminho mais simples para formalizar um pequeno negócio ' +
            'no Brasil. Com ele você tem CNPJ, pode emitir nota fiscal e contribui para a Previdência Social.',
        ),
        ul(
          'A abertura é gratuita e feita pelo Portal do Empreendedor, no site oficial do governo federal. ' +
            'Desconfie de quem cobra para abrir um MEI.',
          'Há um limite de faturamento anual e uma lista de atividades permitidas. Confira os valores ' +
            'vigentes no portal antes de se formalizar.',
          'O imposto é um valor fixo mensal, pago pelo DAS, e todo ano é preciso entregar a declaração ' +
            'anual de faturamento (DASN-SIMEI).',
          'O MEI pode ter um empregado registrado.',
          'Com o DAS em dia, você tem acesso a benefícios do INSS como aposentadoria, auxílio por ' +
            'incapacidade e salário-maternidade, cumpridas as regras de cada benefício.',
        ),
        note(
          'O Sebrae oferece orientação gratuita, presencial e on-line, para quem quer abrir ou organizar ' +
            'um negócio.',
        ),
      ],
    },
    {
      title: 'Organize o dinheiro desde o primeiro dia',
      blocks: [
        ul(
          'Separe as contas: uma para o negócio, outra para você. Defina uma retirada mensal fixa ' +
            '(pró-labore) em vez de tirar dinheiro conforme a necessidade.',
          'Forme o preço somando custos, impostos, o valor das suas horas e uma margem, e não só ' +
            'copiando a concorrência.',
          'Registre entradas e saídas toda semana, nem que seja em uma planilha simples.',
          'Monte uma reserva para os meses mais fracos antes de investir em expansão.',
        ),
      ],
    },
    {
      title: 'Uma vitrine para o seu negócio na Elas Rede',
      blocks: [
        ul(
          [
            link('Adicione a sua empresa', '/adicionar-empresa'),
            ' com logotipo, descrição, setor, localização e site. Você administra as suas páginas em ',
            link('Minhas empresas', '/minhas-empresas'),
            '.',
          ],
          'Publique no feed em nome da empresa: novidades, bastidores e trabalhos realizados (com ' +
            'autorização das clientes).',
          'Convide sócias ou colaboradoras para ajudar a administrar a página, concedendo acesso a elas.',
          [
            'Quando o negócio crescer, ',
            link('anuncie vagas', '/empresas/anunciar-vaga'),
            ' para encontrar profissionais na rede.',
          ],
        ),
      ],
    },
    {
      title: 'Rede de apoio entre empreendedoras',
      blocks: [
        p([
          'Empreender sozinha é mais difícil. Nas ',
          link('comunidades', '/rede'),
          ' (experimente o filtro Negócios) você troca indicações de fornecedores, clientes e aprendizados. ' +
            'Se não encontrar a sua turma, ',
          link('crie uma comunidade', '/criar-comunidade'),
          ' para reunir mulheres do seu setor ou da sua cidade.',
        ]),
        p(
          'Conciliar o negócio com o cuidado dos filhos é a realidade de muitas empreendedoras. Combine ' +
            'horários de trabalho realistas, negocie prazos com clientes com antecedência e conte com a ' +
            'sua rede quando precisar.',
        ),
      ],
    },
  ],
  today: [
    {
      to: '/adicionar-empresa',
      label: 'Adicionar empresa',
      text: 'Crie a página do seu negócio, com logotipo, banner e descrição.',
    },
    {
      to: '/minhas-empresas',
      label: 'Minhas empresas',
      text: 'Edite as páginas que você criou e acompanhe as seguidoras.',
    },
    {
      to: '/empresas/anunciar-vaga',
      label: 'Anunciar vaga',
      text: 'Publique oportunidades em nome da sua empresa.',
    },
    { to: '/rede', label: 'Comunidades', text: 'Grupos de negócios para trocar experiências e indicações.' },
  ],
};

const saude: GuideContent = {
  lead:
    'Uma carreira sustentável depende de saúde física e mental. Este guia reúne sinais de alerta, ' +
    'formas de proteger o seu tempo e os direitos de gestantes e mães no trabalho. Ele não substitui ' +
    'o acompanhamento de profissionais de saúde.',
  sections: [
    {
      title: 'Sinais de esgotamento (burnout)',
      blocks: [
        p(
          'A síndrome de burnout resulta do estresse crônico no trabalho e é reconhecida pela Organização ' +
            'Mundial da Saúde como um fenômeno ocupacional. Fique atenta quando estes sinais duram semanas:',
        ),
        ul(
          'Cansaço que não passa com descanso, folgas ou fins de semana.',
          'Distanciamento, irritação ou cinismo em relação ao trabalho e às pessoas.',
          'Sensação de ineficácia: tarefas antes simples parecem impossíveis.',
          'Alterações no sono e no apetite, dores de cabeça ou problemas digestivos frequentes.',
        ),
        p(
          'Se você se reconhece nesses sinais, procure atendimento. No SUS, a porta de entrada é a Unidade ' +
            'Básica de Saúde, que pode encaminhar você para atendimento especializado em saúde mental.',
        ),
        note(
          'Em sofrimento emocional intenso, ligue 188: o Centro de Valorização da Vida (CVV) atende de ' +
            'graça, 24 horas por dia. Em uma emergência, ligue 192 (SAMU).',
        ),
      ],
    },
    {
      title: 'Limites que protegem o seu tempo',
      blocks: [
        ul(
          'Defina horário de início e de fim do expediente e combine com a equipe, principalmente no trabalho remoto.',
          'Desative as notificações de trabalho fora do horário combinado.',
          'Diante de um pedido novo, pergunte o que pode sair da fila: "Posso assumir isso; qual destas ' +
            'entregas fica para depois?"',
          'Faça pausas curtas ao longo do dia e proteja o horário de almoço.',
          'Divida o trabalho de cuidado em casa. Organizar a rotina da família também é trabalho, e ' +
            'ele não precisa ser só seu.',
        ),
      ],
    },
    {
      title: 'Gestação e volta da licença-maternidade',
      blocks: [
        p(
          'Conhecer os seus direitos ajuda a planejar com tranquilidade. Para quem tem carteira assinada (CLT):',
        ),
        ul(
          [
            strong('Licença-maternidade:'),
            ' 120 dias, que podem chegar a 180 em empresas participantes do Programa Empresa Cidadã. ' +
              'O direito também vale em caso de adoção.',
          ],
          [
            strong('Estabilidade:'),
            ' da confirmação da gravidez até cinco meses após o parto, a gestante não pode ser demitida ' +
              'sem justa causa.',
          ],
          [
            strong('Consultas:'),
            ' dispensa do trabalho pelo tempo necessário para, no mínimo, seis consultas médicas e os ' +
              'exames do pré-natal.',
          ],
          [
            strong('Amamentação:'),
            ' dois descansos de meia hora por dia durante a jornada, até o bebê completar seis meses.',
          ],
        ),
        p(
          'Quem contribui para o INSS como MEI, autônoma ou contribuinte individual também pode ter direito ' +
            'ao salário-maternidade. Confira as regras nos canais oficiais do INSS.',
        ),
        p(
          'Antes de voltar, converse com a liderança sobre a transição: flexibilidade de horário nas ' +
            'primeiras semanas e um lugar adequado para retirar e guardar o leite, se for o caso. ' +
            'Dê a você mesma tempo para se readaptar.',
        ),
      ],
    },
    {
      title: 'Você não precisa passar por isso sozinha',
      blocks: [
        p([
          'Nas ',
          link('comunidades', '/rede'),
          ' você encontra outras mulheres vivendo a maternidade, a volta ao trabalho ou uma rotina puxada. ' +
            'Trocar experiências diminui a sensação de estar sozinha.',
        ]),
        p([
          'Nas ',
          link('preferências de vagas', '/preferencias-vagas'),
          ' você indica os modelos de trabalho (remoto, híbrido ou presencial) que cabem na sua rotina. ' +
            'Se quiser, registre os seus filhos no ',
          link('perfil pessoal', '/perfil-pessoal'),
          '.',
        ]),
      ],
    },
  ],
  today: [
    {
      to: '/rede',
      label: 'Comunidades',
      text: 'Grupos para trocar experiências sobre maternidade, rotina e carreira.',
    },
    {
      to: '/preferencias-vagas',
      label: 'Preferências de vagas',
      text: 'Procure vagas com o modelo de trabalho que cabe na sua rotina.',
    },
    { to: '/news', label: 'Artigos e Notícias', text: 'Conteúdos publicados pela equipe da Elas Rede.' },
  ],
};

const cognitivo: GuideContent = {
  lead:
    'Foco, memória e capacidade de aprender são habilidades que se treinam. Veja técnicas com boa ' +
    'base em pesquisa para estudar melhor, proteger a atenção e organizar o pensamento, mesmo com ' +
    'uma rotina cheia.',
  sections: [
    {
      title: 'Proteja o foco',
      blocks: [
        ul(
          'Trabalhe em blocos de 25 a 50 minutos em uma única tarefa, seguidos de uma pausa curta. A ' +
            'técnica Pomodoro é uma versão conhecida dessa ideia.',
          'Deixe o celular longe da vista durante os blocos de concentração.',
          'Mantenha uma lista de pendências soltas: quando um pensamento interromper, anote e volte à tarefa.',
          'Agrupe tarefas parecidas, como responder mensagens, em horários fixos do dia.',
          'Descubra os seus melhores horários e reserve-os para o trabalho que exige mais raciocínio.',
        ),
      ],
    },
    {
      title: 'Técnicas de aprendizagem que funcionam',
      blocks: [
        ul(
          [
            strong('Prática de recuperação:'),
            ' em vez de reler, feche o material e tente lembrar o que aprendeu. Depois confira.',
          ],
          [
            strong('Repetição espaçada:'),
            ' revise o conteúdo em intervalos crescentes: no dia seguinte, depois de uma semana, depois de um mês.',
          ],
          [strong('Intercalação:'), ' alterne temas ou tipos de problema na mesma sessão de estudo.'],
          [
            strong('Explique com as suas palavras:'),
            ' ensinar alguém, ou escrever um resumo como se fosse ensinar, revela o que você ainda não entendeu.',
          ],
        ),
      ],
    },
    {
      title: 'Cuide da base: sono, movimento e pausas',
      blocks: [
        p(
          'Memória e atenção dependem do corpo. O sono ajuda a consolidar o que foi aprendido, a atividade ' +
            'física regular favorece o humor e a concentração, e pausas longe das telas reduzem a fadiga ' +
            'mental. Pequenas mudanças mantidas por muito tempo valem mais do que grandes planos abandonados.',
        ),
      ],
    },
    {
      title: 'Organize o pensamento',
      blocks: [
        ul(
          'Tire as tarefas da cabeça: use uma lista única e revise-a toda semana.',
          'Antes de uma decisão importante, escreva as opções, os critérios e o que faria cada opção dar ' +
            'certo ou errado.',
          [
            'Ao terminar um projeto, anote o que aprendeu. Em ',
            link('Projetos e conquistas', '/projetos'),
            ' esse registro também passa a fazer parte da sua trajetória profissional.',
          ],
        ),
      ],
    },
  ],
  today: [
    {
      to: '/projetos',
      label: 'Projetos e conquistas',
      text: 'Registre o que você construiu e aprendeu em cada projeto.',
    },
    { to: '/educacao', label: 'Formação acadêmica', text: 'Acompanhe os cursos que está fazendo.' },
    { to: '/news', label: 'Artigos e Notícias', text: 'Leituras publicadas pela equipe da Elas Rede.' },
    { to: '/rede', label: 'Comunidades', text: 'Encontre parceiras de estudo com os mesmos objetivos.' },
  ],
};

export const DEVELOPMENT_GUIDES: Readonly<Record<DevelopmentTopicKey, GuideContent>> = {
  mentorias,
  orientacao,
  cursos,
  empreendedorismo,
  saude,
  cognitivo,
};
