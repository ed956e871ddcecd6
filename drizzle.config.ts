import { defineConfig } from 'drizzle-kit';

// Generates plain SQL migrations from the schema; they are committed and applied at start-up
// on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
