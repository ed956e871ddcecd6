import { CONTACT_ADDRESSES, link, mail, p, type RichText, type TextSection, table, ul } from './rich-text.js';

// The legal texts: /termos, /privacidade and /cookies. They describe the platform as it is built:
// what the database keeps, what the public profile shows, the one cookie the server sets. Change
// them together with the behaviour they describe (and the date in INSTITUTIONAL_COPY).

export interface LegalDocument {
  readonly intro: readonly RichText[];
  readonly sections: readonly TextSection[];
}

/** Name and cookie of a session, as better-auth sets it (src/server/auth/auth.ts). */
export const SESSION_COOKIE = {
  name: 'better-auth.session_token',
  secureName: '__Secure-better-auth.session_token',
  days: 30,
} as const;

// ---------------------------------------------------------------------------------------------
// Termos de uso

export const TERMS: LegalDocument = {
  intro: [
    'Estes Termos de uso explicam as regras para usar a Elas Rede, a rede profissional das mulheres ' +
      'no Brasil: perfis e currículos, feed, comunidades, páginas de empresas, vagas, artigos e o hub ' +
      'de desenvolvimento. Eles valem para todas as pessoas que usam a plataforma, com ou sem conta.',
    [
      'Ao criar uma conta ou usar a Elas Rede, você concorda com estes termos, com a ',
      link('Política de privacidade', '/privacidade'),
      ' e com a ',
      link('Política de cookies', '/cookies'),
      '. Se não concordar, não use a plataforma.',
    ],
  ],
  sections: [
    {
      id: 'conta',
      title: '1. Sua conta',
      blocks: [
        p(
          'A Elas Rede é pensada para mulheres — todas as mulheres — em qualquer fase da carreira. ' +
            'Pessoas que administram páginas de empresas ou comunidades também usam uma conta pessoal e ' +
            'seguem as mesmas regras.',
        ),
        ul(
          'Para criar uma conta, você precisa ter 18 anos ou mais.',
          'Cada conta é pessoal e intransferível: use seu nome verdadeiro e um e-mail que seja seu, e ' +
            'não crie perfis em nome de outras pessoas.',
          'As informações do seu perfil e do seu currículo devem ser verdadeiras e mantidas atualizadas.',
          'Guarde sua senha com cuidado e não a compartilhe. Você responde pelo que for feito com a ' +
            'sua conta.',
          [
            'Se suspeitar de acesso indevido, troque a senha e use “Sair de todos os dispositivos” em ',
            link('Configurações', '/configuracoes'),
            ', e avise a gente pelo ',
            link('formulário de contato', '/contato'),
            '.',
          ],
        ),
      ],
    },
    {
      id: 'conduta',
      title: '2. Conduta esperada',
      blocks: [
        p(
          'A Elas Rede é um espaço de apoio e de trabalho. Trate todas as pessoas com respeito, mesmo ' +
            'quando discordar delas. Não são permitidos:',
        ),
        ul(
          'assédio moral ou sexual, intimidação, ameaças ou perseguição, dentro ou fora das mensagens ' +
            'públicas;',
          'discriminação ou discurso de ódio por gênero, identidade de gênero, orientação sexual, raça, ' +
            'cor, etnia, origem, religião, deficiência, idade, aparência, maternidade ou condição social;',
          'expor dados pessoais de outras pessoas, como endereço, telefone, documentos ou fotos sem ' +
            'autorização;',
          'perfis falsos, perfis que se passem por outra pessoa ou empresa e informações enganosas sobre ' +
            'formação ou experiência;',
          'vagas falsas, vagas que cobrem qualquer valor das candidatas (taxas, cursos, kits ou ' +
            'materiais), esquemas de pirâmide e ofertas de “renda fácil”;',
          'vagas ou processos seletivos com critérios discriminatórios, como exigir teste de gravidez ' +
            'ou perguntar sobre planos de ter filhos, práticas proibidas pela Lei nº 9.029/1995;',
          'spam, correntes, publicidade repetitiva ou não solicitada;',
          'conteúdo ilegal, violento ou sexualmente explícito, e conteúdo que viole direitos autorais ' +
            'ou marcas de terceiros;',
          'coletar dados de outras integrantes de forma automatizada, tentar burlar a segurança da ' +
            'plataforma ou atrapalhar o seu funcionamento.',
        ),
      ],
    },
    {
      id: 'conteudo',
      title: '3. O seu conteúdo',
      blocks: [
        p(
          'O que você publica — perfil, currículo, fotos, publicações e mensagens em comunidades — ' +
            'continua sendo seu. Para que a plataforma funcione, você autoriza a Elas Rede, de forma ' +
            'gratuita e não exclusiva, a armazenar, exibir, adaptar o formato (por exemplo, redimensionar ' +
            'imagens) e distribuir esse conteúdo dentro da plataforma, enquanto ele estiver publicado.',
        ),
        p(
          'Você garante que tem o direito de publicar o que envia, inclusive imagens de outras pessoas. ' +
            'Quando você apaga um conteúdo ou exclui a sua conta, ele deixa de ser exibido e é removido ' +
            'dos nossos sistemas.',
        ),
        p(
          'A marca Elas Rede, o visual da plataforma e os artigos e notícias publicados pela nossa equipe ' +
            'pertencem à Elas Rede e não podem ser copiados para fins comerciais sem autorização.',
        ),
      ],
    },
    {
      id: 'empresas-e-vagas',
      title: '4. Páginas de empresas e vagas',
      blocks: [
        p(
          'Quem cria ou administra a página de uma empresa declara que tem autorização para representá-la. ' +
            'A empresa e as pessoas que administram a página são responsáveis pelo que nela é publicado, ' +
            'em especial pelas vagas:',
        ),
        ul(
          'as vagas devem ser reais, estar abertas e descrever com honestidade as atividades, o local, ' +
            'o modelo de trabalho, o tipo de contrato e, quando informada, a faixa salarial;',
          'nenhum valor pode ser cobrado das candidatas em nenhuma etapa do processo seletivo;',
          'os dados das candidatas só podem ser usados naquele processo seletivo, de acordo com a Lei ' +
            'Geral de Proteção de Dados Pessoais (LGPD);',
          'quando a vaga leva a um site externo de recrutamento, os termos e a política de privacidade ' +
            'desse site também se aplicam.',
        ),
        p(
          'A Elas Rede não participa das decisões de contratação e não garante que uma candidatura resulte ' +
            'em entrevista ou emprego.',
        ),
        p([
          'O ',
          link('selo de diversidade', '/empresas/diversidade'),
          ' é concedido pela equipe da Elas Rede segundo critérios publicados. Ele pode ser retirado se a ' +
            'empresa deixar de cumprir os critérios ou se as informações apresentadas não forem verdadeiras.',
        ]),
      ],
    },
    {
      id: 'comunidades',
      title: '5. Comunidades',
      blocks: [
        p(
          'Quem cria uma comunidade define seu tema, suas regras e quem a administra e modera. As regras ' +
            'de cada comunidade se somam a estes termos e não podem contrariá-los. Administradoras e ' +
            'moderadoras devem agir com imparcialidade e respeito às integrantes.',
        ),
        p(
          'Recursos pagos, quando existirem, terão condições próprias, informadas antes de qualquer ' +
            'contratação.',
        ),
      ],
    },
    {
      id: 'moderacao',
      title: '6. Moderação',
      blocks: [
        p([
          'Qualquer pessoa pode nos avisar sobre conteúdo ou comportamento que viole estes termos pelo ',
          link('formulário de contato', '/contato'),
          '. Analisamos cada aviso e podemos remover conteúdo, retirar vagas do ar, limitar recursos de ' +
            'uma conta ou de uma página e, nos casos graves, acionar as autoridades.',
        ]),
        p(
          'Sempre que possível, explicamos à pessoa afetada o que foi removido e por quê. Se você achar ' +
            'que a decisão foi equivocada, responda a essa mensagem ou escreva para a gente pedindo uma ' +
            'nova análise.',
        ),
      ],
    },
    {
      id: 'suspensao',
      title: '7. Suspensão e encerramento',
      blocks: [
        p(
          'Podemos suspender ou encerrar contas e páginas em caso de violação grave ou repetida destes ' +
            'termos, de vagas falsas ou fraudulentas, de uso que coloque outras pessoas em risco ou quando ' +
            'a lei exigir.',
        ),
        p([
          'Você pode encerrar a sua conta quando quiser, em ',
          link('Perfil pessoal', '/perfil-pessoal'),
          ', com o botão “Excluir conta”. A exclusão é imediata e definitiva; antes, se quiser, baixe uma ' +
            'cópia dos seus dados em ',
          link('Configurações', '/configuracoes'),
          '.',
        ]),
      ],
    },
    {
      id: 'responsabilidade',
      title: '8. Disponibilidade e responsabilidade',
      blocks: [
        p(
          'Trabalhamos para manter a Elas Rede disponível, segura e sem erros, mas podem ocorrer ' +
            'interrupções para manutenção ou por falhas de terceiros. Avisaremos com antecedência sempre ' +
            'que uma manutenção for planejada.',
        ),
        p(
          'Cada pessoa e cada empresa responde pelo conteúdo que publica. A Elas Rede não se responsabiliza ' +
            'por decisões de contratação, por acordos feitos entre integrantes ou pelo conteúdo de sites ' +
            'externos acessados a partir da plataforma.',
        ),
        p(
          'Nada nestes termos limita os direitos que você tem pelo Código de Defesa do Consumidor (Lei nº ' +
            '8.078/1990) ou por outras leis brasileiras.',
        ),
      ],
    },
    {
      id: 'mudancas',
      title: '9. Mudanças nestes termos',
      blocks: [
        p(
          'Podemos atualizar estes termos para refletir novos recursos ou mudanças na lei. Quando a mudança ' +
            'for relevante, avisaremos por e-mail ou na própria plataforma antes de ela valer. A data da ' +
            'última atualização fica sempre no topo desta página. Se não concordar com a nova versão, você ' +
            'pode excluir sua conta a qualquer momento.',
        ),
      ],
    },
    {
      id: 'lei-e-foro',
      title: '10. Lei aplicável e foro',
      blocks: [
        p(
          'Estes termos são regidos pelas leis da República Federativa do Brasil. Qualquer conflito será ' +
            'resolvido na Justiça brasileira, no foro do domicílio da usuária, sem prejuízo de buscarmos ' +
            'antes uma solução amigável.',
        ),
      ],
    },
    {
      id: 'contato',
      title: '11. Contato',
      blocks: [
        p([
          'Dúvidas sobre estes termos? Use o ',
          link('formulário de contato', '/contato'),
          ' ou escreva para ',
          mail(CONTACT_ADDRESSES.general),
          '.',
        ]),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Política de privacidade (LGPD)

export const PRIVACY: LegalDocument = {
  intro: [
    'Esta política explica quais dados pessoais a Elas Rede trata, para quê, quem tem acesso a eles, ' +
      'por quanto tempo os guardamos e como você exerce os seus direitos, nos termos da Lei Geral de ' +
      'Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
    'Resumo: guardamos o que você nos conta para montar o seu perfil e a sua participação na rede; ' +
      'não vendemos dados, não usamos cookies de publicidade e você pode baixar ou apagar tudo quando ' +
      'quiser.',
  ],
  sections: [
    {
      id: 'controladora',
      title: '1. Quem cuida dos seus dados',
      blocks: [
        p(
          'A Elas Rede é a controladora dos dados pessoais tratados na plataforma, ou seja, quem decide ' +
            'como eles são usados. Para qualquer assunto sobre privacidade, fale com o nosso encarregado ' +
            'pelo tratamento de dados pessoais, como explicado na seção 9.',
        ),
      ],
    },
    {
      id: 'dados',
      title: '2. Que dados guardamos',
      blocks: [
        p('Guardamos apenas o que é necessário para a rede funcionar, e a maior parte vem de você:'),
        table({
          caption: 'Dados pessoais guardados pela Elas Rede',
          head: ['Categoria', 'O que guardamos'],
          rows: [
            [
              'Conta',
              'Nome, e-mail, senha (guardada apenas de forma cifrada, por hash, que nem a nossa equipe ' +
                'consegue ler), confirmação do e-mail e datas de criação e de atualização.',
            ],
            [
              'Perfil',
              'Foto e capa, título profissional, biografia, telefone, estado e cidade, data de ' +
                'nascimento, anos de experiência, habilidades, idiomas, links (LinkedIn, site, ' +
                'Lattes), endereço do perfil público, aviso “Em busca de oportunidades” e as suas ' +
                'escolhas de privacidade (quem vê cada informação).',
            ],
            [
              'Filhos (opcional)',
              'Nome e data de nascimento de cada filho ou filha que você decidir informar.',
            ],
            [
              'Currículo',
              'Experiências profissionais (empresa, cargo, descrição, período, local, tipo de contrato, ' +
                'modelo de trabalho e, se você informar, o salário), formação acadêmica, projetos, ' +
                'voluntariado, artigos e prêmios.',
            ],
            [
              'Preferências de vagas',
              'Modelos de trabalho, tipos de contrato, faixa salarial, localizações e cargos de cada ' +
                'perfil de preferências, e qual deles está ativo.',
            ],
            [
              'Publicações',
              'Textos e imagens que você publica no feed, em comunidades ou em nome de empresas, e ' +
                'quem pode ver cada publicação sua (toda a rede ou somente conexões).',
            ],
            [
              'Participação na rede',
              'Comunidades de que você participa ou que segue (e o seu papel nelas), empresas que você ' +
                'segue ou administra, os acessos que você concede ou recebe, as suas conexões, as ' +
                'pessoas que você segue e que seguem você, e os convites para se conectar enviados e ' +
                'recebidos (com a mensagem e a resposta).',
            ],
            [
              'Candidaturas',
              'Vagas a que você se candidatou, a mensagem enviada com a candidatura, a data e a ' +
                'situação da candidatura informada pela empresa.',
            ],
            [
              'Mensagens de contato',
              'Nome, e-mail, assunto e texto enviados pelo formulário de contato. Eles chegam por ' +
                'e-mail à caixa de entrada da nossa equipe e não ficam guardados no banco de dados da ' +
                'plataforma.',
            ],
            [
              'Dados técnicos',
              [
                'Sessões de login (identificador, validade, endereço IP e navegador usados), contadores ' +
                  'de tentativas para barrar abusos e registros do servidor (página pedida, resultado e ' +
                  'tempo de resposta — sem senhas, sem cookies e sem o conteúdo do que você envia). O ' +
                  'cookie de sessão está descrito na ',
                link('Política de cookies', '/cookies'),
                '.',
              ],
            ],
          ],
        }),
        p(
          'Não pedimos dados sensíveis, como origem racial, religião, opinião política, saúde ou ' +
            'orientação sexual. Se você decidir mencioná-los na biografia ou em publicações, eles ficam ' +
            'visíveis como o restante desse conteúdo; pense nisso antes de publicar.',
        ),
        p(
          'Os dados dos seus filhos são informados por você, como mãe ou responsável, apenas se quiser. ' +
            'Tratamos esses dados no melhor interesse das crianças, como exige o art. 14 da LGPD, e nunca ' +
            'os exibimos de forma que permita identificá-las.',
        ),
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para que usamos e com que base legal',
      blocks: [
        table({
          caption: 'Finalidades do tratamento e bases legais da LGPD',
          head: ['Para quê', 'Base legal'],
          rows: [
            [
              'Criar e manter a sua conta, confirmar o seu e-mail, permitir o login e a redefinição de ' +
                'senha e enviar os e-mails dessas etapas.',
              'Execução do contrato (art. 7º, V).',
            ],
            [
              'Exibir o seu perfil e o seu currículo, o feed, as comunidades, as empresas que você segue ' +
                'e a busca da rede.',
              'Execução do contrato (art. 7º, V).',
            ],
            [
              'Recomendar vagas com base no perfil de preferências ativo e encaminhar as suas ' +
                'candidaturas às empresas.',
              'Execução do contrato, a seu pedido (art. 7º, V).',
            ],
            [
              'Guardar dados opcionais: filhos, data de nascimento e salários das experiências.',
              'Consentimento (art. 7º, I, e, para os filhos, art. 14, § 1º), que você revoga apagando ' +
                'esses dados.',
            ],
            [
              'Responder às mensagens enviadas pelo formulário de contato.',
              'Procedimentos a pedido da titular (art. 7º, V) e legítimo interesse (art. 7º, IX).',
            ],
            [
              'Proteger a plataforma: limitar tentativas de login, prevenir fraudes e vagas falsas e ' +
                'moderar conteúdo.',
              'Legítimo interesse (art. 7º, IX).',
            ],
            [
              'Registrar, em cada sessão de login, o endereço IP e o navegador usados, para proteger a sua ' +
                'conta e a plataforma contra acessos indevidos.',
              'Legítimo interesse (art. 7º, IX).',
            ],
            [
              'Defender direitos em processos judiciais, administrativos ou arbitrais.',
              'Exercício regular de direitos (art. 7º, VI).',
            ],
          ],
        }),
        p(
          'Não vendemos dados pessoais, não exibimos anúncios e não criamos perfis de publicidade. As vagas ' +
            'recomendadas são apenas sugestões a partir das preferências que você escolheu: quem decide uma ' +
            'contratação é sempre a empresa.',
        ),
      ],
    },
    {
      id: 'quem-ve',
      title: '4. Quem vê o quê',
      blocks: [
        ul(
          [
            'Você escolhe quem vê cada informação: em ',
            link('Configurações', '/configuracoes#privacidade'),
            ', na seção “Privacidade”, cada item do perfil — e-mail, telefone, cidade, aniversário, ' +
              'filhos, lista de conexões e publicações no perfil — pode ser visto por “Ninguém” (só ' +
              'você), “Conexões” (as suas conexões), “Toda a rede” (quem tem conta na Elas Rede) ou ' +
              '“Público” (qualquer pessoa, mesmo sem login). Cada opção inclui as anteriores, e você ' +
              'sempre vê tudo o que é seu. Se você não mudar nada: e-mail e telefone, ninguém; filhos ' +
              'e aniversário, conexões; cidade, lista de conexões e publicações no perfil, toda a rede.',
          ],
          'A escolha vale em todo lugar onde a informação aparece: no seu perfil, nos cartões de ' +
            'pessoas (sugestões, convites, conexões, mensagens), na busca e nas páginas de acesso de ' +
            'comunidades e empresas. A prévia de um link do seu perfil compartilhado mostra só o seu ' +
            'nome, a foto e o título, nunca essas informações.',
          'Perfil público: pode ser aberto por qualquer pessoa que tenha o link, mesmo sem login. ' +
            'Mostra o seu nome, foto e capa, título, biografia, habilidades, idiomas, links, ' +
            'experiências, formação, projetos e o aviso “Em busca de oportunidades”, além do que ' +
            'você tiver liberado para “Público”.',
          'Nunca aparecem para outras pessoas, qualquer que seja a sua escolha: o ano em que você ' +
            'nasceu (o aniversário mostra só o dia e o mês), os salários das experiências, as suas ' +
            'preferências de vagas e os nomes e as datas de nascimento dos seus filhos — dos filhos, ' +
            'aparecem apenas quantos são e a idade de cada um.',
          'Busca: integrantes com login encontram você pelo nome e veem nome, foto e título; a ' +
            'localização, conforme a sua escolha para a cidade.',
          'Publicações: aparecem onde foram feitas — no feed ou na comunidade, conforme quem pode ' +
            'ver aquela comunidade. Ao publicar no seu nome, você escolhe “Toda a rede” ou ' +
            '“Somente conexões”; as suas publicações recentes aparecem na atividade do seu perfil ' +
            'para quem pode vê-las.',
          'Rede: quem entra no seu perfil com login vê quantas conexões e seguidoras você tem e ' +
            'quantas conexões vocês têm em comum; quem são as suas conexões, conforme a sua escolha ' +
            'para a lista de conexões. Um convite para se conectar mostra a ela o seu nome ' +
            'e a mensagem que você escrever; uma recusa não é avisada a quem convidou, e remover uma ' +
            'conexão também não.',
          'Visitas ao perfil: não registramos quem visita o seu perfil — nem você nem ninguém pode ' +
            'ver essa lista, porque ela não existe.',
          'Sugestões de pessoas: usamos comunidades em comum, empresas da sua trajetória, cidade, ' +
            'habilidades e conexões em comum para sugerir pessoas que você talvez conheça, e cada ' +
            'sugestão diz o motivo. Nunca sugerimos alguém que você bloqueou ou que bloqueou você.',
          'Candidaturas: ao se candidatar, você compartilha com a empresa que publicou a vaga o ' +
            'resumo do seu currículo. As pessoas com acesso à gestão dela veem a sua candidatura, a ' +
            'mensagem enviada, o seu nome, foto, título e a sua cidade e estado (mesmo que a cidade ' +
            'esteja oculta para outras pessoas, porque o local importa para a vaga). O seu e-mail, ' +
            'telefone, aniversário e filhos não fazem parte da candidatura: a empresa pode escrever ' +
            'para você pelas mensagens, e o seu perfil segue as suas escolhas de privacidade.',
          'Comunidades: quem administra ou modera uma comunidade vê quem participa dela e quem pediu ' +
            'para entrar.',
          [
            'Bloquear: quando você bloqueia alguém (no perfil dela ou em uma conversa), vocês deixam de ' +
              'ver o perfil, as publicações, os comentários e as reações uma da outra, e nenhuma das duas ' +
              'pode enviar mensagens, convites ou mencionar a outra; a conexão e os seguimentos entre ' +
              'vocês terminam. Ela não é avisada. Em ',
            link('Configurações', '/configuracoes#contas-bloqueadas'),
            ', “Contas bloqueadas”, você vê quem bloqueou e pode desbloquear. Silenciar uma pessoa ou ' +
              'uma comunidade só tira as publicações dela do seu feed, e ninguém é avisado.',
          ],
          'Denúncias e moderação: você pode denunciar uma publicação, um comentário, uma mensagem, um ' +
            'perfil, uma comunidade, uma empresa ou uma vaga. Quem foi denunciada nunca sabe quem ' +
            'denunciou. As denúncias são analisadas pela equipe da Elas Rede e, no caso de publicações e ' +
            'comentários de uma comunidade, também por quem a administra ou modera; para isso, essas ' +
            'pessoas veem o item denunciado, o motivo e o histórico de moderação de quem o escreveu. As ' +
            'mensagens só são lidas pela moderação quando alguém que participa da conversa denuncia uma ' +
            'delas. Quando um conteúdo seu é removido, você é avisada do motivo e pode pedir uma revisão.',
          'Equipe da Elas Rede: acessa dados pessoais apenas quando necessário para suporte, moderação, ' +
            'segurança ou para cumprir a lei.',
        ),
      ],
    },
    {
      id: 'compartilhamento',
      title: '5. Com quem compartilhamos',
      blocks: [
        p(
          'Para operar a plataforma, contamos com fornecedores (operadores, na linguagem da LGPD) que ' +
            'tratam dados em nosso nome, seguindo as nossas instruções e com obrigações contratuais de ' +
            'confidencialidade e segurança:',
        ),
        ul(
          'hospedagem da aplicação e do banco de dados;',
          'armazenamento das imagens enviadas (fotos, capas, logos e imagens de publicações);',
          'envio de e-mails, como a confirmação de cadastro, a redefinição de senha e as respostas ao ' +
            'formulário de contato.',
        ),
        p(
          'Se algum desses fornecedores guardar dados fora do Brasil, a transferência seguirá o art. 33 da ' +
            'LGPD, com garantias adequadas de proteção. Também podemos fornecer dados a autoridades quando ' +
            'houver ordem judicial ou obrigação legal. Fora desses casos, seus dados só chegam a outras ' +
            'pessoas da forma descrita na seção 4.',
        ),
      ],
    },
    {
      id: 'retencao',
      title: '6. Por quanto tempo guardamos',
      blocks: [
        ul(
          'Dados da conta, do perfil, do currículo e da participação na rede: enquanto a sua conta ' +
            'existir. Ao excluir a conta, eles são apagados na hora, junto com as suas publicações, ' +
            'candidaturas e imagens.',
          'Dados opcionais (filhos, data de nascimento, salários): até você apagá-los ou excluir a conta.',
          `Sessões de login, com o endereço IP e o navegador registrados quando você entra: cada sessão ` +
            `vale por até ${SESSION_COOKIE.days} dias, renovada enquanto você usa a plataforma, e é apagada ` +
            'quando você sai da conta naquele aparelho, troca ou redefine a senha, usa “Sair de todos os ' +
            'dispositivos” ou exclui a conta. Uma sessão que venceu sem nenhuma dessas ações é apagada ' +
            'automaticamente em até seis horas.',
          'Links de confirmação de e-mail e de redefinição de senha: valem por tempo limitado, e o de ' +
            'redefinição deixa de funcionar depois de usado.',
          'Contadores de tentativas (ligados ao endereço IP ou ao e-mail usado): a contagem recomeça do ' +
            'zero a cada janela de controle, de um minuto a uma hora. Cada contador guarda apenas o ' +
            'endereço ou o e-mail, o número de tentativas e o horário da última, e é apagado ' +
            'automaticamente cerca de um dia depois da última tentativa.',
          'Mensagens de contato: pelo tempo necessário para atender o pedido e registrar o atendimento.',
          'Bloqueios e itens silenciados: até você desfazê-los ou excluir a conta.',
          'Denúncias: enquanto a conta de quem denunciou existir. Registro de moderação (quem decidiu o ' +
            'quê, quando e por quê): guardado sem alteração possível, para auditoria e para cumprir a ' +
            'lei; ao excluir a sua conta, o trecho do seu conteúdo guardado junto às denúncias é apagado.',
        ),
        p(
          'Comunidades e páginas de empresa que você criou não são apagadas com a sua conta, porque ' +
            'pertencem também a quem as administra; as publicações que você escreveu nelas, sim.',
        ),
      ],
    },
    {
      id: 'direitos',
      title: '7. Seus direitos',
      blocks: [
        p('Pela LGPD (art. 18), você tem direito a:'),
        ul(
          'confirmar que tratamos seus dados e ter acesso a eles;',
          'corrigir dados incompletos, inexatos ou desatualizados;',
          'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em ' +
            'desacordo com a lei;',
          'receber seus dados em formato estruturado, para levá-los a outro serviço (portabilidade);',
          'eliminar os dados tratados com base no seu consentimento e revogar esse consentimento;',
          'saber com quem compartilhamos seus dados e o que acontece se você não consentir;',
          'opor-se a um tratamento que descumpra a lei;',
          'pedir a revisão de decisões tomadas apenas de forma automatizada (art. 20);',
          'reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
        ),
      ],
    },
    {
      id: 'como-exercer',
      title: '8. Como exercer seus direitos',
      blocks: [
        p('A maioria dos pedidos você resolve sozinha, na hora:'),
        ul(
          [
            'Acesso e portabilidade: em ',
            link('Configurações', '/configuracoes'),
            ', na seção “Seus dados”, o botão “Baixar meus dados” gera um arquivo JSON com a sua ' +
              'conta, o seu perfil, as suas escolhas de privacidade, o seu currículo, as suas ' +
              'preferências de vagas, as suas publicações, as suas comunidades e empresas e as suas ' +
              'candidaturas.',
          ],
          [
            'Correção: edite seus dados em ',
            link('Perfil pessoal', '/perfil-pessoal'),
            ', ',
            link('Experiências profissionais', '/experiencias'),
            ', ',
            link('Formação acadêmica', '/educacao'),
            ', ',
            link('Projetos e conquistas', '/projetos'),
            ' e ',
            link('Preferências de vagas', '/preferencias-vagas'),
            '; o endereço do perfil público, em ',
            link('Meu perfil', '/meu-perfil'),
            '.',
          ],
          [
            'Revogar consentimento: apague filhos, data de nascimento ou salários nos mesmos editores, ' +
              'e escolha quem vê cada informação do perfil em ',
            link('Configurações → Privacidade', '/configuracoes#privacidade'),
            '.',
          ],
          [
            'Eliminação: em ',
            link('Perfil pessoal', '/perfil-pessoal'),
            ', clique em “Excluir conta” e confirme. A exclusão é imediata e definitiva.',
          ],
        ),
        p([
          'Para os demais pedidos — por exemplo, saber com quem compartilhamos seus dados ou contestar um ' +
            'tratamento —, use o ',
          link('formulário de contato', '/contato?assunto=privacidade'),
          ' com o assunto “Privacidade e proteção de dados” ou escreva para ',
          mail(CONTACT_ADDRESSES.privacy),
          '. Podemos pedir uma confirmação de identidade antes de atender, para proteger a sua conta, e ' +
            'respondemos em até 15 dias.',
        ]),
      ],
    },
    {
      id: 'encarregado',
      title: '9. Encarregado pelo tratamento de dados',
      blocks: [
        p([
          'O encarregado pelo tratamento de dados pessoais da Elas Rede recebe pedidos e reclamações das ' +
            'titulares e comunicações da ANPD. Fale com ele pelo ',
          link('formulário de contato', '/contato?assunto=privacidade'),
          ', escolhendo o assunto “Privacidade e proteção de dados”, ou pelo e-mail ',
          mail(CONTACT_ADDRESSES.privacy),
          '.',
        ]),
      ],
    },
    {
      id: 'seguranca',
      title: '10. Segurança',
      blocks: [
        p(
          'Protegemos seus dados com conexões cifradas (HTTPS), senhas guardadas apenas por hash, um cookie ' +
            'de sessão que scripts da página não conseguem ler, limites de tentativas contra ataques e ' +
            'acesso restrito da equipe. Antes de guardar uma imagem, removemos os metadados do arquivo, ' +
            'como a localização em que a foto foi tirada.',
        ),
        p(
          'Nenhum sistema é totalmente imune a falhas. Se ocorrer um incidente de segurança que possa ' +
            'causar risco ou dano relevante a você, avisaremos você e a ANPD, como manda o art. 48 da LGPD.',
        ),
      ],
    },
    {
      id: 'menores',
      title: '11. Crianças e adolescentes',
      blocks: [
        p(
          'A Elas Rede é destinada a pessoas com 18 anos ou mais. Não criamos contas para crianças e ' +
            'adolescentes; os únicos dados de crianças que guardamos são os que as mães e responsáveis ' +
            'decidem informar sobre os próprios filhos, como descrito na seção 2.',
        ),
      ],
    },
    {
      id: 'mudancas',
      title: '12. Mudanças nesta política',
      blocks: [
        p(
          'Quando mudarmos esta política de forma relevante — por exemplo, para tratar novos dados ou ' +
            'usá-los para outra finalidade —, avisaremos por e-mail ou na plataforma antes de a mudança ' +
            'valer e, quando a lei exigir, pediremos o seu consentimento de novo. A data da última ' +
            'atualização fica sempre no topo desta página.',
        ),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Política de cookies

export const COOKIES: LegalDocument = {
  intro: [
    'A Elas Rede usa o mínimo possível: um único cookie, essencial para manter você conectada. Não ' +
      'usamos cookies de publicidade, de análise de audiência ou de redes sociais, e as nossas páginas ' +
      'não carregam scripts de terceiros. A única exceção é a matéria original de uma notícia, exibida ' +
      'em um quadro do site que a publicou (seção 3).',
  ],
  sections: [
    {
      id: 'o-que-sao',
      title: '1. O que são cookies',
      blocks: [
        p(
          'Cookies são pequenos arquivos que um site guarda no seu navegador para reconhecer você entre uma ' +
            'página e outra. Muitos sites os usam também para acompanhar o que você faz e exibir anúncios; ' +
            'a Elas Rede não faz isso.',
        ),
      ],
    },
    {
      id: 'cookies-essenciais',
      title: '2. O cookie que usamos',
      blocks: [
        table({
          caption: 'Cookies definidos pela Elas Rede',
          head: ['Nome', 'Para que serve', 'Duração'],
          rows: [
            [
              SESSION_COOKIE.name,
              'Mantém você conectada depois do login: guarda um identificador aleatório da sua sessão, ' +
                'que o servidor confere a cada pedido. Não contém seu nome, seu e-mail nem sua senha. ' +
                `Em conexões seguras (HTTPS), o nome ganha o prefixo “__Secure-” (${SESSION_COOKIE.secureName}).`,
              `Até ${SESSION_COOKIE.days} dias, renovado enquanto você usa a plataforma. É apagado ` +
                'quando você sai da conta.',
            ],
          ],
        }),
        p(
          'Esse cookie é essencial: sem ele não é possível entrar na sua conta, por isso não pede ' +
            'consentimento. Ele é marcado como HttpOnly (scripts da página não conseguem lê-lo, o que ' +
            'protege contra roubo de sessão), SameSite=Lax (não acompanha pedidos que outros sites ' +
            'façam em segundo plano) e, em conexões HTTPS, Secure (só trafega cifrado).',
        ),
        p('Quem só visita as páginas públicas, sem fazer login, não recebe cookie nenhum.'),
      ],
    },
    {
      id: 'nao-usamos',
      title: '3. O que não usamos',
      blocks: [
        ul(
          'cookies de publicidade ou de remarketing;',
          'ferramentas de análise de audiência ou mapas de calor;',
          'pixels, botões ou scripts de redes sociais;',
          'fontes, imagens ou scripts carregados de servidores de terceiros.',
        ),
        p(
          'Links para sites externos, como o LinkedIn de uma profissional ou o site de recrutamento de ' +
            'uma empresa, só são abertos quando você clica neles; a partir daí valem as políticas desses ' +
            'sites.',
        ),
        p(
          'A exceção são as notícias: quando uma notícia tem matéria original, a página dela a exibe em ' +
            'um quadro incorporado, carregado diretamente do site do veículo que a publicou. Esse site ' +
            'recebe o pedido do seu navegador e pode usar cookies e scripts próprios, conforme a política ' +
            'de privacidade dele; a Elas Rede não tem acesso ao que ele registra.',
        ),
      ],
    },
    {
      id: 'armazenamento-local',
      title: '4. Armazenamento no navegador',
      blocks: [
        p(
          'Quando você entra ou sai da conta, avisamos as outras abas da Elas Rede abertas no mesmo ' +
            'navegador, para que nenhuma continue mostrando a conta depois da saída. Nos navegadores atuais, ' +
            'esse aviso passa de uma aba para outra sem gravar nada.',
        ),
        p(
          'Apenas em navegadores que não oferecem esse recurso, o aviso é feito com o armazenamento local ' +
            '(localStorage), na chave “elas-rede-auth”: ela guarda somente o tipo do evento (entrada ou ' +
            'saída), um código aleatório da aba e o horário — nenhum dado pessoal.',
        ),
        p(
          'Além disso, o armazenamento da sessão da aba (sessionStorage) guarda, na chave ' +
            '“react-router-scroll-positions”, a posição de rolagem das páginas que você abriu, para que ' +
            'o botão Voltar leve você de volta ao mesmo ponto da página. Esses dados ficam só no seu ' +
            'navegador, nunca são enviados para nós e são apagados quando a aba é fechada.',
        ),
        p(
          'Não usamos o armazenamento do navegador para mais nada: seus dados de perfil ficam apenas na ' +
            'memória da página enquanto ela está aberta.',
        ),
      ],
    },
    {
      id: 'como-apagar',
      title: '5. Como apagar ou bloquear',
      blocks: [
        p([
          'Ao sair da conta, o cookie de sessão é apagado. Para encerrar as sessões em todos os aparelhos ' +
            'de uma vez, use “Sair de todos os dispositivos” em ',
          link('Configurações', '/configuracoes'),
          '.',
        ]),
        p(
          'Você também pode apagar cookies e dados de sites nas configurações do seu navegador (em geral, ' +
            'em “Privacidade” ou “Privacidade e segurança”, na opção de limpar dados de navegação). Se ' +
            'bloquear os cookies da Elas Rede, as páginas públicas continuam funcionando, mas não será ' +
            'possível fazer login.',
        ),
      ],
    },
    {
      id: 'mais-informacoes',
      title: '6. Mais informações',
      blocks: [
        p([
          'Para saber como tratamos os seus dados pessoais, leia a ',
          link('Política de privacidade', '/privacidade'),
          '. Dúvidas? ',
          link('Fale com a gente', '/contato?assunto=privacidade'),
          '.',
        ]),
      ],
    },
  ],
};
