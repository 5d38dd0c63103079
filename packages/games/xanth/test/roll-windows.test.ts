import { random as R } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { BOARD, OPTION } from '../src/data';
import { xanth } from '../src/index';
import { legal, pending, rollForFirst } from '../src/rules';
import type { LastRoll, RollFor, XanthState } from '../src/state';
import {
  ANYTIME_CARDS,
  act,
  carry,
  combatOf,
  dolphsTable,
  facing,
  give,
  inCombat,
  passPlayed,
} from './helpers';

/** Every card that may answer a roll: Eye Queue Vines, Roll Reversals, Murphy's Curses. */
const ANSWERS = ['ee-057', 'ee-088', 'ee-067', 'ee-080', 'ee-101', 'ee-051', 'ee-099'];
const MURPHY = ['ee-051', 'ee-051b'] as const;
const REVERSAL_ANY = ['ee-067', 'ee-067b'] as const; // "Reroll all cubes of any roll just made"
const REVERSAL_OWN = ['ee-080', 'ee-080b'] as const; // "any roll you flubbed"
const STUNFLOWER = 'ee-046b';
const DANDELIONS = 'ee-092a'; // Individual Hazard 1, A Tax: 1-6 attacks at Strength 1
const C_NETTLE = 'ee-019b'; // Strength 3, poison: a second Blood Marker
const CATOBLEPAS = 'ee-094b'; // Strength 4, gaze at Strength 2
const FLYING_SNAKES = 'ee-094a'; // Strength 1, poison: out of the combat
const TRITONS = 'ee-072a'; // Strength 2
const GOBLINS = 'ee-011a'; // Designated Hazard 2: 2-12 Goblins
const HYPNOGOURD = 'ee-002a'; // Group Hazard 1: no move for 1-6 turns
const LIGHTNING_STORM = ['ee-089', 'ee-089a'] as const; // 1-6 attacks at Strength 3 on each, no cover at C
const WIGGLE_SWARM = 'ee-109'; // 1-6 attacks at Strength 2 on every active Chair Actor, armour no help

/** Seat 0 (Dolph: Cunning 3, Strength 3; Hugo: Cunning 2, Strength 2) at Castle Roogna; no hand holds a card that answers a roll. */
function table(seats = 3, at = 'roogna'): XanthState {
  const s = dolphsTable(seats, at, [...ANSWERS, ...ANYTIME_CARDS]);
  s.players.forEach((p, i) => {
    p.name = ['Ann', 'Ben', 'Cy'][i];
  });
  return s;
}

const rollFor = (s: XanthState): RollFor['kind'] | null =>
  s.phase.kind === 'window' && s.phase.on.on === 'avoid' ? s.phase.on.for.kind : null;
const waited = (s: XanthState) => pending(s).map((d) => d.seat);

/** Every seat waited on passes, window after window, until the roll window for `kind` is open. */
function passUntil(s: XanthState, kind: RollFor['kind']): void {
  while (s.phase.kind === 'window' && rollFor(s) !== kind)
    for (const d of pending(s)) act(s, d.seat, { type: 'pass' });
  expect(rollFor(s)).toBe(kind);
}

/** Every seat waited on passes until no window is open. */
function passAll(s: XanthState): void {
  while (s.phase.kind === 'window') for (const d of pending(s)) act(s, d.seat, { type: 'pass' });
}

/** Plays a card on roll `roll` of the open window, lets the others pass on it, and forces the cubes of a reroll. */
function answer(
  s: XanthState,
  seat: number,
  [card, option]: readonly [string, string],
  roll: number,
  reroll?: number[],
): void {
  expect(legal(s, seat)).toContainEqual({ type: 'react', card, option, roll });
  act(s, seat, { type: 'react', card, option, roll });
  if (reroll) R.force(s.rng, reroll);
  passPlayed(s);
}

const last = (s: XanthState) => s.lastRoll as LastRoll;

