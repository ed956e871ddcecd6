import { type Block, CONTACT_ADDRESSES, link, mail, p, ul } from './rich-text.js';

// The questions of /ajuda ('Central de atendimento'), grouped by topic. Every answer describes
// the product as it works: the pages, buttons and limits named here exist.

export interface FaqQuestion {
  readonly question: string;
  readonly answer: readonly Block[];
}

export interface FaqTopic {
  /** Anchor of the topic on /ajuda (`/ajuda#conta`). */
  readonly id: string;
  readonly title: string;
  readonly questions: readonly FaqQuestion[];
}

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'conta',
    title: 'Conta e acesso',
    questions: [
      {
        question: 'Como crio minha conta?',
        answer: [
          p([
            'Acesse ',
            link('Cadastre-se', '/register'),
            ' e informe seu nome completo, seu e-mail e uma senha de pelo menos 8 caracteres. Em ' +
              'seguida, enviamos um link de confirmação para o seu e-mail: abra a mensagem e clique ' +
              'no link para ativar a conta. Sem essa confirmação não é possível entrar.',
          ]),
        ],
      },
      {
        question: 'Não recebi o e-mail de confirmação. E agora?',
        answer: [
          p(
            'Confira a caixa de spam ou de lixo eletrônico e as abas de promoções. Se não estiver lá, ' +
              'tente entrar normalmente: enquanto o e-mail não for confirmado, enviamos um novo link a ' +
              'cada tentativa de login, e a própria página oferece o botão para reenviar a confirmação.',
          ),
          p([
            'Ainda sem sucesso? ',
            link('Fale com a gente', '/contato'),
            ' informando o e-mail usado no cadastro.',
          ]),
        ],
      },
      {
        question: 'Esqueci minha senha. Como recupero o acesso?',
        answer: [
          p([
            'Na tela de login, clique em “Esqueceu a senha?” ou acesse ',
            link('Redefinir senha', '/esqueci-senha'),
            '. Informe o e-mail da conta e enviaremos um link para você criar uma senha nova. Por ' +
              'segurança, ao redefinir a senha encerramos todas as sessões abertas em outros aparelhos.',
          ]),
        ],
      },
      {
        question: 'Como troco minha senha?',
        answer: [
          p([
            'Em ',
            link('Configurações', '/configuracoes'),
            ', use “Alterar senha”: informe a senha atual e a nova duas vezes. Suas sessões em outros ' +
              'aparelhos são encerradas na hora; a deste aparelho continua ativa.',
          ]),
        ],
      },
      {
        question: 'Entrei em um computador que não é meu e esqueci de sair.',
        answer: [
          p([
            'Em ',
            link('Configurações', '/configuracoes'),
            ', use “Sair de todos os dispositivos”. Todas as suas sessões são encerradas, inclusive ' +
              'a do aparelho que você está usando, e será preciso entrar de novo.',
          ]),
        ],
      },
      {
        question: 'Posso trocar o e-mail da minha conta?',
        answer: [
          p([
            'Ainda não dá para trocar o e-mail pela própria plataforma. ',
            link('Escreva para a gente', '/contato'),
            ' com o assunto “Minha conta e acesso”, a partir do e-mail atual da conta, e informe o ' +
              'novo endereço: faremos a troca depois de confirmar que o pedido é seu.',
          ]),
        ],
      },
      {
        question: 'Como excluo minha conta?',
        answer: [
          p([
            'Em ',
            link('Perfil pessoal', '/perfil-pessoal'),
            ', no fim da página, clique em “Excluir conta” e confirme. A exclusão é imediata e ' +
              'definitiva: seu perfil, seu currículo, suas publicações, suas candidaturas e suas ' +
              'imagens são apagados e não podem ser recuperados.',
          ]),
          p([
            'Se quiser guardar uma cópia antes, use “Baixar meus dados” em ',
            link('Configurações', '/configuracoes'),
            '.',
          ]),
        ],
      },
    ],
  },
  {
    id: 'perfil',
    title: 'Perfil e currículo',
    questions: [
      {
        question: 'O que aparece no meu perfil público?',
        answer: [
          p(
            'O perfil público pode ser aberto por qualquer pessoa que tenha o link, mesmo sem login. ' +
              'Ele mostra o que você preencheu: nome, foto e capa, título profissional, cidade e estado, ' +
              'biografia, habilidades, idiomas, links, experiências, formação, projetos e conquistas, e ' +
              'o aviso “Em busca de oportunidades”, se você o deixar marcado.',
          ),
          p(
            'Se você informar seus filhos, o perfil mostra apenas quantos são e a idade de cada um ' +
              '(por exemplo, “Possui 2 filhos de 3 e 7 anos”). Os nomes e as datas de ' +
              'nascimento deles, a sua data de nascimento e os salários das experiências nunca aparecem.',
          ),
          p([
            'Seu e-mail e seu telefone ficam ocultos, a menos que você marque “Mostrar meu e-mail no ' +
              'perfil público” ou “Mostrar meu telefone no perfil público” em ',
            link('Perfil pessoal', '/perfil-pessoal'),
            '.',
          ]),
        ],
      },
      {
        question: 'Como mudo o endereço do meu perfil?',
        answer: [
          p([
            'Em ',
            link('Meu perfil', '/meu-perfil'),
            ', na área “Endereço do perfil público”, clique em “Editar endereço do perfil”. Use ' +
              'apenas letras minúsculas, números e hifens; enquanto você digita, verificamos se o ' +
              'endereço está livre. Links e QR codes com o endereço antigo deixam de funcionar, então ' +
              'atualize onde você o divulgou.',
          ]),
        ],
      },
      {
        question: 'Como compartilho meu perfil?',
        answer: [
          p([
            'Em ',
            link('Meu perfil', '/meu-perfil'),
            ', toque no botão sobre a sua foto para abrir o QR code do perfil público — ótimo para ' +
              'eventos e entrevistas —, ou copie o endereço exibido e cole onde quiser.',
          ]),
        ],
      },
      {
        question: 'Quem vê o salário que informo nas experiências?',
        answer: [
          p(
            'Só você. O salário é opcional e nunca aparece no seu perfil público. Se preferir não ' +
              'guardá-lo, deixe o campo em branco ou apague o valor a qualquer momento.',
          ),
          p([
            'Para orientar as vagas que aparecem para você, use a faixa salarial das ',
            link('Preferências de vagas', '/preferencias-vagas'),
            '.',
          ]),
        ],
      },
      {
        question: 'Que fotos posso enviar?',
        answer: [
          p(
            'Arquivos PNG, JPG, WebP ou GIF de até 5 MB. Ajustamos o tamanho da imagem e removemos os ' +
              'metadados do arquivo, como a localização em que a foto foi tirada, antes de guardá-la.',
          ),
        ],
      },
      {
        question: 'Para que servem as preferências de vagas?',
        answer: [
          p([
            'Em ',
            link('Preferências de vagas', '/preferencias-vagas'),
            ' você monta perfis com o tipo de vaga que procura: modelos de trabalho, tipos de ' +
              'contrato, faixa salarial, localizações e cargos. Apenas um perfil fica ativo por vez, e ' +
              'é ele que orienta as vagas recomendadas. As preferências não aparecem no seu perfil ' +
              'público.',
          ]),
        ],
      },
    ],
  },
  {
    id: 'comunidades',
    title: 'Comunidades',
    questions: [
      {
        question: 'Como encontro e entro em uma comunidade?',
        answer: [
          p([
            'Em ',
            link('Comunidades', '/rede'),
            ' você filtra por tema e busca pelo nome. Nas comunidades abertas, basta entrar; nas que ' +
              'pedem aprovação, seu pedido vai para quem administra a comunidade. As comunidades de ' +
              'que você participa ficam em ',
            link('Minhas comunidades', '/minhas-comunidades'),
            '.',
          ]),
        ],
      },
      {
        question: 'Como crio uma comunidade?',
        answer: [
          p([
            'Use ',
            link('Criar comunidade', '/criar-comunidade'),
            '. Dê um nome (ele não pode repetir o de outra comunidade), uma descrição e um tema, e, se ' +
              'quiser, regras, mensagem de boas-vindas, logo e capa. Você escolhe se a comunidade é ' +
              'privada e se a entrada depende de aprovação. Quem cria a comunidade passa a administrá-la.',
          ]),
        ],
      },
      {
        question: 'O que fazem as administradoras e as moderadoras?',
        answer: [
          p(
            'Administradoras editam a comunidade, aprovam pedidos de entrada e concedem acesso a outras ' +
              'pessoas para dividir a gestão. Moderadoras ajudam a manter as conversas dentro das regras ' +
              'da comunidade e dos Termos de uso.',
          ),
        ],
      },
      {
        question: 'Vi uma publicação ofensiva. O que faço?',
        answer: [
          p([
            'Avise quem administra a comunidade e ',
            link('fale com a gente', '/contato'),
            ' com o assunto “Comunidades”, colando o link da publicação. Assédio, discriminação e ' +
              'discurso de ódio são proibidos pelos ',
            link('Termos de uso', '/termos'),
            ' e podem levar à remoção do conteúdo e à suspensão da conta.',
          ]),
        ],
      },
    ],
  },
  {
    id: 'empresas-e-vagas',
    title: 'Empresas e vagas',
    questions: [
      {
        question: 'Como cadastro minha empresa?',
        answer: [
          p([
            'Com a sua conta pessoal, use ',
            link('Adicionar empresa', '/adicionar-empresa'),
            ' e preencha nome, descrição, setor, porte, localização e site. Você passa a administrar a ' +
              'página e pode convidar outras pessoas da equipe. Suas empresas ficam em ',
            link('Minhas empresas', '/minhas-empresas'),
            '. Veja também ',
            link('como funciona para empresas', '/empresas/cadastro'),
            '.',
          ]),
        ],
      },
      {
        question: 'Como publico uma vaga?',
        answer: [
          p([
            'Em ',
            link('Anunciar vaga', '/empresas/anunciar-vaga'),
            ', escolha a empresa e descreva a vaga: atividades, requisitos, benefícios, faixa ' +
              'salarial, modelo de trabalho, tipo de contrato e local. Você decide se as candidaturas ' +
              'chegam pela Elas Rede ou por um site externo de recrutamento. Vagas precisam ser reais, ' +
              'atuais e não podem cobrar nada das candidatas.',
          ]),
        ],
      },
      {
        question: 'Como a empresa conquista o selo de diversidade?',
        answer: [
          p([
            'O selo é concedido pela equipe da Elas Rede depois de analisar as práticas da empresa ' +
              'segundo critérios publicados. Conheça os critérios em ',
            link('Selo de diversidade', '/empresas/diversidade'),
            ' e ',
            link('fale com a gente', '/contato'),
            ' com o assunto “Empresas, vagas e selo de diversidade” para iniciar a avaliação.',
          ]),
        ],
      },
      {
        question: 'Como me candidato a uma vaga?',
        answer: [
          p([
            'Em ',
            link('Vagas', '/vagas'),
            ', abra a vaga que interessa. Se ela recebe candidaturas pela Elas Rede, candidate-se ali ' +
              'mesmo, com uma mensagem opcional: a empresa passa a ver a sua candidatura e o seu perfil. ' +
              'Se a empresa usa um site próprio de recrutamento, você é levada até ele, e valem as ' +
              'regras de privacidade desse site.',
          ]),
        ],
      },
      {
        question: 'Onde vejo as candidaturas que minha empresa recebeu?',
        answer: [
          p(
            'Na página de cada vaga publicada pela empresa, em “Candidaturas”. Só as pessoas com acesso à ' +
              'gestão da empresa veem as candidaturas, e os dados das candidatas só podem ser usados ' +
              'naquele processo seletivo.',
          ),
        ],
      },
    ],
  },
  {
    id: 'privacidade',
    title: 'Privacidade e dados',
    questions: [
      {
        question: 'Quem vê meu e-mail e meu telefone?',
        answer: [
          p([
            'Por padrão, ninguém além de você. Em ',
            link('Configurações', '/configuracoes#privacidade'),
            ', na seção “Privacidade”, você escolhe quem vê cada informação do perfil — e-mail, ' +
              'telefone, cidade, aniversário, filhos, lista de conexões e publicações no perfil: ' +
              'ninguém, as suas conexões, toda a rede ou o público — e pode mudar quando quiser.',
          ]),
        ],
      },
      {
        question: 'Como baixo uma cópia dos meus dados?',
        answer: [
          p([
            'Em ',
            link('Configurações', '/configuracoes'),
            ', na seção “Seus dados”, clique em “Baixar meus dados”. Você recebe um arquivo JSON com ' +
              'sua conta, seu perfil, suas escolhas de privacidade, seu currículo, suas preferências ' +
              'de vagas, suas publicações, ' +
              'suas comunidades, as empresas que você segue ou administra e suas candidaturas.',
          ]),
        ],
      },
      {
        question: 'Como corrijo meus dados?',
        answer: [
          ul(
            ['Dados pessoais e filhos: ', link('Perfil pessoal', '/perfil-pessoal'), '.'],
            [
              'Quem vê cada informação: ',
              link('Configurações → Privacidade', '/configuracoes#privacidade'),
              '.',
            ],
            ['Experiências: ', link('Experiências profissionais', '/experiencias'), '.'],
            ['Formação: ', link('Formação acadêmica', '/educacao'), '.'],
            ['Projetos, voluntariado, artigos e prêmios: ', link('Projetos e conquistas', '/projetos'), '.'],
            ['Endereço do perfil público: ', link('Meu perfil', '/meu-perfil'), '.'],
          ),
        ],
      },
      {
        question: 'O que acontece com meus dados quando excluo a conta?',
        answer: [
          p(
            'Eles são apagados na hora: conta, perfil, currículo, filhos, preferências de vagas, ' +
              'publicações, participações em comunidades, empresas que você segue, candidaturas e imagens.',
          ),
          p(
            'Comunidades e páginas de empresa que você criou continuam existindo para as demais pessoas ' +
              'que as administram. Se você for a única administradora, conceda acesso a outra pessoa ' +
              'antes de excluir a conta.',
          ),
        ],
      },
      {
        question: 'A Elas Rede usa cookies de publicidade?',
        answer: [
          p([
            'Não. Usamos apenas o cookie de sessão, que mantém você conectada. Não há cookies de ' +
              'publicidade nem de rastreamento. Detalhes na ',
            link('Política de cookies', '/cookies'),
            '.',
          ]),
        ],
      },
      {
        question: 'Como falo com o encarregado de proteção de dados?',
        answer: [
          p([
            'Use o ',
            link('formulário de contato', '/contato?assunto=privacidade'),
            ' com o assunto “Privacidade e proteção de dados” ou escreva para ',
            mail(CONTACT_ADDRESSES.privacy),
            '. Veja também a ',
            link('Política de privacidade', '/privacidade'),
            '.',
          ]),
        ],
      },
    ],
  },
];
