import { MSG } from '@domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { applyServerRowErrors, firstErrorMessage } from '@web/lib/row-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { PageLoading, ProblemNotice } from '@web/ui/page-states';
import { Plus, Trash2 } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { FormProvider, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { ListFormValues, ListRow } from './list-form';

/** The texts of a row's frame. */
interface ListEditorRowCopy {
  /** The legend: 'Formação 2'. */
  row: (n: number) => string;
  /** After the legend of a row not saved yet. */
  newRow: string;
  remove: string;
  removing: string;
}

/** The feature's texts the editor shows (e.g. EDUCATION_COPY). */
export interface ListEditorCopy extends ListEditorRowCopy {
  /** Shown while the list has no row. */
  empty: string;
  /** The button that appends a row. */
  add: string;
}

/** The feature's messages (e.g. MSG.education): the load error and the save and remove toasts. */
export interface ListEditorMessages {
  loadError: string;
  saved: string;
  saveError: string;
  removed: string;
  removeError: string;
}

/** What a feature's row component gets: its place in the list (see useListRow). */
export interface ListRowProps {
  index: number;
}

export interface ListEditorProps<TItem, TRow extends ListRow, TOutputRow extends ListRow> {
  /** The saved list (GET). */
  list: UseQueryResult<TItem[]>;
  /** "Save all" (PUT): rows with an id are updated, rows without one inserted; answers the saved list. */
  save: {
    mutateAsync: (rows: Omit<TOutputRow, 'clientId'>[]) => Promise<TItem[]>;
    isPending: boolean;
  };
  /** Deletes one saved row (DELETE …/:id). */
  remove: { mutateAsync: (id: string) => Promise<unknown> };
  /** The form's schema (see listFormSchema): validated on the client before anything is sent. */
  schema: z.ZodType<ListFormValues<TOutputRow>, ListFormValues<TRow>>;
  /** A saved item as a row of the form. */
  toRow: (item: TItem) => TRow;
  /** The row 'Adicionar …' appends (with a temporaryId). */
  newRow: () => TRow;
  /** The fields the server may report per row ('entries.0.startMonth'). */
  rowFields: readonly string[];
  /** The field of an appended row that gets the focus. */
  firstField: string;
  /** The feature's fields of one row; the editor puts them in the row's frame (ListEditorRow). */
  Row: ComponentType<ListRowProps>;
  /** Other kinds of row, each with its own 'Adicionar …' button (a career break in experience). */
  moreRows?: readonly { add: string; newRow: () => TRow; firstField: string }[];
  /** After the legend, what kind of row this is, when the list has more than one kind. */
  rowKind?: (row: TRow) => string | null;
  copy: ListEditorCopy;
  messages: ListEditorMessages;
}

/**
 * A "save all" list editor (SPEC §2) once the list has loaded: a spinner first, the load error
 * with a retry button, then the form.
 */
export function ListEditor<TItem, TRow extends ListRow, TOutputRow extends ListRow>(
  props: ListEditorProps<TItem, TRow, TOutputRow>,
) {
  const { list } = props;
  return list.isPending ? (
    <PageLoading />
  ) : list.isError ? (
    <ProblemNotice text={props.messages.loadError} onRetry={() => list.refetch()} />
  ) : (
    <ListEditorForm {...props} initial={list.data} />
  );
}

/**
 * Every item as a group of fields, 'Adicionar …' appends a row (temporary client id, inserted on
 * save), 'Salvar' sends them all at once. Removing a saved row deletes it on the server at once; an
 * unsaved row just disappears. The server's per-row messages land on the matching fields.
 */
function ListEditorForm<TItem, TRow extends ListRow, TOutputRow extends ListRow>({
  initial,
  save,
  remove,
  schema,
  toRow,
  newRow,
  rowFields,
  firstField,
  Row,
  moreRows,
  rowKind,
  copy,
  messages,
}: ListEditorProps<TItem, TRow, TOutputRow> & { initial: readonly TItem[] }) {
  const [removingId, setRemovingId] = useState<string | null>(null);
  const toFormValues = (items: readonly TItem[]): ListFormValues => ({ entries: items.map(toRow) });

  // Here the form is typed only by what every row has (ListRow); the feature's row component
  // reads its own fields with its own types (useListRow). The resolver, typed by the feature's
  // full rows, is cast to match.
  const form = useForm<ListFormValues, unknown, ListFormValues<TOutputRow>>({
    resolver: zodResolver(schema) as unknown as Resolver<ListFormValues, unknown, ListFormValues<TOutputRow>>,
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
      toast.success(messages.removed);
    } catch {
      toast.error(messages.removeError);
    } finally {
      setRemovingId(null);
    }
  }

  const onSubmit = handleSubmit(
    async ({ entries }) => {
      try {
        const saved = await save.mutateAsync(entries.map(({ clientId: _clientId, ...row }) => row));
        reset(toFormValues(saved));
        toast.success(messages.saved);
      } catch (error) {
        const applied = isApiError(error)
          ? applyServerRowErrors(error, setError, {
              list: 'entries',
              rowCount: entries.length,
              fields: rowFields,
            })
          : [];
        toast.error(applied[0] ?? messages.saveError);
      }
    },
    (errors) => toast.error(firstErrorMessage(errors) ?? messages.saveError),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {rows.fields.length === 0 ? <p className="text-ink-muted">{copy.empty}</p> : null}

        <ol className="flex flex-col gap-6">
          {rows.fields.map((field, index) => (
            <li key={field.fieldKey}>
              <ListEditorRow
                index={index}
                removing={removingId !== null && removingId === field.id}
                onRemove={() => removeRow(index)}
                copy={copy}
                rowKind={rowKind as ((row: ListRow) => string | null) | undefined}
              >
                <Row index={index} />
              </ListEditorRow>
            </li>
          ))}
        </ol>

        <div className="flex flex-col gap-3 border-t border-line pt-6 md:flex-row md:justify-between">
          <div className="flex flex-col gap-3 md:flex-row">
            {[{ add: copy.add, newRow, firstField }, ...(moreRows ?? [])].map((kind) => (
              <Button
                key={kind.add}
                variant="outline"
                onClick={() =>
                  rows.append(kind.newRow(), {
                    focusName: `entries.${rows.fields.length}.${kind.firstField}`,
                  })
                }
              >
                <Plus aria-hidden="true" className="size-5" />
                {kind.add}
              </Button>
            ))}
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? MSG.common.saving : MSG.common.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

interface ListEditorRowProps {
  index: number;
  /** Its delete request is running. */
  removing: boolean;
  onRemove: () => void;
  copy: ListEditorRowCopy;
  rowKind?: (row: ListRow) => string | null;
  /** The feature's fields. */
  children: ReactNode;
}

/**
 * The frame of one row: a fieldset whose legend ('Formação 2', marked new until saved) tells rows
 * apart for screen readers, the feature's fields in two columns, and the remove button.
 */
function ListEditorRow({ index, removing, onRemove, copy, rowKind, children }: ListEditorRowProps) {
  const row = useWatch<ListFormValues>({ name: `entries.${index}` }) as ListRow | undefined;
  const id = row?.id;
  const kind = row && rowKind ? rowKind(row) : null;
  const number = index + 1;

  return (
    <fieldset className="rounded-card bg-surface p-4 shadow-card md:p-6">
      <legend className="float-left mb-4 w-full text-lg font-bold text-ink">
        {copy.row(number)}
        {kind ? ` · ${kind}` : null}
        {id ? null : <span className="ml-2 text-sm font-normal text-ink-muted">({copy.newRow})</span>}
      </legend>

      <div className="clear-both grid gap-4 md:grid-cols-2">{children}</div>

      <div className="mt-4 flex justify-end border-t border-line pt-4">
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={removing}>
          <Trash2 aria-hidden="true" className="size-4" />
          {removing ? copy.removing : copy.remove}
          <span className="sr-only"> {copy.row(number).toLowerCase()}</span>
        </Button>
      </div>
    </fieldset>
  );
}
