import { random as R } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { OPTION } from '../src/data';
import { legal, pending } from '../src/rules';
import type { XanthState } from '../src/state';
import {
  ANYTIME_CARDS,
  act,
  afterBearers,
  combatOf,
  dolphsTable,
  facing,
  give,
  inCombat,
  passAll,
  passPlayed,
  passRolls,
  position,
} from './helpers';

const LETHARGY = 'ee-070a'; // Group Hazard 2, plant: lose three turns
const ARGUS = 'ee-028b'; // one Creature of Strength 5
const GHASTLIES = 'ee-022a'; // Strength 2, adds 2 to the attack rolls
const REACTIONS = ['ee-017', 'ee-023', 'ee-041', 'ee-045', 'ee-050', 'ee-051', 'ee-057', 'ee-067', 'ee-080'];
const TRITONS = 'ee-072a'; // Strength 2
const seatsWaited = (s: XanthState) => pending(s).map((d) => d.seat);

/** Seat 0 (Dolph, Hugo: Cunning 3 and 2) at Castle Roogna; seats 1 and 2 hold no reaction card. */
function table(seats = 3): XanthState {
  return dolphsTable(seats, 'roogna', [...REACTIONS, ...ANYTIME_CARDS, 'ee-100']);
}

/**
 * Hugo and Zora Zombie (Strength 2), holding no card, Trapped against the Ghastlies, who add 2 to the
 * attack rolls; `friend`, if given, is a befriended Creature, called into the fight unless `call` is false.
 */
function zoraTrapped(friend?: string, call = true): XanthState {
  const s = position(1, [['zora-zombie', 'hugo']], ['roogna']);
  if (friend) {
    give(s, 0, OPTION[friend].card); // the Creature card joins the party as a friend
    s.players[0].friends.push(friend);
  }
  s.players[0].hand = [];
  inCombat(s, GHASTLIES);
  if (friend && call) act(s, 0, { type: 'call', friend });
  combatOf(s).trappedAt = 0;
  return s;
}

/** Plays a card in the open window and lets every other player pass on it. */
function react(s: XanthState, seat: number, card: string, option: string, roll?: number): void {
  act(s, seat, { type: 'react', card, option, ...(roll === undefined ? {} : { roll }) });
  passPlayed(s);
}