describe('a roll window after every roll', () => {
  it("the Stunflower's Strength rolls: an opponent's Murphy's Curse knocks out the Chair Actor who passed", () => {
    const s = table();
    facing(s, STUNFLOWER);
    give(s, 1, MURPHY[0]);
    R.force(s.rng, [6, 6, 1, 6]); // both fail to avoid it; Dolph rolls 1 under his Strength, Hugo 6 over
    act(s, 0, { type: 'face' });
    passUntil(s, 'stun');
    expect(pending(s)[0].prompt).toContain("Ann's party has rolled for Strength against the Stunflower");
    expect(waited(s)).toEqual([0, 1, 2]); // Hugo failed (the mover may mend it), Dolph passed (the opponents may spoil it)
    expect(last(s).rolls.map((r) => r.result)).toEqual(['passed', 'failed']);
    answer(s, 1, MURPHY, 0);
    expect(last(s).rolls[0].result).toBe('failed (by a card)');
    passAll(s);
    expect(s.players[0].party.slice(0, 2).map((m) => m.wounds)).toEqual([3, 2]); // both Xonked Out
  });

  it("an A Tax plant's attacks: the mover rerolls a hit with the Roll Reversal of any roll, not with Murphy's Curse", () => {
    const s = table();
    facing(s, DANDELIONS);
    give(s, 0, MURPHY[0]);
    give(s, 0, REVERSAL_ANY[0]);
    R.force(s.rng, [6, 6, 2, 1, 1, 6, 6]); // both fail; Dolph takes two attacks (1, 6), Hugo one (6)
    act(s, 0, { type: 'face' });
    passUntil(s, 'tax');
    expect(pending(s)[0].prompt).toContain("has rolled its attacks on Ann's party");
    expect(legal(s, 0)).not.toContainEqual(expect.objectContaining({ card: MURPHY[0] })); // a plant is no Creature
    answer(s, 0, REVERSAL_ANY, 0, [5]);
    passAll(s);
    expect(s.players[0].party.slice(0, 2).map((m) => m.wounds)).toEqual([0, 0]);
  });

  it("a storm's attacks wait before they land, then the Beginning window goes on", () => {
    const s = table(2, 'c1');
    s.players[0].party.push({ id: 'bink', wounds: 0, stone: false, mad: 0, objects: [] });
    s.phase = { kind: 'window', on: { on: 'beginning' }, who: [1], decided: [] };
    give(s, 1, 'ee-058'); // Technicolor Hailstorm: one Strength 2 attack on each, no cover at C
    give(s, 0, REVERSAL_OWN[0]);
    give(s, 0, REVERSAL_ANY[0]);
    R.force(s.rng, [1, 6, 6]);
    act(s, 1, { type: 'meddle', card: 'ee-058', option: 'ee-058a' });
    passPlayed(s);
    expect(rollFor(s)).toBe('storm');
    expect(waited(s)).toEqual([0, 1]);
    const mine = legal(s, 0);
    expect(mine).not.toContainEqual(expect.objectContaining({ card: REVERSAL_OWN[0] })); // not his own flubbed roll
    answer(s, 0, REVERSAL_ANY, 0, [4]);
    passAll(s);
    expect(s.players[0].party.map((m) => m.wounds)).toEqual([0, 0, 0]);
    expect(s.phase.kind).not.toBe('window');
  });

  it("a Creature's poison: the mover rerolls his Chair Actor's failed Strength roll", () => {
    const s = table();
    inCombat(s, C_NETTLE);
    give(s, 0, REVERSAL_OWN[0]);
    R.force(s.rng, [6, 6, 1, 6]); // Dolph and Hugo miss; the C Nettle hits Dolph; his poison roll is 6
    act(s, 0, { type: 'fight' });
    passUntil(s, 'poison');
    expect(pending(s)[0].prompt).toContain('for Strength against the poison of C Nettle');
    expect(waited(s)).toEqual([0]);
    answer(s, 0, REVERSAL_OWN, 0, [2]);
    passAll(s);
    expect(s.players[0].party[0].wounds).toBe(1); // one Blood Marker, no second
  });

  it("Flying Snakes' poison: an opponent's Murphy's Curse on a passed Strength roll puts the Chair Actor out of the combat", () => {
    const s = table();
    inCombat(s, FLYING_SNAKES);
    give(s, 2, MURPHY[0]);
    R.force(s.rng, [6, 6, 1, 1]); // Dolph and Hugo miss; the snake bites Dolph; his poison roll passes
    act(s, 0, { type: 'fight' });
    passUntil(s, 'poison');
    expect(waited(s)).toEqual([1, 2]); // a passed roll: only the opponents may spoil it
    answer(s, 2, MURPHY, 0);
    passAll(s);
    expect(combatOf(s).used).toContain('x:dolph');
  });

  it("the Catoblepas' gaze: the mover makes it fail with Murphy's Curse", () => {
    const s = table();
    inCombat(s, CATOBLEPAS);
    give(s, 0, MURPHY[0]);
    R.force(s.rng, [6, 6, 6, 1]); // both miss; its strike misses; its gaze rolls 1
    act(s, 0, { type: 'fight' });
    passUntil(s, 'gaze');
    expect(pending(s)[0].prompt).toContain("The Catoblepas has rolled its gaze at Ann's party");
    expect(last(s).rolls[0].result).toBe('stone');
    answer(s, 0, MURPHY, 0);
    passAll(s);
    expect(s.players[0].party[0].stone).toBe(false);
    expect(s.phase.kind).toBe('combat');
  });

  it("the Windbag's gale: Murphy's Curse on the Creature that stayed blows it away too", () => {
    const s = table();
    inCombat(s, TRITONS, 2);
    carry(s, 'dolph', 'ee-030a');
    give(s, 0, MURPHY[0]);
    R.force(s.rng, [1, 6]);
    act(s, 0, { type: 'use', member: 'dolph', option: 'ee-030a' });
    expect(rollFor(s)).toBe('windbag');
    expect(last(s).rolls.map((r) => [r.by, r.result])).toEqual([
      ['#1', 'stays'],
      ['#2', 'blown away'],
    ]);
    answer(s, 0, MURPHY, 0);
    passAll(s);
    expect(s.table).not.toContain(OPTION[TRITONS].card); // every Triton is gone: the hazard is over
  });

  it("Hell's Annex: an opponent's Roll Reversal of any roll spins the party again", () => {
    const s = table(2, 'madness');
    give(s, 1, REVERSAL_ANY[0]);
    act(s, 0, { type: 'walk' });
    R.force(s.rng, [4]);
    act(s, 0, { type: 'step', to: 'hells_annex' });
    expect(rollFor(s)).toBe('annex');
    expect(waited(s)).toEqual([0, 1]); // a spin goes nobody's way: both sides are asked
    expect(last(s).rolls[0].result).toBe('out by Mount Parnassus');
    answer(s, 1, REVERSAL_ANY, 0, [1]);
    passAll(s);
    expect(s.players[0].annexExit).toBe(BOARD.hellsAnnexExits[0]);
    expect(s.phase.kind).toBe('move');
  });

  it("Humfrey's search for a cure: the mover rerolls his failed search and finds doubles", () => {
    const s = table(2, 'humfrey');
    s.players[0].party[0].stone = true;
    give(s, 0, REVERSAL_OWN[0]);
    give(s, 0, 'ee-030');
    s.players[0].hand = [REVERSAL_OWN[0], 'ee-030']; // no other Object to allocate
    s.phase = { kind: 'bearer', card: 'ee-030', option: 'ee-030a' };
    R.force(s.rng, [2, 5]);
    act(s, 0, { type: 'bearer', member: 'hugo' });
    expect(rollFor(s)).toBe('cure');
    expect(pending(s)[0].prompt).toContain("Humfrey has rolled for a cure for Ann's party");
    expect(last(s).rolls[0]).toMatchObject({ cubes: [2, 5], need: 'doubles', result: 'no cure' });
    answer(s, 0, REVERSAL_OWN, 0, [4, 4]);
    passAll(s);
    expect(s.players[0].party[0].stone).toBe(false);
    expect(s.phase.kind).toBe('end');
  });

  it('the Quackgrass call: a wrong call rerolled heals, and the Beginning comes back', () => {
    const s = table();
    s.players[0].party[0].wounds = 2;
    give(s, 0, 'ee-078');
    give(s, 0, REVERSAL_OWN[0]);
    R.force(s.rng, [2]);
    act(s, 0, { type: 'play', card: 'ee-078', option: 'ee-078a', member: 'dolph' });
    passPlayed(s);
    expect(rollFor(s)).toBe('guess');
    expect(last(s).rolls[0]).toMatchObject({ cubes: [2], need: 'odd', result: 'wrong call' });
    answer(s, 0, REVERSAL_OWN, 0, [3]);
    passAll(s);
    expect(s.players[0].party[0].wounds).toBe(1);
    expect(s.phase.kind).toBe('beginning');
  });
});

