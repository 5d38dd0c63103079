import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index';
import { toolLimits } from '../src/limits';
import { planMatches } from '../src/load/plan';
import { runLoad } from '../src/load/run';
import { slowestSeconds } from '../src/load/stats';
import { startTestServer } from './helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ limits: toolLimits });
});
afterAll(() => server.close());

const realGames = ['castle-panic', 'legitimacy', 'zagor', 'xanth', 'city-of-chaos'];

describe('the load tool, small', () => {
  it('plays two matches of every real game, two socket seats and a bot each: every action answered, every update at every socket', async () => {
    const report = await runLoad({
      url: server.url,
      game: 'all',
      matches: 10,
      seats: 3,
      botSeats: 1,
      thinkMs: 0,
      maxActions: 40,
      maxSeconds: 100,
      seed: 'ci',
    });
    expect(report.timedOut).toBe(false);
    expect(Object.keys(report.byGame).sort()).toEqual([...realGames].sort());
    for (const game of realGames) {
      expect(report.byGame[game].matches, game).toBe(2);
      // Each match played until it ended or took 40 actions.
      expect(report.byGame[game].actions, game).toBeGreaterThan(0);
    }
    expect(report.sockets).toBe(20);
    expect(report.botSeats).toBe(10);
    // Every action a socket sent was acknowledged or refused as stale, and no legal choice was refused.
    expect(report.unanswered).toBe(0);
    expect(report.refused).toBe(0);
    expect(report.errors).toBe(0);
    // Every version reached every socket of its match, in order.
    expect(report.gaps).toBe(0);
    expect(report.undelivered).toBe(0);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.botActions).toBeGreaterThan(0);
    expect(report.acknowledged + report.botActions).toBe(report.actions);
    expect(report.latencyMs.ack.count).toBe(report.acknowledged);
    expect(report.latencyMs.others.count).toBe(report.acknowledged);
  });

  it('plays race matches to their end', async () => {
    const report = await runLoad({
      url: server.url,
      game: 'race',
      matches: 4,
      thinkMs: 0,
      maxSeconds: 100,
      seed: 'ci',
    });
    expect(report.finished).toBe(4);
    expect(report.byGame.race.finished).toBe(4);
    expect(report.botSeats).toBe(0);
    expect(report.acknowledged).toBe(report.actions);
    expect(report.unanswered + report.undelivered + report.gaps + report.refused + report.errors).toBe(0);
  });
});

describe('the load plan', () => {
  const games = [
    { id: 'race', seats: { min: 2, max: 2 }, bots: ['random'], unlisted: true },
    { id: 'solo', seats: { min: 1, max: 6 }, bots: ['random', 'greedy'] },
    { id: 'duel', seats: { min: 2, max: 5 }, bots: ['greedy'] },
  ];

  it('mixes the listed games in turn, keeps seat counts in each range, gives bots the last seats and keeps a socket', () => {
    expect(planMatches(games, { game: 'all', seats: 9, botSeats: 9, bot: 'greedy' }, 3)).toEqual([
      { game: 'solo', seats: [null, 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'] },
      { game: 'duel', seats: [null, 'greedy', 'greedy', 'greedy', 'greedy'] },
      { game: 'solo', seats: [null, 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'] },
    ]);
    expect(planMatches(games, { game: 'race' }, 1)).toEqual([{ game: 'race', seats: [null, null] }]);
    expect(planMatches(games, { game: 'solo' }, 1)).toEqual([{ game: 'solo', seats: [null, null] }]);
  });

  it('names the games and bots it can use when asked for others', () => {
    expect(() => planMatches(games, { game: 'chess' }, 1)).toThrow(
      'The server has no game "chess": use one of race, solo, duel, or all.',
    );
    expect(() => planMatches(games, { game: 'duel', botSeats: 1 }, 1)).toThrow(
      'The server has no bot "random" for duel: use greedy.',
    );
  });
});

describe('where the slow actions lie', () => {
  it('names the seconds with the slowest actions and the share of the slowest 1 % sent in them', () => {
    // 1,000 actions, one every 10 ms from t = 0; the 10 sent during the third second are slow.
    const sentAt = Array.from({ length: 1000 }, (_, i) => 1000 + i * 10);
    const latencies = sentAt.map((_, i) => (i >= 200 && i < 210 ? 500 : 5));
    const { slowest, tailShare } = slowestSeconds(latencies, sentAt, 1000, 1);
    expect(slowest).toEqual([{ at: 2, actions: 100, maxMs: 500 }]);
    expect(tailShare).toBe(1);
    // Spread over the run, the slowest seconds hold only their part of the tail.
    const spread = sentAt.map((_, i) => (i % 100 === 0 ? 500 : 5));
    expect(slowestSeconds(spread, sentAt, 1000, 1).tailShare).toBe(0.1);
  });
});
