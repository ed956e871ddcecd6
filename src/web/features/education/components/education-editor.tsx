import { EDUCATION_COPY as C, MSG } from '@domain/messages';
import type { Education } from '@domain/schemas/cv';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { applyServerRowErrors, firstErrorMessage } from '@web/lib/row-errors';
import { Button } from '@web/ui/button';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useDeleteEducation, useSaveEducation } from '../api';
import {
  EDUCATION_ROW_FIELDS,
  type EducationFormOutput,
  type EducationFormValues,
  educationFormSchema,
  newEducationRow,
  toFormValues,
} from '../form';
import { EducationRowFields } from './education-row';

/**
 * The list editor (SPEC §2): every education entry as a group of fields, 'Adicionar formação'
 * appends a row (temporary client id, inserted on save), 'Salvar' sends them all at once.
 * Removing a saved row deletes it on the server at once; an unsaved row just disappears.
 */
export function EducationEditor({ initial }: { initial: readonly Education[] }) {
  const save = useSaveEducation();
  const remove = useDeleteEducation();
  const [removingId, setRemovingId] = useState<string | null>(null);

  const form = useForm<EducationFormValues, unknown, EducationFormOutput>({
    resolver: zodResolver(educationFormSchema),
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
      toast.success(MSG.education.removed);
    } catch {
      toast.error(MSG.education.removeError);
    } finally {
      setRemovingId(null);
    }
  }

  const onSubmit = handleSubmit(
    async ({ entries }) => {
      try {
        const saved = await save.mutateAsync(entries.map(({ clientId: _clientId, ...row }) => row));
        reset(toFormValues(saved));
        toast.success(MSG.education.saved);
      } catch (error) {
        const applied = isApiError(error)
          ? applyServerRowErrors(error, setError, {
              list: 'entries',
              rowCount: entries.length,
              fields: EDUCATION_ROW_FIELDS,
            })
          : [];
        toast.error(applied[0] ?? MSG.education.saveError);
      }
    },
    (errors) => toast.error(firstErrorMessage(errors) ?? MSG.education.saveError),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {rows.fields.length === 0 ? <p className="text-ink-muted">{C.empty}</p> : null}

        <ol className="flex flex-col gap-6">
          {rows.fields.map((field, index) => (
            <li key={field.fieldKey}>
              <EducationRowFields
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
              rows.append(newEducationRow(), { focusName: `entries.${rows.fields.length}.institution` })
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
