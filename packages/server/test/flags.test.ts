import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A campaign command run with `args`: its exit code and what it wrote to stderr. */
function run(command: string, args: string[]) {
  const done = spawnSync(process.execPath, ['--import', 'tsx', join(root, command), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: done.status, stderr: done.stderr };
}

describe("the campaign commands' flags", () => {
  it.each([
    ['packages/server/src/load/main.ts', ['--bogus'], "Unknown option '--bogus'", 'npm run load'],
    [
      'packages/server/src/fuzz/main.ts',
      ['--inputs'],
      "Option '--inputs <value>' argument missing",
      'npm run fuzz',
    ],
    ['packages/server/src/chaos/main.ts', ['--kill', '3'], "Unknown option '--kill'", 'npm run chaos'],
    ['packages/server/src/leaks/main.ts', ['--games', 'xanth'], "Unknown option '--games'", 'npm run leaks'],
    [
      'packages/server/bench/compare/main.ts',
      ['--match', '9'],
      "Unknown option '--match'",
      'npm run load:compare',
    ],
  ])('%s %j: the reason and the usage, exit 2, no stack trace', (command, args, reason, usage) => {
    const { code, stderr } = run(command, args);
    expect(code).toBe(2);
    expect(stderr).toContain(reason);
    expect(stderr).toContain(`usage: ${usage} -- [`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('npm run leaks refuses a greedy chance outside 0 to 1 before it starts a server', () => {
    for (const chance of ['1.5', '-0.1', 'half', '']) {
      const { code, stderr } = run('packages/server/src/leaks/main.ts', [`--greedy=${chance}`]);
      expect(code).toBe(2);
      expect(stderr).toContain('--greedy must be a chance from 0 (random clients) to 1 (greedy clients).');
    }
  });
});
