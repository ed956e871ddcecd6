import { CONVERSATION_CARD_COPY } from '@domain/copy/conversation-card';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { useNow } from '@web/lib/use-now';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { postQueryOptions } from '../api';
import { PostCard } from '../components/post-card';

const T = CONVERSATION_CARD_COPY.page;

/** The comment a link points at: `?comentario=<id>`, or `#comentario-<id>`. */
function linkedComment(search: URLSearchParams, hash: string): string | null {
  const fromQuery = search.get('comentario');
  if (fromQuery) return fromQuery;
  const match = /^#comentario-(.+)$/.exec(hash);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * /publicacoes/{id}: one post with its comments open (notifications link here). With
 * `?comentario=<id>` that comment is found, brought into view, marked and focused. 'Publicação
 * não encontrada' for a post that does not exist or is not hers to read (the server answers
 * 404 for both); after she deletes it, she goes back to the feed.
 */
export function PostPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const now = useNow();
  const query = useQuery(postQueryOptions(id));
  const notFound =
    isApiError(query.error) &&
    (query.error.status === 404 || query.error.status === 400 || query.error.status === 403);
  usePageTitle(notFound ? T.notFound : T.title);

  if (notFound) {
    return (
      <PageNotFound
        title={T.notFound}
        text={T.notFoundHint}
        actions={<ButtonLink to="/feed">{T.backToFeed}</ButtonLink>}
      />
    );
  }
  if (query.data) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-4 md:px-6 lg:py-8">
        <h1 className="sr-only">{T.title}</h1>
        <PostCard
          post={query.data}
          now={now}
          commentsOpen
          highlightCommentId={linkedComment(search, hash)}
          onDeleted={() => navigate('/feed', { replace: true })}
        />
      </div>
    );
  }
  if (query.isError) {
    return (
      <PageProblem title={T.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return <PageLoading height="screen" />;
}
