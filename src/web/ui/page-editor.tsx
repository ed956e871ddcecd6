import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { fromState } from '@web/lib/return-to';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from './button';
import { EditorPage } from './editor-page';
import { PageLoading, ProblemNotice } from './page-states';

/** The words of a page editor (each feature words its own). */
export interface PageEditorTexts {
  editTitle: string;
  editIntro: string;
  loading: string;
  forbiddenTitle: string;
  forbiddenText: string;
  /** The page does not exist (or the id is malformed). */
  notFound: string;
  loadError: string;
  /** The way to the page itself ('Voltar para a empresa' …). */
  backToPage: string;
  backToMine: string;
}

interface PageEditorProps<TPage> {
  texts: PageEditorTexts;
  /** The page being edited, loaded. */
  query: UseQueryResult<TPage>;
  /** Whether she may edit it (the server refuses the others too). */
  canEdit: (page: TPage) => boolean;
  /** The page's own address, offered when she may not edit it. */
  pageHref: string;
  /** Her list of pages: where 'Cancelar' leads by default, and always offered on a problem. */
  mineHref: string;
  /** The form, once the page is loaded and hers to edit; `cancelTo` is where closing leads. */
  children: (page: TPage, cancelTo: string) => ReactNode;
}

/**
 * Editing a page (a community, a company): its data loaded into the form. While it loads, a
 * spinner; unknown (404, or a malformed id's 400), or not hers to edit, the reason with the ways
 * on; another failure, a retry.
 */
export function PageEditor<TPage>({
  texts,
  query,
  canEdit,
  pageHref,
  mineHref,
  children,
}: PageEditorProps<TPage>) {
  const location = useLocation();
  const cancelTo = fromState(location.state) ?? mineHref;

  return (
    <EditorPage title={texts.editTitle} intro={texts.editIntro} closeTo={cancelTo}>
      {query.isPending ? (
        <PageLoading height="section" label={texts.loading} />
      ) : query.isError ? (
        // A malformed id (400) is as unknown as a missing one.
        isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
          <Problem text={texts.notFound} texts={texts} mineHref={mineHref} />
        ) : (
          <ProblemNotice text={texts.loadError} onRetry={() => void query.refetch()} />
        )
      ) : !canEdit(query.data) ? (
        <Problem
          text={texts.forbiddenTitle}
          hint={texts.forbiddenText}
          texts={texts}
          mineHref={mineHref}
          pageHref={pageHref}
        />
      ) : (
        children(query.data, cancelTo)
      )}
    </EditorPage>
  );
}

/** Not found, or not hers to edit: the reason (announced) and the ways on. */
function Problem({
  text,
  hint,
  texts,
  mineHref,
  pageHref,
}: {
  text: string;
  hint?: string;
  texts: PageEditorTexts;
  mineHref: string;
  pageHref?: string;
}) {
  return (
    <ProblemNotice
      text={text}
      hint={hint}
      actions={
        <>
          {pageHref ? (
            <ButtonLink to={pageHref} variant="outline">
              {texts.backToPage}
            </ButtonLink>
          ) : null}
          <ButtonLink to={mineHref} variant="ghost">
            {texts.backToMine}
          </ButtonLink>
        </>
      }
    />
  );
}
