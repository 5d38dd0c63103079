import { join } from 'node:path';
import type { AnyGame } from '@questbox/engine';
import { gameById, listedGames } from '@questbox/games';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index';
import { runLeaks } from '../src/leaks/campaign';
import { toolLimits } from '../src/limits';
import { startTestServer, tempDir } from './helpers';

const dir = tempDir();
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  dir.remove();
});

/** A server on a SQLite file (the scanner reads the stored actions from it) serving `games`. */
async function serve(name: string, games?: AnyGame[]) {
  const dbPath = join(dir.path, `${name}.db`);
  const server = await startTestServer({ dbPath, limits: toolLimits, ...(games ? { games } : {}) });
  servers.push(server);
  return { url: server.url, dbPath };
}

describe('the leak campaign, small', () => {
  it('plays every game through the server and finds nothing a seat may not know', async () => {
    const report = await runLeaks({
      ...(await serve('clean')),
      games: listedGames(),
      matches: 2,
      seed: 'ci',
      maxActions: 300,
      // Small enough that each match is also scanned while it is played.
      unscannedChars: 20_000,
    });
    expect(report.examples).toEqual([]);
    expect(report.findings).toBe(0);
    expect(report.stuck).toBe(0);
    expect(Object.keys(report.games).sort()).toEqual(
      listedGames()
        .map((g) => g.id)
        .sort(),
    );
    // Every way a message reaches a client was scanned.
    for (const via of ['player', 'spectator', 'reconnect', 'past-view', 'reply'])
      expect(report.byVia[via], via).toBeGreaterThan(0);
    for (const kind of ['update', 'rejected', 'past-view'])
      expect(report.byKind[kind], kind).toBeGreaterThan(0);
    // Seats took their own actions back, and the updates after each undo, and those of the
    // positions it took back (replayed from the action read before the store deleted it), were scanned.
    expect(report.undos).toBeGreaterThan(0);
    expect(report.afterUndo).toBeGreaterThan(0);
    expect(report.takenBack).toBeGreaterThan(0);
    console.log(
      `leak campaign, small: ${report.undos} undos, ${report.afterUndo} messages after one, ${report.takenBack} about a position taken back, ${report.messages} messages`,
    );
  });

  it('catches a planted leak: a view showing the face-down draw pile, and one carrying the generator', async () => {
    const legitimacy = gameById('legitimacy')!;
    const castlePanic = gameById('castle-panic')!;
    const peeking: AnyGame = {
      ...legitimacy,
      view: (state, seat) => ({
        ...legitimacy.view(state, seat),
        // Not another seat's hand: cards taken from the open discard pile are known to all, so a
        // hand shown is a leak only while it holds a card drawn face down; the draw pile always is.
        drawPile: seat === null ? null : state.draw,
      }),
    };
    const rolling: AnyGame = {
      ...castlePanic,
      view: (state, seat) => ({ ...castlePanic.view(state, seat), dice: state.rng.s }),
    };
    // One campaign each, so neither leak's findings crowd out the other's examples.
    const server = await serve('planted', [peeking, rolling]);
    const planted = (game: AnyGame) =>
      runLeaks({ ...server, games: [game], matches: 1, seed: 'planted', maxActions: 40 });
    const peeked = await planted(peeking);
    // Named by value in the view, and shown by the redeal.
    expect(peeked.examples.find((f) => f.check === 'secret-item')?.what).toMatch(/^drawPile\[\d+\] names /);
    const hand = peeked.examples.find((f) => f.check === 'secret-view');
    expect(hand).toMatchObject({ game: 'legitimacy', via: expect.any(String) });
    expect(hand?.what).toMatch(/view\.drawPile/);
    expect(hand?.seat).not.toBeNull();
    expect(hand?.match).toMatch(/\S/);
    expect(hand?.version).toBeGreaterThanOrEqual(0);
    const dice = await planted(rolling);
    expect(dice.examples.find((f) => f.check === 'generator')).toMatchObject({ game: 'castle-panic' });
    expect(dice.findings).toBeGreaterThan(0);
  });
});
