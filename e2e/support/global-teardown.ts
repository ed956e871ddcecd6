import { rm } from 'node:fs/promises';

/** Stops the server the way an orchestrator would (SIGTERM) and insists it stops cleanly. */
export default async function globalTeardown() {
  const state = globalThis.__e2e;
  if (!state) return;
  const exited = new Promise<number | null>((resolve) => state.server.once('exit', (code) => resolve(code)));
  state.server.kill('SIGTERM');
  const code = await Promise.race([
    exited,
    new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000)),
  ]);
  await state.closeSmtp();
  if (process.env.E2E_DATA_DIR) await rm(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  if (code !== 0) throw new Error(`server did not shut down gracefully on SIGTERM (exit: ${code})`);
}
