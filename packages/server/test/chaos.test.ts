import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChaosReport, runChaos } from '../src/chaos/campaign';
import { type Cluster, postgresBinaries, startCluster } from '../src/postgres-cluster';
import { tempDir } from './helpers';

const dir = tempDir();
let cluster: Cluster | null = null;
afterAll(() => {
  cluster?.stop();
  dir.remove();
});

const small = { seed: 'ci', matches: 2, games: ['race', 'castle-panic'] };

function expectClean(report: ChaosReport, kills: number): void {
  expect(report.check.violations).toEqual([]);
  expect(report.stalled).toBe(false);
  expect(report.kills).toBe(kills);
  expect(report.killsByKind.write + report.killsByKind.bot + report.killsByKind.moment).toBe(kills);
  // Clients and bots both played, and every match the campaign opened is stored and checked.
  expect(report.check.acks).toBeGreaterThan(0);
  expect(report.check.storedActions).toBeGreaterThan(report.check.acks);
  expect(Object.keys(report.matchesByGame).sort()).toEqual(['castle-panic', 'race']);
  expect(Object.keys(report.check.hashes)).toHaveLength(report.check.matches);
}

describe('the crash campaign, small', () => {
  it('SQLite, one server killed 3 times: no acknowledged action lost, no state diverging', async () => {
    const store = { dbPath: join(dir.path, 'chaos.db') };
    const report = await runChaos({ ...small, kills: 3, store });
    expectClean(report, 3);
    expect(report.servers).toBe(1);
  });

  it.skipIf(postgresBinaries() === null)(
    'PostgreSQL, two servers, killed twice: the clients move to the survivor, which plays on',
    async () => {
      cluster = await startCluster();
      const report = await runChaos({ ...small, kills: 2, store: { postgresUrl: cluster.url } });
      expectClean(report, 2);
      expect(report.servers).toBe(2);
    },
  );
});
