import { CV_EDITOR_COPY as C } from '@domain/copy/cv-editor';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { MONTH_OPTIONS, MonthPicker, yearOptions } from './month-picker';

const LABEL = 'Data de início';

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label={LABEL} hint="Dica">
        {(control) => (
          <MonthPicker
            {...control}
            label={LABEL}
            value={value}
            onChange={(next) => {
              setValue(next);
              onChange?.(next);
            }}
          />
        )}
      </FormField>
      <output>{value || 'vazio'}</output>
      <button type="button" onClick={() => setValue('')}>
        limpar
      </button>
    </>
  );
}

const monthSelect = () => screen.getByRole('combobox', { name: C.monthOf(LABEL) });
const yearSelect = () => screen.getByRole('combobox', { name: C.yearOf(LABEL) });

describe('MonthPicker', () => {
  it('names the months in pt-BR and offers recent years first', () => {
    expect(MONTH_OPTIONS.map((m) => m.label)).toEqual([
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ]);
    const years = yearOptions(new Date('2026-05-01T00:00:00Z'));
    expect(years[0]).toBe('2032');
    expect(years.at(-1)).toBe('1950');
    expect(yearOptions(new Date('2026-05-01T00:00:00Z'), '1930').at(-1)).toBe('1930');
  });

  it("shows a saved 'YYYY-MM' as its month and year; the field's label and hint reach the month", () => {
    render(<Harness initial="2021-03" />);
    expect(monthSelect()).toHaveValue('03');
    expect(monthSelect()).toHaveDisplayValue('março');
    expect(yearSelect()).toHaveValue('2021');
    expect(screen.getByLabelText(LABEL)).toBe(monthSelect());
    expect(monthSelect()).toHaveAccessibleDescription('Dica');
    expect(yearSelect()).toHaveAccessibleDescription('Dica');
    // Never the native month field that Safari and Firefox show as free text.
    expect(document.querySelector('input[type="month"]')).toBeNull();
  });

  it("gives 'YYYY-MM' only once both are chosen, by keyboard", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(monthSelect()).toHaveFocus();
    await user.selectOptions(monthSelect(), 'julho');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('status')).toHaveTextContent('vazio');

    await user.tab();
    expect(yearSelect()).toHaveFocus();
    await user.selectOptions(yearSelect(), '2019');
    expect(onChange).toHaveBeenLastCalledWith('2019-07');
    expect(screen.getByRole('status')).toHaveTextContent('2019-07');
    // The half-chosen month stayed while the value was still ''.
    expect(monthSelect()).toHaveValue('07');

    await user.selectOptions(monthSelect(), 'dezembro');
    expect(onChange).toHaveBeenLastCalledWith('2019-12');
  });

  it('empties both selects when the form clears the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2020-01" />);
    await user.click(screen.getByRole('button', { name: 'limpar' }));
    expect(monthSelect()).toHaveValue('');
    expect(yearSelect()).toHaveValue('');
  });

  it('disables both selects', () => {
    render(<MonthPicker label={LABEL} value="" onChange={() => {}} disabled />);
    expect(monthSelect()).toBeDisabled();
    expect(yearSelect()).toBeDisabled();
  });
});
