import { CV_EDITOR_COPY as C } from '@domain/copy/cv-editor';
import { fireEvent, type screen } from '@testing-library/react';

type Scope = Pick<typeof screen, 'getByRole'>;

/** The month picker of the field labelled `label`: its month and year selects. */
export function monthPicker(scope: Scope, label: string) {
  return {
    month: scope.getByRole('combobox', { name: C.monthOf(label) }) as HTMLSelectElement,
    year: scope.getByRole('combobox', { name: C.yearOf(label) }) as HTMLSelectElement,
  };
}

/** Chooses 'YYYY-MM' in the month picker labelled `label`. */
export function pickMonth(scope: Scope, label: string, value: string) {
  const [year, month] = value.split('-');
  const picker = monthPicker(scope, label);
  fireEvent.change(picker.month, { target: { value: month } });
  fireEvent.change(picker.year, { target: { value: year } });
}

/** What the picker shows, as 'YYYY-MM' ('' while a part is not chosen). */
export function pickedMonth(scope: Scope, label: string): string {
  const { month, year } = monthPicker(scope, label);
  return month.value && year.value ? `${year.value}-${month.value}` : '';
}
