import { PROJECTS_COPY as C } from '@domain/copy/projects';
import { PROJECT_TYPES } from '@domain/enums';
import { COPY } from '@domain/messages';
import { EditorPage } from '@web/ui/editor-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { ProjectsTab } from '../components/projects-tab';

/** /projetos and /projetos-conquistas: projects, volunteering, articles and awards (SPEC §2). */
export function ProjectsPage() {
  return (
    <EditorPage title={COPY.pages.projects} intro={C.intro}>
      <Tabs defaultValue={PROJECT_TYPES[0]}>
        <TabsList aria-label={C.tabsLabel}>
          {PROJECT_TYPES.map((type) => (
            <TabsTrigger key={type} value={type}>
              {C.tab[type]}
            </TabsTrigger>
          ))}
        </TabsList>
        {PROJECT_TYPES.map((type) => (
          <TabsContent key={type} value={type}>
            <ProjectsTab type={type} />
          </TabsContent>
        ))}
      </Tabs>
    </EditorPage>
  );
}
