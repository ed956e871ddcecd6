import { CONTACT_ADDRESSES, link, mail, type RichText } from './rich-text.js';

// Long-form texts of /como-funciona and /sobre.

export interface Step {
  readonly title: string;
  readonly text: RichText;
}

export const HOW_IT_WORKS_STEPS: {
  readonly professionals: readonly Step[];
  readonly companies: readonly Step[];
} = {
  professionals: [
    {
      title: 'Crie sua conta',
      text: [
        'Faça seu ',
        link('cadastro', '/register'),
        ' com nome, e-mail e senha e confirme o endereço pelo link que enviamos. Só contas com e-mail ' +
          'confirmado entram na rede: é uma das formas de mantê-la segura.',
      ],
    },
    {
      title: 'Monte seu perfil e seu currículo',
      text: [
        'Em ',
        link('Perfil pessoal', '/perfil-pessoal'),
        ' você adiciona foto, título profissional, biografia, idiomas, habilidades e, se quiser, ' +
          'seus filhos. Depois registre experiências profissionais, formação acadêmica, projetos e ' +
          'conquistas. Seu perfil público ganha um endereço só seu e um QR code para compartilhar, ' +
          'e você decide, em Configurações, quem vê cada informação dele.',
      ],
    },
    {
      title: 'Conte que vagas você procura',
      text: [
        'Em ',
        link('Preferências de vagas', '/preferencias-vagas'),
        ' você escolhe modelos de trabalho (presencial, híbrido ou remoto), tipos de contrato, faixa ' +
          'salarial, cidades e cargos. Dá para montar mais de um perfil de preferências — por exemplo, ' +
          'um para a vaga dos sonhos e outro para uma transição — e deixar ativo o que vale agora.',
      ],
    },
    {
      title: 'Participe das comunidades',
      text: [
        'Em ',
        link('Comunidades', '/rede'),
        ' você encontra grupos de tecnologia, negócios, carreira, liderança, maternidade e muito mais. ' +
          'Entre, publique, tire dúvidas e troque indicações. Algumas comunidades são privadas e pedem ' +
          'aprovação; se não encontrar a sua, crie uma.',
      ],
    },
    {
      title: 'Candidate-se e continue crescendo',
      text: [
        'Em ',
        link('Vagas', '/vagas'),
        ' você vê as oportunidades publicadas pelas empresas da rede e se candidata pela própria ' +
          'plataforma ou pelo canal indicado pela empresa. Siga as empresas que admira, acompanhe ' +
          'artigos e notícias e use o ',
        link('hub de desenvolvimento', '/desenvolvimento'),
        ' para planejar os próximos passos.',
      ],
    },
  ],
  companies: [
    {
      title: 'Entre com a sua conta pessoal',
      text: [
        'Toda página de empresa é cuidada por pessoas. Quem vai administrar a página ',
        link('se cadastra', '/register'),
        ' como profissional e, com a conta confirmada, cria a empresa.',
      ],
    },
    {
      title: 'Crie a página da empresa',
      text: [
        'Em ',
        link('Adicionar empresa', '/adicionar-empresa'),
        ' informe nome, descrição, setor, porte, localização e site, e envie logo e imagem de capa. ' +
          'A página mostra quem vocês são, as vagas abertas e as publicações da empresa.',
      ],
    },
    {
      title: 'Convide quem vai ajudar',
      text: [
        'Em ',
        link('Minhas empresas', '/minhas-empresas'),
        ' você concede acesso a outras pessoas da equipe, como administradoras ou editoras, para ' +
          'dividir a gestão da página e das vagas.',
      ],
    },
    {
      title: 'Anuncie vagas',
      text: [
        'Em ',
        link('Anunciar vaga', '/empresas/anunciar-vaga'),
        ' descreva a oportunidade, os requisitos, os benefícios, a faixa salarial, o modelo de ' +
          'trabalho e o tipo de contrato. Receba as candidaturas aqui mesmo ou direcione as ' +
          'candidatas para o seu sistema de recrutamento.',
      ],
    },
    {
      title: 'Conquiste o selo de diversidade',
      text: [
        'O ',
        link('selo de diversidade', '/empresas/diversidade'),
        ' é concedido pela equipe da Elas Rede a empresas que comprovam práticas concretas de ' +
          'equidade de gênero e inclusão, segundo critérios publicados. Ele aparece na página da ' +
          'empresa e ajuda as profissionais a escolherem onde querem trabalhar.',
      ],
    },
  ],
};

export type AboutValueId = 'safety' | 'diversity' | 'mothers' | 'together';

export interface AboutValue {
  readonly id: AboutValueId;
  readonly title: string;
  readonly text: string;
}

