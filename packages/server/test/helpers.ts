import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyGame } from '@questbox/engine';
import { QuestboxSocket } from '../src/client';
import { type RunningServer, startWith } from '../src/index';
import type { Limits } from '../src/limits';

export { QuestboxSocket };

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');

export interface TestServerOptions {
  dbPath?: string;
  botDelayMs?: number;
  botLeaseMs?: number;
  awayMinutes?: number;
  idleMinutes?: number;
  emptyMinutes?: number;
  limits?: Partial<Limits>;
  games?: AnyGame[];
  webRoot?: string;
  postgresUrl?: string;
}

export function startTestServer(options: TestServerOptions = {}): Promise<RunningServer> {
  return startWith({ port: 0, dbPath: ':memory:', botDelayMs: 0, ...options });
}

export function tempDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'questbox-server-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export async function api(base: string, method: string, path: string, body?: unknown, raw?: string) {
  const init: RequestInit = { method };
  if (body !== undefined || raw !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = raw ?? JSON.stringify(body);
  }
  const response = await fetch(base + path, init);
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json };
}

/** Creates a race match with the given seats and joins every human seat; answers the tokens. */
export async function raceMatch(
  base: string,
  seats: object[] = [{ kind: 'human' }, { kind: 'human' }],
  seed = 'test',
) {
  const created = await api(base, 'POST', '/api/matches', { game: 'race', seed, seats });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const tokens: (string | null)[] = [];
  for (const [seat, s] of (seats as { kind: string }[]).entries()) {
    if (s.kind !== 'human') {
      tokens.push(null);
      continue;
    }
    const joined = await api(base, 'POST', `/api/matches/${created.body.id}/seats/${seat}/join`, {});
    tokens.push(joined.body.token);
  }
  return { id: created.body.id as string, tokens };
}

/** Opens a socket attached to a seat (or as a spectator) and waits for its full update. */
export async function attach(base: string, match: string, token?: string | null) {
  const socket = await QuestboxSocket.open(base);
  const first = await socket.request({ type: 'attach', match, ...(token ? { token } : {}) });
  return { socket, first };
}

/** A server in its own process, so a test can kill it with SIGKILL. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function spawnServer(options: Record<string, unknown>): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'packages/server/src/process.ts'), JSON.stringify(options)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/listening (\S+)/);
      if (m)
        resolve({
          url: m[1],
          child,
          kill: async (signal = 'SIGTERM') => void (child.kill(signal), await exited),
        });
    });
    child.once('exit', (code) =>
      reject(new Error(`the server process exited (${code}) before listening: ${out}`)),
    );
  });
}
