import { random as R } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { OPTION } from '../src/data';
import { legal, pending } from '../src/rules';
import type { XanthState } from '../src/state';
import { ANYTIME_CARDS, act, afterBearers, give, passAll, position } from './helpers';

const LETHARGY = 'ee-070a'; // Group Hazard 2, plant: lose three turns
const ARGUS = 'ee-028b'; // a Creature

/** Seat 0 (Dolph, Hugo, Bink) faces a hazard of seat 1; `phase` is where the hazard stands. */
function facing(option: string, phase: 'reveal' | 'designate'): XanthState {
  const s = position(
    2,
    [
      ['dolph', 'hugo', 'bink'],
      ['ivy', 'irene'],
    ],
    ['roogna', 'west_stockade'],
  );
  for (const p of s.players) p.hand = p.hand.filter((c) => !ANYTIME_CARDS.includes(c));
  const card = OPTION[option].card;
  for (const pile of [s.deck, s.discard, ...s.players.map((p) => p.hand)])
    if (pile.includes(card)) pile.splice(pile.indexOf(card), 1);
  s.table.push(card);
  const f = { card, option, by: 1 };
  s.phase =
    phase === 'reveal'
      ? { kind: 'window', on: { on: 'reveal', facing: f }, who: [1], decided: [] }
      : { kind: 'designate', facing: f };
  return s;
}

describe('cards on a revealed hazard', () => {
  it('the reveal opens a window for every opponent before the party tries to avoid', () => {
    const s = facing(ARGUS, 'reveal');
    expect(pending(s).map((d) => d.seat)).toEqual([1]);
    act(s, 1, { type: 'pass' });
    expect(s.phase.kind).toBe('designate');
  });

  it('Concealment Spell: the party gets no roll and suffers the hazard', () => {
    const s = facing(LETHARGY, 'reveal');
    give(s, 1, 'ee-006');
    act(s, 1, { type: 'surprise', card: 'ee-006', option: 'ee-006b' });
    passAll(s);
    R.force(s.rng, []);
    act(s, 0, { type: 'face' });
    expect(s.players[0].lostTurns).toBe(3);
  });

  it('Aimbush is played on a Creature only', () => {
    const plant = facing(LETHARGY, 'reveal');
    give(plant, 1, 'ee-055');
    expect(legal(plant, 1)).toEqual([{ type: 'pass' }]);
    const creature = facing(ARGUS, 'reveal');
    give(creature, 1, 'ee-055');
    expect(legal(creature, 1)).toContainEqual({ type: 'surprise', card: 'ee-055', option: 'ee-055b' });
  });

  it('Illusion: a Group Hazard 1 first; failing it, the real hazard still waits', () => {
    const s = facing(LETHARGY, 'designate');
    give(s, 0, 'ee-025');
    R.force(s.rng, [6, 6, 6, 6]); // Bink rolls again once (his talent)
    act(s, 0, { type: 'play', card: 'ee-025', option: 'ee-025a' });
    passAll(s);
    expect(s.phase.kind).toBe('designate');
    give(s, 0, 'ee-064');
    R.force(s.rng, [2]);
    act(s, 0, { type: 'play', card: 'ee-064', option: 'ee-064b' });
    passAll(s);
    expect(afterBearers(s)).toBe('end');
    expect(s.players[0].lostTurns).toBe(0);
  });

  it('Coffee Beans overcome the Lethargy Tree, and nothing else', () => {
    const s = facing(LETHARGY, 'designate');
    give(s, 0, 'ee-017');
    expect(legal(s, 0)).toContainEqual({ type: 'play', card: 'ee-017', option: 'ee-017b' });
    act(s, 0, { type: 'play', card: 'ee-017', option: 'ee-017b' });
    passAll(s);
    expect(afterBearers(s)).toBe('end');
    const other = facing(ARGUS, 'designate');
    give(other, 0, 'ee-017');
    expect(legal(other, 0)).not.toContainEqual({ type: 'play', card: 'ee-017', option: 'ee-017b' });
  });
});
