import { random as R } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { legal } from '../src/rules';
import type { XanthState } from '../src/state';
import { act, afterBearers, carry, combatOf, give, inCombat, passAll, passRolls, position } from './helpers';

/** Dolph (Strength 3) and Hugo (Strength 2) at Castle Roogna, fighting a hazard of seat 1. */
function table(): XanthState {
  return position(
    2,
    [
      ['dolph', 'hugo'],
      ['ivy', 'irene'],
    ],
    ['roogna', 'gap_village'],
  );
}
const ARGUS = 'ee-028b'; // one Creature of Strength 5, no hide
const TRITONS = 'ee-072a'; // Creatures of Strength 2
const playFor = (s: XanthState, card: string, option: string, member: string) =>
  act(s, 0, { type: 'play', card, option, member });

describe('combat cards, played before a round', () => {
  it('Lucky Strike: the attack hits without a roll', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-008');
    expect(legal(s, 0)).toContainEqual({ type: 'play', card: 'ee-008', option: 'ee-008b', member: 'dolph' });
    playFor(s, 'ee-008', 'ee-008b', 'dolph');
    expect(s.table).toContain('ee-008');
    R.force(s.rng, [6, 6]); // Hugo misses, Argus misses
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes[0].wounds).toBe(1);
    expect(s.discard).toContain('ee-008');
  });

  it('Mighty Blow: the next successful attack inflicts an extra Blood Marker', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-026');
    playFor(s, 'ee-026', 'ee-026a', 'dolph');
    R.force(s.rng, [1, 6, 6]);
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes[0].wounds).toBe(2);
  });

  it('Frenzy: one extra attack this round', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-053');
    playFor(s, 'ee-053', 'ee-053b', 'dolph');
    R.force(s.rng, [1, 1, 6, 6]);
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes[0].wounds).toBe(2);
  });

  it('Glancing Blow: a hit on him leaves no Blood Markers', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-042');
    playFor(s, 'ee-042', 'ee-042a', 'dolph');
    R.force(s.rng, [6, 6, 1]); // both miss; Argus hits Dolph, whom he faces
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(s.players[0].party[0].wounds).toBe(0);
    expect(s.discard).toContain('ee-042');
  });

  it('a card whose moment never came goes back to the hand when the combat ends', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-026');
    playFor(s, 'ee-026', 'ee-026a', 'dolph');
    R.force(s.rng, [6, 6, 6, 6]); // both miss; Argus misses; then the push goes to seat 1
    act(s, 0, { type: 'run' });
    passAll(s);
    expect(s.players[0].hand).toContain('ee-026');
    expect(s.table).not.toContain('ee-026');
  });

  it('Cherry Bomb: a Strength 4 attack on every Creature instead of his own', () => {
    const s = table();
    inCombat(s, TRITONS, 3);
    give(s, 0, 'ee-009');
    playFor(s, 'ee-009', 'ee-009a', 'dolph');
    R.force(s.rng, [1, 4, 5, 6, 6, 6, 6]); // bomb on three; Hugo misses; three Tritons miss
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes.map((f) => f.wounds)).toEqual([1, 1, 0]);
  });

  it('Currants: a Strength 5 attack on one Creature only', () => {
    const s = table();
    inCombat(s, TRITONS, 2);
    give(s, 0, 'ee-051');
    playFor(s, 'ee-051', 'ee-051a', 'dolph');
    R.force(s.rng, [5, 6, 6, 6]);
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes.map((f) => f.wounds)).toEqual([1, 0]);
  });

  it('Harpy Egg: its bearer throws a Strength 5 attack at each Creature', () => {
    const s = table();
    inCombat(s, TRITONS, 2);
    carry(s, 'hugo', 'ee-040a');
    expect(legal(s, 0)).toContainEqual({ type: 'use', member: 'hugo', option: 'ee-040a' });
    act(s, 0, { type: 'use', member: 'hugo', option: 'ee-040a' });
    expect(s.players[0].objects).not.toContain('ee-040');
    R.force(s.rng, [6, 5, 5, 6, 6]); // Dolph misses; the egg hits both; Tritons miss
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes.map((f) => f.wounds)).toEqual([1, 1]);
    expect(s.discard).toContain('ee-040');
  });

  it('Power Plant: +1 Strength for the combat, played only before the first round', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-068');
    playFor(s, 'ee-068', 'ee-068a', 'hugo');
    R.force(s.rng, [6, 3, 6]); // Hugo hits with 3 at Strength 3
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes[0].wounds).toBe(1);
    give(s, 0, 'ee-052');
    expect(legal(s, 0).some((a) => a.type === 'play' && a.card === 'ee-052')).toBe(false);
  });

  it('Hiding Place: one last round of strikes, and the party stays without running away', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-024');
    R.force(s.rng, [1]);
    act(s, 0, { type: 'play', card: 'ee-024', option: 'ee-024b' });
    // Nobody faces the Creature in that last round: its player says whom it strikes.
    expect(s.phase).toMatchObject({ kind: 'allot', foe: 0 });
    act(s, 1, { type: 'allot', member: 'dolph' });
    passRolls(s);
    expect(s.players[0].party.reduce((n, m) => n + m.wounds, 0)).toBe(1);
    expect(s.players[0].at).toBe('roogna');
    expect(s.players[0].ranAway).toBe(false);
    expect(afterBearers(s)).toBe('end');
  });

  it('the Dime: a fleeing party takes no last round of strikes', () => {
    const s = table();
    inCombat(s, ARGUS);
    carry(s, 'dolph', 'ee-091a');
    R.force(s.rng, [1, 1]);
    act(s, 0, { type: 'run' });
    passAll(s);
    expect(s.players[0].party.every((m) => m.wounds === 0)).toBe(true);
    expect(s.phase.kind).toBe('push');
  });

  it('the Windbag blows away each Creature that rolls over its Strength', () => {
    const s = table();
    inCombat(s, TRITONS, 2);
    carry(s, 'dolph', 'ee-030a');
    R.force(s.rng, [3, 2]);
    act(s, 0, { type: 'use', member: 'dolph', option: 'ee-030a' });
    passRolls(s);
    expect(combatOf(s).foes.map((f) => f.wounds)).toEqual([2, 0]);
    const s2 = table();
    inCombat(s2, TRITONS, 1);
    carry(s2, 'dolph', 'ee-030a');
    R.force(s2.rng, [6]);
    act(s2, 0, { type: 'use', member: 'dolph', option: 'ee-030a' });
    passRolls(s2);
    expect(afterBearers(s2)).toBe('end');
  });

  it('Befriend keeps the Creature, who fights beside the party in one later combat', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-079');
    act(s, 0, { type: 'play', card: 'ee-079', option: 'ee-079a' });
    expect(s.players[0].friends).toEqual([ARGUS]);
    expect(afterBearers(s)).toBe('end');
    inCombat(s, TRITONS, 1);
    expect(legal(s, 0)).toContainEqual({ type: 'call', friend: ARGUS });
    act(s, 0, { type: 'call', friend: ARGUS });
    R.force(s.rng, [6, 6, 2]); // Dolph and Hugo miss; Argus, Strength 5, hits
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes[0].wounds).toBe(1);
    passAll(s);
    R.force(s.rng, [6, 6, 1]);
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(afterBearers(s)).toBe('end');
    expect(s.players[0].friends).toEqual([]);
    expect(s.discard).toContain('ee-028');
  });

  it('the Friendship Spell befriends from a bearer; the Gap Dragon cannot be befriended', () => {
    const s = table();
    inCombat(s, ARGUS);
    carry(s, 'dolph', 'ee-047a');
    act(s, 0, { type: 'use', member: 'dolph', option: 'ee-047a' });
    expect(s.players[0].friends).toEqual([ARGUS]);
    const d = table();
    d.aside.pop();
    d.table.push('ee-104');
    d.phase = {
      kind: 'combat',
      facing: { card: 'ee-104', option: 'ee-104', by: 1 },
      combat: {
        option: 'ee-104',
        foes: [{ wounds: 0, stunned: false }],
        round: 0,
        by: 1,
        used: [],
        cards: [],
        friend: null,
      },
    };
    carry(d, 'dolph', 'ee-047a');
    expect(legal(d, 0).some((a) => a.type === 'use')).toBe(false);
  });

  it('Deus Ex Machina overcomes the hazard in the middle of a combat', () => {
    const s = table();
    inCombat(s, ARGUS);
    give(s, 0, 'ee-014');
    act(s, 0, { type: 'play', card: 'ee-014', option: 'ee-014b' });
    expect(afterBearers(s)).toBe('end');
    expect(s.discard).toEqual(expect.arrayContaining(['ee-014', 'ee-028']));
  });
});

