import { CV_EDITOR_COPY } from '@domain/copy/cv-editor';
import { MSG } from '@domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, isApiError } from '@web/lib/api';
import { applyServerRowErrors, firstErrorMessage } from '@web/lib/row-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { ConfirmAction } from '@web/ui/confirm-action';
import { PageLoading, ProblemNotice } from '@web/ui/page-states';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ComponentType, useEffect, useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ListFormValues, ListRow } from './list-form';

/** What a card shows of one item: compact, the details are in its editor. */
export interface CardSummary {
  /** The card's heading: a role, a course. */
  title: string;
  /** A company, an institution. */
  subtitle?: string | null;
  /** 'jan. de 2020 – atual' (see printedRange). */
  period: string;
  /** Clamped to one line. */
  description?: string | null;
}

/** The feature's texts (e.g. EXPERIENCE_COPY). */
export interface CardListCopy {
  /** Shown while the list has no item. */
  empty: string;
  /** 'Adicionar experiência'. */
  add: string;
  remove: string;
  removing: string;
}

/** The feature's messages (e.g. MSG.experience): the load error and the save and remove toasts. */
export interface CardListMessages {
  loadError: string;
  saved: string;
  saveError: string;
  removed: string;
  removeError: string;
}

/** An 'Adicionar …' button: the empty row it opens and the field that gets the focus. */
export interface NewItemKind<TRow> {
  add: string;
  newRow: () => TRow;
  firstField: string;
}

export interface CardListEditorProps<
  TItem extends { id: string },
  TRow extends ListRow,
  TOutputRow extends ListRow,
> {
  /** The saved list (GET). */
  list: UseQueryResult<TItem[]>;
  /** Saves one item (inserted without an id, updated with one); answers the saved list. */
  save: { mutateAsync: (row: Omit<TOutputRow, 'clientId'>) => Promise<TItem[]>; isPending: boolean };
  /** Deletes one saved item (DELETE …/:id). */
  remove: { mutateAsync: (id: string) => Promise<unknown> };
  /** The form's schema (see listFormSchema): the editor's form holds its one row as `entries.0`. */
  schema: z.ZodType<ListFormValues<TOutputRow>, ListFormValues<TRow>>;
  /** A saved item as a row of the form. */
  toRow: (item: TItem) => TRow;
  /** The kinds of item 'Adicionar …' opens (experience has a job and a career break). */
  newKinds: readonly [NewItemKind<TRow>, ...NewItemKind<TRow>[]];
  /** The field of an item's editor that gets the focus when opened to edit. */
  firstField: (row: TRow) => string;
  /** The fields the server may report ('entries.0.startMonth'). */
  rowFields: readonly string[];
  /** The feature's fields of the row (at index 0, see useListRow). */
  Row: ComponentType<{ index: number }>;
  summary: (item: TItem) => CardSummary;
  /** The editor's title: 'Nova experiência', 'Editar experiência'. */
  editorTitle: (row: TRow, isNew: boolean) => string;
  /** The delete confirmation's title: 'Excluir esta experiência?'. */
  confirmRemove: (item: TItem) => string;
  copy: CardListCopy;
  messages: CardListMessages;
}

type Editing<TRow> = { id: string } | { row: TRow; firstField: string } | null;

/**
 * A CV list edited one item at a time (issue 22): every saved item is a compact card (title,
 * subtitle, period, one line of description) with 'Editar', which opens that item's form in
 * place of its card, and 'Excluir', which asks first. 'Adicionar …' opens an empty form under
 * the cards. One form is open at a time; 'Salvar' sends that item alone.
 */
export function CardListEditor<
  TItem extends { id: string },
  TRow extends ListRow,
  TOutputRow extends ListRow,
