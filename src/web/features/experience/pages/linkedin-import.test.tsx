import { LINKEDIN_IMPORT_COPY as C, LINKEDIN_IMPORT_ERRORS as E } from '@domain/copy/linkedin-import';
import type { Experience } from '@domain/schemas/cv';
import type { LinkedInPreview } from '@domain/schemas/linkedin-import';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const PREVIEW: LinkedInPreview = {
  experiences: {
    new: [
      {
        company: 'Itaú Unibanco',
        role: 'Cientista de Dados',
        description: null,
        startMonth: '2023-03',
        endMonth: null,
        isCurrent: true,
        country: 'Brasil',
        state: 'SP',
        city: 'São Paulo',
      },
    ],
    present: [],
  },
  education: { new: [], present: [] },
  skills: { new: ['Python'], present: ['SQL'] },
  languages: { new: [{ idioma_id: 3, name: 'Inglês', nivel: 'fluente' }], present: [] },
  skipped: 1,
};

const IMPORTED: Experience = {
  id: '4b9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5f',
  kind: 'job',
  breakReason: null,
  company: 'Itaú Unibanco',
  role: 'Cientista de Dados',
  description: null,
  startMonth: '2023-03',
  endMonth: null,
  isCurrent: true,
  salary: null,
  contractType: 'CLT',
  workModel: 'Presencial',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
};

function zipFile() {
  return new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'export.zip', { type: 'application/zip' });
}

describe("'Importar do LinkedIn' on the experience page", () => {
  it('previews the export, imports the new rows and shows them in the editor', async () => {
    const user = userEvent.setup();
    let imported = false;
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/experiences', () => ok(imported ? [IMPORTED] : []))
      .on('POST /api/linkedin-import/preview', () => ok(PREVIEW))
      .on('POST /api/linkedin-import', () => {
        imported = true;
        return ok({ experiences: 1, education: 0, skills: 1, languages: 1 });
      });
    renderRoute('/experiencias', { api });
    const panel = within(await screen.findByRole('region', { name: C.title }, { timeout: 5000 }));
    await user.upload(panel.getByLabelText(C.file), zipFile());
    await user.click(panel.getByRole('button', { name: C.preview }));

    expect(await panel.findByText(/Cientista de Dados · Itaú Unibanco · 03\/2023/)).toBeVisible();
    expect(panel.getByText('Python')).toBeVisible();
    expect(panel.getByText('Inglês · Fluente')).toBeVisible();
    expect(panel.getByText(C.alreadyPresent(1))).toBeVisible();
    expect(panel.getByText(C.skipped(1))).toBeVisible();
    await expectNoSeriousA11yProblems();

    await user.click(panel.getByRole('button', { name: C.confirm }));
    expect(await screen.findByText(C.imported)).toBeInTheDocument();
    const [sent] = api.callsTo('POST /api/linkedin-import');
    expect(sent?.body).toEqual({
      experiences: PREVIEW.experiences.new,
      education: [],
      skills: ['Python'],
      languages: [{ idioma_id: 3, nivel: 'fluente' }],
    });
    // Her list shows the imported job as a card.
    const card = within(await screen.findByRole('article', { name: IMPORTED.role ?? '' }));
    expect(card.getByText('Itaú Unibanco')).toBeInTheDocument();
    expect(card.getByText('mar. de 2023 – atual')).toBeInTheDocument();
  });

  it("shows the server's pt-BR reason for a bad file, and asks for a file when none is chosen", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/experiences', () => ok([]))
      .on('POST /api/linkedin-import/preview', () => apiError(415, 'unsupported_type', E.notZip));
    renderRoute('/experiencias', { api });
    const panel = within(await screen.findByRole('region', { name: C.title }, { timeout: 5000 }));
    await user.click(panel.getByRole('button', { name: C.preview }));
    expect(await panel.findByText(E.missingFile)).toBeVisible();
    expect(api.callsTo('POST /api/linkedin-import/preview')).toHaveLength(0);

    await user.upload(panel.getByLabelText(C.file), zipFile());
    await user.click(panel.getByRole('button', { name: C.preview }));
    expect(await panel.findByText(E.notZip)).toBeVisible();
    expect(panel.getByLabelText(C.file)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yProblems();
  });
});
