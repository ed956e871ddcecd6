import type { GuideContent } from './development.js';
import { link, note, ol, p, strong, ul } from './rich-text.js';

/*
 * Long-form content of the business and community pages: the public marketing pages (company
 * sign-up, publishing vacancies, diversity seal, consulting), the company pages (find a professional,
 * offer services) and the community page (advertise services).
 *
 * Same honesty rules as content/development.ts: what exists today links to its page, what is
 * only planned is left out, nothing is invented (no numbers, clients or testimonials).
 */

export type BusinessPageKey =
  | 'companySignUp'
  | 'publishVacancies'
  | 'diversitySeal'
  | 'consulting'
  | 'findProfessional'
  | 'offerServices'
  | 'advertiseServices';

/** The sentence the diversity page must carry: the seal is granted, never self-declared. */
export const SEAL_GRANTED_ONLY_BY_TEAM =
  'O selo é concedido exclusivamente pela equipe da Elas Rede. Nenhuma empresa pode se autodeclarar ' +
  'detentora do selo nem ativá-lo na própria página.';

const companySignUp: GuideContent = {
  lead:
    'Na Elas Rede, a página da empresa é criada por uma pessoa da própria empresa, a partir de uma ' +
    'conta pessoal. Em poucos minutos você apresenta a organização, publica conteúdos e anuncia ' +
    'vagas para uma rede de mulheres profissionais.',
  sections: [
    {
      title: 'Passo a passo',
      blocks: [
        ol(
          [
            link('Crie a sua conta', '/register'),
            ' com o seu nome e e-mail e confirme o endereço pelo link que enviaremos.',
          ],
          [
            link('Entre', '/login'),
            ' e abra ',
            link('Adicionar empresa', '/adicionar-empresa'),
            '. A página também pode ser criada a partir de Minhas empresas.',
          ],
          'Preencha nome, descrição, setor, localização, porte, ano de fundação e site, e envie o ' +
            'logotipo (recomendado 200 × 200 px) e o banner (1200 × 300 px).',
          [
            strong('Pronto:'),
            ' a página fica visível para a rede, e você passa a administrá-la em ',
            link('Minhas empresas', '/minhas-empresas'),
            '.',
          ],
        ),
      ],
    },
    {
      title: 'O que a página da empresa oferece hoje',
      blocks: [
        ul(
          'Apresentação da empresa, com setor, porte, localização, ano de fundação e site.',
          'Seguidoras: profissionais seguem a página e acompanham as novidades.',
          'Publicações no feed em nome da empresa.',
          [
            link('Anúncio de vagas', '/empresas/publicar-vagas'),
            ', com candidaturas pela Elas Rede ou por um link externo.',
          ],
          'Administração compartilhada: conceda acesso a outras pessoas da equipe como administradoras ou editoras.',
        ),
      ],
    },
    {
      title: 'Boas práticas para a página',
      blocks: [
        ul(
          'Escreva a descrição pensando em quem vai trabalhar com vocês: missão, cultura, benefícios e ' +
            'políticas de diversidade concretas.',
          'Use imagens reais da equipe e do ambiente de trabalho, com autorização das pessoas.',
          'Mantenha a página viva: publique novidades, bastidores e as vagas abertas.',
        ),
      ],
    },
    {
      title: 'E o selo de diversidade?',
      blocks: [
        p([
          'A página é o primeiro passo. Empresas com práticas comprovadas de equidade podem solicitar a ' +
            'avaliação para o ',
          link('selo de diversidade', '/empresas/diversidade'),
          '.',
        ]),
      ],
    },
  ],
};