>(props: CardListEditorProps<TItem, TRow, TOutputRow>) {
  const { list, toRow, newKinds, firstField, summary, editorTitle, confirmRemove, copy, messages, remove } =
    props;
  const [editing, setEditing] = useState<Editing<TRow>>(null);
  // Where the focus goes back when a form closes: the card it edited, or the 'Adicionar' button.
  const [returnFocus, setReturnFocus] = useState<string | null>(null);

  if (list.isPending) return <PageLoading />;
  if (list.isError) return <ProblemNotice text={messages.loadError} onRetry={() => list.refetch()} />;
  const items = list.data;

  // A failure keeps the confirmation open with the error (ConfirmAction's errorMessage).
  async function removeItem(item: TItem) {
    await remove.mutateAsync(item.id);
    toast.success(messages.removed);
  }

  const close = () => {
    setReturnFocus(editing && 'id' in editing ? editing.id : ADD_BUTTON);
    setEditing(null);
  };
  const adding = editing && 'row' in editing ? editing : null;

  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 && !adding ? <p className="text-ink-muted">{copy.empty}</p> : null}

      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              {editing && 'id' in editing && editing.id === item.id ? (
                <ItemEditor
                  {...props}
                  row={toRow(item)}
                  title={editorTitle(toRow(item), false)}
                  focusField={firstField(toRow(item))}
                  onDone={close}
                />
              ) : (
                <ItemCard
                  summary={summary(item)}
                  onEdit={() => setEditing({ id: item.id })}
                  focusEdit={returnFocus === item.id}
                  editDisabled={editing !== null}
                  confirmTitle={confirmRemove(item)}
                  onRemove={() => removeItem(item)}
                  copy={copy}
                  errorMessage={messages.removeError}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {adding ? (
        <ItemEditor
          {...props}
          row={adding.row}
          title={editorTitle(adding.row, true)}
          focusField={adding.firstField}
          onDone={close}
        />
      ) : (
        <div className="flex flex-col gap-3 md:flex-row">
          {newKinds.map((kind, i) => (
            <Button
              key={kind.add}
              ref={i === 0 && returnFocus === ADD_BUTTON ? focusOnMount : undefined}
              variant="outline"
              disabled={editing !== null}
              onClick={() => setEditing({ row: kind.newRow(), firstField: kind.firstField })}
            >
              <Plus aria-hidden="true" className="size-5" />
              {kind.add}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

const ADD_BUTTON = 'add';

/** A ref callback that focuses its element once, when it mounts. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

function ItemCard({
  summary,
  onEdit,
  focusEdit,
  editDisabled,
  confirmTitle,
  onRemove,
  copy,
  errorMessage,
}: {
  summary: CardSummary;
  onEdit: () => void;
  /** Its form just closed: the focus comes back to its 'Editar'. */
  focusEdit: boolean;
  editDisabled: boolean;
  confirmTitle: string;
  onRemove: () => Promise<unknown>;
  copy: CardListCopy;
  errorMessage: string;
}) {
  const titleId = useId();
  // Screen readers hear which card a button acts on: 'Editar Analista de dados'.
  const named = (action: string) => `${action} ${summary.title}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card md:flex-row md:items-start md:justify-between md:p-5"
    >
      <div className="min-w-0">
        <h2 id={titleId} className="font-bold text-ink">
          {summary.title}
        </h2>
        {summary.subtitle ? <p className="text-ink">{summary.subtitle}</p> : null}
        <p className="text-sm text-ink-muted">{summary.period}</p>
        {summary.description ? (
          <p className="mt-1 line-clamp-1 text-sm text-ink-muted">{summary.description}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          disabled={editDisabled}
          aria-label={named(MSG.common.edit)}
          ref={focusEdit ? focusOnMount : undefined}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {MSG.common.edit}
        </Button>
        <ConfirmAction
          trigger={
            <Button variant="ghost" size="sm" disabled={editDisabled} aria-label={named(copy.remove)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {copy.remove}
            </Button>
          }
          title={confirmTitle}
          description={CV_EDITOR_COPY.cannotUndo}
          confirmLabel={copy.remove}
          busyLabel={copy.removing}
          onConfirm={onRemove}
          errorMessage={errorMessage}
        />
      </div>
    </article>
  );
}

/**
 * One item's form: its fields (the feature's Row at index 0 of `entries`), 'Salvar' and
 * 'Cancelar'. Client-side checks first, then the server's messages on the fields.
 */
function ItemEditor<TItem extends { id: string }, TRow extends ListRow, TOutputRow extends ListRow>({
  row,
  title,
  focusField,
  onDone,
  save,
  schema,
  rowFields,
  Row,
  messages,
}: CardListEditorProps<TItem, TRow, TOutputRow> & {
  row: TRow;
  title: string;
  focusField: string;
  onDone: () => void;
}) {
  const titleId = useId();
  // Typed here only by what every row has (ListRow); the feature's Row reads its own fields.
  const form = useForm<ListFormValues, unknown, ListFormValues<TOutputRow>>({
    resolver: zodResolver(schema) as unknown as Resolver<ListFormValues, unknown, ListFormValues<TOutputRow>>,
    defaultValues: { entries: [row] },
  });
  const { handleSubmit, setError, setFocus } = form;

  useEffect(() => {
    setFocus(`entries.0.${focusField}` as 'entries.0.id');
  }, [setFocus, focusField]);

  const onSubmit = handleSubmit(
    async ({ entries: [entry] }) => {
      if (!entry) return;
      const { clientId: _clientId, ...item } = entry;
      try {
        await save.mutateAsync(item);
        toast.success(messages.saved);
        onDone();
      } catch (error) {
        const applied = isApiError(error)
          ? applyServerRowErrors(asRowErrors(error), setError, {
              list: 'entries',
              rowCount: 1,
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
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        className="rounded-card bg-surface p-4 shadow-card md:p-6"
      >
        <h2 id={titleId} className="mb-4 text-lg font-bold text-ink">
          {title}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <Row index={0} />
        </div>
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 md:flex-row md:justify-end">
          <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
            {MSG.common.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? MSG.common.saving : MSG.common.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * The per-item routes key their messages by field ('endMonth'); the editor's one row is
 * 'entries.0' of its form. Messages already keyed by row (the list PUT) stay as they are.
 */
function asRowErrors(error: ApiError): ApiError {
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [
      path.startsWith('entries.') ? path : `entries.0.${path}`,
      message,
    ]),
  );
  return new ApiError({ status: error.status, code: error.code, message: error.message, fields });
}
