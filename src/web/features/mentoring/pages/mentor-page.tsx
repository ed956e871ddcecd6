import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { useParams } from 'react-router';
import { mentorQueryOptions } from '../api';
import { MentorCard } from '../components/mentor-card';
import { MentoringFrame } from '../components/mentoring-frame';

/** /mentoria/mentoras/:id: one mentora's card (linked from her profile's 'Mentora em …'). */
export function MentorPage() {
  const { id = '' } = useParams();
  const query = useQuery(mentorQueryOptions(id));
  if (query.isPending) return <PageLoading label={MSG.common.loading} />;
  if (query.isError)
    return isApiError(query.error) && query.error.status === 404 ? (
      <PageNotFound title={MENTORING_UI.mentorPage.notFound} />
    ) : (
      <PageProblem title={MENTORING_UI.directory.loadError} onRetry={() => void query.refetch()} />
    );
  return (
    <MentoringFrame title={query.data.member.name} lead={query.data.label}>
      <div className="max-w-xl">
        <MentorCard mentor={query.data} headingLevel="h2" />
      </div>
    </MentoringFrame>
  );
}
