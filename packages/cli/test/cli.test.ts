import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/questbox.js', import.meta.url));

function questbox(args: string[], input = '') {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('questbox CLI', () => {
  it('lists the games as JSON with seats and options', () => {
    const r = questbox(['list', '--json']);
    expect(r.code).toBe(0);
    const games = JSON.parse(r.out);
    expect(Array.isArray(games)).toBe(true);
    for (const g of games) expect(Object.keys(g).sort()).toEqual(['id', 'options', 'seats', 'title']);
    expect(games.some((g: { id: string }) => g.id === 'race')).toBe(false);
  });

  it('simulates 10,000 races without an error', () => {
    const r = questbox(['simulate', 'race', '--games', '10000', '--json']);
    expect(r.code).toBe(0);
    const stats = JSON.parse(r.out);
    expect(stats).toMatchObject({ game: 'race', games: 10000, errors: 0, unfinished: 0 });
    expect(stats.wins['0'] + stats.wins['1']).toBe(10000);
    for (const key of ['winRate', 'meanActions', 'maxActions', 'actionsPerSecond', 'gamesPerSecond'])
      expect(typeof stats[key]).toBe('number');
  });

  it('refuses bad flags with a message and exit code 2, and asks again on bad input in play', () => {
    expect(questbox(['simulate', 'nope', '--games', '3'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown game "nope"'),
    });
    expect(questbox(['simulate', 'race', '--games', '-1']).code).toBe(2);
    expect(questbox(['simulate', 'race', '--games', '2', '--strict']).code).toBe(0);
    expect(questbox(['simulate', 'race', '--games', '1', '--seats', 'human,random']).code).toBe(2);
    expect(questbox(['play', 'race', '--seats', 'wizard']).err).toContain('Unknown seat kind "wizard"');
    expect(questbox(['play', 'race', '--option', 'broken']).code).toBe(2);
    expect(questbox(['frobnicate']).code).toBe(2);
    expect(questbox(['serve', '--idle-minutes', 'soon'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('--idle-minutes takes a positive number, not "soon"'),
    });
    expect(questbox(['serve', '--postgres', 'localhost']).err).toContain('--postgres takes a postgres://');
    const r = questbox(['play', 'race', '--seed', '1'], 'x\n9\n1\nq\n');
    expect(r.out).toContain('Choose a number from 1 to 2');
    expect(r.out).toContain('Seat 1: roll one die');
  });

  it('plays a game to its end, saves it, and replays it with a verified hash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'questbox-cli-'));
    const file = join(dir, 'race.json');
    const r = questbox(['play', 'race', '--seed', 'cli', '--save', file], '1\n'.repeat(200));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Seat \d wins the race/);
    const replay = questbox(['replay', file, '--verify']);
    expect(replay.code).toBe(0);
    expect(replay.out).toContain('Hash verified');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...saved, hash: 'ffffffffffffff' }));
    expect(questbox(['replay', file, '--verify']).code).toBe(1);
    writeFileSync(file, '{ not json');
    expect(questbox(['replay', file]).code).toBe(2);
  });

  it('hides the screen between two human seats in hot-seat play', () => {
    const r = questbox(['play', 'race', '--seats', 'human,human', '--seed', 'hot'], '\n1\n\n1\nq\n');
    expect(r.out).toContain('Pass the screen to seat 1');
    expect(r.out).toContain('Pass the screen to seat 2');
  });

  it('answers a mistake with one line and the hint, and prints its version', () => {
    const r = questbox(['--bogus']);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toEqual([
      "error: unknown option '--bogus'",
      '(run "questbox --help" for usage)',
    ]);
    expect(questbox(['play', 'race', '--nope']).err).not.toContain('Usage:');
    expect(questbox(['--version'])).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^\d+\.\d+\.\d+\n$/),
    });
  });

  it('says how many seats it filled, echoes the chosen number, and reprints only a changed board', () => {
    const r = questbox(['play', 'legitimacy', '--seats', 'human', '--seed', '5'], '1\n'.repeat(40));
    expect(r.out).toContain('Legitimacy needs at least 2 seats: one seat was filled with random bots.');
    expect(r.out).toMatch(/> 1\. Play the /);
    const prompts = r.out.match(/^Seat 1: /gm)?.length ?? 0;
    const boards = r.out.match(/^Legitimacy: Seat/gm)?.length ?? 0;
    expect(boards).toBeGreaterThan(0);
    expect(boards).toBeLessThan(prompts);
  });

  it("names each seat's share of wins in a competitive game and the table's in a cooperative one", () => {
    expect(questbox(['simulate', 'race', '--games', '20']).out).toMatch(
      /wins of 20 finished games: seat 1 \d+ \(/,
    );
    expect(questbox(['simulate', 'castle-panic', '--games', '3']).out).toMatch(
      /the table won \d+ of 3 finished games/,
    );
  });

  it('benchmarks the race as JSON', () => {
    const r = questbox(['bench', '--json', '--seconds', '0.3']);
    expect(r.code).toBe(0);
    const bench = JSON.parse(r.out);
    expect(bench.race.actionsPerSecond).toBeGreaterThan(0);
    expect(bench.race.gamesPerSecond).toBeGreaterThan(0);
    expect(typeof bench.games).toBe('object');
  });
});
