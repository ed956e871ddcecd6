import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { COPY, MSG } from '@domain/messages';
import { newsPath } from '@domain/rules/news-path';
import { useQuery } from '@tanstack/react-query';
import { NewsStory } from '@web/features/news';
import { isNotFound, newsDetailQueryOptions } from '@web/features/news/api';
import { useAuth } from '@web/lib/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { Navigate, useParams } from 'react-router';

const T = NEWS_UI_COPY.blog;

/**
 * /blog/{slug}: one published article for anyone, with a call to sign up for visitors; the
 * article's one address. A news item's slug is not a blog post: it is replaced by the item's own
 * page, /news/{id}.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useQuery(newsDetailQueryOptions(slug));
  const { status } = useAuth();
  const article = query.data?.type === 'article' ? query.data : null;
  const notFound = query.isError && isNotFound(query.error);
  usePageTitle(notFound ? MSG.news.notFound : (article?.title ?? COPY.pages.blogPost));

  if (query.isPending) return <PageLoading height="screen" label={NEWS_UI_COPY.detail.loading} />;
  if (query.isError && !notFound) {
    return <PageProblem title={MSG.news.loadError} onRetry={() => void query.refetch()} />;
  }
  if (query.data && !article) return <Navigate to={newsPath(query.data)} replace />;
  if (!article) {
    return (
      <PageNotFound
        title={MSG.news.notFound}
        text={T.notFoundText}
        actions={<ButtonLink to="/blog">{T.seeAll}</ButtonLink>}
      />
    );
  }

  return (
    <NewsStory item={article} back={{ to: '/blog', label: T.back }} showBadge={false}>
      {status === 'signed-out' ? <SignUpCta /> : null}
    </NewsStory>
  );
}

function SignUpCta() {
  return (
    <aside
      aria-labelledby="blog-cta-title"
      className="mt-6 flex flex-col items-start gap-4 rounded-panel bg-primary-50 p-6 md:flex-row md:items-center md:justify-between md:p-8"
    >
      <div>
        <h2 id="blog-cta-title" className="text-xl font-bold text-ink md:text-2xl">
          {T.ctaTitle}
        </h2>
        <p className="mt-2 text-ink-muted">{T.ctaText}</p>
      </div>
      <ButtonLink to="/register" size="lg" className="shrink-0">
        {MSG.auth.signUp}
      </ButtonLink>
    </aside>
  );
}
