import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCampaign } from '../src/fuzz/campaign';
import type { RunningServer } from '../src/index';
import { toolLimits } from '../src/limits';
import { startTestServer } from './helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ limits: toolLimits });
});
afterAll(() => server.close());

describe('the fuzz campaign, small', () => {
  it('answers 1,000 hostile inputs over every game, takes none of them, and keeps tokens to their match', async () => {
    const report = await runCampaign({ url: server.url, inputs: 1_000, seed: 'ci', tablesPerGame: 1 });
    expect(report.examples).toEqual([]);
    expect(report.violations).toBe(0);
    expect(report.inputs).toBeGreaterThanOrEqual(1_000);
    expect(report.games).toEqual(
      expect.arrayContaining(['race', 'castle-panic', 'legitimacy', 'zagor', 'xanth', 'city-of-chaos']),
    );
    for (const kind of [
      'wrong-seat',
      'stale-version',
      'stale-history',
      'replay',
      'out-of-range',
      'huge',
      'deep',
    ])
      expect(report.byKind[kind], kind).toBeGreaterThan(0);
    for (const kind of ['foreign-token', 'spectator-act', 'undo', 'garbage', 'http-create', 'http-join'])
      expect(report.byKind[kind], kind).toBeGreaterThan(0);
    // Each kind met the refusal meant for it.
    for (const code of ['not-your-turn', 'stale', 'too-large', 'bad-token', 'spectator', 'bad-message'])
      expect(report.answers[code], code).toBeGreaterThan(0);
    expect(report.legalMoves).toBeGreaterThan(100);
    expect(report.serverAnswersAfter).toBe(true);
  });
});
