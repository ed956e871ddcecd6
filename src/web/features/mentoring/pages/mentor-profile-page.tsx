import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { PageLoading, PageProblem } from '@web/ui/page-states';
import { myMentorQueryOptions } from '../api';
import { MentorProfileForm } from '../components/mentor-profile-form';
import { MentoringFrame } from '../components/mentoring-frame';

const T = MENTORING_UI.profileForm;

/** /mentoria/ser-mentora: 'Quero ser mentora', or her mentor profile once she is one. */
export function MentorProfilePage() {
  const query = useQuery(myMentorQueryOptions());
  if (query.isPending) return <PageLoading label={MSG.common.loading} />;
  if (query.isError) return <PageProblem title={T.loadError} onRetry={() => void query.refetch()} />;
  return (
    <MentoringFrame title={query.data ? T.titleEdit : T.titleNew} lead={T.lead}>
      {/* A new form when she becomes (or stops being) a mentora: its fields start from the answer. */}
      <MentorProfileForm key={query.data ? 'mentor' : 'new'} mentor={query.data} />
    </MentoringFrame>
  );
}
