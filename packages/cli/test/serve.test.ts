import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '@questbox/server';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/questbox.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'questbox-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('questbox serve', () => {
  it('serves from a process started with the server flags, and stops with it on SIGTERM', async () => {
    const command = spawn(process.execPath, [bin, 'serve', '--port', '0', '--db', join(dir, 'q.db')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => command.once('exit', (code) => resolve(code)));
    let out = '';
    const url = await new Promise<string>((resolve) => {
      command.stdout!.on('data', (chunk) => {
        out += chunk;
        const m = /serving at (\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
    });
    const games = await fetch(`${url}/api/games`);
    expect(games.status).toBe(200);
    // The process that serves this database is a child started with the server's flags.
    const db = join(dir, 'q.db');
    const serving = readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid) && Number(pid) !== command.pid)
      .map((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        } catch {
          return [];
        }
      })
      .filter((args) => args.includes(db) && args.includes('serve'));
    expect(serving).toHaveLength(1);
    expect(serving[0]).toEqual(expect.arrayContaining([...serverNodeFlags]));
    command.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The server stopped with the command: nothing answers at its address.
    await expect(fetch(`${url}/api/games`)).rejects.toThrow();
  });
});
