import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { COPY, MSG } from '@domain/messages';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { InlineLoading, ListMessage } from '@web/ui/page-states';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { mentorsInfiniteQueryOptions, recommendedQueryOptions } from '../api';
import { MentorCard } from '../components/mentor-card';
import { filtersFrom, MentorFiltersForm } from '../components/mentor-filters';
import { MentorList } from '../components/mentor-list';
import { MentoringFrame } from '../components/mentoring-frame';

const T = MENTORING_UI.directory;

/** 'Recomendadas para você': the server's best matches, each card with why. */
function Recommended() {
  const headingId = useId();
  const query = useQuery(recommendedQueryOptions());
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {T.recommended}
      </h2>
      {query.isPending ? (
        <InlineLoading label={MSG.common.loading} />
      ) : !query.data ? (
        <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-ink-muted">{T.recommendedEmpty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {query.data.items.map(({ reasons, ...mentor }) => (
            <li key={mentor.member.id} className="flex">
              <MentorCard mentor={mentor} reasons={reasons} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /mentoria: 'Recomendadas para você', then the directory of mentoras with its filters (kept in
 * the address) and 'Carregar mais'; the area's links lead to 'Quero ser mentora' (or her profile).
 */
export function MentoringPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const mentors = useInfiniteQuery(mentorsInfiniteQueryOptions(filters));
  const allId = useId();
  return (
    <MentoringFrame title={COPY.pages.mentoring} lead={T.lead}>
      <Recommended />
      <section aria-labelledby={allId} className="flex flex-col gap-4">
        <h2 id={allId} className="text-xl font-bold text-ink">
          {T.all}
        </h2>
        <MentorFiltersForm
          key={params.get('skill') ?? ''}
          value={filters}
          onChange={(next) =>
            setParams(new URLSearchParams(next as Record<string, string>), { replace: true })
          }
        />
        <MentorList query={mentors} label={T.all} />
      </section>
    </MentoringFrame>
  );
}
