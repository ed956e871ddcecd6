import { FEED_COPY } from '@domain/copy/feed';
import { POST_AUDIENCE_LABELS } from '@domain/enums';
import { MSG } from '@domain/messages';
import { relativeTime } from '@domain/rules/relative-time';
import type { Post, PostAuthor } from '@domain/schemas/posts';
import { MentionText, PostConversation } from '@web/features/conversation';
import { exactTime } from '@web/lib/exact-time';
import { focusWhenReady } from '@web/lib/focus';
import { toast } from '@web/lib/toast';
import { AuthorName } from '@web/ui/author-name';
import { Avatar } from '@web/ui/avatar';
import { OptionsMenu } from '@web/ui/options-menu';
import { InlineLoading } from '@web/ui/page-states';
import { Users } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDeletePost } from '../api';
import { postDomId } from '../lib/post-dom-id';

const T = FEED_COPY.card;

// Reporting (issue 19) loads when she first chooses 'Denunciar', not with the feed.
const ReportDialog = lazy(() =>
  import('@web/features/moderation').then((m) => ({ default: m.ReportDialog })),
);

// Editing needs the form library and the post rules: loaded when she edits, not with the feed.
const PostEditForm = lazy(() => import('./post-edit-form').then((m) => ({ default: m.PostEditForm })));

/** Where an author's name leads: her public profile, or the community's / company's page. */
export function authorHref(author: PostAuthor): string | null {
  if (author.type === 'user') return author.slug ? `/m/${encodeURIComponent(author.slug)}` : null;
  const base = author.type === 'community' ? '/comunidades' : '/empresas';
  return `${base}/${encodeURIComponent(author.id)}`;
}

interface PostCardProps {
  post: Post;
  /** The current time (refreshed each minute), for the relative times. */
  now: Date;
  /** Called once the post is deleted, so the list can move focus to its neighbour. */
  onDeleted?: (post: Post) => void;
  /** Place in the feed (ARIA feed pattern); setSize -1 while more pages may follow. */
  position?: number;
  setSize?: number;
  /** Comments open from the start (the post's own page). */
  commentsOpen?: boolean;
  /** A comment to bring into view and focus (/publicacoes/{id}?comentario=…). */
  highlightCommentId?: string | null;
}

/**
 * One post (SPEC §2, §3): who speaks (avatar, name linking to her profile or the page, her
 * professional title, the community it was posted into), when ('há 5 minutos', 'Editado …'),
 * 'Somente conexões' when only its writer's connections read it (issue 17),
 * the text with its line breaks and its mentions as links, the image (hidden when it fails to
 * load), for its author only 'Editar' and 'Excluir', and its conversation (issue 16: reactions
 * and comments, features/conversation).
 */
export function PostCard({
  post,
  now,
  onDeleted,
  position,
  setSize,
  commentsOpen = false,
  highlightCommentId,
}: PostCardProps) {
  const articleRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeletePost();
  const { author } = post;
  const href = authorHref(author);

  const onDelete = async () => {
    try {
      await remove.mutateAsync(post.id);
    } catch {
      return false;
    }
    toast.success(T.deleted);
    onDeleted?.(post);
    return true;
  };

  return (
    <article
      ref={articleRef}
      id={postDomId(post.id)}
      tabIndex={-1}
      aria-label={T.label(author.name)}
      aria-posinset={position}
      aria-setsize={position === undefined ? undefined : setSize}
      className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card md:p-5"
    >
      <header className="flex items-start gap-3">
        <Avatar
          name={author.name}
          src={author.imageUrl}
          size="md"
          shape={author.type === 'user' ? 'circle' : 'square'}
          decorative
        />
        <div className="min-w-0 flex-1">
          <p className="break-words text-ink">
            <AuthorName name={author.name} href={href} />
            {post.community && !(author.type === 'community' && author.id === post.community.id) ? (
              <>
                <span className="text-ink-muted"> {T.inCommunity} </span>
                <Link
                  to={`/comunidades/${encodeURIComponent(post.community.id)}`}
                  className="rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
                >
                  {post.community.name}
                </Link>
              </>
            ) : null}
          </p>
          {author.type === 'user' && author.professionalTitle ? (
            <p className="text-sm break-words text-ink-muted">{author.professionalTitle}</p>
          ) : null}
          <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
            <time dateTime={post.createdAt} title={exactTime(post.createdAt)}>
              {relativeTime(post.createdAt, now)}
            </time>
            {post.editedAt ? (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={post.editedAt} title={exactTime(post.editedAt)}>
                  {MSG.posts.edited(relativeTime(post.editedAt, now))}
                </time>
              </>
            ) : null}
            {post.audience === 'connections' ? <ConnectionsBadge /> : null}
          </p>
        </div>
        {!editing ? (
          <OptionsMenu
            labels={T}
            toggleRef={toggleRef}
            onEdit={post.viewer.canEdit ? () => setEditing(true) : undefined}
            onReport={post.viewer.canEdit ? undefined : () => setReporting(true)}
            canDelete={post.viewer.canDelete}
            onDelete={onDelete}
            deleting={remove.isPending}
            deleteError={remove.isError ? MSG.posts.deleteError : null}
            onDeleteDialogChange={(open) => {
              if (!open) remove.reset();
            }}
          />
        ) : null}
        {reporting ? (
          <Suspense fallback={null}>
            <ReportDialog
              item={{ type: 'post', id: post.id }}
              open={reporting}
              onOpenChange={setReporting}
              returnFocusTo={toggleRef}
            />
          </Suspense>
        ) : null}
      </header>

      {editing ? (
        <Suspense fallback={<InlineLoading labelHidden className="justify-center" />}>
          <PostEditForm
            post={post}
            onDone={(saved) => {
              setEditing(false);
              focusWhenReady(() => (saved ? articleRef.current : toggleRef.current));
            }}
          />
        </Suspense>
      ) : (
        <>
          {post.content ? (
            <MentionText
              text={post.content}
              mentions={post.mentions}
              className="whitespace-pre-wrap break-words text-ink"
            />
          ) : null}
          <PostImage src={post.imageUrl} alt={T.imageAlt(author.name)} first={position === 1} />
        </>
      )}
      <PostConversation
        post={post}
        now={now}
        defaultOpen={commentsOpen}
        highlightCommentId={highlightCommentId}
      />
    </article>
  );
}

/** Issue 17: a post only its writer's connections read says so (its text is what is read out). */
function ConnectionsBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-2 font-medium text-primary-800">
      <Users aria-hidden="true" className="size-3.5" />
      {POST_AUDIENCE_LABELS.connections}
    </span>
  );
}

/**
 * The post's picture; a picture that fails to load is not shown at all (SPEC §8). Its frame has a
 * fixed shape (4:3, the picture fitted inside it), so the frame takes its place before the
 * picture arrives and the posts below it never move.
 */
function PostImage({ src, alt, first }: { src: string | null; alt: string; first: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      // The first post's picture is on screen at once, often the page's largest paint (LCP):
      // asked for at once and first; the others only as they near the screen.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
      className="aspect-[4/3] max-h-[32rem] w-full rounded-control border border-line bg-canvas object-contain"
    />
  );
}