const publishVacancies: GuideContent = {
  lead:
    'Anuncie oportunidades para uma rede de mulheres profissionais. As vagas são publicadas pela ' +
    'página da sua empresa, e você escolhe se recebe as candidaturas na Elas Rede ou no seu próprio ' +
    'processo seletivo.',
  sections: [
    {
      title: 'Como funciona',
      blocks: [
        ol(
          [
            'Tenha uma página de empresa na Elas Rede (veja ',
            link('como cadastrar a sua empresa', '/empresas/cadastro'),
            '). Quem administra a página pode publicar vagas.',
          ],
          [
            'Em ',
            link('Anunciar vaga', '/empresas/anunciar-vaga'),
            ', escolha a empresa e preencha título e descrição, os únicos campos obrigatórios, além de ' +
              'requisitos, benefícios, local, faixa salarial e tipo de contratação (CLT, PJ, estágio, ' +
              'temporário ou freelancer).',
          ],
          'Escolha como receber as candidaturas.',
          [
            'Acompanhe tudo na ',
            link('área de vagas da empresa', '/empresas?aba=minhas-vagas'),
            ': vagas ativas, total de candidaturas, média por vaga, edição e ativação ou desativação de cada vaga.',
          ],
        ),
      ],
    },
    {
      title: 'Candidaturas pela Elas Rede ou por um link externo',
      blocks: [
        ul(
          [
            strong('Pela Elas Rede:'),
            ' as profissionais se candidatam na plataforma, e você vê as candidaturas de cada vaga na área da empresa.',
          ],
          [
            strong('Em outra plataforma:'),
            ' informe o link do seu site de carreiras ou do seu sistema de recrutamento, e a vaga leva as ' +
              'candidatas para lá.',
          ],
        ),
      ],
    },
    {
      title: 'Dicas para um anúncio inclusivo',
      blocks: [
        ul(
          'Use um título que inclua todas as pessoas, como "Desenvolvedora ou desenvolvedor" ou "Pessoa ' +
            'desenvolvedora", e linguagem sem estereótipos.',
          'Separe requisitos obrigatórios de desejáveis. Listas longas de exigências afastam candidatas qualificadas.',
          'Informe a faixa salarial. A transparência atrai candidaturas e ajuda a reduzir desigualdades.',
          'Descreva o modelo de trabalho, o horário e a flexibilidade real da vaga.',
          'Mencione benefícios importantes para quem cuida de alguém, como licença parental estendida, ' +
            'auxílio-creche e horários flexíveis.',
        ),
        note(
          'Não pergunte sobre estado civil, filhos ou planos de gravidez. A Lei 9.029/1995 proíbe práticas ' +
            'discriminatórias na contratação, inclusive por sexo, estado civil ou situação familiar, e a ' +
            'exigência de teste ou atestado de gravidez.',
        ),
      ],
    },
  ],
};

const diversitySeal: GuideContent = {
  lead:
    'O Selo de Diversidade Elas Rede identifica empresas que comprovaram práticas concretas de equidade ' +
    'de gênero e inclusão. Ele não é comprado nem autodeclarado: é concedido pela equipe da Elas Rede ' +
    'depois da análise de evidências.',
  sections: [
    {
      title: 'O que o selo significa',
      blocks: [
        p(
          'Para as profissionais, o selo indica que a empresa apresentou evidências de como trata salários, ' +
            'carreira, maternidade e assédio, e não apenas intenções. Para as empresas, é uma forma de ' +
            'tornar esse compromisso verificável.',
        ),
        p(
          'O selo reconhece as práticas existentes na data da análise. Ele não é uma certificação legal ' +
            'e não substitui a fiscalização dos órgãos públicos.',
        ),
      ],
    },
    {
      title: 'Critérios avaliados',
      blocks: [
        ul(
          [
            strong('Transparência e igualdade salarial:'),
            ' critérios de remuneração claros e, para empresas com 100 ou mais empregados, a publicação ' +
              'dos relatórios semestrais de transparência salarial previstos na Lei 14.611/2023.',
          ],
          [
            strong('Políticas parentais:'),
            ' licenças além do mínimo legal (por exemplo, pela adesão ao Programa Empresa Cidadã), apoio ' +
              'ao retorno da licença e benefícios como auxílio-creche e horários flexíveis.',
          ],
          [
            strong('Representatividade na liderança:'),
            ' dados sobre mulheres em cargos de gestão e na alta liderança, com metas e acompanhamento.',
          ],
          [
            strong('Canal contra o assédio:'),
            ' canal de denúncia acessível e sigiloso, procedimento de apuração e treinamentos periódicos, ' +
              'como prevê a Lei 14.457/2022 para empresas com CIPA.',
          ],
          [
            strong('Contratação inclusiva:'),
            ' anúncios de vaga sem linguagem discriminatória, processos seletivos estruturados e ações ' +
              'para ampliar a diversidade de candidatas.',
          ],
        ),
        p(
          'Cada concessão registra a versão dos critérios usada na análise, para que fique claro o que foi avaliado.',
        ),
      ],
    },
    {
      title: 'Como a empresa conquista o selo',
      blocks: [
        ol(
          [
            'A empresa precisa ter uma página na Elas Rede (veja ',
            link('como cadastrar a sua empresa', '/empresas/cadastro'),
            ').',
          ],
          [
            'Uma pessoa responsável solicita a avaliação pelo ',
            link('formulário de contato', '/contato'),
            ', indicando a empresa.',
          ],
          'A equipe da Elas Rede envia a lista de evidências pedidas para cada critério: políticas, ' +
            'relatórios e dados agregados, sem informações pessoais de empregadas e empregados.',
          'A equipe analisa as evidências e pode pedir esclarecimentos.',
          'Se os critérios forem atendidos, o selo é concedido com a data da concessão e a versão dos ' +
            'critérios avaliados.',
        ),
        note(SEAL_GRANTED_ONLY_BY_TEAM),
      ],
    },
    {
      title: 'Validade, renovação e revogação',
      blocks: [
        ul(
          'O selo vale por um ano e é renovado com evidências atualizadas.',
          'Ele pode ser revogado se a empresa deixar de cumprir os critérios, se as evidências se mostrarem ' +
            'falsas ou diante de violações graves, como casos comprovados de discriminação ou assédio.',
          [
            'Quem tiver informações relevantes sobre uma empresa com selo pode escrever para a equipe pelo ',
            link('formulário de contato', '/contato'),
            '.',
          ],
        ),
      ],
    },
  ],
};

