import { EDUCATION_COPY } from '@domain/copy/education';
import { COPY } from '@domain/messages';
import { EditorPage } from '@web/ui/editor-page';
import { EducationEditor } from '../components/education-editor';

/** /educacao: her education (SPEC §2). */
export function EducationPage() {
  return (
    <EditorPage title={COPY.pages.education} intro={EDUCATION_COPY.intro}>
      <EducationEditor />
    </EditorPage>
  );
}