describe('the window after an avoidance roll', () => {
  it('opens for every seat the rolls let act, holder or not, and the rolls then count', () => {
    const s = table();
    facing(s, LETHARGY);
    R.force(s.rng, [4, 4, 1, 1]); // Dolph fails, Hugo passes
    act(s, 0, { type: 'face' });
    expect(seatsWaited(s)).toEqual([0, 1, 2]);
    expect(legal(s, 1)).toEqual([{ type: 'pass' }]);
    passAll(s);
    expect(afterBearers(s)).toBe('end');
    expect(s.players[0].lostTurns).toBe(0);
    const t = table();
    facing(t, LETHARGY);
    R.force(t.rng, [1, 1, 1, 1]); // both pass: the mover has nothing to mend
    act(t, 0, { type: 'face' });
    expect(seatsWaited(t)).toEqual([1, 2]);
  });

  it('Eye Queue Vine: +1 Cunning for one roll of the mover, played after it', () => {
    const s = table();
    facing(s, LETHARGY);
    give(s, 0, 'ee-057');
    R.force(s.rng, [4, 2, 6, 6]); // Dolph misses by one, Hugo far off
    act(s, 0, { type: 'face' });
    expect(legal(s, 0)).toContainEqual({ type: 'react', card: 'ee-057', option: 'ee-057b', roll: 0 });
    expect(legal(s, 0)).not.toContainEqual(expect.objectContaining({ card: 'ee-057', roll: 1 }));
    react(s, 0, 'ee-057', 'ee-057b', 0);
    passAll(s);
    expect(s.players[0].lostTurns).toBe(0);
    expect(s.discard).toContain('ee-057');
  });

  it("Murphy's Curse: an opponent makes a passed roll fail", () => {
    const s = table();
    facing(s, LETHARGY);
    give(s, 1, 'ee-051');
    R.force(s.rng, [1, 1, 6, 6]);
    act(s, 0, { type: 'face' });
    expect(legal(s, 0)).not.toContainEqual(expect.objectContaining({ card: 'ee-051' }));
    react(s, 1, 'ee-051', 'ee-051b', 0);
    expect(seatsWaited(s)).toEqual([0, 1, 2]); // after a card, everybody in the window decides again
    passAll(s);
    expect(s.players[0].lostTurns).toBe(3);
  });

  it('Roll Reversal: the mover rerolls a flubbed roll; only the "any roll" card serves an opponent', () => {
    const s = table();
    facing(s, LETHARGY);
    give(s, 0, 'ee-080');
    give(s, 1, 'ee-101');
    R.force(s.rng, [6, 6, 6, 6]);
    act(s, 0, { type: 'face' });
    expect(seatsWaited(s)).toEqual([0]); // every roll failed: nothing for an opponent to spoil
    act(s, 0, { type: 'react', card: 'ee-080', option: 'ee-080b', roll: 0 });
    R.force(s.rng, [2, 3]);
    passPlayed(s);
    passAll(s);
    expect(s.players[0].lostTurns).toBe(0);
    const t = table();
    facing(t, LETHARGY);
    give(t, 1, 'ee-067');
    R.force(t.rng, [1, 1, 6, 6]);
    act(t, 0, { type: 'face' });
    expect(legal(t, 1)).toContainEqual({ type: 'react', card: 'ee-067', option: 'ee-067b', roll: 0 });
  });

  it('Glitch: played on the revealed hazard, the first roll fails; a Roll Reversal cancels it', () => {
    const s = table(2);
    facing(s, ARGUS);
    s.phase = {
      kind: 'window',
      on: { on: 'reveal', facing: { card: 'ee-028', option: ARGUS, by: 1 } },
      who: [1],
      decided: [],
    };
    give(s, 1, 'ee-023');
    give(s, 0, 'ee-101');
    react(s, 1, 'ee-023', 'ee-023b');
    passAll(s);
    R.force(s.rng, [1, 1]);
    act(s, 0, { type: 'face', member: 'dolph' });
    expect(seatsWaited(s)).toEqual([0]);
    act(s, 0, { type: 'react', card: 'ee-101', option: 'ee-101b', roll: 0 });
    R.force(s.rng, [2, 2]);
    passPlayed(s);
    passAll(s);
    expect(afterBearers(s)).toBe('end'); // Argus avoided: no combat
  });
});

