import { COPY, EDUCATION_COPY, MSG } from '@domain/messages';
import { EditorPage, LoadError } from '@web/ui/editor-page';
import { PageSpinner } from '@web/ui/spinner';
import { useEducation } from '../api';
import { EducationEditor } from '../components/education-editor';

/** /educacao: her education (SPEC §2). */
export function EducationPage() {
  const education = useEducation();

  return (
    <EditorPage title={COPY.pages.education} intro={EDUCATION_COPY.intro}>
      {education.isPending ? (
        <PageSpinner />
      ) : education.isError ? (
        <LoadError message={MSG.education.loadError} onRetry={() => education.refetch()} />
      ) : (
        <EducationEditor initial={education.data} />
      )}
    </EditorPage>
  );
}
