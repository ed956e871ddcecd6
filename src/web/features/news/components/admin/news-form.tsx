import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { NEWS_TYPES, type NewsType } from '@domain/enums';
import { slugFromName } from '@domain/rules/slug';
import { NEWS_SLUG_MAX_LENGTH, type NewsInputValues } from '@domain/schemas/news';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { applyServerFieldErrors, fieldErrorMessages } from '@web/lib/form-errors';
import { Button, ButtonLink } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Textarea } from '@web/ui/textarea';
import { type ReactNode, useId, useState } from 'react';
import { type Resolver, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { ArticleContentField } from './article-content-field';
import { NEWS_FORM_FIELDS, type NewsFormValues, newsFormSchema } from './news-form-schema';

const T = NEWS_ADMIN_COPY.form;

const TYPE_LABELS: Record<NewsType, string> = { article: T.typeArticle, news: T.typeNews };

// The shared schema behind a preprocess step: its input is the form's values, its output the API's body.
const resolver: Resolver<NewsFormValues, unknown, NewsInputValues> = zodResolver(newsFormSchema);

interface NewsFormProps {
  mode: 'create' | 'edit';
  defaultValues: NewsFormValues;
  /**
   * Sends the body. A thrown ApiError is shown on the form (its fields, a slug clash, or above the
   * button); values returned become the form's new starting point (the server's normalised copy).
   */
  onSave: (input: NewsInputValues) => Promise<NewsFormValues | undefined>;
  /** The cover control, placed after the texts (it differs between create and edit). */
  cover: (type: NewsType) => ReactNode;
}

/**
 * An article or a news item (SPEC §3 news). The type decides the fields: articles have an
 * author and HTML content, news a source and the original story's address. Validated with the
 * server's own schema; the server's answers land on the fields they concern.
 */
export function NewsForm({ mode, defaultValues, onSave, cover }: NewsFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<NewsFormValues, unknown, NewsInputValues>({ resolver, defaultValues });

  const type = useWatch({ control, name: 'type' });
  const title = useWatch({ control, name: 'title' });
  const content = useWatch({ control, name: 'content' });
  const article = type === 'article';

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    // Editing: a date left alone is sent as null ('unchanged'), so its seconds are not lost to
    // the minute-precision control.
    const body = mode === 'edit' && !dirtyFields.publishedAt ? { ...input, publishedAt: null } : input;
    let saved: NewsFormValues | undefined;
    try {
      saved = await onSave(body);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(T.saveError);
        return;
      }
      if (error.status === 409) {
        setError(
          'slug',
          { type: 'server', message: error.fields.slug ?? error.message },
          { shouldFocus: true },
        );
        return;
      }
      // Only the fields on screen: a message for the other type's field goes above the button.
      const hidden: readonly string[] = article ? ['source', 'newsUrl'] : ['authorName', 'content'];
      const fieldMap = Object.fromEntries(
        NEWS_FORM_FIELDS.filter((field) => !hidden.includes(field)).map((field) => [field, field]),
      );
      const placed = applyServerFieldErrors(error, setError, fieldMap);
      setFormError(placed ? null : error.message || T.saveError);
      return;
    }
    if (saved) reset(saved);
  });

  const generatedSlug = slugFromName(title ?? '');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <TypeChoice register={register('type')} current={type} />

      <FormField label={T.title} error={fieldErrorMessages(errors.title)}>
        {(c) => <Input {...c} aria-required="true" maxLength={200} {...register('title')} />}
      </FormField>

      <FormField
        label={T.slug}
        hint={mode === 'edit' ? T.slugHintEdit : T.slugHint(generatedSlug)}
        error={fieldErrorMessages(errors.slug)}
      >
        {(c) => (
          <Input
            {...c}
            maxLength={NEWS_SLUG_MAX_LENGTH}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={mode === 'create' ? generatedSlug || undefined : undefined}
            {...register('slug')}
          />
        )}
      </FormField>

      <FormField label={T.excerpt} hint={T.excerptHint} error={fieldErrorMessages(errors.excerpt)}>
        {(c) => <Textarea {...c} rows={3} maxLength={500} {...register('excerpt')} />}
      </FormField>

      {article ? (
        <>
          <FormField
            label={T.authorName}
            hint={T.authorNameHint}
            error={fieldErrorMessages(errors.authorName)}
          >
            {(c) => <Input {...c} aria-required="true" maxLength={120} {...register('authorName')} />}
          </FormField>
          <ArticleContentField
            value={content ?? ''}
            error={fieldErrorMessages(errors.content)}
            registration={register('content')}
          />
        </>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <FormField label={T.source} hint={T.sourceHint} error={fieldErrorMessages(errors.source)}>
            {(c) => <Input {...c} aria-required="true" maxLength={120} {...register('source')} />}
          </FormField>
          <FormField label={T.newsUrl} hint={T.newsUrlHint} error={fieldErrorMessages(errors.newsUrl)}>
            {(c) => (
              <Input
                {...c}
                type="url"
                inputMode="url"
                aria-required="true"
                maxLength={2000}
                placeholder="https://"
                {...register('newsUrl')}
              />
            )}
          </FormField>
        </div>
      )}

      {cover(type)}

      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <FormField
          label={T.publishedAt}
          hint={T.publishedAtHint}
          error={fieldErrorMessages(errors.publishedAt)}
        >
          {(c) => <Input {...c} type="datetime-local" {...register('publishedAt')} />}
        </FormField>
        <Checkbox
          label={T.isPublished}
          hint={T.isPublishedHint}
          className="md:pt-8"
          {...register('isPublished')}
        />
      </div>

      <FormAlert>{formError}</FormAlert>

      <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
        <ButtonLink to="/news/gerenciar" variant="ghost">
          {T.cancel}
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting}>
          {mode === 'create' ? (isSubmitting ? T.creating : T.create) : isSubmitting ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}

/** 'Artigo' / 'Notícia' as two radio buttons drawn as a segmented control. */
function TypeChoice({ register, current }: { register: UseFormRegisterReturn<'type'>; current: NewsType }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{T.type}</legend>
      <div className="inline-flex w-full gap-1 rounded-control border border-line-strong bg-surface p-1 sm:w-auto sm:self-start">
        {NEWS_TYPES.map((value) => (
          <label
            key={value}
            htmlFor={`${id}-${value}`}
            className={cn(
              'flex h-10 flex-1 cursor-pointer items-center justify-center rounded-control px-4 text-sm font-semibold sm:flex-none',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
              current === value ? 'bg-primary-600 text-white' : 'text-primary-700 hover:bg-primary-50',
            )}
          >
            <input id={`${id}-${value}`} type="radio" value={value} className="sr-only" {...register} />
            {TYPE_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
