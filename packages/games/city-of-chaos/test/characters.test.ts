import { apply, random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS } from '../src/data';
import { cityOfChaos } from '../src/index';
import type { CocState } from '../src/state';
import { interaction, TOME } from '../src/tome';

const CHARACTERS = ACTION_CARDS.filter((c) => c.kind === 'character');

/** The seat on turn has just drawn `card` and holds `groats`. */
function met(card: string, groats: number): CocState {
  const s = cityOfChaos.setup({ rounds: 30 }, 2, `met-${card}`);
  s.actionPile.splice(s.actionPile.indexOf(card), 1);
  s.players[s.seat].groats = groats;
  s.phase = { kind: 'card', card };
  return s;
}

/** Takes the card's own named option, then the choices labelled, forcing the dice given. */
function follow(s: CocState, choices: string[], dice: number[] = []): CocState {
  const card = ACTION_CARDS.find((c) => c.id === (s.phase as { card: string }).card)!;
  random.force(s.rng, dice);
  let state = apply(cityOfChaos, s, s.seat, {
    t: 'option',
    i: card.options.findIndex((o) => o.act === 'goto'),
  }).state;
  for (const label of choices) {
    expect(state.phase.kind).toBe('read');
    const i = cityOfChaos.legal(state, state.seat).findIndex((_, k) => labelAt(state, k) === label);
    expect(i, `"${label}" is offered`).toBeGreaterThanOrEqual(0);
    state = apply(cityOfChaos, state, state.seat, { t: 'choose', i }).state;
  }
  return state;
}

/** The label of the k-th choice the reader is offered now. */
const labelAt = (s: CocState, k: number) => cityOfChaos.describe({ t: 'choose', i: k }, s);

describe('every City character met in the street has a named option of its own', () => {
  it('gives each of the 67 character cards an option that leads into the Tome', () => {
    expect(CHARACTERS).toHaveLength(67);
    for (const card of CHARACTERS) {
      const own = card.options.filter((o) => o.act === 'goto');
      expect(own.length, card.id).toBeGreaterThan(0);
      for (const o of own) expect(TOME.paragraphs.has(o.goto!), `${card.id} → ${o.goto}`).toBe(true);
    }
  });

  it('lets every character who talks be greeted, helped and threatened; only the silent ones cannot be', () => {
    const silent = CHARACTERS.filter((c) => !c.options.some((o) => o.act === 'interact'))
      .map((c) => c.character!)
      .sort();
    expect(silent).toEqual([
      'Bhudapati',
      'Manitoo',
      'Oni',
      "Pack o' Rats",
      'Pickpocket',
      'Rabid Dog',
      'Resurrector',
      'Shadowraith',
      'Sisupala',
      'Thief',
      'Wild Hunt',
    ]);
    for (const c of CHARACTERS.filter((x) => !silent.includes(x.character!)))
      for (const how of ['greet', 'help', 'threaten'] as const)
        for (const symbol of ['chaos', 'skull', 'eye'] as const)
          expect(TOME.paragraphs.has(interaction(TOME, c.character!, how, symbol)), c.id).toBe(true);
  });

  it('the Mercenary, paid 3 groats, goes with the reader and keeps her card', () => {
    const start = met('mercenary', 3);
    const s = follow(start, ['Pay her 3 groats']);
    const p = s.players[start.seat];
    expect(p.groats).toBe(0);
    expect(p.companions).toContain('mercenary');
    expect(s.actionPile).not.toContain('mercenary');
  });

  it('the Tax Collector, paid 2 groats, returns a Head; empty pockets on a Skull cost a groat and take one', () => {
    const paid = met('tax-collector', 2);
    paid.players[paid.seat].heads = 2;
    const seat = paid.seat;
    const after = follow(paid, ['Pay 2 groats']);
    expect(after.players[seat]).toMatchObject({ groats: 0, heads: 1 });
    // The Cube of Chaos: Chaos, Skull, Eye, Chaos, Skull, Eye; a 2 is a Skull.
    const pockets = met('tax-collector', 1);
    const poor = follow(pockets, ['Show him empty pockets'], [2]);
    expect(poor.players[pockets.seat]).toMatchObject({ groats: 0, heads: 1 });
  });

  it('the Scroll Seller’s last scroll, on a 5 or 6, gives Clue Card 18 and the Gods’ lead', () => {
    const start = met('scroll-seller', 0);
    const p = follow(start, [], [6]).players[start.seat];
    expect(p.clues).toContain(18);
    expect(p.flags).toContain('gods-towers');
  });

  it('a choice that costs groats is not offered to a reader who cannot pay', () => {
    const s = follow(met('prizefighter', 0), []);
    const labels = cityOfChaos.legal(s, s.seat).map((_, k) => labelAt(s, k));
    expect(labels).toEqual(['Watch, and walk on']);
  });
});
