import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../test/free-port.js';

const root = path.resolve(import.meta.dirname, '../../../..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/**
 * The real server (`src/server/main.ts`, production mode) as its own process, as `npm start`
 * runs it, on a free port. Resolves once it is listening (or once it has exited, for the
 * tests that expect it to refuse to start).
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };

  const deadline = Date.now() + 120_000;
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  while (!ended) {
    try {
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

/** Stops a server that is still running (SIGTERM, then SIGKILL after `graceMs`). */
export async function stopServer(server: ServerProcess, graceMs = 20_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}