describe('the window after the other Cunning rolls', () => {
  /** `table()` with seat 0 at `at`, about to move, and no roll card in any hand. */
  const at = (region: string, seats = 3) => {
    const s = table(seats);
    for (const p of s.players)
      p.hand = p.hand.filter((c) => !['ee-088', 'ee-099', 'ee-101', 'ee-064'].includes(c));
    s.players[0].at = region;
    return s;
  };
  const rollFor = (s: XanthState) =>
    s.phase.kind === 'window' && s.phase.on.on === 'avoid' ? s.phase.on.for.kind : null;

  it('The Void: an Eye Queue Vine mends the failed roll on entering, and the move goes on', () => {
    const s = at('coven_tree');
    give(s, 0, 'ee-057');
    act(s, 0, { type: 'walk' });
    R.force(s.rng, [4, 3]);
    act(s, 0, { type: 'step', to: 'void', member: 'dolph' });
    expect(rollFor(s)).toBe('enter');
    expect(seatsWaited(s)).toEqual([0]); // the roll failed: only the mover may mend it
    react(s, 0, 'ee-057', 'ee-057b', 0);
    passAll(s);
    expect(s.players[0]).toMatchObject({ at: 'void', voidTries: 0 });
    expect(s.phase.kind).toBe('move');
  });

  it("Leaving the Everglades: an opponent's Murphy's Curse spoils a passed roll and the party stays lost", () => {
    const s = at('everglades');
    s.players[0].lostInGlades = true;
    give(s, 1, 'ee-051');
    R.force(s.rng, [1]);
    act(s, 0, { type: 'walk', member: 'dolph' });
    expect(rollFor(s)).toBe('leave');
    expect(seatsWaited(s)).toEqual([1, 2]);
    expect(legal(s, 2)).toEqual([{ type: 'pass' }]);
    react(s, 1, 'ee-051', 'ee-051b', 0);
    passAll(s);
    expect(s.players[0]).toMatchObject({ at: 'everglades', lostInGlades: true });
    expect(s.phase.kind).toBe('offer');
  });

  it('The Region of Madness: a Roll Reversal on a failed roll, before anyone goes mad', () => {
    const s = at('south_village');
    give(s, 0, 'ee-080');
    act(s, 0, { type: 'walk' });
    R.force(s.rng, [6, 1]); // Dolph fails, Hugo passes
    act(s, 0, { type: 'step', to: 'madness' });
    expect(rollFor(s)).toBe('enter');
    expect(seatsWaited(s)).toEqual([0, 1, 2]);
    act(s, 0, { type: 'react', card: 'ee-080', option: 'ee-080b', roll: 0 });
    R.force(s.rng, [2]);
    passPlayed(s);
    passAll(s);
    expect(s.players[0].party.map((m) => m.mad)).toEqual([0, 0]);
  });

  it("Humfrey's Castle: every Chair Actor rolls the Group Hazard 3, and a Murphy's Curse on the one passed roll keeps the party out", () => {
    const s = at('siren_lake');
    give(s, 1, 'ee-051');
    act(s, 0, { type: 'walk' });
    R.force(s.rng, [1, 1, 1, 6, 6, 6]);
    act(s, 0, { type: 'humfrey' });
    expect(rollFor(s)).toBe('humfrey');
    react(s, 1, 'ee-051', 'ee-051b', 0);
    passAll(s);
    expect(s.players[0].at).toBe('siren_lake');
    const t = at('siren_lake');
    act(t, 0, { type: 'walk' });
    R.force(t.rng, [1, 1, 1, 6, 6, 6]);
    act(t, 0, { type: 'humfrey' });
    passAll(t);
    expect(t.players[0].at).toBe('humfrey');
    expect(t.phase.kind).toBe('move');
  });

  it('Illusion: its Group Hazard 1 is answered like any roll; failed, the party faces the real hazard', () => {
    const s = at('roogna');
    facing(s, LETHARGY);
    give(s, 0, 'ee-025');
    give(s, 0, 'ee-080');
    R.force(s.rng, [6, 6]);
    act(s, 0, { type: 'play', card: 'ee-025', option: 'ee-025a' });
    passPlayed(s);
    expect(rollFor(s)).toBe('illusion');
    expect(seatsWaited(s)).toEqual([0]);
    act(s, 0, { type: 'react', card: 'ee-080', option: 'ee-080b', roll: 1 });
    R.force(s.rng, [1]);
    passPlayed(s);
    passAll(s);
    expect(s.discard).toContain('ee-070'); // the hazard was never real
    expect(s.players[0].lostTurns).toBe(0);
    const t = at('roogna');
    facing(t, LETHARGY);
    give(t, 0, 'ee-025');
    R.force(t.rng, [6, 6]);
    act(t, 0, { type: 'play', card: 'ee-025', option: 'ee-025a' });
    passPlayed(t);
    passAll(t);
    expect(t.phase).toMatchObject({ kind: 'designate', facing: { option: LETHARGY } });
  });

  it('nobody is asked when the rule allows nobody: a passed roll with no opponent (the Monaural Game)', () => {
    const s = position(1, [['dolph', 'hugo']], ['coven_tree']);
    act(s, 0, { type: 'walk' });
    R.force(s.rng, [1, 1]);
    act(s, 0, { type: 'step', to: 'void', member: 'dolph' });
    expect(s.phase.kind).toBe('move');
    expect(s.players[0].at).toBe('void');
  });
});

describe('the window after the C Movement roll', () => {
  const atSea = () => {
    const s = table(2);
    s.players[0].at = 'c1';
    return s;
  };

  it('Becalmed: the party makes no movement, unless it sails by Bullrushes', () => {
    const s = atSea();
    give(s, 1, 'ee-095');
    R.force(s.rng, [6, 1]);
    act(s, 0, { type: 'sail' });
    expect(seatsWaited(s)).toEqual([0, 1]);
    react(s, 1, 'ee-095', 'ee-095a');
    passAll(s);
    expect(s.players[0].at).toBe('c1');
    expect(s.phase.kind).toBe('offer');
    const b = atSea();
    give(b, 0, 'ee-052');
    give(b, 1, 'ee-095');
    act(b, 0, { type: 'play', card: 'ee-052', option: 'ee-052b' });
    passPlayed(b);
    act(b, 0, { type: 'sail' });
    expect(legal(b, 1)).toEqual([{ type: 'pass' }]);
  });

  it('Roll Reversal: the mover rolls his C Movement again', () => {
    const s = atSea();
    give(s, 0, 'ee-080');
    R.force(s.rng, [3, 3]);
    act(s, 0, { type: 'sail' });
    act(s, 0, { type: 'react', card: 'ee-080', option: 'ee-080b' });
    R.force(s.rng, [1, 5]);
    passPlayed(s);
    passAll(s);
    expect(s.phase).toMatchObject({ kind: 'move', mode: 'c', left: 4 });
  });
});

