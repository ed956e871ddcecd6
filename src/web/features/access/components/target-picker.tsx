import { ACCESS_COPY } from '@domain/copy/access';
import { SHELL_COPY } from '@domain/copy/shell';
import { MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { Avatar } from '@web/ui/avatar';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageProblem } from '@web/ui/page-states';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useWorkspaces } from '../api';
import type { GrantTarget } from '../targets/target';

/**
 * /comunidades/concessao-acesso and /empresas/concessao-acesso (no id in the path): she picks
 * one of the communities (companies) she administers and goes on to its grant page. With none,
 * the way to create one.
 */
export function TargetPicker({ target }: { target: GrantTarget }) {
  const { copy } = target;
  usePageTitle(copy.pickTitle);
  const workspaces = useWorkspaces();

  if (workspaces.isPending) return <PageLoading label={ACCESS_COPY.loading} />;
  if (workspaces.isError) {
    return (
      <PageProblem
        title={MSG.access.unexpected}
        text={SHELL_COPY.business.loadError}
        onRetry={() => void workspaces.refetch()}
      />
    );
  }

  const choices = target.administered(workspaces.data);
  if (choices.length === 0) {
    return (
      <PageProblem
        kind="empty"
        title={copy.pickEmpty}
        text={copy.pickEmptyHint}
        actions={<ButtonLink to={target.createPath}>{copy.createLabel}</ButtonLink>}
      />
    );
  }

  return (
    <section className="rounded-card bg-surface p-4 shadow-card md:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{copy.pickTitle}</h1>
      <p className="mt-2 text-ink-muted">{copy.pickIntro}</p>
      <ul aria-label={copy.pickListLabel} className="mt-5 flex flex-col gap-2">
        {choices.map((choice) => (
          <li key={choice.id}>
            <Link
              to={`${target.basePath}/${encodeURIComponent(choice.id)}/concessao-acesso`}
              className="flex min-h-14 items-center gap-3 rounded-control border border-line px-3 py-2 hover:bg-primary-50"
            >
              <Avatar name={choice.name} src={choice.logoUrl} shape="square" size="md" decorative />
              <span className="min-w-0 flex-1 truncate font-semibold text-ink">{choice.name}</span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
