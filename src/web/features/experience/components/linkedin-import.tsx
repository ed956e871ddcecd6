import { LINKEDIN_IMPORT_COPY as C, LINKEDIN_IMPORT_ERRORS as E } from '@domain/copy/linkedin-import';
import { DEGREE_LEVEL_LABELS, type DegreeLevel, LANGUAGE_LEVEL_LABELS } from '@domain/enums';
import { MSG } from '@domain/messages';
import { dateRange } from '@domain/rules/month';
import type { LinkedInPreview } from '@domain/schemas/linkedin-import';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { type FormEvent, useId, useState } from 'react';
import { newRowsOf, useLinkedInImport, useLinkedInPreview } from '../linkedin-import-api';

const period = (start: string, end: string | null) => dateRange(start, end, MSG.profile.current);

/**
 * 'Importar do LinkedIn' (issue 21): she picks her data export's ZIP, sees what it holds (what is
 * new, and how much her profile already has), and 'Importar' adds the new rows. `onImported`
 * lets the page show the editor again with them.
 */
export function LinkedInImport({ onImported }: { onImported: () => void }) {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useLinkedInPreview();
  const importRows = useLinkedInImport();
  const data = preview.data;

  async function onPreview(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFileError(E.missingFile);
      return;
    }
    setFileError(null);
    try {
      await preview.mutateAsync(file);
    } catch (error) {
      setFileError(isApiError(error) ? error.message : E.failed);
    }
  }

  async function onImport() {
    if (!data) return;
    try {
      await importRows.mutateAsync(newRowsOf(data));
      toast.success(C.imported);
      preview.reset();
      setFile(null);
      onImported();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : E.failed);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-surface p-4 shadow-card md:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {C.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{C.intro}</p>

      {data ? (
        <ImportPreview
          preview={data}
          importing={importRows.isPending}
          onImport={onImport}
          onCancel={() => preview.reset()}
        />
      ) : (
        <form noValidate onSubmit={onPreview} className="mt-4 flex flex-col gap-3">
          <FormField label={C.file} hint={C.fileHint} error={fileError ?? undefined}>
            {(control) => (
              <Input
                type="file"
                accept=".zip,application/zip"
                {...control}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          <Button type="submit" variant="outline" className="self-start" disabled={preview.isPending}>
            {preview.isPending ? C.reading : C.preview}
          </Button>
        </form>
      )}
    </section>
  );
}

function ImportPreview({
  preview,
  importing,
  onImport,
  onCancel,
}: {
  preview: LinkedInPreview;
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { experiences, education, skills, languages } = preview;
  const newCount = experiences.new.length + education.new.length + skills.new.length + languages.new.length;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <h3 className="font-semibold text-ink">{C.previewTitle}</h3>
      <PreviewSection
        title={C.experiences}
        items={experiences.new.map((e) => ({
          key: `${e.company}|${e.role}|${e.startMonth}`,
          text: `${e.role} · ${e.company} · ${period(e.startMonth, e.endMonth)}${e.city ? '' : ` · ${C.noPlace}`}`,
        }))}
        present={experiences.present.length}
      />
      <PreviewSection
        title={C.education}
        items={education.new.map((e) => ({
          key: `${e.institution}|${e.field}|${e.startMonth}`,
          text: `${DEGREE_LEVEL_LABELS[e.degreeLevel as DegreeLevel] ?? e.degreeLevel} · ${e.field} · ${e.institution} · ${period(e.startMonth, e.endMonth)}`,
        }))}
        present={education.present.length}
      />
      <PreviewSection
        title={C.skills}
        items={skills.new.map((s) => ({ key: s, text: s }))}
        present={skills.present.length}
      />
      <PreviewSection
        title={C.languages}
        items={languages.new.map((l) => ({
          key: String(l.idioma_id),
          text: `${l.name} · ${LANGUAGE_LEVEL_LABELS[l.nivel]}`,
        }))}
        present={languages.present.length}
      />
      {preview.skipped > 0 ? <p className="text-sm text-ink-muted">{C.skipped(preview.skipped)}</p> : null}
      {newCount === 0 ? <FormAlert>{C.nothingNew}</FormAlert> : null}
      <div className="flex flex-col gap-3 md:flex-row">
        <Button onClick={onImport} disabled={importing || newCount === 0}>
          {importing ? C.importing : C.confirm}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={importing}>
          {C.cancel}
        </Button>
      </div>
    </div>
  );
}

function PreviewSection({
  title,
  items,
  present,
}: {
  title: string;
  items: { key: string; text: string }[];
  present: number;
}) {
  if (items.length === 0 && present === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold text-ink">{`${title} (${items.length})`}</h4>
      {items.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-ink">
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      ) : null}
      {present > 0 ? <p className="text-sm text-ink-muted">{C.alreadyPresent(present)}</p> : null}
    </div>
  );
}
