import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { FEED_COPY } from '@domain/copy/feed';
import { POST_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { type Post, postContent } from '@domain/schemas/posts';
import { zodResolver } from '@hookform/resolvers/zod';
import { displayToTokens, type MentionNames, tokensToDisplay } from '@web/features/conversation';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useImageChoice } from '@web/lib/use-image-choice';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { describePostFailure, type PostFailure } from '../lib/post-errors';
import { useEditPost } from '../post-forms-api';
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
  // She edits mentions as '@Name' (the post's current names) and they are sent as tokens.
  const [initial] = useState(() =>
    tokensToDisplay(post.content, post.mentions, CONVERSATION_COPY.mentions.formerMember),
  );
  const mentions = useRef<MentionNames>(initial.names);
  const {
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<EditValues, unknown, EditOutput>({
    resolver: zodResolver(editSchema),
    defaultValues: { content: initial.text },
  });
  const { field: contentField } = useController({ name: 'content', control });
  const sentLength = displayToTokens(contentField.value ?? '', mentions.current).length;
  // Not isSubmitting: it is also true while validating, and a disabled field cannot take the
  // focus that a validation error moves to it.
  const busy = edit.isPending;

  useEffect(() => {
    setFocus('content');
  }, [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const text = displayToTokens(values.content, mentions.current);
    if (text.length > POST_MAX_LENGTH) {
      setError('content', { message: MSG.posts.contentTooLong }, { shouldFocus: true });
      return;
    }
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
        field={contentField}
        onMention={(member) => mentions.current.set(member.name, member.id)}
        length={sentLength}
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
