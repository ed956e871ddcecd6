// The news feature's administration texts (publishing, editing and removing articles and news),
// where the spec is silent. Platform administrators only; the server enforces it.

import { FIELD_LABELS, MSG } from '../messages.js';
import { NEWS_UI_COPY } from './news-ui.js';

/** A published item's status in the list, and the form's checkbox. */
const PUBLISHED = 'Publicado';

export const NEWS_ADMIN_COPY = {
  manageLink: 'Gerenciar',
  forbidden: {
    title: 'Você não tem permissão para esta página.',
    text: 'Somente administradoras da plataforma publicam e gerenciam artigos e notícias.',
    back: NEWS_UI_COPY.detail.seeAll,
  },
  list: {
    title: 'Gerenciar artigos e notícias',
    lead: 'Todos os itens, inclusive rascunhos e publicações agendadas.',
    publish: MSG.common.publish,
    loading: 'Carregando itens...',
    empty: 'Nenhum artigo ou notícia cadastrado ainda.',
    emptyHint: "Use 'Publicar' para criar o primeiro.",
    caption: 'Artigos e notícias, do mais recente ao mais antigo',
    columns: {
      title: FIELD_LABELS.title,
      type: FIELD_LABELS.type,
      status: FIELD_LABELS.status,
      date: FIELD_LABELS.date,
      actions: 'Ações',
    },
    published: PUBLISHED,
    scheduled: (date: string) => `Agendado para ${date}`,
    draft: 'Rascunho',
    edit: MSG.common.edit,
    editLabel: MSG.common.editQuoted,
    remove: MSG.common.delete,
    removeLabel: (title: string) => `Excluir “${title}”`,
    removeTitle: 'Excluir este item?',
    removeText: (title: string) => `“${title}” será removido para sempre, com a sua capa.`,
    confirmRemove: MSG.profile.confirmDelete,
    removing: MSG.common.deleting,
    removed: 'Item excluído.',
    removeError: 'Não foi possível excluir o item. Tente novamente.',
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
  },
  form: {
    createTitle: 'Publicar artigo ou notícia',
    createIntro: 'Artigos são textos nossos; notícias levam à matéria original, no site da fonte.',
    editTitle: 'Editar artigo ou notícia',
    editIntro: 'As alterações valem assim que você salvar.',
    loading: 'Carregando item...',
    type: FIELD_LABELS.type,
    typeArticle: MSG.news.article,
    typeNews: MSG.news.news,
    title: FIELD_LABELS.title,
    slug: 'Endereço (slug)',
    slugHint: (slug: string) =>
      slug
        ? `Opcional: letras minúsculas, números e hífens. Em branco, será gerado do título: “${slug}”.`
        : 'Opcional: letras minúsculas, números e hífens. Em branco, é gerado a partir do título.',
    slugHintEdit: 'Letras minúsculas, números e hífens. Em branco, o endereço atual é mantido.',
    excerpt: 'Resumo',
    excerptHint: 'Aparece nos cartões da lista e do feed.',
    authorName: 'Autoria',
    authorNameHint: "Aparece como 'Por {autoria}'.",
    content: 'Conteúdo (HTML)',
    contentHint: (tags: string) =>
      `Tags permitidas: ${tags}. Links só com http, https ou mailto. Todo o resto é removido ao salvar.`,
    preview: 'Pré-visualização',
    previewEmpty: 'O conteúdo aparece aqui enquanto você digita.',
    source: 'Fonte',
    sourceHint: "Aparece como 'Fonte: {fonte}'.",
    newsUrl: 'Endereço da notícia original',
    newsUrlHint: 'Começando com https://; a página é exibida dentro do site.',
    publishedAt: 'Data e hora de publicação',
    publishedAtHint: 'Uma data futura agenda a publicação para esse momento.',
    isPublished: PUBLISHED,
    isPublishedHint: 'Desmarcado, o item fica como rascunho e só aparece aqui.',
    cover: 'Imagem de capa',
    coverHint: 'JPG, PNG ou WebP de até 5 MB; exibida em 1200 × 630.',
    coverChoose: 'Escolher imagem',
    coverChange: MSG.common.changeImage,
    coverRemove: 'Remover imagem escolhida',
    coverUploading: 'Enviando capa...',
    coverPending: 'A capa é enviada assim que o item for criado.',
    coverPreviewAlt: 'Pré-visualização da capa',
    coverNone: 'Sem capa',
    coverUploaded: 'Capa atualizada!',
    coverError: 'Não foi possível enviar a capa. Tente novamente.',
    coverFailedAfterCreate: (reason: string) => `O item foi criado, mas a capa não foi enviada: ${reason}`,
    create: 'Criar',
    creating: MSG.common.creating,
    save: MSG.common.saveChanges,
    saving: MSG.common.saving,
    cancel: 'Voltar para a lista',
    created: 'Item criado com sucesso!',
    saved: 'Alterações salvas!',
    saveError: 'Não foi possível salvar. Verifique os campos e tente novamente.',
    view: 'Ver publicação',
  },
} as const;

/**
 * The server's validation and conflict texts for news authoring (issue 6), kept here until they
 * move to MSG.news in messages.ts.
 */
export const NEWS_ADMIN_ERRORS = {
  typeRequired: 'Escolha se é um artigo ou uma notícia.',
  titleRequired: 'Informe o título.',
  authorRequired: 'Informe a autoria do artigo.',
  contentRequired: 'Escreva o conteúdo do artigo.',
  sourceRequired: 'Informe a fonte da notícia.',
  newsUrlRequired: 'Informe o endereço da notícia original.',
  slugTaken: 'Já existe um artigo ou notícia com esse endereço.',
  slugReserved: 'Este endereço não pode ser usado. Escolha outro.',
} as const;