describe('a roll window after the rolls that only count', () => {
  it("how many Creatures: an opponent's Roll Reversal of any roll cuts eleven Goblins to two", () => {
    const s = table();
    facing(s, GOBLINS);
    give(s, 0, MURPHY[0]);
    give(s, 0, REVERSAL_OWN[0]);
    give(s, 1, REVERSAL_ANY[0]);
    R.force(s.rng, [6, 6, 5, 6]); // Dolph fails; 5 + 6 Goblins
    act(s, 0, { type: 'face', member: 'dolph' });
    passUntil(s, 'creatures');
    expect(pending(s)[0].prompt).toContain('Ann has rolled the number of Goblins that come to battle');
    expect(waited(s)).toEqual([0, 1, 2]); // a count goes nobody's way: both sides are asked
    expect(last(s).rolls).toEqual([{ by: '', cubes: [5, 6], need: 'a count', result: '11 Creature(s)' }]);
    const mine = legal(s, 0);
    expect(mine).not.toContainEqual(expect.objectContaining({ card: MURPHY[0] })); // a count does not fail
    expect(mine).not.toContainEqual(expect.objectContaining({ card: REVERSAL_OWN[0] })); // nor is it flubbed
    answer(s, 1, REVERSAL_ANY, 0, [1, 1]);
    expect(last(s).rolls[0]).toMatchObject({ cubes: [1, 1], result: '2 Creature(s)' });
    passAll(s);
    expect(combatOf(s).foes).toHaveLength(2);
  });

  it("how many attacks an A Tax plant makes: the mover rerolls Dolph's six, then the attacks are rolled", () => {
    const s = table();
    facing(s, DANDELIONS);
    give(s, 0, REVERSAL_ANY[0]);
    R.force(s.rng, [6, 6, 6, 1]); // both fail; six attacks on Dolph, one on Hugo
    act(s, 0, { type: 'face' });
    passUntil(s, 'tax-count');
    expect(pending(s)[0].prompt).toContain(
      "The Dandelions has rolled how many attacks it makes on Ann's party",
    );
    expect(last(s).rolls.map((r) => [r.by, r.result])).toEqual([
      ['Dolph', '6 attack(s)'],
      ['Hugo', '1 attack(s)'],
    ]);
    answer(s, 0, REVERSAL_ANY, 0, [1]);
    R.force(s.rng, [1, 6]); // Dolph's one attack hits, Hugo's misses
    passAll(s);
    expect(last(s).rolls.map((r) => [r.by, r.cubes])).toEqual([
      ['at Dolph', [1]],
      ['at Hugo', [6]],
    ]);
    expect(s.players[0].party.slice(0, 2).map((m) => m.wounds)).toEqual([1, 0]);
  });

  it("how many attacks a storm makes: the opponent who played it rerolls Hugo's one", () => {
    const s = table(2, 'c1');
    s.phase = { kind: 'window', on: { on: 'beginning' }, who: [1], decided: [] };
    give(s, 1, LIGHTNING_STORM[0]);
    give(s, 1, REVERSAL_ANY[0]);
    R.force(s.rng, [1, 1]); // one attack on Dolph, one on Hugo
    act(s, 1, { type: 'meddle', card: LIGHTNING_STORM[0], option: LIGHTNING_STORM[1] });
    passPlayed(s);
    expect(rollFor(s)).toBe('storm-count');
    expect(waited(s)).toEqual([0, 1]);
    answer(s, 1, REVERSAL_ANY, 1, [4]);
    R.force(s.rng, [6, 6, 6, 6, 6]); // every attack misses
    passAll(s); // the card is spent: nobody is asked about the attacks
    expect(last(s).for).toBe("its attacks on Ann's party");
    expect(last(s).rolls.map((r) => r.by)).toEqual(['at Dolph', 'at Hugo', 'at Hugo', 'at Hugo', 'at Hugo']);
    expect(s.players[0].party.map((m) => m.wounds)).toEqual([0, 0]);
  });

  it('how many turns are lost: the mover rerolls a Hypnogourd six to one', () => {
    const s = table();
    facing(s, HYPNOGOURD);
    give(s, 0, REVERSAL_ANY[0]);
    R.force(s.rng, [6, 6, 6]); // nobody escapes; six turns
    act(s, 0, { type: 'face' });
    passUntil(s, 'lost-turns');
    expect(pending(s)[0].prompt).toContain("The Hypnogourd has rolled how many turns Ann's party loses");
    expect(last(s).rolls[0]).toMatchObject({ cubes: [6], result: '6 turn(s) lost' });
    answer(s, 0, REVERSAL_ANY, 0, [1]);
    passAll(s);
    expect(s.players[0].lostTurns).toBe(1);
  });
});

