import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase } from './template-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the template data folder's tar file. PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}

/**
 * Once per run of the server suite: the template database every test file copies (see
 * template-database.ts), on the database the run targets, removed again at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = await buildPostgresTemplate(serverUrl);
    project.provide('databaseTemplate', name);
    return () => dropPostgresDatabase(serverUrl, name);
  }
  const file = await buildPgliteTemplate();
  project.provide('databaseTemplate', file);
  return () => rm(file, { force: true });
}