export interface AboutFeature {
  readonly title: string;
  readonly text: RichText;
}

export const ABOUT = {
  mission: {
    title: 'Nossa missão',
    paragraphs: [
      'Mulheres ainda ganham menos, são minoria nos cargos de liderança e muitas vezes precisam ' +
        'escolher entre a carreira e a maternidade. A Elas Rede existe para mudar esse jogo: queremos ' +
        'que cada profissional tenha uma rede que a apoie, visibilidade para o seu trabalho e acesso ' +
        'a empresas que tratam a diversidade como compromisso, não como discurso.',
      'Fazemos isso com uma plataforma simples, em português, pensada para a realidade brasileira — ' +
        'do currículo que reconhece a experiência de quem é mãe às vagas com faixa salarial e modelo ' +
        'de trabalho claros.',
    ] satisfies RichText[],
  },
  audience: {
    title: 'Para quem é',
    intro: 'A rede é feita por e para mulheres, em todas as fases da carreira:',
    items: [
      'profissionais que querem mostrar sua trajetória, encontrar vagas e crescer;',
      'quem está voltando ao mercado de trabalho, mudando de área ou começando agora;',
      'mães que buscam empresas com políticas reais de apoio à parentalidade;',
      'pessoas que criam e moderam comunidades para trocar conhecimento e oportunidades;',
      'empresas que querem atrair talentos diversos e mostrar o que fazem pela equidade.',
    ] satisfies RichText[],
  },
  values: [
    {
      id: 'safety',
      title: 'Segurança',
      text:
        'Contas com e-mail confirmado, regras claras de convivência e moderação ativa. Seu e-mail e seu ' +
        'telefone só aparecem no perfil público se você quiser.',
    },
    {
      id: 'diversity',
      title: 'Diversidade',
      text:
        'Mulheres negras, indígenas, trans, com deficiência, de todas as idades e regiões do país: a ' +
        'rede é de todas. O selo de diversidade cobra das empresas compromissos verificáveis.',
    },
    {
      id: 'mothers',
      title: 'Mães no mercado de trabalho',
      text:
        'Maternidade não é lacuna no currículo. Você pode registrar seus filhos no perfil e encontrar ' +
        'comunidades e empresas que entendem essa rotina.',
    },
    {
      id: 'together',
      title: 'Crescer juntas',
      text:
        'Indicação, troca de experiências e apoio entre profissionais abrem portas que currículo ' +
        'nenhum abre sozinho.',
    },
  ] satisfies AboutValue[],
  today: [
    {
      title: 'Perfil e currículo',
      text: [
        'Experiências, formação, projetos, idiomas e habilidades em um ',
        link('perfil público', '/meu-perfil'),
        ' com endereço próprio e QR code.',
      ],
    },
    {
      title: 'Feed',
      text: 'Publicações de profissionais, comunidades e empresas da rede, com texto e imagem.',
    },
    {
      title: 'Comunidades',
      text: [
        'Grupos por tema, públicos ou privados, com administração e moderação. ',
        link('Explore', '/rede'),
        '.',
      ],
    },
    {
      title: 'Empresas e selo de diversidade',
      text: 'Páginas de empresas, com vagas, publicações e o selo para quem comprova boas práticas.',
    },
    {
      title: 'Vagas',
      text: [
        'Oportunidades com modelo de trabalho e tipo de contrato claros, e ',
        link('preferências', '/preferencias-vagas'),
        ' que orientam as vagas recomendadas para você.',
      ],
    },
    {
      title: 'Artigos e notícias',
      text: 'Conteúdo sobre carreira, mercado de trabalho e equidade de gênero, publicado pela nossa equipe.',
    },
    {
      title: 'Hub de desenvolvimento',
      text: [
        'Um ',
        link('ponto de partida', '/desenvolvimento'),
        ' para orientação de carreira, cursos, empreendedorismo, saúde e bem-estar.',
      ],
    },
    {
      title: 'Mentoria',
      text: [
        'Encontros com profissionais experientes para destravar decisões de carreira. ',
        link('Conheça a mentoria', '/mentoria'),
        '.',
      ],
    },
    {
      title: 'Eventos',
      text: [
        'Encontros, palestras e oficinas, on-line e presenciais, com a comunidade. ',
        link('Veja os eventos', '/eventos'),
        '.',
      ],
    },
  ] satisfies AboutFeature[],
  contact: [
    'Quer propor uma parceria, falar com a imprensa ou contar a sua história? ',
    link('Escreva para a gente', '/contato'),
    ' ou mande um e-mail para ',
    mail(CONTACT_ADDRESSES.general),
    '.',
  ] satisfies RichText,
} as const;
