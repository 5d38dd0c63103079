import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = tempDir();
afterAll(() => dir.remove());

describe('the leak campaign, stopped', () => {
  it('writes the report of the matches scanned so far, marked partial, and exits non-zero on SIGTERM', async () => {
    const out = join(dir.path, 'stopped.json');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'packages/server/src/leaks/main.ts'),
        ...['--matches', '1000', '--game', 'castle-panic', '--parallel', '2', '--max-actions', '10'],
        ...['--seed', 'stop', '--out', out],
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Stopped once the first ten matches are scanned (its progress line says so).
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      if (/\d+\/1000 matches/.test(stdout) && child.exitCode === null && !child.killed) child.kill('SIGTERM');
    });
    expect(await exited).toBe(143);
    expect(stdout).toMatch(/SIGTERM: stopping/);
    expect(stdout).toMatch(/^partial +stopped before the end/m);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.partial).toBe(true);
    expect(report.matches).toBeGreaterThanOrEqual(10);
    expect(report.matches).toBeLessThan(1000);
    // The report is of the matches it counts: each one's figures, and every message scanned.
    expect(report.games['castle-panic'].matches).toBe(report.matches);
    expect(report.messages).toBeGreaterThan(0);
    expect(report.findings).toBe(0);
    expect(stdout).toMatch(new RegExp(`^matches +${report.matches} in `, 'm'));
  });
});
