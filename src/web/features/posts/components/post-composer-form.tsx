import { FEED_COPY } from '@domain/copy/feed';
import { NETWORK_FEED_COPY } from '@domain/copy/network-feed';
import { POST_AUDIENCES } from '@domain/enums';
import { POST_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { type AuthorOption, type Post, postAudienceSchema, postContent } from '@domain/schemas/posts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { displayToTokens, type MentionNames } from '@web/features/conversation';
import { toast } from '@web/lib/toast';
import { useImageChoice } from '@web/lib/use-image-choice';
import { Avatar } from '@web/ui/avatar';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { InlineLoading } from '@web/ui/page-states';
import { Select } from '@web/ui/select';
import { useEffect, useRef, useState } from 'react';
import { type UseFormRegisterReturn, useController, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { authorOptionsQueryOptions } from '../api';
import { describePostFailure, type PostFailure } from '../lib/post-errors';
import { useCreatePost } from '../post-forms-api';
import { ContentField } from './content-field';
import { ImagePreview } from './image-picker';
import type { ComposerAuthor, PostComposerProps } from './post-composer-props';
import { PostFailureAlert, PostFormActions } from './post-form-parts';

const T = FEED_COPY.composer;

const keyOf = (author: Pick<AuthorOption, 'type' | 'id'>) => `${author.type}:${author.id}`;

/** The choices the selector offers: her profile, then what she runs (SPEC §6), narrowed to a community. */
function authorChoices(options: AuthorOption[], community?: { id: string }): AuthorOption[] {
  return options.filter((option) => {
    if (option.type === 'user') return true;
    if (!option.isAdmin) return false;
    return community ? option.type === 'community' && option.id === community.id : true;
  });
}

const composerSchema = z.object({
  content: postContent,
  author: z.string().min(1, T.authorRequired),
  audience: postAudienceSchema,
});
type ComposerValues = z.input<typeof composerSchema>;
type ComposerOutput = z.output<typeof composerSchema>;

interface ComposerFormProps extends PostComposerProps {
  onCancel: () => void;
  onPublished: (post: Post | null) => void;
}

export function ComposerForm({ author: forced, community, onCancel, onPublished }: ComposerFormProps) {
  const options = useQuery({ ...authorOptionsQueryOptions(), enabled: !forced });
  const choices: ComposerAuthor[] = forced ? [forced] : authorChoices(options.data ?? [], community);
  const create = useCreatePost();
  const image = useImageChoice();
  const [failure, setFailure] = useState<PostFailure | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<ComposerValues, unknown, ComposerOutput>({
    resolver: zodResolver(composerSchema),
    // 'Toda a rede' first; the form is new each time the composer opens, so after
    // publishing she starts from it again.
    defaultValues: { content: '', author: forced ? keyOf(forced) : '', audience: 'members' },
  });
  const { field: contentField } = useController({ name: 'content', control });
  // Who each '@Name' she picked stands for; the text is sent with their tokens (issue 16).
  const mentions = useRef<MentionNames>(new Map());
  const sentLength = displayToTokens(contentField.value ?? '', mentions.current).length;
  const authorKey = useWatch({ control, name: 'author' });

  // Her profile is chosen until she picks someone else.
  const firstChoice = choices[0];
  useEffect(() => {
    if (firstChoice && !getValues('author')) setValue('author', keyOf(firstChoice));
  }, [firstChoice, getValues, setValue]);

  useEffect(() => {
    setFocus('content');
  }, [setFocus]);

  const selected = choices.find((choice) => keyOf(choice) === authorKey) ?? null;
  // Issue 17: she chooses who reads only what she posts as herself outside communities; a
  // community's or company's post, or one into a community, keeps their rules (the server
  // refuses 'connections' there).
  const choosesAudience = selected?.type === 'user' && !community;
  // Not isSubmitting: it is also true while validating, and a disabled field cannot take the
  // focus that a validation error moves to it.
  const busy = create.isPending;
  const authorsReady = forced !== undefined || options.isSuccess;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const chosen = choices.find((choice) => keyOf(choice) === values.author);
    if (!chosen) {
      setError('author', { message: T.authorRequired }, { shouldFocus: true });
      return;
    }
    const content = displayToTokens(values.content, mentions.current);
    if (content.length > POST_MAX_LENGTH) {
      setError('content', { message: MSG.posts.contentTooLong }, { shouldFocus: true });
      return;
    }
    let post: Post | null;
    try {
      post = await create.mutateAsync({
        content,
        authorType: chosen.type,
        authorId: chosen.id,
        // A community speaking posts into its own feed: the server puts it there (SPEC §6).
        communityId: community?.id ?? null,
        audience: chosen.type === 'user' && !community ? values.audience : undefined,
        image: image.file,
      });
    } catch (error) {
      const described = describePostFailure(error, {
        hasImage: image.file !== null,
        fallback: MSG.posts.createError,
      });
      if (described.contentError) {
        setError('content', { type: 'server', message: described.contentError }, { shouldFocus: true });
      }
      setFailure(described);
      return;
    }
    toast.success(T.published);
    onPublished(post);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <AuthorPicker
        choices={choices}
        selected={selected}
        forced={forced}
        community={community}
        loading={!forced && options.isPending}
        failed={!forced && options.isError}
        onRetry={() => void options.refetch()}
        error={errors.author?.message}
        registration={register('author')}
        disabled={busy}
      />
      {choosesAudience ? (
        <FormField label={NETWORK_FEED_COPY.audience.label} className="sm:max-w-xs">
          {(control) => (
            <Select
              {...control}
              {...register('audience')}
              disabled={busy}
              options={POST_AUDIENCES.map((value) => ({
                value,
                label: NETWORK_FEED_COPY.audience.labels[value],
              }))}
            />
          )}
        </FormField>
      ) : null}
      <ContentField
        label={T.contentLabel}
        field={contentField}
        onMention={(member) => mentions.current.set(member.name, member.id)}
        length={sentLength}
        error={errors.content?.message}
        placeholder={T.placeholder}
        disabled={busy}
      />
      <ImagePreview choice={image} disabled={busy} />
      <PostFailureAlert failure={failure} />
      <PostFormActions
        image={image}
        busy={busy}
        onCancel={onCancel}
        submitLabel={T.publish}
        busyLabel={T.publishing}
        submitDisabled={!authorsReady}
      />
    </form>
  );
}

interface AuthorPickerProps {
  choices: ComposerAuthor[];
  selected: ComposerAuthor | null;
  forced?: ComposerAuthor;
  community?: { id: string; name: string };
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  error?: string;
  registration: UseFormRegisterReturn<'author'>;
  disabled: boolean;
}

/**
 * 'Publicar como': a native select grouped by kind when she runs a community or a company; a
 * plain line when there is nothing to choose. 'Erro ao carregar opções de autor' with a retry
 * when the options fail (she cannot publish without an author).
 */
function AuthorPicker({
  choices,
  selected,
  forced,
  community,
  loading,
  failed,
  onRetry,
  error,
  registration,
  disabled,
}: AuthorPickerProps) {
  const avatar = selected ? (
    <Avatar
      name={selected.name}
      src={selected.logoUrl}
      size="md"
      shape={selected.type === 'user' ? 'circle' : 'square'}
      decorative
    />
  ) : null;
  const where = community ? <p className="text-sm text-ink-muted">{T.inCommunity(community.name)}</p> : null;

  if (failed) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-control border border-danger bg-danger-soft p-3"
      >
        <p className="flex-1 text-sm font-medium text-danger">{MSG.posts.authorOptionsError}</p>
        <Button variant="outline" size="sm" className="min-h-11" onClick={onRetry}>
          {MSG.common.retry}
        </Button>
      </div>
    );
  }
  if (loading) {
    return <InlineLoading label={T.loadingAuthors} className="text-sm" />;
  }
  if (forced || choices.length <= 1) {
    return (
      <div className="flex items-center gap-3">
        {avatar}
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">{selected ? T.postingAs(selected.name) : null}</p>
          {where}
        </div>
      </div>
    );
  }

  const groups = (['user', 'community', 'company'] as const)
    .map((type) => ({ type, items: choices.filter((choice) => choice.type === type) }))
    .filter((group) => group.items.length > 0);

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-3">
        {avatar}
        <FormField label={T.authorLabel} error={error} className="min-w-0 flex-1">
          {(control) => (
            <Select {...control} {...registration} disabled={disabled}>
              {groups.map((group) => (
                <optgroup key={group.type} label={T.authorGroups[group.type]}>
                  {group.items.map((choice) => (
                    <option key={keyOf(choice)} value={keyOf(choice)}>
                      {choice.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {where}
    </div>
  );
}
