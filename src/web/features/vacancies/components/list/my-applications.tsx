import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatLongDate } from '@web/lib/format-date';
import { LoadMore } from '@web/ui/load-more';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { TextLink } from '@web/ui/text-link';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { myApplicationsInfiniteQueryOptions } from '../../api';
import { ApplicationStatusBadge } from '../shared/badges';
import { vacancyHref } from '../shared/links';
import { AsideBox } from './my-profiles';

const T = VACANCIES_COPY.mine;
const C = VACANCIES_COPY.common;

/**
 * 'Minhas candidaturas' (GET /api/me/applications): where she follows her applications — each
 * vacancy (to its page), its company, when she applied and the status the company gave it.
 */
export function MyApplications() {
  const query = useInfiniteQuery(myApplicationsInfiniteQueryOptions());
  let body: ReactNode;
  if (query.isPending) {
    body = <InlineLoading label={T.loading} />;
  } else if (!query.data) {
    body = <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  } else {
    const items = query.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.empty}</p>
      ) : (
        <>
          <ul aria-label={T.title} className="flex flex-col divide-y divide-line">
            {items.map((application) => {
              const sent = formatLongDate(application.createdAt);
              return (
                <li
                  key={application.id}
                  className="flex flex-col items-start gap-1 py-3 first:pt-0 last:pb-0"
                >
                  <TextLink to={vacancyHref(application.vacancy.id)} className="break-words">
                    {application.vacancy.title}
                  </TextLink>
                  <span className="text-sm break-words text-ink-muted">
                    {application.vacancy.companyName}
                  </span>
                  {sent ? (
                    <time dateTime={application.createdAt} className="text-sm text-ink-muted">
                      {C.appliedOn(sent)}
                    </time>
                  ) : null}
                  <span className="flex flex-wrap items-center gap-1.5 text-sm">
                    <span className="sr-only">{T.status}:</span>
                    <ApplicationStatusBadge status={application.status} audience="applicant" />
                  </span>
                </li>
              );
            })}
          </ul>
          {query.hasNextPage ? (
            <LoadMore
              onLoadMore={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              label={C.loadMore}
              loadingLabel={C.loadingMore}
              errorText={T.loadMoreError}
            />
          ) : null}
        </>
      );
  }
  return (
    <AsideBox title={T.title} icon={<Send aria-hidden="true" className="size-5 text-primary-700" />}>
      {body}
    </AsideBox>
  );
}
