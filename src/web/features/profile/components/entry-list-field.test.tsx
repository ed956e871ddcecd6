import { PROFILE_COPY } from '@domain/copy/profile';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EntryListField } from './entry-list-field';

// A made-up field: a list of names, added one at a time; blank names are never added.

function NamesField({ initial = [], error }: { initial?: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  const [text, setText] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  return (
    <form onSubmit={onSubmit}>
      <EntryListField
        value={value}
        onChange={setValue}
        error={error}
        fields={(onKeyDown) => (
          <FormField label="Nome">
            {(control) => (
              <Input
                {...control}
                ref={ref}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onKeyDown}
              />
            )}
          </FormField>
        )}
        focusRef={ref}
        draft={text.trim() === '' ? null : text.trim()}
        onAdded={() => setText('')}
        listLabel="Nomes"
        emptyText="Nenhum nome."
        entryKey={(name) => name}
        entryName={(name) => name}
        renderEntry={(name) => <span className="font-semibold">{name}</span>}
        without={(name) => value.filter((other) => other !== name)}
      />
    </form>
  );
}

const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());

describe('EntryListField', () => {
  it('adds the entry with the button or Enter (never submitting the form) and clears the field', async () => {
    const user = userEvent.setup();
    render(<NamesField />);
    expect(screen.getByText('Nenhum nome.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: PROFILE_COPY.actions.add });
    expect(add).toBeDisabled();

    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(add);
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByLabelText('Nome')).toHaveFocus();

    await user.type(screen.getByLabelText('Nome'), 'Bia{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const items = within(screen.getByRole('list', { name: 'Nomes' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ana', 'Bia']);
  });

  it('removes an entry by its named button and gives the focus back to the field', async () => {
    const user = userEvent.setup();
    render(<NamesField initial={['Ana', 'Bia']} />);
    await user.click(screen.getByRole('button', { name: PROFILE_COPY.actions.remove('Ana') }));
    expect(within(screen.getByRole('list', { name: 'Nomes' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: PROFILE_COPY.actions.remove('Bia') }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum nome.')).toBeInTheDocument();
  });

  it("announces the list's error", () => {
    render(<NamesField error="Nome inválido" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nome inválido');
  });
});
