import { EXPERIENCE_COPY as C, MSG } from '@domain/messages';
import type { Experience } from '@domain/schemas/cv';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { applyServerRowErrors, firstErrorMessage } from '@web/lib/row-errors';
import { Button } from '@web/ui/button';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useDeleteExperience, useSaveExperiences } from '../api';
import {
  EXPERIENCE_ROW_FIELDS,
  type ExperienceFormOutput,
  type ExperienceFormValues,
  experienceFormSchema,
  newExperienceRow,
  toFormValues,
} from '../form';
import { ExperienceRowFields } from './experience-row';

/**
 * The list editor (SPEC §2): every experience as a group of fields, 'Adicionar experiência'
 * appends a row (temporary client id, inserted on save), 'Salvar' sends them all at once.
 * Removing a saved row deletes it on the server at once; an unsaved row just disappears.
 */
export function ExperienceEditor({ initial }: { initial: readonly Experience[] }) {
  const save = useSaveExperiences();
  const remove = useDeleteExperience();
  const [removingId, setRemovingId] = useState<string | null>(null);

  const form = useForm<ExperienceFormValues, unknown, ExperienceFormOutput>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: toFormValues(initial),
  });
  const { control, handleSubmit, reset, setError, getValues } = form;
  const rows = useFieldArray({ control, name: 'entries', keyName: 'fieldKey' });

  async function removeRow(index: number) {
    const id = getValues(`entries.${index}.id`);
    if (!id) {
      rows.remove(index);
      return;
    }
    setRemovingId(id);
    try {
      await remove.mutateAsync(id);
      // The list may have moved while the request ran; remove the row that has this id.
      const at = getValues('entries').findIndex((row) => row.id === id);
      if (at >= 0) rows.remove(at);
      toast.success(MSG.experience.removed);
    } catch {
      toast.error(MSG.experience.removeError);
    } finally {
      setRemovingId(null);
    }
  }

  const onSubmit = handleSubmit(
    async ({ entries }) => {
      try {
        const saved = await save.mutateAsync(entries.map(({ clientId: _clientId, ...row }) => row));
        reset(toFormValues(saved));
        toast.success(MSG.experience.saved);
      } catch (error) {
        const applied = isApiError(error)
          ? applyServerRowErrors(error, setError, {
              list: 'entries',
              rowCount: entries.length,
              fields: EXPERIENCE_ROW_FIELDS,
            })
          : [];
        toast.error(applied[0] ?? MSG.experience.saveError);
      }
    },
    (errors) => toast.error(firstErrorMessage(errors) ?? MSG.experience.saveError),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {rows.fields.length === 0 ? <p className="text-ink-muted">{C.empty}</p> : null}

        <ol className="flex flex-col gap-6">
          {rows.fields.map((field, index) => (
            <li key={field.fieldKey}>
              <ExperienceRowFields
                index={index}
                removing={removingId !== null && removingId === field.id}
                onRemove={() => removeRow(index)}
              />
            </li>
          ))}
        </ol>

        <div className="flex flex-col gap-3 border-t border-line pt-6 md:flex-row md:justify-between">
          <Button
            variant="outline"
            onClick={() =>
              rows.append(newExperienceRow(), { focusName: `entries.${rows.fields.length}.company` })
            }
          >
            <Plus aria-hidden="true" className="size-5" />
            {C.add}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? MSG.common.saving : MSG.common.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