describe('the dicey situation for the first player', () => {
  /** A table before the first turn: the dicey situation is rolled among `seats` with the cubes forced. */
  function dicey(cubes: number[], give2?: string): { s: XanthState; log: string[] } {
    const s = table();
    s.phase = { kind: 'choose-actors' };
    if (give2) give(s, 2, give2);
    R.force(s.rng, cubes);
    const log: string[] = [];
    rollForFirst(s, [0, 1, 2], { emit: (e) => log.push(e.text) });
    return { s, log };
  }
  const passFirst = (s: XanthState, log: string[]) => {
    while (rollFor(s) === 'first')
      for (const d of pending(s)) xanth.step(s, d.seat, { type: 'pass' }, { emit: (e) => log.push(e.text) });
  };

  it('every player rolls a cube and waits in a roll window; the any-roll Roll Reversal may make a roll again', () => {
    const { s, log } = dicey([5, 4, 2, 6], REVERSAL_ANY[0]);
    expect(log).toContain('The dicey situation: Ann 5, Ben 4, Cy 2.');
    expect(rollFor(s)).toBe('first');
    expect(pending(s)[0].prompt).toContain(
      'Every player has rolled to see who goes first (the dicey situation)',
    );
    expect(waited(s)).toEqual([0, 1, 2]); // every player is asked, holder or not
    expect(last(s).rolls).toEqual([
      { by: 'Ann', cubes: [5], need: 'the highest', result: '5' },
      { by: 'Ben', cubes: [4], need: 'the highest', result: '4' },
      { by: 'Cy', cubes: [2], need: 'the highest', result: '2' },
    ]);
    // Before the first turn only a card on the roll may be played: no card played "anytime".
    const cy = legal(s, 2);
    expect(cy.every((a) => a.type === 'pass' || (a.type === 'react' && a.card === REVERSAL_ANY[0]))).toBe(
      true,
    );
    answer(s, 2, REVERSAL_ANY, 2); // Cy makes his own 2 again: the forced 6
    expect(last(s).rolls[2]).toMatchObject({ cubes: [6], result: '6' });
    passFirst(s, log);
    expect(s.seat).toBe(2);
    expect(log).toContain('Cy wins the dicey situation and goes first.');
  });

  it('the players tied highest roll again, alone, until one is highest', () => {
    const { s, log } = dicey([4, 4, 1, 3, 6]);
    passFirst(s, log);
    expect(log).toContain('The dicey situation: Ann 4, Ben 4, Cy 1.');
    expect(log).toContain('The dicey situation: Ann 3, Ben 6.');
    expect(s.seat).toBe(1);
    expect(log).toContain('Ben wins the dicey situation and goes first.');
  });

  it("the tied players' second roll has its own words in the window", () => {
    const { s } = dicey([2, 2, 2]);
    expect(last(s).by).toBe('Every player');
    for (const d of pending(s)) act(s, d.seat, { type: 'pass' });
    expect(last(s).by).toBe('Each player tied highest');
    expect(last(s).rolls.map((r) => r.by)).toEqual(['Ann', 'Ben', 'Cy']);
  });
});