describe('windows in a combat', () => {
  it('Trapped: at the start of a round; no fleeing until the party draws blood again', () => {
    const s = table(2);
    inCombat(s, ARGUS);
    R.force(s.rng, [6, 6, 6]); // Dolph and Hugo miss, Argus misses
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'round' } });
    give(s, 1, 'ee-050');
    react(s, 1, 'ee-050', 'ee-050b');
    passAll(s);
    expect(legal(s, 0)).not.toContainEqual({ type: 'run' });
    R.force(s.rng, [1, 6, 6]); // Dolph hits
    act(s, 0, { type: 'fight' });
    passRolls(s);
    passAll(s);
    expect(combatOf(s).foes[0].wounds).toBe(1);
    expect(legal(s, 0)).toContainEqual({ type: 'run' });
  });

  it('Trapped lets go of a party that cannot draw blood: every attack needs a cube of 0 or less', () => {
    const s = position(1, [['zora-zombie', 'hugo']], ['roogna']);
    s.players[0].hand = [];
    inCombat(s, GHASTLIES); // Ghastlies add 2 to the attack rolls: Strength 2 needs 0 or less
    combatOf(s).trappedAt = 0;
    // Hugo (Strength 2) and Zora Zombie (Strength 2) cannot hit: the Trap cannot be broken.
    expect(legal(s, 0)).toContainEqual({ type: 'run' });
    // A party that can still draw blood stays Trapped.
    const t = table(2);
    inCombat(t, GHASTLIES);
    combatOf(t).trappedAt = 0;
    expect(legal(t, 0)).not.toContainEqual({ type: 'run' });
  });

  it('Trapped holds a party whose befriended Creature can still draw blood though its members cannot', () => {
    const s = zoraTrapped(ARGUS);
    // Argus (Strength 5) fights beside Hugo and Zora Zombie: he hits the Ghastlies on 3 or less.
    expect(legal(s, 0)).not.toContainEqual({ type: 'run' });
  });

  it('Trapped lets go of a party whose befriended Creature cannot draw blood either', () => {
    const s = zoraTrapped(TRITONS);
    // The Tritons (Strength 2) need a cube of 0 or less against the Ghastlies, like Hugo and Zora.
    expect(legal(s, 0)).toContainEqual({ type: 'run' });
  });

  it('Trapped holds a party that may still call in a friend who can draw blood', () => {
    const s = zoraTrapped(ARGUS, false);
    // Argus is not fighting yet, but calling him in is one of the party's choices: it can draw blood.
    expect(legal(s, 0)).toContainEqual({ type: 'call', friend: ARGUS });
    expect(legal(s, 0)).not.toContainEqual({ type: 'run' });
    // A friend who could not hit the Ghastlies either changes nothing.
    expect(legal(zoraTrapped(TRITONS, false), 0)).toContainEqual({ type: 'run' });
  });

  it('Trapped holds a party holding a combat card that would let it draw blood', () => {
    const holding = (card: string, round = 0) => {
      const s = zoraTrapped();
      give(s, 0, card);
      combatOf(s).round = round;
      return s;
    };
    // Asparagus Spear: Strength 3 hits the Ghastlies on 1; Lucky Strike hits without a roll; a
    // Cherry Bomb (Strength 4) hits on 2 or less.
    for (const card of ['ee-052', 'ee-008', 'ee-009'])
      expect(legal(holding(card), 0), card).not.toContainEqual({ type: 'run' });
    // A Mighty Blow or a Frenzy needs a hit first; an Asparagus Spear cannot be played after the first round.
    for (const s of [holding('ee-026'), holding('ee-053'), holding('ee-052', 1)])
      expect(legal(s, 0)).toContainEqual({ type: 'run' });
    // A Lucky Strike already played waits on the table for Zora's attack: the Trap still holds.
    const s = holding('ee-008');
    act(s, 0, { type: 'play', card: 'ee-008', option: 'ee-008b', member: 'zora-zombie' });
    expect(s.players[0].hand).toEqual([]);
    expect(legal(s, 0)).not.toContainEqual({ type: 'run' });
  });

  it('Overflight and Hot Pursuit: the party retreats two regions and the Creature fights on there', () => {
    const s = table(2);
    inCombat(s, ARGUS);
    give(s, 1, 'ee-017');
    give(s, 1, 'ee-050');
    act(s, 0, { type: 'run' });
    expect(seatsWaited(s)).toEqual([1]);
    react(s, 1, 'ee-017', 'ee-017a');
    react(s, 1, 'ee-050', 'ee-050a');
    R.force(s.rng, [6]); // the last strike misses
    act(s, 1, { type: 'pass' });
    passRolls(s);
    expect(s.phase).toMatchObject({ kind: 'push', by: 1, left: 2 });
    const first = legal(s, 1)[0] as { type: 'push'; to: string };
    act(s, 1, first);
    const second = legal(s, 1)[0] as { type: 'push'; to: string };
    act(s, 1, second);
    expect(s.players[0].at).toBe(second.to);
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'round' } });
    passAll(s);
    expect(s.phase.kind).toBe('combat');
    expect(s.table).toContain('ee-028');
  });
});

