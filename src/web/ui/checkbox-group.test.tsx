import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group';

const OPTIONS = ['Presencial', 'Híbrido', 'Remoto'] as const;

function Group({ onChange }: { onChange: (next: string[]) => void }) {
  const [value, setValue] = useState<(typeof OPTIONS)[number][]>([]);
  return (
    <CheckboxGroup
      legend="Modelo de trabalho"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it("is a named group whose value keeps the options' order, whatever the clicking order", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Modelo de trabalho' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Remoto'));
    await user.click(screen.getByLabelText('Presencial'));
    expect(onChange).toHaveBeenLastCalledWith(['Presencial', 'Remoto']);
    await user.click(screen.getByLabelText('Remoto'));
    expect(onChange).toHaveBeenLastCalledWith(['Presencial']);
    expect(screen.getByLabelText('Presencial')).toBeChecked();
    expect(screen.getByLabelText('Remoto')).not.toBeChecked();
  });
});
