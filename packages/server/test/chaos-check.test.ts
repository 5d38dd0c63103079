import { act, createMatch, raceGame } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { check, type StoredMatch } from '../src/chaos/check';
import { replayedDigest } from '../src/chaos/digest';
import type { ClientRecord } from '../src/chaos/record';

const games = (id: string) => (id === 'race' ? raceGame : undefined);

/** A race played to its end, as the store would hold it, and what its two seats were shown. */
function playedRace(): { stored: StoredMatch; clients: ClientRecord } {
  const match = createMatch(raceGame, { seats: 2, seed: 'checked' });
  const clients: ClientRecord = { acks: [], sightings: [], refusals: [] };
  const actions: StoredMatch['actions'] = [];
  const show = () => {
    for (const seat of [0, 1])
      clients.sightings.push({
        match: 'm1',
        seat,
        history: `${match.log.length}.0`,
        digests: [replayedDigest(raceGame, match, 2, seat)],
      });
  };
  show();
  while (!raceGame.result(match.state)) {
    const seat = raceGame.pending(match.state)[0].seat;
    const action = { type: match.log.length % 3 ? 'roll' : 'sprint' };
    act(raceGame, match, seat, action);
    actions.push({ version: match.log.length, seat, action });
    if (seat === 0)
      clients.acks.push({
        match: 'm1',
        seat,
        id: `a${match.log.length}`,
        version: match.log.length,
        action,
        resent: false,
      });
    show();
  }
  const stored: StoredMatch = {
    id: 'm1',
    game: 'race',
    options: {},
    seed: 'checked',
    seats: 2,
    status: 'finished',
    result: JSON.parse(JSON.stringify(raceGame.result(match.state))),
    version: actions.length,
    undos: 0,
    actions,
  };
  return { stored, clients };
}

const kinds = (r: ReturnType<typeof check>) => [...new Set(r.violations.map((v) => v.kind))].sort();

describe('the crash campaign check', () => {
  it('passes a match stored and shown as it was played', () => {
    const { stored, clients } = playedRace();
    const report = check(['m1'], [stored], clients, games);
    expect(report.violations).toEqual([]);
    expect(report.acks).toBeGreaterThan(10);
    expect(report.hashes.m1).toMatch(/^[0-9a-f]{14}$/);
  });

  it('finds an acknowledged action missing from the store, and a state shown past the stored end', () => {
    const { stored, clients } = playedRace();
    const last = clients.acks[clients.acks.length - 1];
    stored.actions = stored.actions.slice(0, last.version - 1);
    stored.version = stored.actions.length;
    stored.status = 'running';
    const report = check(['m1'], [stored], clients, games);
    expect(kinds(report)).toEqual(['lost', 'unfinished']);
    expect(report.violations.find((v) => v.kind === 'lost')!.detail).toContain(
      `acknowledged at version ${last.version}`,
    );
  });

  it('finds another action stored where one was acknowledged, and an action acknowledged twice', () => {
    const { stored, clients } = playedRace();
    const ack = clients.acks[2];
    clients.acks.push({ ...ack });
    stored.actions[ack.version - 1] = { ...stored.actions[ack.version - 1], action: { type: 'other' } };
    const report = check(['m1'], [stored], clients, games);
    expect(kinds(report)).toContain('lost');
    expect(kinds(report)).toContain('duplicated');
    expect(kinds(report)).toContain('replay-refused');
  });

  it('finds two states shown for one version, and a state the replay does not show', () => {
    const { stored, clients } = playedRace();
    clients.sightings[5].digests.push('00000000000000');
    clients.sightings[8].digests = ['11111111111111'];
    const report = check(['m1'], [stored], clients, games);
    expect(kinds(report)).toEqual(['diverged', 'not-reproduced']);
  });

  it('finds a missing match, a gap in the versions, a wrong result and a refused option', () => {
    const { stored, clients } = playedRace();
    stored.actions[3] = { ...stored.actions[3], version: 40 };
    stored.result = { winners: [] };
    clients.refusals.push({ match: 'm1', seat: 0, history: '3.0', code: 'not-your-turn', message: 'no' });
    const report = check(['m1', 'm2'], [stored], clients, games);
    expect(kinds(report)).toEqual(['gap', 'missing-match', 'refused', 'result-mismatch']);
  });
});