describe('once-per-combat talents, called by the player before a round', () => {
  it("Electra's Strength 5 attack: only when called, once a combat", () => {
    const s = position(
      2,
      [
        ['electra', 'hugo'],
        ['ivy', 'irene'],
      ],
      ['roogna', 'gap_village'],
    );
    inCombat(s, ARGUS);
    R.force(s.rng, [5, 6, 6]); // uncalled, Electra (Strength 3) misses with a 5
    act(s, 0, { type: 'fight' });
    passRolls(s);
    passAll(s);
    expect(combatOf(s).foes[0].wounds).toBe(0);
    expect(legal(s, 0)).toContainEqual({ type: 'talent', member: 'electra' });
    act(s, 0, { type: 'talent', member: 'electra' });
    expect(legal(s, 0)).not.toContainEqual({ type: 'talent', member: 'electra' });
    R.force(s.rng, [5, 6, 6]); // called, the same 5 hits
    act(s, 0, { type: 'fight' });
    passRolls(s);
    passAll(s);
    expect(combatOf(s).foes[0].wounds).toBe(1);
    expect(legal(s, 0)).not.toContainEqual({ type: 'talent', member: 'electra' });
  });

  it("Tandy's tantrum: once a turn, when called; the Creature it hits misses its next attack", () => {
    const s = position(
      2,
      [
        ['tandy', 'hugo'],
        ['ivy', 'irene'],
      ],
      ['roogna', 'gap_village'],
    );
    inCombat(s, ARGUS);
    act(s, 0, { type: 'talent', member: 'tandy' });
    R.force(s.rng, [5, 6]); // Tandy hits at Strength 5, Hugo misses; the stunned Argus does not strike
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(combatOf(s).foes[0]).toEqual({ wounds: 1, stunned: false });
    expect(s.players[0].usedTurn).toContain('tandy');
  });
});
