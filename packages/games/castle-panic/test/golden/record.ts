/**
 * Records the golden playthroughs (seeded greedy games): run again only when a rule change is
 * meant to change them.   npx tsx packages/games/castle-panic/test/golden/record.ts
 */
import { writeFileSync } from 'node:fs';
import { greedyBot } from '@questbox/bots';
import { act, botChoice, createMatch, randomSource, saveMatch } from '@questbox/engine';
import { castlePanic } from '../../src/index';
import { GOLDEN } from './cases';

for (const c of GOLDEN) {
  const match = createMatch(castlePanic, { options: c.options, seats: c.seats, seed: c.seed });
  const random = randomSource(`${c.seed}:bots`);
  const events: string[] = [];
  while (!castlePanic.result(match.state)) {
    const d = castlePanic.pending(match.state)[0];
    const entry = act(castlePanic, match, d.seat, botChoice(greedyBot, castlePanic, match.state, d, random));
    for (const e of entry.events) if (!e.to) events.push(e.text);
  }
  const file = new URL(`./${c.name}.json`, import.meta.url);
  writeFileSync(
    file,
    `${JSON.stringify({ match: saveMatch(match), result: castlePanic.result(match.state), events }, null, 1)}\n`,
  );
}
