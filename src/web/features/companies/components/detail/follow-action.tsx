import { COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import type { CompanyDetail } from '@domain/schemas/companies';
import { toast } from '@web/lib/toast';
import { FollowButton } from '@web/ui/follow-button';
import { useState } from 'react';
import { useFollowCompany } from '../../api';

const T = COMPANY_DETAIL_COPY.follow;

/**
 * 'Seguir' / 'Deixar de seguir' (SPEC §4: toggled by adding or removing her follower row). The
 * change shows at once and is announced once the server agrees; a failure is only logged (SPEC
 * §8), with a short toast because the button quietly goes back to how it was.
 */
export function FollowAction({ company }: { company: CompanyDetail }) {
  const follow = useFollowCompany(company.id);
  const [announcement, setAnnouncement] = useState('');
  const { following } = company.viewer;

  const onToggle = () => {
    if (follow.isPending) return;
    const next = !following;
    setAnnouncement('');
    follow.mutate(next, {
      onSuccess: (viewer) => setAnnouncement(viewer.following ? T.followed : T.unfollowed),
      onError: (error) => {
        console.info(`[companies] ${next ? 'follow' : 'unfollow'} falhou`, error);
        toast.error(next ? T.followError : T.unfollowError);
      },
    });
  };

  return (
    <>
      <FollowButton
        following={following}
        pending={follow.isPending}
        onToggle={onToggle}
        followLabel={T.follow}
        unfollowLabel={T.unfollow}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
