import { PREFERENCES_COPY } from '@domain/copy/preferences';
import { MSG } from '@domain/messages';
import { firstErrorMessage } from '@web/lib/row-errors';
import { Checkbox } from '@web/ui/checkbox';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { InlineLoading } from '@web/ui/page-states';
import { Select } from '@web/ui/select';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { type CatalogueItem, useCategories, useRoles, useSectors } from '../api';
import type { PreferenceFormValues } from '../form';

const W = PREFERENCES_COPY.wizard;
export const MAX_ROLES = 50;

export interface RolePickerState {
  sectorId: number | null;
  categoryId: number | null;
  /** Names of the roles she picked or that the saved profile had (id → name). */
  names: Readonly<Record<number, string>>;
}

interface WizardStepRolesProps {
  picker: RolePickerState;
  onPickerChange: (next: RolePickerState) => void;
}

/** Step 3: sector → category → roles; the chosen roles stay as removable chips across categories. */
export function WizardStepRoles({ picker, onPickerChange }: WizardStepRolesProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<PreferenceFormValues>();
  const { field } = useController({ control, name: 'preferredRoles' });
  const selected = field.value;
  const sectors = useSectors();
  const categories = useCategories(picker.sectorId);
  const roles = useRoles(picker.categoryId);
  const category = categories.data?.find((c) => c.id === picker.categoryId);

  function toggle(role: CatalogueItem, checked: boolean) {
    if (checked) {
      field.onChange([...selected.filter((id) => id !== role.id), role.id]);
      onPickerChange({ ...picker, names: { ...picker.names, [role.id]: role.name } });
    } else {
      field.onChange(selected.filter((id) => id !== role.id));
    }
  }

  const full = selected.length >= MAX_ROLES;
  const selectedId = useId();

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <FormField label={W.sector}>
            {(props) => (
              <Select
                {...props}
                placeholder={W.chooseSector}
                disabled={!sectors.isSuccess}
                value={picker.sectorId ?? ''}
                onChange={(event) =>
                  onPickerChange({
                    ...picker,
                    sectorId: event.target.value ? Number(event.target.value) : null,
                    categoryId: null,
                  })
                }
                options={(sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              />
            )}
          </FormField>
          <FormAlert>{sectors.isError ? MSG.preferences.sectorsError : null}</FormAlert>
        </div>
        <div className="flex flex-col gap-2">
          <FormField label={W.category} hint={picker.sectorId === null ? W.chooseSectorFirst : undefined}>
            {(props) => (
              <Select
                {...props}
                placeholder={W.chooseCategory}
                disabled={picker.sectorId === null || !categories.isSuccess}
                value={picker.categoryId ?? ''}
                onChange={(event) =>
                  onPickerChange({
                    ...picker,
                    categoryId: event.target.value ? Number(event.target.value) : null,
                  })
                }
                options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              />
            )}
          </FormField>
          <FormAlert>{categories.isError ? MSG.preferences.categoriesError : null}</FormAlert>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <FormAlert>{roles.isError ? MSG.preferences.rolesError : null}</FormAlert>
        {picker.categoryId === null ? (
          <p className="text-sm text-ink-muted">{W.chooseCategoryFirst}</p>
        ) : roles.isPending ? (
          <InlineLoading labelHidden />
        ) : roles.isSuccess ? (
          <fieldset>
            <legend className="mb-3 font-semibold text-ink">{W.rolesOf(category?.name ?? '')}</legend>
            {roles.data.length === 0 ? (
              <p className="text-sm text-ink-muted">{W.noRoles}</p>
            ) : (
              <div className="grid gap-3 md:grid-cols-2">
                {roles.data.map((role) => {
                  const checked = selected.includes(role.id);
                  return (
                    <Checkbox
                      key={role.id}
                      label={role.name}
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(role, event.target.checked)}
                    />
                  );
                })}
              </div>
            )}
            {full ? <p className="mt-3 text-sm text-ink-muted">{W.roleLimit(MAX_ROLES)}</p> : null}
          </fieldset>
        ) : null}
      </div>

      <section aria-labelledby={selectedId} className="flex flex-col gap-3">
        <h4 id={selectedId} className="font-semibold text-ink">
          {W.selectedRoles(selected.length)}
        </h4>
        {selected.length === 0 ? (
          <p className="text-sm text-ink-muted">{W.noSelectedRoles}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {selected.map((id) => {
              const name = picker.names[id] ?? W.roleFallback(id);
              return (
                <li
                  key={id}
                  className="inline-flex items-center gap-1 rounded-full bg-primary-100 py-1 pr-1 pl-3 text-sm font-medium text-primary-900"
                >
                  {name}
                  <button
                    type="button"
                    aria-label={W.removeRole(name)}
                    onClick={() => field.onChange(selected.filter((other) => other !== id))}
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary-200"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <FormAlert>{firstErrorMessage(errors.preferredRoles) ?? null}</FormAlert>
      </section>
    </div>
  );
}
