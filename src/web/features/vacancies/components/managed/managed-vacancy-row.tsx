import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MSG } from '@domain/messages';
import type { VacancyCard } from '@domain/schemas/vacancies';
import { isApiError } from '@web/lib/api';
import { focusWhenReady } from '@web/lib/focus';
import { formatLongDate } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { Button, ButtonLink } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Spinner } from '@web/ui/spinner';
import { Pencil, Power, PowerOff, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteVacancy, useSetVacancyActive } from '../../api';
import { VacancyStatusBadge } from '../shared/badges';
import { applicationsHref, editVacancyHref, vacancyHref } from '../shared/links';
import { VacancyFacts } from '../shared/vacancy-facts';

const T = VACANCIES_COPY.managed;
const C = VACANCIES_COPY.common;

/** The DOM id of a company block's heading, where focus goes when one of its vacancies is deleted. */
export const companyHeadingId = (companyId: string) => `empresa-vagas-${companyId}`;

/** A server refusal worth reading (no permission, gone), said after the spec's message. */
function reasonOf(error: unknown): string | undefined {
  return isApiError(error) && (error.status === 403 || error.status === 404) ? error.message : undefined;
}

/**
 * One vacancy of 'Minhas Vagas': title (to its page), 'Ativa'/'Inativa', created date, location,
 * terms and the number of applications; then 'Candidaturas', 'Editar', 'Ativar'/'Desativar' and
 * 'Excluir' (after confirmation). Every action's name carries the vacancy's title for screen
 * readers, since each row repeats the same words.
 */
export function ManagedVacancyRow({ vacancy, companyId }: { vacancy: VacancyCard; companyId: string }) {
  const { id, title, isActive } = vacancy;
  const toggle = useSetVacancyActive();
  const remove = useDeleteVacancy();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const created = formatLongDate(vacancy.createdAt);
  const forTitle = <span className="sr-only">: {title}</span>;

  const onToggle = () => {
    if (toggle.isPending) return;
    toggle.mutate(
      { id, isActive: !isActive },
      {
        onSuccess: (updated) => toast.success(updated.isActive ? T.activated(title) : T.deactivated(title)),
        onError: (error) => toast.error(MSG.vacancies.updateError, { description: reasonOf(error) }),
      },
    );
  };

  const onConfirmDelete = () => {
    setDeleteError(null);
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(T.deleted);
        // The row (and its trigger) is gone: focus goes to the company's heading, not the page's start.
        focusWhenReady(() => document.getElementById(companyHeadingId(companyId)));
      },
      onError: (error) => {
        const reason = reasonOf(error);
        setDeleteError(reason ? `${MSG.vacancies.deleteError}. ${reason}` : MSG.vacancies.deleteError);
      },
    });
  };

  return (
    <article aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold break-words text-ink">
          <Link
            to={vacancyHref(id)}
            className="rounded-sm hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {title}
          </Link>
        </h3>
        <VacancyStatusBadge isActive={isActive} />
      </div>
      <VacancyFacts vacancy={vacancy} />
      <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
        {created ? <time dateTime={vacancy.createdAt}>{C.createdOn(created)}</time> : null}
        <span>{C.applications(vacancy.applicationCount)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={applicationsHref(id)} variant="outline" size="sm">
          <Users aria-hidden="true" className="size-4" />
          {T.applicationsLink} ({vacancy.applicationCount.toLocaleString('pt-BR')}){forTitle}
        </ButtonLink>
        <ButtonLink to={editVacancyHref(id)} variant="ghost" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          {T.edit}
          {forTitle}
        </ButtonLink>
        <Button variant="ghost" size="sm" aria-disabled={toggle.isPending || undefined} onClick={onToggle}>
          {toggle.isPending ? (
            <Spinner className="size-4 text-current" />
          ) : isActive ? (
            <PowerOff aria-hidden="true" className="size-4" />
          ) : (
            <Power aria-hidden="true" className="size-4" />
          )}
          {isActive ? T.deactivate : T.activate}
          {forTitle}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-danger hover:bg-danger-soft">
              <Trash2 aria-hidden="true" className="size-4" />
              {T.delete}
              {forTitle}
            </Button>
          }
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) setDeleteError(null);
          }}
          title={T.deleteTitle}
          description={T.deleteText(title)}
          confirmLabel={T.deleteConfirm}
          busyLabel={T.deleting}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={onConfirmDelete}
        />
      </div>
    </article>
  );
}
