import { PREFERENCES_COPY } from '@domain/copy/preferences';
import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MATCH_COPY } from '@domain/copy/vacancy-match';
import { MSG } from '@domain/messages';
import { useCategories, useRoles, useSectors } from '@web/features/preferences/api';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { useFormContext, useWatch } from 'react-hook-form';
import type { VacancyFormValues } from './vacancy-form-schema';

const W = PREFERENCES_COPY.wizard;

/**
 * The vacancy's role (optional), picked as the preference wizard picks hers: sector → category →
 * role, from the same catalogue. Choosing another sector or category clears what depended on it.
 * Her recommendations compare it with her preferred roles ('Área e cargo').
 */
export function RolePicker() {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<VacancyFormValues>();
  const [sectorValue, categoryValue] = useWatch({ control, name: ['roleSectorId', 'roleCategoryId'] });
  const sectorId = sectorValue ? Number(sectorValue) : null;
  const categoryId = categoryValue ? Number(categoryValue) : null;
  const sectors = useSectors();
  const categories = useCategories(sectorId);
  const roles = useRoles(categoryId);
  const sector = register('roleSectorId');
  const category = register('roleCategoryId');
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold text-ink">{MATCH_COPY.reasons.role}</legend>
      <div className="grid gap-6 md:grid-cols-3">
        <FormField label={W.sector}>
          {(c) => (
            <Select
              {...c}
              placeholder={VACANCIES_COPY.form.notSpecifiedOption}
              disabled={!sectors.isSuccess}
              options={(sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              {...sector}
              onChange={(event) => {
                void sector.onChange(event);
                setValue('roleCategoryId', '');
                setValue('roleId', '');
              }}
            />
          )}
        </FormField>
        <FormField label={W.category} hint={sectorId === null ? W.chooseSectorFirst : undefined}>
          {(c) => (
            <Select
              {...c}
              placeholder={W.chooseCategory}
              disabled={sectorId === null || !categories.isSuccess}
              options={(categories.data ?? []).map((k) => ({ value: String(k.id), label: k.name }))}
              {...category}
              onChange={(event) => {
                void category.onChange(event);
                setValue('roleId', '');
              }}
            />
          )}
        </FormField>
        <FormField
          label={MATCH_COPY.roleField}
          hint={categoryId === null ? W.chooseCategoryFirst : undefined}
          error={fieldErrorMessages(errors.roleId)}
        >
          {(c) => (
            <Select
              {...c}
              placeholder={VACANCIES_COPY.form.notSpecifiedOption}
              disabled={categoryId === null || !roles.isSuccess}
              options={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              {...register('roleId')}
            />
          )}
        </FormField>
      </div>
      <FormAlert>
        {sectors.isError
          ? MSG.preferences.sectorsError
          : categories.isError
            ? MSG.preferences.categoriesError
            : roles.isError
              ? MSG.preferences.rolesError
              : null}
      </FormAlert>
    </fieldset>
  );
}
