import { apply, canonicalJson, random, stateHash } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { cityOfChaos } from '../src/index';
import { placeTile } from '../src/map';
import type { CocState } from '../src/state';
import { viewOf } from '../src/view';

/** A fresh table where the seat on turn holds `spell`, taken out of the Magic pack. */
function withSpell(spell: string, seed: string): CocState {
  const s = cityOfChaos.setup({ rounds: 30 }, 2, seed);
  s.magicPile.splice(s.magicPile.indexOf(spell), 1);
  s.players[s.seat].magic.push(spell);
  return s;
}

const cast = (s: CocState, card: string) => apply(cityOfChaos, s, s.seat, { t: 'use', card }).state;
/** What the seat knows, top of each pile first. */
const known = (s: CocState, seat: number | null) => [...viewOf(s, seat).known].sort((a, b) => a.at - b.at);
const sample = (s: CocState, seat: number, seed: string) =>
  cityOfChaos.resample!(s, seat, random.randomSource(seed));

describe('what Far Sight and Detect Clue show is kept as the caster’s knowledge', () => {
  it('Far Sight: the caster’s view shows the top three tiles, the other seat’s none; a sample keeps them', () => {
    const s = cast(withSpell('far-sight', 'far'), 'far-sight');
    const seat = s.seat;
    const top = s.tilePile.slice(0, 3);
    expect(known(s, seat)).toEqual(top.map((item, at) => ({ zone: 'tilePile', at, item })));
    expect(known(s, 1 - seat)).toEqual([]);
    expect(known(s, null)).toEqual([]);
    for (const seed of ['a', 'b', 'c']) {
      const mine = sample(s, seat, seed);
      expect(mine.tilePile.slice(0, 3)).toEqual(top);
      expect([...mine.tilePile].sort()).toEqual([...s.tilePile].sort());
    }
    expect(cityOfChaos.render!(cityOfChaos.view(s, seat), seat)).toMatch(
      /Far Sight showed you: .* \(1 from the top\)/,
    );
    expect(cityOfChaos.render!(cityOfChaos.view(s, 1 - seat), 1 - seat)).not.toMatch(/Far Sight showed you/);
    // The other seat knows only that a look was taken: its samples deal the top tiles again.
    const theirs = ['a', 'b', 'c'].map((seed) => sample(s, 1 - seat, seed).tilePile.slice(0, 3));
    expect(theirs.some((t) => t.join() !== top.join())).toBe(true);
  });

  it('Far Sight: a tile laid on the table is known no more; the others stay known where they now lie', () => {
    const s = cast(withSpell('far-sight', 'far-laid'), 'far-sight');
    const top = s.tilePile.slice(0, 3);
    const placed = placeTile(s, 0, 0, 'N');
    expect(placed?.tile).toBe(top[0]);
    expect(known(s, s.seat)).toEqual([
      { zone: 'tilePile', at: 0, item: top[1] },
      { zone: 'tilePile', at: 1, item: top[2] },
    ]);
  });

  it('Detect Clue: the cards stay known in the order the caster put them back, and a sample keeps them', () => {
    const cast1 = cast(withSpell('detect-clue', 'detect-known'), 'detect-clue');
    const seat = cast1.seat;
    const top = cast1.actionPile.slice(0, 3);
    const s = apply(cityOfChaos, cast1, seat, { t: 'order', i: 5 }).state;
    const order = [top[2], top[1], top[0]];
    expect(known(s, seat)).toEqual(order.map((item, at) => ({ zone: 'actionPile', at, item })));
    expect(known(s, 1 - seat)).toEqual([]);
    expect(sample(s, seat, 'x').actionPile.slice(0, 3)).toEqual(order);
    expect(JSON.stringify(viewOf(s, 1 - seat))).not.toContain(`"${top[0]}"`);
  });

  it('Detect Clue: an Action card drawn from the top is known no more', () => {
    const cast1 = cast(withSpell('detect-clue', 'detect-draw'), 'detect-clue');
    const seat = cast1.seat;
    let s = apply(cityOfChaos, cast1, seat, { t: 'order', i: 0 }).state;
    const first = s.actionPile[0];
    // Play on with the first legal choice until the Action card on top is drawn.
    let drawn = false;
    for (let n = 0; n < 500 && !drawn; n++) {
      const [d] = cityOfChaos.pending(s);
      const r = apply(cityOfChaos, s, d.seat, cityOfChaos.legal(s, d.seat)[0]);
      s = r.state;
      drawn = r.events.some((e) => e.text.includes('draws an Action card'));
    }
    expect(drawn).toBe(true);
    expect(s.actionPile).not.toContain(first);
    expect(s.known.some((m) => m.item === first)).toBe(false);
    expect(known(s, seat).map((k) => k.at)).toEqual([0, 1]);
  });

  it('keeps every sample true to the seat’s view while play goes on after both spells', () => {
    const s0 = withSpell('far-sight', 'known-sweep');
    const seat = s0.seat;
    s0.magicPile.splice(s0.magicPile.indexOf('detect-clue'), 1);
    s0.players[seat].magic.push('detect-clue');
    let s = apply(cityOfChaos, cast(cast(s0, 'far-sight'), 'detect-clue'), seat, { t: 'order', i: 3 }).state;
    const pick = random.randomSource('known-sweep:moves');
    let checked = 0;
    for (let n = 0; n < 200 && !cityOfChaos.result(s); n++) {
      if (n % 5 === 0)
        for (const who of [0, 1]) {
          const a = sample(s, who, 'a');
          expect(canonicalJson(cityOfChaos.view(a, who))).toBe(canonicalJson(cityOfChaos.view(s, who)));
          expect(stateHash(sample(sample(s, who, 'b'), who, 'a'))).toBe(stateHash(a));
          if (viewOf(s, who).known.length > 0) checked++;
        }
      const [d] = cityOfChaos.pending(s);
      const legal = cityOfChaos.legal(s, d.seat);
      s = apply(cityOfChaos, s, d.seat, legal[Math.floor(pick() * legal.length)]).state;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
