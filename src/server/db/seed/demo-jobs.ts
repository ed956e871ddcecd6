import { randomUUID } from 'node:crypto';
import type { jobApplications, jobVacancies } from '../schema/index.js';
import { daysAfter, daysBefore, earliest, hoursBefore } from './clock.js';
import { DEMO_VACANCIES } from './datasets/demo-vacancies.js';
import { type DemoContext, lookup } from './demo-context.js';
import { companyRole } from './demo-roles.js';

export type JobRows = {
  vacancies: (typeof jobVacancies.$inferInsert)[];
  applications: (typeof jobApplications.$inferInsert)[];
};

/** Vacancies and the applications they received; application_count matches the rows. */
export function buildJobRows(ctx: DemoContext): JobRows {
  const rows: JobRows = { vacancies: [], applications: [] };

  for (const [index, vacancy] of DEMO_VACANCIES.entries()) {
    const label = `vacancy #${index} "${vacancy.title}"`;
    if (!companyRole(vacancy.company, vacancy.createdBy)) {
      throw new Error(`Demo seed: ${label} is posted by someone outside the company`);
    }
    const applications = vacancy.applications ?? [];
    if (vacancy.externalPlatform && applications.length > 0) {
      throw new Error(`Demo seed: ${label} receives applications elsewhere but lists some here`);
    }

    const vacancyId = randomUUID();
    const postedAt = daysBefore(ctx.now, vacancy.postedDaysAgo);
    rows.vacancies.push({
      id: vacancyId,
      companyId: ctx.companyIds[vacancy.company],
      title: vacancy.title,
      description: vacancy.description,
      requirements: vacancy.requirements,
      benefits: vacancy.benefits,
      location: vacancy.city ? `${vacancy.city}, ${vacancy.uf}` : (vacancy.uf ?? null),
      state: vacancy.uf,
      city: vacancy.city,
      salaryRange: vacancy.salaryRange ?? null,
      employmentType: vacancy.employmentType,
      workModel: vacancy.workModel,
      roleId: vacancy.role ? lookup(ctx.roleIds, vacancy.role, 'job role') : null,
      howToReceive: vacancy.externalPlatform ? 'external' : 'internal',
      externalPlatform: vacancy.externalPlatform ?? null,
      isActive: !vacancy.inactive,
      createdBy: ctx.memberIds[vacancy.createdBy],
      applicationCount: applications.length,
      createdAt: postedAt,
      updatedAt: postedAt,
    });

    for (const application of applications) {
      if (companyRole(vacancy.company, application.member)) {
        throw new Error(`Demo seed: ${label} has an application from the company's own staff`);
      }
      const appliedAt = earliest(daysAfter(postedAt, application.daysAfterPosting), hoursBefore(ctx.now, 2));
      // A status other than 'new' means the company has looked at it since.
      const reviewedAt =
        application.status === 'new' ? appliedAt : earliest(daysAfter(appliedAt, 1), hoursBefore(ctx.now, 1));
      rows.applications.push({
        jobId: vacancyId,
        userId: ctx.memberIds[application.member],
        message: application.message ?? null,
        status: application.status,
        createdAt: appliedAt,
        updatedAt: reviewedAt,
      });
    }
  }
  return rows;
}
