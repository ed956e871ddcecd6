import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/free-port.js';

// A PostgreSQL server of the fault suite's own, made with the machine's PostgreSQL binaries in
// a temporary folder: the suite restarts and freezes it at will without touching the machine's
// own server (which other suites use).

/** Where the machine's PostgreSQL binaries are, or undefined when it has none. */
export function postgresBinDir(): string | undefined {
  const fromPgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [
    fromPgConfig.status === 0 ? fromPgConfig.stdout.trim() : '',
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  return candidates.find(
    (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

export type PrivatePostgres = {
  url: string;
  restart(): void;
  /** Stops every server process (SIGSTOP): connections stay open and nothing answers, as in a network partition. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries (initdb, pg_ctl) on this machine');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'elas-faults-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-t', '60', ...args]);

  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  pgCtl('-o', options, 'start');

  const serverPids = (): number[] => {
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of serverPids()) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone meanwhile
      }
    }
  };

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-o', options, '-m', 'fast', 'restart'),
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    destroy() {
      try {
        signalAll('SIGCONT');
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}
