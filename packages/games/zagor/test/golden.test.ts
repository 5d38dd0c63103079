import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  act,
  createMatch,
  randomSource,
  replayMatch,
  saveMatch,
  stateHash,
  visibleEvents,
} from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';

/**
 * Golden playthroughs: seeded random games recorded with their actions, the log seat 1 saw, the
 * result and the final hash, so a change of behaviour shows as a diff. QUESTBOX_UPDATE_GOLDEN=1
 * records them again on purpose.
 */
const GAMES = [
  { name: 'two-seats', seats: 2, seed: 'golden-2' },
  { name: 'five-seats', seats: 5, seed: 'golden-5' },
];

function playthrough(seats: number, seed: string) {
  const match = createMatch(zagor, { seats, seed });
  const random = randomSource(`${seed}:golden`);
  const steps: { seat: number; action: unknown; text: string; log: string[] }[] = [];
  while (!zagor.result(match.state) && steps.length < 3000) {
    const d = zagor.pending(match.state)[0];
    const legal = zagor.legal(match.state, d.seat);
    const action = legal[Math.floor(random() * legal.length)];
    const entry = act(zagor, match, d.seat, action);
    steps.push({
      seat: d.seat,
      action,
      text: entry.text,
      log: visibleEvents(entry.events, 0).map((e) => e.text),
    });
  }
  return {
    match,
    recorded: { seed, seats, steps, result: zagor.result(match.state), hash: stateHash(match.state) },
  };
}

describe('golden playthroughs', () => {
  for (const g of GAMES)
    it(`plays the ${g.name} game as recorded, and its save replays to the same hash`, () => {
      const { match, recorded } = playthrough(g.seats, g.seed);
      const file = fileURLToPath(new URL(`./golden/${g.name}.json`, import.meta.url));
      const actual = JSON.parse(JSON.stringify(recorded));
      if (!existsSync(file) && process.env.CI) throw new Error(`The golden file ${file} is missing.`);
      if (!existsSync(file) || process.env.QUESTBOX_UPDATE_GOLDEN === '1') {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, `${JSON.stringify(actual, null, 1)}\n`);
      }
      expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
      expect(recorded.result).not.toBeNull();
      expect(replayMatch(zagor, JSON.parse(JSON.stringify(saveMatch(match)))).verified).toBe(true);
    });
});
