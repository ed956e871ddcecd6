import { EXPERIENCE_COPY } from '@domain/copy/experience';
import { COPY } from '@domain/messages';
import { EditorPage } from '@web/ui/editor-page';
import { useState } from 'react';
import { ExperienceEditor } from '../components/experience-editor';
import { LinkedInImport } from '../components/linkedin-import';

/** /experiencias and /experiencia-profissional: her professional experiences (SPEC §2). */
export function ExperiencePage() {
  // The editor's form starts from the list it loaded: after an import it starts again, with the new rows.
  const [generation, setGeneration] = useState(0);
  return (
    <EditorPage title={COPY.pages.experience} intro={EXPERIENCE_COPY.intro}>
      <ExperienceEditor key={generation} />
      <LinkedInImport onImported={() => setGeneration((n) => n + 1)} />
    </EditorPage>
  );
}