const consulting: GuideContent = {
  lead:
    'Para empresas que querem ir além das boas intenções, a Elas Rede apoia a construção de práticas ' +
    'de equidade de gênero, do diagnóstico ao plano de ação. Conte o momento da sua empresa e ' +
    'preparamos uma proposta sob medida.',
  sections: [
    {
      title: 'Como podemos ajudar',
      blocks: [
        ul(
          [
            strong('Diagnóstico:'),
            ' leitura dos dados de pessoas por gênero (contratações, promoções, remuneração e ' +
              'desligamentos) e das políticas existentes, para saber onde estão as principais lacunas.',
          ],
          [
            strong('Transparência salarial:'),
            ' apoio para organizar critérios de remuneração e entender as obrigações da Lei 14.611/2023.',
          ],
          [
            strong('Políticas parentais e de cuidado:'),
            ' desenho de licenças, do retorno ao trabalho e de formas de flexibilidade.',
          ],
          [
            strong('Prevenção ao assédio:'),
            ' canal de denúncia, fluxo de apuração e treinamentos, em linha com a Lei 14.457/2022.',
          ],
          [
            strong('Recrutamento inclusivo:'),
            ' revisão de anúncios de vaga, processos seletivos estruturados e divulgação de vagas na rede.',
          ],
          [
            strong('Formação de lideranças:'),
            ' encontros sobre vieses, liderança inclusiva e gestão de equipes diversas.',
          ],
        ),
      ],
    },
    {
      title: 'Como funciona',
      blocks: [
        ol(
          ['Você nos conta o contexto da empresa pelo ', link('formulário de contato', '/contato'), '.'],
          'Marcamos uma conversa para entender objetivos, porte e prazos.',
          'Enviamos uma proposta com escopo, entregas e cronograma.',
          'Ao final, a empresa recebe um plano de ação com indicadores para acompanhar a evolução.',
        ),
      ],
    },
    {
      title: 'Consultoria e selo são independentes',
      blocks: [
        p([
          'Contratar a consultoria não garante o ',
          link('selo de diversidade', '/empresas/diversidade'),
          '. O selo depende sempre da análise de evidências pela equipe da Elas Rede, com os mesmos ' +
            'critérios para todas as empresas.',
        ]),
      ],
    },
  ],
};

