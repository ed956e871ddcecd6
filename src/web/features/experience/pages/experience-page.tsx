import { COPY, EXPERIENCE_COPY, MSG } from '@domain/messages';
import { EditorPage, LoadError } from '@web/ui/editor-page';
import { PageSpinner } from '@web/ui/spinner';
import { useExperiences } from '../api';
import { ExperienceEditor } from '../components/experience-editor';

/** /experiencias and /experiencia-profissional: her professional experiences (SPEC §2). */
export function ExperiencePage() {
  const experiences = useExperiences();

  return (
    <EditorPage title={COPY.pages.experience} intro={EXPERIENCE_COPY.intro}>
      {experiences.isPending ? (
        <PageSpinner />
      ) : experiences.isError ? (
        <LoadError message={MSG.experience.loadError} onRetry={() => experiences.refetch()} />
      ) : (
        <ExperienceEditor initial={experiences.data} />
      )}
    </EditorPage>
  );
}