describe("Wiggle Swarm's rolls on every party", () => {
  it("one window for the counts, one for the attacks: each player mends his own party's rolls and spoils the others'", () => {
    const s = table(2);
    give(s, 1, REVERSAL_ANY[0]);
    give(s, 0, WIGGLE_SWARM);
    s.players[0].hand.pop();
    s.deck.push(WIGGLE_SWARM); // on top: the End's refill draws it
    s.players[0].hand.splice(4);
    s.phase = { kind: 'end', discarded: 0 };
    R.force(s.rng, [1, 1, 1, 1]); // one attack on each Chair Actor
    act(s, 0, { type: 'keep' });
    passUntil(s, 'swarm-count'); // nobody cancels it, nobody discards to escape it
    expect(pending(s)[0].prompt).toContain(
      'The Wiggle Swarm has rolled how many attacks it makes on every party',
    );
    expect(waited(s)).toEqual([0, 1]);
    expect(last(s).rolls.map((r) => r.by)).toEqual(['Dolph (Ann)', 'Hugo (Ann)', 'Ivy (Ben)', 'Irene (Ben)']);
    R.force(s.rng, [1, 6, 1, 6]); // Dolph and Ivy are hit, Hugo and Irene missed
    for (const d of pending(s)) act(s, d.seat, { type: 'pass' });
    expect(rollFor(s)).toBe('swarm');
    const named = legal(s, 1).flatMap((a) => (a.type === 'react' ? [a.roll] : []));
    expect(named).toEqual([1, 2]); // Hugo's miss (Ann's luck) and the hit on his own Ivy
    answer(s, 1, REVERSAL_ANY, 2, [6]);
    passAll(s);
    expect(s.players.map((p) => p.party.map((m) => m.wounds))).toEqual([
      [1, 0],
      [0, 0],
    ]);
    expect(s.discard).toContain(WIGGLE_SWARM);
    expect(s.players[0].hand).toHaveLength(5); // the refill went on
  });
});