const findProfessional: GuideContent = {
  lead:
    'Encontre mulheres profissionais para a sua equipe. Quem administra ou edita a página de uma empresa ' +
    'busca, no menu da empresa, as profissionais que aceitaram ser encontradas por recrutadoras, por área, ' +
    'cargo, habilidades, local, modelo de trabalho, senioridade e idiomas, e envia uma solicitação de ' +
    'mensagem em nome da empresa. Você também pode buscar pessoas pelo nome e conhecer a trajetória de ' +
    'cada uma pelo perfil público.',
  sections: [
    {
      title: 'Como encontrar profissionais hoje',
      blocks: [
        ul(
          [
            strong('Busca pelo nome:'),
            ' use a busca no topo da página (Buscar na rede) e veja os resultados ' + 'na aba Profissionais.',
          ],
          [
            strong('Perfil público:'),
            ' cada profissional tem um perfil público com experiências, formação, competências, idiomas ' +
              'e projetos, que a própria profissional pode compartilhar por link ou QR code.',
          ],
          [
            strong('Comunidades:'),
            ' nas ',
            link('comunidades', '/rede'),
            ' da sua área você conhece quem participa das conversas e compartilha conhecimento.',
          ],
          [
            strong('Vagas:'),
            ' ',
            link('anuncie uma vaga', '/empresas/anunciar-vaga'),
            ' e receba candidaturas de quem tem interesse na oportunidade.',
          ],
        ),
      ],
    },
    {
      title: 'Boas práticas ao fazer contato',
      blocks: [
        ul(
          'Faça contato apenas com propósito profissional claro: diga quem você é, qual é a empresa e a ' +
            'vaga e por que pensou naquela profissional.',
          'Seja transparente sobre salário e modelo de trabalho desde a primeira conversa.',
          'Respeite quem não responder ou não tiver interesse.',
          'Use os dados do perfil apenas para o processo seletivo, de acordo com a Lei Geral de Proteção ' +
            'de Dados (LGPD).',
        ),
      ],
    },
  ],
  today: [
    {
      to: '/empresas/anunciar-vaga',
      label: 'Anunciar vaga',
      text: 'Publique a oportunidade e receba candidaturas.',
    },
    {
      to: '/empresas?aba=minhas-vagas',
      label: 'Minhas vagas',
      text: 'Vagas ativas e candidaturas de cada empresa.',
    },
    { to: '/rede', label: 'Comunidades', text: 'Conheça profissionais pelas conversas da sua área.' },
    {
      to: '/minhas-empresas',
      label: 'Busca de talentos',
      text: 'No menu de cada empresa que você administra ou edita: filtros e mensagens em nome da empresa.',
    },
  ],
};

const offerServices: GuideContent = {
  lead:
    'Empresas da Elas Rede podem apresentar os seus serviços a profissionais, comunidades e outras ' +
    'empresas da rede com o que já existe: publicações em nome da empresa, comunidades e uma página ' +
    'completa. Veja como divulgar o seu trabalho.',
  sections: [
    {
      title: 'Como divulgar hoje',
      blocks: [
        ul(
          [
            'Apresente o serviço em uma publicação no feed em nome da empresa, com exemplos de trabalhos ' +
              'e como contratar. As suas páginas ficam em ',
            link('Minhas empresas', '/minhas-empresas'),
            '.',
          ],
          [
            'Participe das ',
            link('comunidades', '/rede'),
            ' do seu mercado e contribua com conteúdo útil antes de oferecer algo.',
          ],
          [
            'Mantenha a página da empresa completa, com descrição, site e localização. Ainda não tem uma? ',
            link('Adicione a sua empresa', '/adicionar-empresa'),
            '.',
          ],
        ),
      ],
    },
    {
      title: 'Dicas para divulgar bem',
      blocks: [
        ul(
          'Diga claramente qual problema você resolve e para quem.',
          'Mostre resultados e trabalhos anteriores, com autorização das clientes.',
          'Explique como funciona a contratação: prazos, formato e como pedir um orçamento.',
          'Respeite as regras de cada comunidade sobre divulgação.',
        ),
      ],
    },
  ],
};

const advertiseServices: GuideContent = {
  lead:
    'Comunidades podem divulgar serviços para as participantes e para toda a rede, como cursos, ' +
    'encontros, mentorias em grupo e consultorias. Veja como fazer isso com o que já existe.',
  sections: [
    {
      title: 'Como divulgar hoje',
      blocks: [
        ul(
          'Publique o serviço no feed da comunidade em nome dela: administradoras e moderadoras podem ' +
            'escolher a comunidade como autora da publicação.',
          [
            'Mantenha a descrição, as regras e a mensagem de boas-vindas atualizadas em ',
            link('Minhas comunidades', '/minhas-comunidades'),
            '.',
          ],
          [
            'A comunidade aparece em ',
            link('Explorar comunidades', '/rede'),
            ', onde novas participantes podem encontrá-la.',
          ],
        ),
      ],
    },
    {
      title: 'Boas práticas',
      blocks: [
        ul(
          'Combine nas regras da comunidade quando e como anúncios são bem-vindos.',
          'Informe preço e condições antes de qualquer inscrição.',
          'Prefira ofertas que respondam a necessidades que aparecem nas conversas da comunidade.',
        ),
      ],
    },
  ],
};

export const BUSINESS_PAGES: Readonly<Record<BusinessPageKey, GuideContent>> = {
  companySignUp,
  publishVacancies,
  diversitySeal,
  consulting,
  findProfessional,
  offerServices,
  advertiseServices,
};
