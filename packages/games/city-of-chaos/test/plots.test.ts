import { apply, random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/evaluate';
import { cityOfChaos } from '../src/index';
import { type CocState, newCombat } from '../src/state';

const TOWERS = ['tower-of-the-manitoo', 'tower-of-bhudapati', 'tower-of-sisupala'];

/** The seat on turn reading paragraph `id`, its sheet changed by `sheet`. */
function reading(id: number, sheet: Partial<CocState['players'][number]> = {}): CocState {
  const s = cityOfChaos.setup({ rounds: 30 }, 2, `plot-${id}`);
  Object.assign(s.players[s.seat], sheet);
  s.phase = { kind: 'read', paragraph: id, card: null };
  return s;
}

/** The labels of the choices the reader is offered now. */
const labels = (s: CocState) => cityOfChaos.legal(s, s.seat).map((a) => cityOfChaos.describe(a, s));

/** Takes the choices labelled, in order, forcing the dice given. */
function choose(s: CocState, path: string[], dice: number[] = []): CocState {
  random.force(s.rng, dice);
  let state = s;
  for (const label of path) {
    const i = labels(state).indexOf(label);
    expect(i, `"${label}" is offered`).toBeGreaterThanOrEqual(0);
    state = apply(cityOfChaos, state, state.seat, cityOfChaos.legal(state, state.seat)[i]).state;
  }
  return state;
}

/** Takes a Special card from the pool for the reader, as the Tome gives it. */
function holding(s: CocState, special: string): CocState {
  s.specialPool.splice(s.specialPool.indexOf(special), 1);
  s.players[s.seat].specials.push(special);
  return s;
}

describe('the Foreign Gods', () => {
  it('puts the Towers not yet on the table on top of the tile pile from the foot of a Tower, for every seat to know', () => {
    const s = reading(660);
    // The Manitoo's Tower is on the table; the other two lie deep in the pile.
    s.tilePile = [
      ...s.tilePile.filter((t) => !TOWERS.includes(t)),
      'tower-of-sisupala',
      'tower-of-bhudapati',
    ];
    const rest = s.tilePile.slice(0, -2);
    const after = choose(s, ['Walk around the foot of the tower']);
    expect(after.tilePile).toEqual(['tower-of-sisupala', 'tower-of-bhudapati', ...rest]);
    for (const seat of [0, 1]) {
      const known = cityOfChaos.view(after, seat).known.filter((k) => k.zone === 'tilePile');
      expect(known.map((k) => k.item).sort()).toEqual(['tower-of-bhudapati', 'tower-of-sisupala']);
    }
    expect(after.players[s.seat].flags).toContain('gods-towers');
  });

  it('changes nothing in the pile when every Tower is on the table', () => {
    const s = reading(660);
    s.tilePile = s.tilePile.filter((t) => !TOWERS.includes(t));
    const before = [...s.tilePile];
    expect(choose(s, ['Walk around the foot of the tower']).tilePile).toEqual(before);
  });

  it('lets a reader who knows of the Sabre from the Duellist ask the Master for the bout without joining', () => {
    const s = reading(417, { flags: ['sabre-lore'], groats: 0 });
    const won = choose(
      s,
      ['Ask the Master for a bout for the Blue Steel Sabre, as the Duellist said you might'],
      [6],
    );
    expect(won.players[s.seat].items).toContain('blue-steel-sabre');
    expect(labels(reading(417, { groats: 0 }))).not.toContain(
      'Ask the Master for a bout for the Blue Steel Sabre, as the Duellist said you might',
    );
  });

  it('throws a climber the god wakes for down the stair, without a battle the Sabre could be lost in', () => {
    const s = reading(660, { flags: ['gods-towers'], items: ['blue-steel-sabre'], bp: 10 });
    const after = choose(s, ['Climb to the idol'], [1]);
    expect(after.players[s.seat].bp).toBe(7);
    expect(after.combat[s.seat]).toBeNull();
    expect(after.players[s.seat].items).toContain('blue-steel-sabre');
  });

  it('rings the bells from the top of the Tower whose idol is freed third', () => {
    const s = reading(663, {
      items: ['blue-steel-sabre'],
      flags: ['gods-towers', 'idol-bhudapati', 'idol-sisupala'],
    });
    const won = choose(s, [
      'Cut the god-silk with the Blue Steel Sabre',
      'Ring the bells of the three Towers',
    ]);
    expect(won.solved).toBe('gods');
    const alone = reading(663, { items: ['blue-steel-sabre'] });
    const first = choose(alone, ['Cut the god-silk with the Blue Steel Sabre', 'Climb down']);
    expect(first.players[alone.seat].flags).toContain('idol-manitoo');
    expect(first.solved).toBeNull();
  });
});

describe('the Resurrection Cult', () => {
  it('blesses the Cold Iron Nail at the Necropolis chapel, for nothing', () => {
    const s = holding(reading(620, { groats: 0 }), 'cold-iron-nail');
    const after = choose(s, ["Have the chapel's keeper bless the Cold Iron Nail"]);
    expect(after.players[s.seat].specials).toEqual(['blessed-nail']);
    expect(after.specialPool).toContain('cold-iron-nail');
    expect(labels(reading(620))).not.toContain("Have the chapel's keeper bless the Cold Iron Nail");
  });
});

describe('the Wild Hunt', () => {
  it('gives the Counter-Rite at the Altar to a reader who knows what the hoofprints mean', () => {
    const s = reading(640, { flags: ['hunt-altar'] });
    const after = choose(s, ['Read the words cut into the side of the slab']);
    expect(after.players[s.seat].flags).toContain('hunt-rite');
    expect(labels(reading(640))).not.toContain('Read the words cut into the side of the slab');
  });
});

describe('the greedy evaluation on the way to a plot line', () => {
  it('flees a god of the Towers it cannot hurt, and fights on with a striking spell', () => {
    const s = cityOfChaos.setup({ rounds: 30 }, 2, 'plot-flee');
    s.combat[s.seat] = newCombat('Manitoo', 12, 1, null);
    s.players[s.seat].bp = 10;
    const score = (t: 'flee' | 'fight-on') => evaluate(cityOfChaos.view(s, s.seat), s.seat, { t });
    expect(score('flee')).toBeGreaterThan(score('fight-on'));
    s.magicPile.splice(s.magicPile.indexOf('fireball'), 1);
    s.players[s.seat].magic.push('fireball');
    expect(score('fight-on')).toBeGreaterThan(score('flee'));
  });

  it('saves its groats for the Blue Steel Sabre rather than buy a Dagger', () => {
    const s = reading(445, { groats: 3 });
    const view = cityOfChaos.view(s, s.seat);
    const score = (label: string) =>
      evaluate(view, s.seat, cityOfChaos.legal(s, s.seat)[labels(s).indexOf(label)]);
    expect(score('Ask about the blue ingot')).toBeGreaterThan(score('Buy a Dagger (2 groats)'));
  });
});
