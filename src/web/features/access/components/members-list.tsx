import { ACCESS_COPY } from '@domain/copy/access';
import { MSG } from '@domain/messages';
import type { AccessMember } from '@domain/schemas/communities';
import type { UseQueryResult } from '@tanstack/react-query';
import { InlineLoading, ProblemNotice } from '@web/ui/page-states';
import { useId } from 'react';
import { type GrantTarget, roleLabel } from '../targets/target';

interface MembersListProps {
  target: GrantTarget;
  members: UseQueryResult<AccessMember[]>;
}

/** 'Participantes atuais': each person by name (or e-mail when she has no name) with her role. */
export function MembersList({ target, members }: MembersListProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={members.isFetching || undefined}
      className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card md:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink md:text-xl">
        {MSG.access.currentMembers}
      </h2>
      <MembersBody target={target} members={members} />
    </section>
  );
}

function MembersBody({ target, members }: MembersListProps) {
  if (members.isPending) {
    return <InlineLoading label={ACCESS_COPY.loading} />;
  }
  if (members.isError) {
    return <ProblemNotice text={MSG.access.membersError} onRetry={() => void members.refetch()} />;
  }
  if (members.data.length === 0) return <p className="text-ink-muted">{ACCESS_COPY.members.empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {members.data.map((member) => {
        const name = member.fullName || member.email || member.userId;
        const email = member.fullName && member.email ? member.email : null;
        return (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span className="min-w-0">
              <span className="block font-semibold break-words text-ink">{name}</span>
              {email ? <span className="block text-sm break-all text-ink-muted">{email}</span> : null}
            </span>
            <span className="rounded-full bg-primary-100 px-3 py-0.5 text-sm font-semibold text-primary-800">
              {roleLabel(target, member.role)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
