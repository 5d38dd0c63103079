import { canLookAhead, lookaheadBot, randomBot } from '@questbox/bots';
import { graph, simulate } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { REGION, WALK } from '../src/data';
import { value } from '../src/evaluate';
import { xanth } from '../src/index';
import { goalsOf } from '../src/quests';
import type { XanthState } from '../src/state';
import { member, position } from './helpers';

/** Seat 0 (Dolph and Hugo) at Castle Roogna, seat 1 at West Stockade, as seat 0 sees it. */
function table(): XanthState {
  return position(
    2,
    [
      ['dolph', 'hugo'],
      ['ivy', 'irene'],
    ],
    ['roogna', 'west_stockade'],
  );
}
const seen = (s: XanthState, seat = 0) => xanth.view(s, seat) as unknown;

describe("the look-ahead's value of a position, from the seat's own view", () => {
  it('rates a Quest done above everything, a sound party above a wounded one, and a strong rival below a weak one', () => {
    const s = table();
    const base = value(seen(s), 0);
    const done = table();
    done.players[0].questsDone.push(done.players[0].quest[0]);
    expect(value(seen(done), 0)).toBeGreaterThan(base + 100);
    const hurt = table();
    hurt.players[0].party[0] = member('dolph', 2);
    expect(value(seen(hurt), 0)).toBeLessThan(base);
    const rivalDone = table();
    rivalDone.players[1].questsDone.push(rivalDone.players[1].quest[0]);
    expect(value(seen(rivalDone), 0)).toBeLessThan(base - 50);
    const rivalLost = table();
    rivalLost.players[1].lostTurns = 3;
    expect(value(seen(rivalLost), 0)).toBeGreaterThan(base);
  });

  it('rates a party nearer its next goal higher', () => {
    const near = table();
    const goal = goalsOf(near.players[0])[0];
    const far = table();
    far.players[0].at = Object.keys(REGION).find((r) => graph.distance(WALK, r, goal) > 4)!;
    near.players[0].at = goal;
    expect(value(seen(near), 0)).toBeGreaterThan(value(seen(far), 0));
  });

  it('makes the look-ahead bot play Xanth from its seat view, to the end of seeded games', () => {
    expect(canLookAhead(xanth as never)).toBe(true);
    const stats = simulate(xanth as never, {
      games: 2,
      seed: 'lookahead',
      bots: [lookaheadBot, randomBot],
      options: { version: 'simple' },
    });
    expect(stats.errors).toBe(0);
    expect(stats.unfinished).toBe(0);
  });
});
