import { PROJECTS_COPY as C } from '@domain/copy/projects';
import type { ProjectType } from '@domain/enums';
import { MSG } from '@domain/messages';
import { type Project, type ProjectInput, projectInputSchema } from '@domain/schemas/cv';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { applyServerFieldErrors, fieldErrorMessages } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { MonthPicker } from '@web/ui/month-picker';
import { Textarea } from '@web/ui/textarea';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveProject } from '../api';

type ProjectFormOutput = z.output<typeof projectInputSchema>;

interface ProjectFormProps {
  type: ProjectType;
  /** The item being edited; absent in add mode. */
  editing?: Project;
  /** Move focus to the title when the form appears (after edit, save or cancel — not on page load). */
  focusOnMount?: boolean;
  /** Called after a successful save, and on 'Cancelar edição': the parent shows an empty add form. */
  onDone: () => void;
}

/**
 * Add or edit one item (SPEC §2, §5). The title is required, and an empty title does nothing
 * (SPEC §5: "silently") — focus just goes to it. Projects and volunteering have a start and an
 * optional end month; articles and awards one month.
 */
export function ProjectForm({ type, editing, focusOnMount = false, onDone }: ProjectFormProps) {
  const headingId = useId();
  const save = useSaveProject();
  const ranged = type === 'project' || type === 'volunteering';

  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProjectInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectInputSchema),
    defaultValues: {
      type,
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      startMonth: editing?.startMonth?.slice(0, 7) ?? '',
      endMonth: editing?.endMonth?.slice(0, 7) ?? '',
      month: editing?.month?.slice(0, 7) ?? '',
      link: editing?.link ?? '',
    },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('title');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id: editing?.id, input });
      } catch (error) {
        const placed =
          isApiError(error) &&
          applyServerFieldErrors(error, setError, {
            description: 'description',
            startMonth: 'startMonth',
            endMonth: 'endMonth',
            month: 'month',
            link: 'link',
          });
        if (!placed) toast.error(MSG.projects.saveError);
        return;
      }
      toast.success(C.saved);
      onDone();
    },
    (invalid) => {
      // An empty title: nothing happens but the focus moving to it.
      if (invalid.title) setFocus('title');
    },
  );

  // A pt-BR month picker that every browser shows alike (issue 22).
  const monthField = (field: 'startMonth' | 'endMonth' | 'month', label: string) => (
    <FormField label={label} error={fieldErrorMessages(errors[field])}>
      {(fieldControl) => (
        <Controller
          control={control}
          name={field}
          render={({ field: { value, onChange, onBlur, ref, name } }) => (
            <MonthPicker
              {...fieldControl}
              label={label}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              ref={ref}
              name={name}
            />
          )}
        />
      )}
    </FormField>
  );

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-surface p-4 shadow-card md:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {editing ? C.editHeading[type] : C.addHeading[type]}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 md:grid-cols-2">
        <FormField label={C.title} hint={C.titleHint} className="md:col-span-2">
          {(control) => <Input aria-required="true" maxLength={200} {...control} {...register('title')} />}
        </FormField>

        <FormField
          label={C.description}
          error={fieldErrorMessages(errors.description)}
          className="md:col-span-2"
        >
          {(control) => <Textarea {...control} {...register('description')} />}
        </FormField>

        {ranged ? (
          <>
            {monthField('startMonth', C.startMonth)}
            {monthField('endMonth', C.endMonth)}
          </>
        ) : (
          monthField('month', C.monthLabel[type])
        )}

        <FormField
          label={C.link}
          hint={C.linkHint}
          error={fieldErrorMessages(errors.link)}
          className="md:col-span-2"
        >
          {(control) => (
            <Input type="url" inputMode="url" autoComplete="url" {...control} {...register('link')} />
          )}
        </FormField>

        <div className="flex flex-col-reverse gap-3 md:col-span-2 md:flex-row md:justify-end">
          {editing ? (
            <Button variant="ghost" onClick={onDone}>
              {C.cancelEdit}
            </Button>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? MSG.common.saving : editing ? C.saveChanges : C.add}
          </Button>
        </div>
      </form>
    </section>
  );
}