describe('the windows after the attack rolls of a combat', () => {
  const fight = (seats = 3) => {
    const s = table(seats);
    for (const p of s.players) p.hand = p.hand.filter((c) => !['ee-099', 'ee-101'].includes(c));
    inCombat(s, ARGUS); // Dolph faces Argus (Strength 5, no hide)
    return s;
  };
  const rollFor = (s: XanthState) =>
    s.phase.kind === 'window' && s.phase.on.on === 'avoid' ? s.phase.on.for.kind : null;

  it("a Chair Actor's hit waits for the table: an opponent's Murphy's Curse makes it miss", () => {
    const s = fight();
    give(s, 1, 'ee-051');
    R.force(s.rng, [1, 6, 6]); // Dolph hits, Hugo misses, Argus misses
    act(s, 0, { type: 'fight' });
    expect(rollFor(s)).toBe('attack');
    expect(pending(s)[0].prompt).toContain('Dolph has rolled to hit Argus');
    expect(seatsWaited(s)).toEqual([1, 2]); // a hit: only the opponents may spoil it
    expect(legal(s, 1)).toContainEqual({ type: 'react', card: 'ee-051', option: 'ee-051b', roll: 0 });
    react(s, 1, 'ee-051', 'ee-051b', 0);
    passAll(s);
    expect(combatOf(s).foes[0].wounds).toBe(0);
    expect(s.discard).toContain('ee-051');
  });

  it("the mover rerolls his own miss with a Roll Reversal, and makes a Creature's hit fail with Murphy's Curse", () => {
    const s = fight();
    give(s, 0, 'ee-080');
    give(s, 0, 'ee-051');
    R.force(s.rng, [6]); // Dolph misses
    act(s, 0, { type: 'fight' });
    expect(seatsWaited(s)).toEqual([0]); // a miss: only the mover may mend it
    act(s, 0, { type: 'react', card: 'ee-080', option: 'ee-080b', roll: 0 });
    R.force(s.rng, [2, 6, 1]); // the reroll hits; Hugo misses; Argus hits Dolph
    passPlayed(s);
    act(s, 0, { type: 'pass' });
    expect(combatOf(s).foes[0].wounds).toBe(1);
    expect(pending(s)[0].prompt).toContain('Hugo has rolled to hit');
    act(s, 0, { type: 'pass' });
    expect(rollFor(s)).toBe('strike');
    expect(pending(s)[0].prompt).toContain('Argus #1 has rolled to hit');
    expect(seatsWaited(s)).toEqual([0]);
    expect(legal(s, 0)).toContainEqual({ type: 'react', card: 'ee-051', option: 'ee-051b', roll: 0 });
    react(s, 0, 'ee-051', 'ee-051b', 0);
    passAll(s);
    expect(s.players[0].party[0].wounds).toBe(0);
  });

  it('nobody is asked where the rule allows nobody: Mundania, and a miss with no opponent to reroll it', () => {
    const s = fight(2);
    s.players[0].at = 'mundania';
    inCombat(s, 'ee-102a', 1);
    R.force(s.rng, [1, 1, 1]);
    act(s, 0, { type: 'fight' });
    expect(s.phase.kind).toBe('combat'); // no magic for the mover, no opponent's card on Mundania
    expect(combatOf(s).round).toBe(1);
    const t = position(1, [['dolph', 'hugo']], ['roogna']);
    inCombat(t, ARGUS);
    R.force(t.rng, [1, 1, 6]); // both hit; Argus misses
    act(t, 0, { type: 'fight' });
    expect(t.phase.kind).toBe('combat');
    expect(combatOf(t).foes[0].wounds).toBe(2);
  });
});

