import { ACCESS_COPY } from '@domain/copy/access';
import { MSG } from '@domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useGrantAccess } from '../api';
import type { AccessCandidate, GrantInput, GrantTarget } from '../targets/target';
import { CandidateCombobox, candidateName } from './candidate-combobox';

interface GrantFormProps {
  target: GrantTarget;
  targetId: string;
  currentRoles: ReadonlyMap<string, string>;
  /** The server said 403: she may not grant here (any more). */
  onForbidden: () => void;
}

/**
 * 'Concessão de Acesso' (the page's <h1>): pick a person, pick a role, 'Conceder acesso'. The
 * form's schema is the target's, the one the server parses too.
 */
export function GrantForm({ target, targetId, currentRoles, onForbidden }: GrantFormProps) {
  const headingId = useId();
  const [picked, setPicked] = useState<AccessCandidate | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const grant = useGrantAccess(target, targetId);
  const form = useForm<GrantInput>({
    resolver: zodResolver(target.grantSchema),
    defaultValues: { userId: '', role: '' },
  });
  const { errors, isSubmitted } = form.formState;

  const choose = (candidate: AccessCandidate | null) => {
    setPicked(candidate);
    form.setValue('userId', candidate?.userId ?? '', { shouldValidate: isSubmitted });
  };

  const submit = form.handleSubmit((input) =>
    grant.mutateAsync(input).then(
      () => {
        toast.success(MSG.access.granted);
        setPicked(null);
        form.reset();
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 403) {
          onForbidden();
          return;
        }
        if (isApiError(error) && error.status === 404) {
          toast.error(MSG.access.notFound);
          return;
        }
        // e.g. taking the role from the last admin: the server's own pt-BR reason.
        if (isApiError(error) && error.status === 409) {
          toast.error(error.message);
          return;
        }
        if (isApiError(error)) {
          const fields = Object.entries(error.fields).filter(
            ([field]) => field === 'userId' || field === 'role',
          );
          for (const [field, message] of fields) form.setError(field as keyof GrantInput, { message });
          if (fields.length > 0) return;
        }
        toast.error(MSG.access.grantError);
      },
    ),
  );

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-surface p-4 shadow-card md:p-6">
      <h1 id={headingId} className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
        {MSG.access.title}
      </h1>
      <p className="mt-2 text-ink-muted">{ACCESS_COPY.intro}</p>

      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
        <Controller
          control={form.control}
          name="userId"
          render={({ field, fieldState }) => (
            <FormField
              label={ACCESS_COPY.form.userLabel}
              hint={ACCESS_COPY.form.userHint}
              error={fieldState.error?.message}
            >
              {(control) => (
                <>
                  <CandidateCombobox
                    target={target}
                    targetId={targetId}
                    control={control}
                    inputRef={(element) => {
                      field.ref(element);
                      searchRef.current = element;
                    }}
                    onBlur={field.onBlur}
                    currentRoles={currentRoles}
                    onPick={choose}
                  />
                  {/* Polite live region: focus stays in the field, so the pick is announced. */}
                  <div aria-live="polite" className="empty:hidden">
                    {picked ? (
                      <p className="inline-flex items-center gap-1 rounded-full bg-primary-100 py-1 pr-1 pl-3 text-sm font-semibold text-primary-800">
                        <span>{ACCESS_COPY.form.selected(candidateName(picked))}</span>
                        <button
                          type="button"
                          aria-label={ACCESS_COPY.form.clearSelection(candidateName(picked))}
                          onClick={() => {
                            choose(null);
                            searchRef.current?.focus();
                          }}
                          className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary-200"
                        >
                          <X aria-hidden="true" className="size-4" />
                        </button>
                      </p>
                    ) : null}
                  </div>
                </>
              )}
            </FormField>
          )}
        />

        <FormField label={ACCESS_COPY.form.roleLabel} error={errors.role?.message}>
          {(control) => (
            <Select
              {...control}
              {...form.register('role')}
              placeholder={MSG.access.rolePlaceholder}
              options={target.roles}
            />
          )}
        </FormField>

        <div>
          <Button type="submit" disabled={grant.isPending}>
            {grant.isPending ? MSG.common.saving : MSG.access.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
