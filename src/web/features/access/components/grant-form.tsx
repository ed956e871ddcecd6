import { ACCESS_COPY } from '@domain/copy/access';
import { INVITATIONS_COPY } from '@domain/copy/invitations';
import { MSG } from '@domain/messages';
import type { GrantAnswer } from '@domain/schemas/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useGrantAccess } from '../api';
import type { GrantInput, GrantTarget, Invitee } from '../targets/target';
import { CandidateCombobox, inviteeName } from './candidate-combobox';

interface GrantFormProps {
  target: GrantTarget;
  targetId: string;
  currentRoles: ReadonlyMap<string, string>;
  /** The server said 403: she may not grant here (any more). */
  onForbidden: () => void;
}

/** What she is told after the server's answer: an invitation went out, or a role went down. */
function announce(answer: GrantAnswer) {
  const text = INVITATIONS_COPY.outcome[answer.outcome];
  if (answer.outcome === 'unchanged') toast.info(text);
  else toast.success(text);
}

/**
 * 'Concessão de Acesso' (the page's <h1>): pick a person (or type an address in full), pick a
 * role, 'Conceder acesso'. The role is offered as an invitation she accepts; a lower role than
 * hers applies at once (the server decides and says which). The form's schema is the target's,
 * the one the server parses too.
 */
export function GrantForm({ target, targetId, currentRoles, onForbidden }: GrantFormProps) {
  const headingId = useId();
  const [picked, setPicked] = useState<Invitee | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const grant = useGrantAccess(target, targetId);
  const form = useForm<GrantInput>({
    resolver: zodResolver(target.grantSchema),
    defaultValues: { role: '' },
  });
  const { errors, isSubmitted } = form.formState;

  const choose = (invitee: Invitee | null) => {
    setPicked(invitee);
    const options = { shouldValidate: isSubmitted };
    form.setValue('userId', invitee?.kind === 'member' ? invitee.candidate.userId : undefined, options);
    form.setValue('email', invitee?.kind === 'email' ? invitee.email : undefined, options);
  };

  const submit = form.handleSubmit((input) =>
    grant.mutateAsync(input).then(
      (answer) => {
        announce(answer);
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
            ([field]) => field === 'userId' || field === 'email' || field === 'role',
          );
          // The address is the search field's too.
          for (const [field, message] of fields) {
            form.setError(field === 'email' ? 'userId' : (field as keyof GrantInput), { message });
          }
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
              error={fieldState.error?.message ?? errors.email?.message}
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
                        <span className="break-all">
                          {picked.kind === 'email'
                            ? INVITATIONS_COPY.grant.selectedEmail(picked.email)
                            : ACCESS_COPY.form.selected(inviteeName(picked))}
                        </span>
                        <button
                          type="button"
                          aria-label={ACCESS_COPY.form.clearSelection(inviteeName(picked))}
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
