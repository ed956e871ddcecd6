import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { type Post, postContent } from '@domain/schemas/posts';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useImageChoice } from '@web/lib/use-image-choice';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useEditPost } from '../api';
import { describePostFailure, type PostFailure } from '../lib/post-errors';
import { ContentField } from './content-field';
import { ImagePreview } from './image-picker';
import { PostFailureAlert, PostFormActions } from './post-form-parts';

const T = FEED_COPY.card;

const editSchema = z.object({ content: postContent });
type EditValues = z.input<typeof editSchema>;
type EditOutput = z.output<typeof editSchema>;

/** The post is gone or no longer hers: the edit itself was refused. */
const REFUSED = new Set([403, 404]);

interface PostEditFormProps {
  post: Post;
  onDone: (saved: boolean) => void;
}

/**
 * Inline edit of her post (SPEC §2): the text (same limit and counter as the composer), and the
 * image kept, replaced or removed. 'Erro ao salvar edição.' when saving fails, 'Erro ao editar
 * postagem.' when the server refuses the edit (the post was deleted or is not hers).
 */
export function PostEditForm({ post, onDone }: PostEditFormProps) {
  const edit = useEditPost();
  const image = useImageChoice(post.imageUrl);
  const [failure, setFailure] = useState<PostFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<EditValues, unknown, EditOutput>({
    resolver: zodResolver(editSchema),
    defaultValues: { content: post.content },
  });
  const content = useWatch({ control, name: 'content' }) ?? '';
  // Not isSubmitting: it is also true while validating, and a disabled field cannot take the
  // focus that a validation error moves to it.
  const busy = edit.isPending;

  useEffect(() => {
    setFocus('content');
  }, [setFocus]);

  const onSubmit = handleSubmit(async ({ content: text }) => {
    setFailure(null);
    try {
      await edit.mutateAsync({ id: post.id, content: text, image: image.file, removeImage: image.removed });
    } catch (error) {
      const fallback =
        isApiError(error) && REFUSED.has(error.status) ? MSG.posts.editError : MSG.posts.saveEditError;
      const described = describePostFailure(error, { hasImage: image.file !== null, fallback });
      if (described.contentError) {
        setError('content', { type: 'server', message: described.contentError }, { shouldFocus: true });
      }
      setFailure(described);
      return;
    }
    toast.success(T.saved);
    onDone(true);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <ContentField
        label={T.editLabel}
        registration={register('content')}
        length={content.length}
        error={errors.content?.message}
        disabled={busy}
      />
      <ImagePreview choice={image} disabled={busy} />
      <PostFailureAlert failure={failure} />
      <PostFormActions
        image={image}
        busy={busy}
        onCancel={() => onDone(false)}
        submitLabel={MSG.common.save}
        busyLabel={MSG.common.saving}
      />
    </form>
  );
}
