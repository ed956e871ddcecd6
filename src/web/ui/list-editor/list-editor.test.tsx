import { MSG } from '@domain/messages';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@web/lib/api';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ListEditor } from './list-editor';
import { listFormSchema, temporaryId } from './list-form';
import { useListRow } from './row-fields';

// A made-up feature: a list of notes, each with a required title.

interface Note {
  id: string;
  title: string;
}

const noteInputSchema = z.object({
  id: z.string().optional(),
  title: z.string().trim().min(1, 'Informe o título'),
});
const noteFormSchema = listFormSchema(noteInputSchema, 5);
type NoteFormValues = z.input<typeof noteFormSchema>;
type NoteInput = z.input<typeof noteInputSchema>;

const COPY = {
  row: (n: number) => `Nota ${n}`,
  newRow: 'nova',
  remove: 'Remover',
  removing: 'Removendo...',
  empty: 'Nenhuma nota.',
  add: 'Adicionar nota',
  title: 'Título',
};

const MESSAGES = {
  loadError: 'Erro ao carregar notas',
  saved: 'Notas salvas',
  saveError: 'Erro ao salvar notas',
  removed: 'Nota removida',
  removeError: 'Erro ao remover nota',
};

function NoteRow({ index }: { index: number }) {
  const { register, rowErrors, name } = useListRow<NoteFormValues>(index);
  return (
    <FormField label={COPY.title} error={fieldErrorMessages(rowErrors?.title)}>
      {(control) => <Input {...control} {...register(name('title'))} />}
    </FormField>
  );
}

interface Api {
  load: () => Promise<Note[]>;
  save: (rows: NoteInput[]) => Promise<Note[]>;
  remove: (id: string) => Promise<void>;
}

function NotesEditor({ api }: { api: Api }) {
  const list = useQuery({ queryKey: ['notes'], queryFn: api.load });
  const save = useMutation({ mutationFn: api.save });
  const remove = useMutation({ mutationFn: api.remove });
  return (
    <ListEditor
      list={list}
      save={save}
      remove={remove}
      schema={noteFormSchema}
      toRow={(note: Note) => ({ clientId: note.id, id: note.id, title: note.title })}
      newRow={() => ({ clientId: temporaryId(), title: '' })}
      rowFields={['title']}
      firstField="title"
      Row={NoteRow}
      copy={COPY}
      messages={MESSAGES}
    />
  );
}

function renderEditor(api: Partial<Api> & Pick<Api, 'load'>) {
  const full: Api = {
    save: vi.fn(async (rows: NoteInput[]) =>
      rows.map((row, i) => ({ id: row.id ?? `new-${i}`, title: row.title })),
    ),
    remove: vi.fn(async () => {}),
    ...api,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NotesEditor api={full} />
      <Toaster />
    </QueryClientProvider>,
  );
  return full;
}

const SAVED: Note = { id: 'n1', title: 'Primeira' };

async function row(n: number) {
  return within(await screen.findByRole('group', { name: new RegExp(`^${COPY.row(n)}`) }));
}

/** The remove button of row n ('Remover', and 'nota n' for screen readers). */
async function removeButton(n: number) {
  return (await row(n)).getByRole('button', {
    name: new RegExp(`^${COPY.remove}.*${COPY.row(n).toLowerCase()}`),
  });
}

const offline = async (): Promise<never> => {
  throw new Error('offline');
};

describe('ListEditor', () => {
  it('loads the list, appends a focused new row and saves all rows without their client keys', async () => {
    const user = userEvent.setup();
    const api = renderEditor({ load: async () => [SAVED] });
    const first = await row(1);
    expect(first.getByLabelText(COPY.title)).toHaveValue('Primeira');
    expect(screen.getByRole('group', { name: COPY.row(1) })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: COPY.add }));
    const second = await row(2);
    expect(
      screen.getByRole('group', { name: new RegExp(`^${COPY.row(2)}.*${COPY.newRow}`) }),
    ).toBeInTheDocument();
    expect(second.getByLabelText(COPY.title)).toHaveFocus();
    await user.type(second.getByLabelText(COPY.title), 'Segunda');

    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    expect(api.save).toHaveBeenCalledWith(
      [{ id: 'n1', title: 'Primeira' }, { title: 'Segunda' }],
      expect.anything(),
    );
    // The form now holds the saved list: the new row has its id and is no longer marked new.
    expect(await screen.findByRole('group', { name: COPY.row(2) })).toBeInTheDocument();
  });

  it('says when the list is empty', async () => {
    renderEditor({ load: async () => [] });
    expect(await screen.findByText(COPY.empty)).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('refuses invalid rows on the client, with the first message as a toast', async () => {
    const user = userEvent.setup();
    const api = renderEditor({ load: async () => [] });
    await user.click(await screen.findByRole('button', { name: COPY.add }));
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText('Informe o título', { selector: '[data-title]' })).toBeInTheDocument();
    expect((await row(1)).getByLabelText(COPY.title)).toHaveAttribute('aria-invalid', 'true');
    expect(api.save).not.toHaveBeenCalled();
  });

  it("puts the server's per-row messages on the row's fields", async () => {
    const user = userEvent.setup();
    renderEditor({
      load: async () => [SAVED],
      save: async () => {
        throw new ApiError({
          status: 400,
          code: 'invalid_input',
          message: 'Dados inválidos',
          fields: { 'entries.0.title': 'Título repetido', 'entries.7.title': 'Linha que não existe' },
        });
      },
    });
    const first = await row(1);
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText('Título repetido', { selector: '[data-title]' })).toBeInTheDocument();
    await waitFor(() => expect(first.getByLabelText(COPY.title)).toHaveAttribute('aria-invalid', 'true'));
    expect(first.getByLabelText(COPY.title)).toHaveFocus();
    expect(screen.queryByText('Linha que não existe')).not.toBeInTheDocument();
  });

  it('says the save failed when the server gives no field', async () => {
    const user = userEvent.setup();
    renderEditor({
      load: async () => [SAVED],
      save: offline,
    });
    await row(1);
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MESSAGES.saveError)).toBeInTheDocument();
  });

  it('drops an unsaved row at once and deletes a saved one on the server', async () => {
    const user = userEvent.setup();
    const api = renderEditor({ load: async () => [SAVED] });
    await row(1);
    await user.click(screen.getByRole('button', { name: COPY.add }));
    await user.click(await removeButton(2));
    expect(screen.queryByRole('group', { name: new RegExp(`^${COPY.row(2)}`) })).not.toBeInTheDocument();
    expect(api.remove).not.toHaveBeenCalled();

    await user.click(await removeButton(1));
    expect(await screen.findByText(MESSAGES.removed)).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith('n1', expect.anything());
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText(COPY.empty)).toBeInTheDocument();
  });

  it('keeps a saved row whose delete failed', async () => {
    const user = userEvent.setup();
    renderEditor({
      load: async () => [SAVED],
      remove: offline,
    });
    await user.click(await removeButton(1));
    expect(await screen.findByText(MESSAGES.removeError)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: COPY.row(1) })).toBeInTheDocument();
  });

  it('shows the load error with a retry button', async () => {
    const user = userEvent.setup();
    const load = vi.fn<Api['load']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([SAVED]);
    renderEditor({ load });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadError);
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect((await row(1)).getByLabelText(COPY.title)).toHaveValue('Primeira');
  });
});
