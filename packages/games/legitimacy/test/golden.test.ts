import { readFileSync, writeFileSync } from 'node:fs';
import { greedyBot, randomBot } from '@questbox/bots';
import {
  act,
  createMatch,
  type GameEvent,
  replayMatch,
  saveMatch,
  stateHash,
  visibleEvents,
} from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { legitimacy } from '../src/index';

/**
 * Golden playthroughs: seeded games of a greedy bot against random bots, recorded with their
 * actions, the log seat 1 saw and the final hash. A change of behaviour shows as a diff; set
 * LEGITIMACY_GOLDEN=write to record them again on purpose.
 */
const GAMES = [
  { name: 'two-seats', seats: 2, seed: 'golden-2' },
  { name: 'four-seats', seats: 4, seed: 'golden-4' },
];

function playthrough(seats: number, seed: string) {
  const match = createMatch(legitimacy, { seats, seed });
  const bots = [greedyBot, ...Array(seats - 1).fill(randomBot)];
  let n = 0;
  const log: string[] = [];
  const rand = () => (n = (n * 1103515245 + 12345) % 2147483648) / 2147483648;
  while (!legitimacy.result(match.state) && match.log.length < 2000) {
    const d = legitimacy.pending(match.state)[0];
    const legal = legitimacy.legal(match.state, d.seat);
    const state = match.state;
    const action = bots[d.seat].choose({
      game: legitimacy,
      seat: d.seat,
      decision: d,
      legal,
      view: () => legitimacy.view(state, d.seat),
      random: rand,
    });
    act(legitimacy, match, d.seat, action);
    const events: GameEvent[] = match.log[match.log.length - 1].events;
    for (const e of visibleEvents(events, 0)) log.push(e.text);
  }
  return { match, log };
}

describe('golden playthroughs', () => {
  for (const g of GAMES) {
    it(`${g.name}: same actions, same log, same end`, () => {
      const { match, log } = playthrough(g.seats, g.seed);
      const saved = saveMatch(match);
      const record = {
        seats: g.seats,
        seed: g.seed,
        result: legitimacy.result(match.state),
        hash: stateHash(match.state),
        actions: saved.actions,
        log,
      };
      const file = new URL(`./golden/${g.name}.json`, import.meta.url);
      if (process.env.LEGITIMACY_GOLDEN === 'write')
        writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`);
      const golden = JSON.parse(readFileSync(file, 'utf8'));
      expect(record).toEqual(golden);
      expect(replayMatch(legitimacy, JSON.parse(JSON.stringify(saved))).verified).toBe(true);
    });
  }
});
