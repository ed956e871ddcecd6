import { EXPERIENCE_COPY } from '@domain/copy/experience';
import { COPY } from '@domain/messages';
import { EditorPage } from '@web/ui/editor-page';
import { ExperienceEditor } from '../components/experience-editor';

/** /experiencias and /experiencia-profissional: her professional experiences (SPEC §2). */
export function ExperiencePage() {
  return (
    <EditorPage title={COPY.pages.experience} intro={EXPERIENCE_COPY.intro}>
      <ExperienceEditor />
    </EditorPage>
  );
}
