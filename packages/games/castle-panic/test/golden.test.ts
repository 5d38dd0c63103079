import { readFileSync } from 'node:fs';
import { replayMatch } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { castlePanic } from '../src/index';
import { GOLDEN } from './golden/cases';

describe('golden playthroughs: a change in behaviour shows as a failure here', () => {
  for (const c of GOLDEN) {
    it(c.name, () => {
      const golden = JSON.parse(readFileSync(new URL(`./golden/${c.name}.json`, import.meta.url), 'utf8'));
      const replay = replayMatch(castlePanic, golden.match);
      expect(replay.verified).toBe(true);
      expect(castlePanic.result(replay.match.state)).toEqual(golden.result);
      const events = replay.match.log.flatMap((entry) =>
        entry.events.filter((e) => !e.to).map((e) => e.text),
      );
      expect(events).toEqual(golden.events);
    });
  }
});