describe('who a roll window asks', () => {
  it('nobody on a count, when the Roll Reversal of any roll is in the discard pile', () => {
    const s = table();
    facing(s, HYPNOGOURD);
    s.discard.push(REVERSAL_ANY[0]); // the only card that answers a count
    give(s, 0, REVERSAL_OWN[0]);
    give(s, 1, MURPHY[0]);
    R.force(s.rng, [6, 6, 3]);
    act(s, 0, { type: 'face' });
    passAll(s); // the reveal window
    expect(s.players[0].lostTurns).toBe(3);
    expect(last(s).rolls[0]).toMatchObject({ cubes: [3], need: 'a count', result: '3 turn(s) lost' });
  });

  it('nobody, when every card that could answer the roll is out of every hand', () => {
    const s = table(2, 'madness');
    s.discard.push(REVERSAL_ANY[0]); // the only card that answers a spin
    act(s, 0, { type: 'walk' });
    R.force(s.rng, [4]);
    act(s, 0, { type: 'step', to: 'hells_annex' });
    expect(s.phase.kind).toBe('move');
    expect(s.players[0].annexExit).toBe('parnassus');
    expect(last(s).rolls[0].result).toBe('out by Mount Parnassus'); // the roll is still shown
  });

  it("the opponents, not the mover, on a Chair Actor's passed Strength roll only Murphy's Curse or the any-roll card can answer", () => {
    const s = table();
    facing(s, STUNFLOWER);
    R.force(s.rng, [6, 1, 1]); // Dolph fails to avoid it (Hugo passes); Dolph's Strength roll passes
    act(s, 0, { type: 'face' });
    passUntil(s, 'stun');
    expect(waited(s)).toEqual([1, 2]);
  });
});

describe('the latest roll in the view', () => {
  it('is plain JSON every seat sees alike: who rolled, what for, the cubes and the result', () => {
    const s = table(2, 'c1');
    R.force(s.rng, [2, 5]);
    act(s, 0, { type: 'sail' });
    const seen = [0, 1, null].map((seat) => (xanth.view(s, seat) as { lastRoll: LastRoll }).lastRoll);
    expect(seen[0]).toEqual({
      seat: 0,
      turn: s.turns,
      by: s.players[0].name,
      for: 'for C Movement',
      rolls: [{ by: s.players[0].name, cubes: [2, 5], need: 'the difference', result: '3 C Area(s)' }],
    });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(JSON.parse(JSON.stringify(seen[0]))).toEqual(seen[0]);
  });

  it('follows the cards played on the roll: a Roll Reversal shows the new cubes', () => {
    const s = table();
    inCombat(s, C_NETTLE);
    give(s, 0, REVERSAL_OWN[0]);
    R.force(s.rng, [6, 6, 1, 6]);
    act(s, 0, { type: 'fight' });
    passUntil(s, 'poison');
    expect(last(s)).toMatchObject({
      by: "Ann's party",
      rolls: [{ by: 'Dolph', cubes: [6], need: '3 or less' }],
    });
    answer(s, 0, REVERSAL_OWN, 0, [2]);
    expect(last(s).rolls[0]).toMatchObject({ cubes: [2], result: 'passed' });
    expect(combatOf(s).foes[0].wounds).toBe(0);
  });
});
