import type { ProjectType } from '@domain/enums';
import { MSG } from '@domain/messages';
import type { Project } from '@domain/schemas/cv';
import { InlineLoading, ProblemNotice } from '@web/ui/page-states';
import { useState } from 'react';
import { useProjects } from '../api';
import { ProjectForm } from './project-form';
import { ProjectList } from './project-list';

/** One tab: the add/edit form and her items of that type. */
export function ProjectsTab({ type }: { type: ProjectType }) {
  const projects = useProjects(type);
  const [editing, setEditing] = useState<Project | undefined>();
  // A new key remounts the form empty after each save; `touched` stops the focus move on page load.
  const [round, setRound] = useState(0);
  const [touched, setTouched] = useState(false);

  function backToAdd() {
    setEditing(undefined);
    setRound((n) => n + 1);
    setTouched(true);
  }

  return (
    <>
      <ProjectForm
        key={`${editing?.id ?? 'new'}-${round}`}
        type={type}
        editing={editing}
        focusOnMount={touched}
        onDone={backToAdd}
      />
      {projects.isPending ? (
        <InlineLoading labelHidden className="justify-center py-6" />
      ) : projects.isError ? (
        <ProblemNotice text={MSG.projects.loadError} onRetry={() => projects.refetch()} />
      ) : (
        <ProjectList
          type={type}
          items={projects.data}
          editingId={editing?.id}
          onEdit={(item) => {
            setEditing(item);
            setTouched(true);
          }}
          onRemoved={(id) => {
            if (editing?.id === id) backToAdd();
          }}
        />
      )}
    </>
  );
}
