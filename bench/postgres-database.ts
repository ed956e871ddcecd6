import pg from 'pg';

/**
 * PostgreSQL for a bench: DATABASE_URL when set (a throwaway database: it is filled with bench
 * data), else a database of its own, `elas_bench_<name>_<pid>`, on the local server, dropped by
 * `drop()`; null when no server answers (the bench then runs on PGlite only).
 */
export async function postgresDatabase(
  name: string,
  options: { useDatabaseUrl: boolean },
): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (options.useDatabaseUrl && process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, drop: async () => {} };
  }
  const server = 'postgres://postgres@127.0.0.1:5432';
  const database = `elas_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
  } catch (error) {
    console.info(`PostgreSQL at ${server} is not reachable (${(error as Error).message}): PGlite only.`);
    return null;
  }
  return {
    url: `${server}/${database}`,
    async drop() {
      const c = new pg.Client(`${server}/postgres`);
      await c.connect();
      await c.query(`drop database if exists ${database} with (force)`);
      await c.end();
    },
  };
}