describe('the window on a card just played', () => {
  it('Edit cancels an event; a second Edit restores it', () => {
    const s = table();
    s.phase = { kind: 'beginning' };
    give(s, 0, 'ee-035');
    give(s, 1, 'ee-041');
    const top = s.armchair.at(-1)!;
    act(s, 0, { type: 'play', card: 'ee-035', option: 'ee-035a' });
    expect(seatsWaited(s)).toEqual([1, 2]);
    act(s, 1, { type: 'react', card: 'ee-041', option: 'ee-041a' });
    passAll(s);
    expect(s.players[0].party.map((m) => m.id)).not.toContain(top);
    expect(s.discard).toEqual(expect.arrayContaining(['ee-035', 'ee-041']));
    expect(s.phase.kind).toBe('beginning');
    const t = table();
    t.phase = { kind: 'beginning' };
    give(t, 0, 'ee-035');
    give(t, 1, 'ee-041');
    give(t, 2, 'ee-045');
    act(t, 0, { type: 'play', card: 'ee-035', option: 'ee-035a' });
    act(t, 1, { type: 'react', card: 'ee-041', option: 'ee-041a' });
    act(t, 2, { type: 'react', card: 'ee-045', option: 'ee-045a' });
    passAll(t);
    expect(t.players[0].party.map((m) => m.id)).toContain(top);
  });

  it('Used Card Salesman: trades for a card discarded at the End, or for one played (which still acts)', () => {
    const s = table(2);
    s.phase = { kind: 'end', discarded: 0 };
    const card = s.players[0].hand[0];
    give(s, 1, 'ee-100');
    act(s, 0, { type: 'discard', card });
    expect(seatsWaited(s)).toEqual([1]);
    act(s, 1, { type: 'react', card: 'ee-100', option: 'ee-100a' });
    act(s, 1, { type: 'pass' });
    expect(s.players[1].hand).toContain(card);
    expect(s.discard).toContain('ee-100');
    expect(s.discard).not.toContain(card);
    const t = table(2);
    t.phase = { kind: 'beginning' };
    give(t, 0, 'ee-035');
    give(t, 1, 'ee-100');
    const top = t.armchair.at(-1)!;
    act(t, 0, { type: 'play', card: 'ee-035', option: 'ee-035a' });
    expect(legal(t, 1)).not.toContainEqual(expect.objectContaining({ card: 'ee-041' }));
    act(t, 1, { type: 'react', card: 'ee-100', option: 'ee-100a' });
    act(t, 1, { type: 'pass' });
    expect(t.players[0].party.map((m) => m.id)).toContain(top);
    expect(t.players[1].hand).toContain('ee-035');
  });
});

describe("Hugo's Conjure Fruit", () => {
  const withHugo = () => {
    const s = table(2);
    s.players[1].party.push({ id: 'hugo', wounds: 0, stone: false, mad: 0, objects: [] });
    s.players[0].party = s.players[0].party.filter((m) => m.id !== 'hugo');
    return s;
  };

  it('retrieves a plant another player plays (it still acts) or discards, not any other card', () => {
    const s = withHugo();
    s.phase = { kind: 'beginning' };
    give(s, 0, 'ee-032');
    act(s, 0, { type: 'play', card: 'ee-032', option: 'ee-032b' });
    expect(legal(s, 1)).toContainEqual({ type: 'conjure' });
    act(s, 1, { type: 'conjure' });
    act(s, 1, { type: 'pass' });
    expect(s.players[1].hand).toContain('ee-032');
    expect(s.phase).toMatchObject({ kind: 'move', mode: 'fly' });
    const t = withHugo();
    t.phase = { kind: 'beginning' };
    give(t, 0, 'ee-035');
    act(t, 0, { type: 'play', card: 'ee-035', option: 'ee-035a' });
    expect(legal(t, 1)).not.toContainEqual({ type: 'conjure' });
    const e = withHugo();
    e.phase = { kind: 'end', discarded: 0 };
    give(e, 0, 'ee-078');
    act(e, 0, { type: 'discard', card: 'ee-078' });
    expect(legal(e, 1)).toContainEqual({ type: 'conjure' });
  });
});
