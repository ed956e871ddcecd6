import { COPY, MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageNotFound, PageProblem } from '@web/ui/page-states';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last line of defence for anything a page throws while rendering or loading (typically a page
 * chunk that no longer exists after a deploy): a pt-BR message and a way out, never a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  usePageTitle(notFound ? MSG.common.pageNotFoundTitle : COPY.routeError.title);

  return (
    <div className="flex min-h-dvh flex-col justify-center">
      <main>
        {notFound ? (
          <PageNotFound
            announce={false}
            title={MSG.common.pageNotFoundTitle}
            text={MSG.common.pageNotFoundText}
            actions={<ButtonLink to="/home">{MSG.common.backHome}</ButtonLink>}
          />
        ) : (
          <PageProblem
            announce={false}
            title={COPY.routeError.title}
            text={MSG.common.internal}
            onRetry={() => window.location.reload()}
          />
        )}
      </main>
    </div>
  );
}
