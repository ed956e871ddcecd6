import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openEmbedded, openPostgres } from '../db/client.js';
import { seedReference } from '../db/seed/index.js';
import { createLogger } from '../lib/logger.js';
import { createJobQueue } from '../queue/job-queue.js';

// Every server test file gets a database of its own, and making one from nothing is the slow
// part of the suite (PGlite's initdb in WebAssembly takes seconds; so do the migrations). So
// the suite's global setup makes ONE migrated database with the reference data and the job
// queue's schema, and each file starts from a copy: a data-folder dump for PGlite, a
// `CREATE DATABASE … TEMPLATE` on a PostgreSQL server.

/** Migrations, reference data and the queue's tables: what every test database starts with. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedReference(handle.db);
  const queue = createJobQueue(handle, createLogger('silent', false));
  await queue.start();
  await queue.stop();
}

/** Builds the PGlite template and writes its data folder as a tar file; returns the path. */
export async function buildPgliteTemplate(): Promise<string> {
  const handle = await openEmbedded();
  try {
    await prepare(handle);
    const dump = await handle.dumpDataDir();
    const file = path.join(
      os.tmpdir(),
      `elas-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    await writeFile(`${file}.part`, dump);
    await rename(`${file}.part`, file);
    return file;
  } finally {
    await handle.close();
  }
}

export async function openFromPgliteTemplate(file: string): Promise<DatabaseHandle> {
  return openEmbedded(undefined, { loadDataDir: await readFile(file) });
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds a template database on the server; returns its name. */
export async function buildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `elas_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name}`));
  const handle = await openPostgres(databaseUrl(serverUrl, name), 2);
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** A new database copied from the template, dropped again by `close()`. */
export async function openFromPostgresTemplate(serverUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `elas_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name} template ${template}`));
  const handle = await openPostgres(databaseUrl(serverUrl, name), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}
