import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The message a second process on the same data folder stops with. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Elas Rede process is already using the embedded database in ${dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL to share a PostgreSQL server).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Unix socket paths are limited to about 100 bytes (sun_path); longer folders use the temp dir. */
const MAX_SOCKET_PATH = 100;

/**
 * Linux: an abstract socket (no file, so nothing stale and no race over a left-over file);
 * Windows: a named pipe; elsewhere a socket file in the folder.
 */
function lockAddress(dataDir: string): string {
  const real = realpathSync(dataDir);
  const digest = createHash('sha256').update(real).digest('hex').slice(0, 24);
  if (process.platform === 'linux') return `\0elas-rede-${digest}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\elas-rede-${digest}`;
  const inside = path.join(real, '.lock.sock');
  return inside.length <= MAX_SOCKET_PATH ? inside : path.join(os.tmpdir(), `elas-rede-${digest}.sock`);
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a live process answers on the socket (a stale file left by a killed one does not). */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * An exclusive hold on an embedded database folder for the life of this process. The hold is a
 * listening local socket (a named pipe on Windows) derived from the folder: the kernel lets only
 * one process listen on it and releases it when the process ends however it ends, kill -9
 * included, so a crashed server never leaves the folder locked. A second process finds the
 * socket answering and gets DataDirLockedError.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await answers(address)) throw new DataDirLockedError(dataDir);
    // A socket file left by a process that died without closing it (only file sockets leave one).
    const isFile = !address.startsWith('\0') && process.platform !== 'win32';
    if (!isFile) throw new DataDirLockedError(dataDir);
    rmSync(address, { force: true });
    await listen(server, address);
  }
  server.unref();
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
