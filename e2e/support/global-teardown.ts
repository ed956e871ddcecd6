import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const state = globalThis.__e2e;
  if (!state) return;
  const exited = new Promise((resolve) => state.server.once('exit', resolve));
  state.server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  await state.closeSmtp();
  if (process.env.E2E_DATA_DIR) await rm(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
