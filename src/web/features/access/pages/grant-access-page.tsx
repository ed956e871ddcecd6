import { ACCESS_COPY } from '@domain/copy/access';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { TextLink } from '@web/ui/text-link';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { GrantForm } from '../components/grant-form';
import { MembersList } from '../components/members-list';
import { PendingInvitations } from '../components/pending-invitations';
import { TargetHeader } from '../components/target-header';
import { TargetPicker } from '../components/target-picker';
import { ACCESS_TARGETS, targetKindOf } from '../targets';
import type { GrantTarget } from '../targets/target';

/**
 * The grant access page (SPEC §2) of /comunidades/{id}/concessao-acesso and
 * /empresas/{id}/concessao-acesso; without an id, the picker of her communities (companies).
 * Everything kind-specific comes from the target adapter (../targets).
 */
export function GrantAccessPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const target = ACCESS_TARGETS[targetKindOf(pathname)];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      {id ? (
        // Keyed: another target gets a fresh form, never the previous one's pick.
        <GrantAccessView key={`${target.kind}:${id}`} target={target} id={id} />
      ) : (
        <TargetPicker target={target} />
      )}
    </div>
  );
}

const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);

function GrantAccessView({ target, id }: { target: GrantTarget; id: string }) {
  const detail = useQuery(target.detailQuery(id));
  const [refused, setRefused] = useState(false);
  const canGrant = detail.data?.canGrant === true && !refused;
  const members = useQuery({ ...target.membersQuery(id), enabled: canGrant });
  const forbidden =
    statusOf(detail.error) === 403 ||
    refused ||
    (detail.isSuccess && !detail.data.canGrant) ||
    statusOf(members.error) === 403;
  const notFound = statusOf(detail.error) === 404;

  const currentRoles = useMemo(
    () => new Map((members.data ?? []).map((member) => [member.userId, member.role])),
    [members.data],
  );

  usePageTitle(
    notFound
      ? MSG.access.notFound
      : detail.data
        ? ACCESS_COPY.documentTitle(detail.data.name)
        : MSG.access.title,
  );

  const backToTarget = (
    <TextLink to={`${target.basePath}/${encodeURIComponent(id)}`}>{target.copy.backToTarget}</TextLink>
  );

  if (detail.isPending) return <PageLoading label={ACCESS_COPY.loading} />;
  if (notFound) {
    return (
      <PageNotFound
        title={MSG.access.notFound}
        text={ACCESS_COPY.notFoundText}
        actions={
          <ButtonLink to="/feed" variant="outline">
            {ACCESS_COPY.backToFeed}
          </ButtonLink>
        }
      />
    );
  }
  if (forbidden) {
    return (
      <>
        {detail.data ? <TargetHeader summary={detail.data} /> : null}
        <PageProblem
          kind="forbidden"
          title={MSG.access.title}
          text={target.copy.noPermission}
          actions={backToTarget}
        />
      </>
    );
  }
  if (detail.isError) {
    return (
      <PageProblem
        title={MSG.access.unexpected}
        text={ACCESS_COPY.unexpectedText}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  return (
    <>
      <TargetHeader summary={detail.data} />
      <GrantForm
        target={target}
        targetId={id}
        currentRoles={currentRoles}
        onForbidden={() => setRefused(true)}
      />
      <PendingInvitations target={target} targetId={id} />
      <MembersList target={target} members={members} />
    </>
  );
}
