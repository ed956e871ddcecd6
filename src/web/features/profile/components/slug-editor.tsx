import { PROFILE_COPY } from '@domain/copy/profile';
import { MSG } from '@domain/messages';
import { slugSchema } from '@domain/schemas/profile';
import { isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { Input } from '@web/ui/input';
import { Check, CircleAlert, CircleCheck, LoaderCircle, Pencil, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useUpdateSlug } from '../api';
import { IconButton } from './icon-button';
import { SectionCard } from './section-card';
import { normalizeSlugInput, SLUG_MAX_LENGTH, type SlugStatus, useSlugCheck } from './use-slug-check';

const STATUS_TEXT: Record<SlugStatus, string> = {
  idle: '',
  checking: PROFILE_COPY.slugChecking,
  available: MSG.slug.available,
  unavailable: MSG.slug.unavailable,
  invalid: MSG.slug.invalidChars,
  error: MSG.slug.checkError,
};

const STATUS_CLASS: Record<SlugStatus, string> = {
  idle: '',
  checking: 'text-ink-muted',
  available: 'text-success',
  unavailable: 'text-danger',
  invalid: 'text-danger',
  error: 'text-danger',
};

function StatusIcon({ status }: { status: SlugStatus }) {
  const className = 'mt-0.5 size-4 shrink-0';
  if (status === 'checking')
    return <LoaderCircle aria-hidden="true" className={cn(className, 'animate-spin')} />;
  if (status === 'available') return <CircleCheck aria-hidden="true" className={className} />;
  if (status === 'idle') return null;
  return <CircleAlert aria-hidden="true" className={className} />;
}

/**
 * Her public address {origin}/m/{slug}, edited in place (SPEC §2, §5): the pencil turns the slug
 * into a field checked as she types; ✓ saves (disabled while checking or when taken), ✗ or
 * Escape restores the saved slug.
 */
export function SlugEditor({ slug, origin }: { slug: string; origin: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(slug);
  const [saveError, setSaveError] = useState<string | null>(null);
  const updateSlug = useUpdateSlug();
  const status = useSlugCheck(editing ? value : slug, slug);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes after switching mode: into the field, or back to the pencil.
  const focusNext = useRef<'input' | 'edit' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'input' && editing) inputRef.current?.focus();
    if (focusNext.current === 'edit' && !editing) editRef.current?.focus();
    focusNext.current = null;
  }, [editing]);

  const start = () => {
    setValue(slug);
    setSaveError(null);
    focusNext.current = 'input';
    setEditing(true);
  };

  const stop = () => {
    setValue(slug);
    setSaveError(null);
    focusNext.current = 'edit';
    setEditing(false);
  };

  const saving = updateSlug.isPending;
  const confirmDisabled = saving || status === 'checking' || status === 'unavailable';

  const confirm = async () => {
    if (confirmDisabled) return;
    const typed = normalizeSlugInput(value);
    if (typed === slug) return stop();
    const parsed = slugSchema.safeParse(typed);
    if (!parsed.success || status === 'invalid') return setSaveError(MSG.slug.saveInvalid);
    setSaveError(null);
    try {
      await updateSlug.mutateAsync(parsed.data);
    } catch (error) {
      const refused = isApiError(error) && (error.status === 400 || error.status === 409);
      return setSaveError(refused ? MSG.slug.saveInvalid : MSG.slug.saveError);
    }
    focusNext.current = 'edit';
    setEditing(false);
    toast.success(PROFILE_COPY.slugSaved);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void confirm();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      stop();
    }
  };

  const prefix = `${origin}/m/`;
  const flagged = status === 'invalid' || status === 'unavailable' || saveError !== null;

  return (
    <SectionCard title={PROFILE_COPY.sections.publicUrl}>
      {editing ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {PROFILE_COPY.labels.slug}
          </label>
          <div className="flex flex-col gap-2 md:flex-row md:items-center">
            <span aria-hidden="true" className="font-mono text-sm wrap-anywhere text-ink-muted">
              {prefix}
            </span>
            <div className="flex flex-1 items-center gap-2">
              <Input
                ref={inputRef}
                id={id}
                value={value}
                maxLength={SLUG_MAX_LENGTH}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                autoComplete="off"
                aria-invalid={flagged ? true : undefined}
                aria-describedby={[hintId, statusId, saveError && errorId].filter(Boolean).join(' ')}
                onChange={(event) => {
                  setValue(event.target.value.toLowerCase());
                  setSaveError(null);
                }}
                onKeyDown={onKeyDown}
                className="min-w-0 flex-1 font-mono"
              />
              <IconButton
                variant="primary"
                aria-label={PROFILE_COPY.actions.confirmSlug}
                disabled={confirmDisabled}
                onClick={() => void confirm()}
              >
                {saving ? (
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                ) : (
                  <Check aria-hidden="true" className="size-5" />
                )}
              </IconButton>
              <IconButton
                variant="outline"
                aria-label={PROFILE_COPY.actions.cancelSlug}
                disabled={saving}
                onClick={stop}
              >
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </div>
          </div>
          <p id={hintId} className="text-sm text-ink-muted">
            {PROFILE_COPY.hints.slug}
          </p>
          <p
            id={statusId}
            role="status"
            className={cn('flex gap-1.5 text-sm font-medium empty:hidden', STATUS_CLASS[status])}
          >
            {status === 'idle' ? null : (
              <>
                <StatusIcon status={status} />
                <span>{STATUS_TEXT[status]}</span>
              </>
            )}
          </p>
          <div role="alert" id={errorId}>
            {saveError ? (
              <p className="flex gap-1.5 text-sm font-medium text-danger">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{saveError}</span>
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-2">
          <p className="min-w-0 flex-1 font-mono text-sm wrap-anywhere text-ink">
            <span className="text-ink-muted">{prefix}</span>
            <span className="font-semibold">{slug}</span>
          </p>
          <IconButton ref={editRef} aria-label={PROFILE_COPY.actions.editSlug} onClick={start}>
            <Pencil aria-hidden="true" className="size-5" />
          </IconButton>
        </div>
      )}
    </SectionCard>
  );
}
