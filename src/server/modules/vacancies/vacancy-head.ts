import { and, desc, eq } from 'drizzle-orm';
import { COPY } from '../../../domain/messages.js';
import { jobPosting } from '../../../domain/rules/job-posting.js';
import type { Database } from '../../db/client.js';
import { companies, jobVacancies } from '../../db/schema/index.js';
import { excerpt, jsonLdScript, renderPageHead } from '../../http/open-graph.js';
import type { SitemapPage } from '../../http/sitemap.js';
import type { Logger } from '../../lib/logger.js';

// A shared vacancy's preview card and its JobPosting structured data: crawlers run no script,
// so the server writes the title, company, the description's start and the company's logo, and
// the schema.org JobPosting search engines list in their job results. Only for an open vacancy
// of an active company: an inactive one takes no applications, so it is not advertised (the
// plain page, which names nothing, is served), and a deactivated company's vacancies answer 404.

const VACANCY_PATH = /^\/vagas\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The vacancy's page. */
const vacancyPageUrl = (publicUrl: string, id: string) => `${publicUrl}/vagas/${id}`;

const absolute = (url: string | null, publicUrl: string): string | null => {
  if (!url) return null;
  try {
    return new URL(url, `${publicUrl}/`).href;
  } catch {
    return null;
  }
};

/** The static site's head hook for /vagas/{id}; null for any other page (one query for a vacancy page). */
export function publicVacancyHead(deps: { db: Database; publicUrl: string; logger: Logger }) {
  const { db, publicUrl, logger } = deps;
  return async (path: string): Promise<string | null> => {
    const id = VACANCY_PATH.exec(path)?.[1]?.toLowerCase();
    if (!id) return null;
    try {
      const [row] = await db
        .select({
          title: jobVacancies.title,
          description: jobVacancies.description,
          createdAt: jobVacancies.createdAt,
          state: jobVacancies.state,
          city: jobVacancies.city,
          workModel: jobVacancies.workModel,
          employmentType: jobVacancies.employmentType,
          salaryRange: jobVacancies.salaryRange,
          howToReceive: jobVacancies.howToReceive,
          companyName: companies.name,
          companyWebsite: companies.website,
          companyLogoUrl: companies.logoUrl,
        })
        .from(jobVacancies)
        .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
        .where(and(eq(jobVacancies.id, id), eq(jobVacancies.isActive, true), eq(companies.isActive, true)))
        .limit(1);
      if (!row) return null;
      const logo = absolute(row.companyLogoUrl, publicUrl);
      const website =
        row.companyWebsite && /^https?:\/\//i.test(row.companyWebsite) ? row.companyWebsite : null;
      const url = vacancyPageUrl(publicUrl, id);
      const title = `${row.title} — ${row.companyName}`;
      const head = renderPageHead({
        documentTitle: `${title} — ${COPY.brand.name}`,
        title,
        description: excerpt(row.description),
        url,
        image: logo,
      });
      const structured = jsonLdScript({
        ...jobPosting({ ...row, company: { name: row.companyName, website, logoUrl: logo } }),
        url,
      });
      return `${head}\n    ${structured}`;
    } catch (err) {
      // The page still works without a preview card; a crawler just gets the generic one.
      logger.warn({ err, path }, 'vacancy head: falling back to the plain page');
      return null;
    }
  };
}

/**
 * The sitemap's vacancies: open ones of active companies, newest first (job_vacancies_active_idx),
 * at most `limit`; lastmod is the vacancy's last edit.
 */
export async function openVacancyPages(db: Database, limit: number): Promise<SitemapPage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: jobVacancies.id, updatedAt: jobVacancies.updatedAt })
    .from(jobVacancies)
    .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
    .where(and(eq(jobVacancies.isActive, true), eq(companies.isActive, true)))
    .orderBy(desc(jobVacancies.createdAt), desc(jobVacancies.id))
    .limit(limit);
  return rows.map((row) => ({ path: `/vagas/${row.id}`, lastmod: row.updatedAt }));
}
