import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { fromState } from '@web/lib/return-to';
import { ButtonLink } from '@web/ui/button';
import { EditorPage, LoadError } from '@web/ui/editor-page';
import { ProblemNotice } from '@web/ui/problem-notice';
import { Spinner } from '@web/ui/spinner';
import { useLocation } from 'react-router';
import { communityQueryOptions } from '../../api';
import { communityHref } from '../explore/community-card';
import { CommunityForm } from './community-form';

const T = COMMUNITIES_COPY.form;
const MINE = '/minhas-comunidades';

/**
 * Editing a community (/editar-comunidade/{id}, /criar-comunidade?edit={id}): its data loaded into
 * the form; success returns to /minhas-comunidades (SPEC §2). Only its administrators and
 * moderators may edit it (the server refuses the others too): anyone else is told so.
 */
export function EditCommunity({ id }: { id: string }) {
  const location = useLocation();
  const cancelTo = fromState(location.state) ?? MINE;
  const query = useQuery(communityQueryOptions(id));

  return (
    <EditorPage title={T.editTitle} intro={T.editIntro} closeTo={cancelTo}>
      {query.isPending ? (
        <div role="status" className="flex min-h-[30dvh] items-center justify-center gap-3 text-ink-muted">
          <Spinner className="size-8" />
          <span>{T.loading}</span>
        </div>
      ) : query.isError ? (
        // A malformed id (400) is as unknown as a missing one.
        isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
          <Problem text={MSG.communities.notFound} />
        ) : (
          <LoadError message={MSG.communities.loadForEditError} onRetry={() => void query.refetch()} />
        )
      ) : !query.data.viewer.canManage ? (
        <Problem text={T.forbiddenTitle} hint={T.forbiddenText} communityId={id} />
      ) : (
        // A fresh form per community, so another one's values never linger.
        <CommunityForm
          key={query.data.id}
          mode="edit"
          community={query.data}
          returnTo={MINE}
          cancelTo={cancelTo}
        />
      )}
    </EditorPage>
  );
}

/** Not found, or not hers to edit: the reason (announced) and the ways on. */
function Problem({ text, hint, communityId }: { text: string; hint?: string; communityId?: string }) {
  return (
    <ProblemNotice
      text={text}
      hint={hint}
      actions={
        <>
          {communityId ? (
            <ButtonLink to={communityHref(communityId)} variant="outline">
              {T.backToCommunity}
            </ButtonLink>
          ) : null}
          <ButtonLink to={MINE} variant="ghost">
            {T.backToMine}
          </ButtonLink>
        </>
      }
    />
  );
}
