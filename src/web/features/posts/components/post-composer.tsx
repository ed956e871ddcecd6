import { FEED_COPY } from '@domain/copy/feed';
import type { Post } from '@domain/schemas/posts';
import { useAuth } from '@web/lib/auth-provider';
import { focusWhenReady } from '@web/lib/focus';
import { Avatar } from '@web/ui/avatar';
import { InlineLoading } from '@web/ui/page-states';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { postDomId } from '../lib/post-dom-id';
import type { PostComposerProps } from './post-composer-props';

// The form (react-hook-form, zod and the post rules) loads when she opens it, not with the feed.
const ComposerForm = lazy(() => import('./post-composer-form').then((m) => ({ default: m.ComposerForm })));

const T = FEED_COPY.composer;

/**
 * The feed's composer (SPEC §2): collapsed, her avatar and 'Compartilhe algo…'; expanded, who
 * speaks, the text with its counter, an optional image, 'Publicar' and 'Cancelar'.
 */
export function PostComposer(props: PostComposerProps) {
  const headingId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const { user, profile } = useAuth();
  const name = profile?.fullName || user?.name || '';

  // After 'Cancelar', focus returns to 'Compartilhe algo…'; after publishing it moves to the new
  // post at the top of the list (or back to the composer when this list does not show it).
  const close = (published?: Post | null) => {
    setExpanded(false);
    const opener = () => openRef.current;
    if (published)
      focusWhenReady(() => document.getElementById(postDomId(published.id)), { fallback: opener });
    else focusWhenReady(opener);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-surface p-4 shadow-card md:p-5">
      <h2 id={headingId} className="sr-only">
        {T.region}
      </h2>
      {expanded ? (
        <Suspense fallback={<InlineLoading labelHidden className="justify-center" />}>
          <ComposerForm
            {...props}
            onCancel={() => close()}
            onPublished={(post) => {
              close(post);
              props.onPublished?.(post);
            }}
          />
        </Suspense>
      ) : (
        <div className="flex items-center gap-3">
          <Avatar name={name} src={profile?.profileImageUrl} size="md" decorative />
          <button
            ref={openRef}
            type="button"
            onClick={() => setExpanded(true)}
            className="flex min-h-11 flex-1 items-center rounded-full border border-line-strong bg-canvas px-4 text-left text-ink-muted transition-colors hover:bg-primary-50 hover:text-primary-800"
          >
            {T.open}
          </button>
        </div>
      )}
    </section>
  );
}
