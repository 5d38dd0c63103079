import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL server in a temporary folder, on a free loopback port. */
export interface Cluster {
  url: string;
  stop(): void;
}

/** The folder of the newest installed PostgreSQL's programs (`initdb`, `pg_ctl`), or null. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length === 0 ? null : join(root, versions[0], 'bin');
}

function binaries(): string {
  const bin = postgresBinaries();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (the tests start their own server).',
    );
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user. */
function runner(): (bin: string, args: string[]) => void {
  const asRoot = process.getuid?.() === 0;
  return (bin, args) => {
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
    else execFileSync(bin, args, { stdio: 'pipe' });
  };
}

export async function startCluster(): Promise<Cluster> {
  const bin = binaries();
  const run = runner();
  const dir = mkdtempSync(join(tmpdir(), 'questbox-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
