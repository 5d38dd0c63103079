import { random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { footprints, helpers, quietLog, run, totals } from '../src/rules';
import type { ZagorState } from '../src/state';
import { act, actLog, game, give, onTop, place, strip, top, waitingOn } from './helpers';

/** A state where seat 0 faces `tile` on `space` with `who` (its own character by default). */
function facing(s: ZagorState, tile: string, space: string, who: number | 'Z' | 'C' = 0, mode = 'move') {
  place(s, tile, space);
  if (who === 'Z') s.zagor.at = space;
  else if (who === 'C') s.cico.at = space;
  else s.players[who].fig.at = space;
  s.cur = { seat: 0, color: who === 'Z' ? 'r' : who === 'C' ? 'g' : 'y', face: 'move', token: false };
  for (const p of s.players) p.hold = [];
  waitingOn(s, 0, { a: 'face', who, space, must: true, mode: mode as 'move' });
  return act(s, { t: 'face', tile });
}

describe('the rulebook examples', () => {
  it('rolls 3 Player dice for Moreland with 2 wounds and an unhurt Tattoo, 2 Zagor and 2 Cico dice', () => {
    const s = game(2, 'dice', ['moreland', 'tattoo']);
    s.players[0].fig.wounds = 2;
    s.zagor.wounds = 2;
    s.cico.wounds = 1;
    s.tasks = [{ k: 'round' }];
    run(s, quietLog);
    const count = (c: string) => s.dice.filter((d) => d.c === c).length;
    expect([count('y'), count('r'), count('g')]).toEqual([3, 2, 2]);
  });

  it('gives Moreland with one wound 2 footprints', () => {
    const s = game(2, 'feet', ['moreland', 'tattoo']);
    expect(footprints(s, 0)).toBe(3);
    s.players[0].fig.wounds = 1;
    expect(footprints(s, 0)).toBe(2);
  });

  it('adds +8 to Zagor when he rolls a 6', () => {
    let s = facing(game(2, 'zagor6'), 'coyote', 'WB1', 'Z');
    expect(top(s)?.q.a).toBe('fight');
    s.fight!.rolls = [{ weapon: 'Z', roll: 6 }];
    expect(totals(s, s.fight!).mine).toBe(4 + 8);
    s.fight!.rolls = [];
    random.force(s.rng, [6]);
    s = act(s, { t: 'attack' });
    expect(s.players[0].trophies).toContain('coyote');
    // Zagor's Object reward goes face up to the Galley.
    expect(s.galleyObjects.length).toBeGreaterThan(0);
  });

  it('lets Tattoo with a rifle and a machete (9) beat the whisky trafficker with Terror! (7) and keep the Treasure in his Sack', () => {
    let s = game(2, 'tattoo', ['tattoo', 'moreland']);
    strip(s, 0);
    give(s, 0, 'rifle-1', 'machete-1');
    onTop(s.reinforcements, 'terror-1');
    s = facing(s, 'whisky-trafficker-1', 'WB2');
    expect(s.fighting).toEqual(['terror-1']);
    expect(totals(s, s.fight!)).toMatchObject({ mine: 9, theirs: 7 });
    s = act(s, { t: 'attack' });
    expect(s.players[0].trophies).toEqual(['whisky-trafficker-1']);
    expect(s.players[0].incomingTreasures).toHaveLength(1);
    expect(top(s)?.q).toMatchObject({ a: 'equip', kind: 'treasure' });
    s = act(s, { t: 'keep' });
    expect(s.players[0].treasures).toHaveLength(1);
    expect(s.players[0].objects).toEqual(['rifle-1', 'machete-1']);
  });

  it("lets Zagor's automatic win beat Spiritual Protection, which otherwise leaves only Base Strength", () => {
    const start = game(2, 'sp');
    onTop(start.reinforcements, 'plus-4-1', 'spiritual-protection-1');
    let s = facing(start, 'ancient-totem', 'WF5', 'Z');
    expect(s.fighting.sort()).toEqual(['plus-4-1', 'spiritual-protection-1']);
    s.fight!.rolls = [{ weapon: 'Z', roll: 9 }];
    expect(totals(s, s.fight!).mine).toBe(4);
    s.fight!.rolls = [];
    const lost = structuredClone(s);
    random.force(s.rng, [10]);
    s = act(s, { t: 'attack' });
    expect(s.players[0].trophies).toEqual(['ancient-totem']);
    random.force(lost.rng, [9]);
    const after = act(lost, { t: 'attack' });
    expect(after.zagor.wounds).toBe(1);
    expect(after.shown.WF5).toContain('ancient-totem');
  });
});

describe('combat', () => {
  it("gives Cico's white burst the win and Cico a wound", () => {
    let s = facing(game(2, 'cico'), 'grizzly', 'WF3', 'C');
    random.force(s.rng, [10]);
    s = act(s, { t: 'attack' });
    expect(s.players[0].trophies).toContain('grizzly');
    expect(s.cico.wounds).toBe(1);
    // Treasures of a companion's win go face down to the Galley.
    expect(s.galleyTreasures).toHaveLength(1);
  });

  it('does nothing on a tie, wounds on a loss, and two wounds against Counterattack', () => {
    let s = game(2, 'tie', ['moreland', 'walter']);
    strip(s, 0);
    give(s, 0, 'pistol-1');
    s = facing(s, 'drunken-trapper', 'WB4');
    s = act(s, { t: 'attack' });
    expect(s.shown.WB4).toContain('drunken-trapper');
    expect(s.players[0].fig.wounds).toBe(0);

    let l = game(2, 'loss', ['moreland', 'walter']);
    strip(l, 0);
    l = facing(l, 'coyote', 'WB4');
    l = act(l, { t: 'attack' });
    expect(l.players[0].fig.wounds).toBe(1);

    let c = game(2, 'counter', ['moreland', 'walter']);
    strip(c, 0);
    onTop(c.reinforcements, 'counterattack-1');
    c = facing(c, 'young-alligator', 'WB4');
    c = act(c, { t: 'attack' });
    expect(c.players[0].fig.wounds).toBe(2);
  });

  it('draws two more for Reinforcements! and discards every card after the combat', () => {
    let s = game(2, 'reinf');
    onTop(s.reinforcements, 'plus-1-1', 'plus-2-1', 'reinforcements-1');
    s = facing(s, 'whisky-trafficker-1', 'WB2', 'Z');
    expect(s.fighting.sort()).toEqual(['plus-1-1', 'plus-2-1', 'reinforcements-1']);
    s = act(s, { t: 'attack' });
    expect(s.fighting).toEqual([]);
    expect(s.reinforcementDiscard).toHaveLength(3);
  });

  it('meets a Friend: the reward is taken and the tile discarded, never a trophy', () => {
    let s = game(2, 'friend');
    strip(s, 0);
    s = facing(s, 'hermit', 'WB6');
    expect(s.box).toContain('hermit');
    expect(s.players[0].trophies).toEqual([]);
    expect(s.players[0].incomingObjects).toHaveLength(1);
    s = act(s, { t: 'keep' });
    expect(s.players[0].incomingObjects).toHaveLength(1);
    s = act(s, { t: 'keep' });
    expect(s.players[0].objects).toHaveLength(2);
  });

  it('discards a "discard tile" reward instead of keeping it', () => {
    let s = game(2, 'sandbank');
    strip(s, 0);
    s = facing(s, 'sandbank', 'WB6');
    s = act(s, { t: 'attack' });
    expect(s.box).toContain('sandbank');
    expect(s.players[0].trophies).toEqual([]);
  });

  it('rolls the Attack die for the Bow and the Axe, once each', () => {
    let s = game(2, 'bow', ['moreland', 'walter']);
    strip(s, 0);
    give(s, 0, 'bow-1', 'axe-1');
    s = facing(s, 'ape-men-2', 'WF5');
    const rolled = structuredClone(s);
    rolled.fight!.rolls = [
      { weapon: 'bow', roll: 8 },
      { weapon: 'axe', roll: 10 },
    ];
    expect(totals(rolled, rolled.fight!).mine).toBe(1 + 3 + 4);
    random.force(s.rng, [8, 10]);
    const events = actLog(s, { t: 'attack' }).events.filter((e) => e.type === 'die');
    expect(events.map((e) => e.text)).toEqual([
      "Moreland's Bow rolls the d10: 8.",
      "Moreland's Axe rolls the d10: 10.",
    ]);
  });

  it('uses Dynamite for +5 and sends it to the Galley', () => {
    let s = game(2, 'dyn', ['moreland', 'walter']);
    strip(s, 0);
    give(s, 0, 'dynamite-1');
    s = facing(s, 'alligator', 'WB5');
    s = act(s, { t: 'dynamite' });
    expect(totals(s, s.fight!).mine).toBe(1 + 5);
    expect(s.galleyObjects).toContain('dynamite-1');
    s = act(s, { t: 'attack' });
    expect(s.players[0].trophies).toContain('alligator');
  });
});

describe('character powers', () => {
  it("Walter's Experience reveals one Reinforcement fewer", () => {
    const s = facing(
      game(2, 'walter', ['walter', 'moreland']),
      'whisky-trafficker-1',
      'WB2',
      0,
      'experience',
    );
    expect(s.fighting).toEqual([]);
  });

  it("Tattoo's Brute Force adds 3", () => {
    const s = game(2, 'brute', ['tattoo', 'moreland']);
    strip(s, 0);
    const f = facing(s, 'coyote', 'WB2', 0, 'brute');
    expect(totals(f, f.fight!).mine).toBe(3 + 3);
  });

  it("Bannington's Request for Help adds the Base Strength of everyone on or next to his space, aboard too when the Athena is next to it", () => {
    const s = game(3, 'help', ['bannington', 'tattoo', 'walter']);
    s.players[0].fig.at = 'WB3';
    s.zagor.at = 'WB3';
    s.cico.at = 'WB4';
    s.players[2].fig.at = 'EB10';
    expect(helpers(s, 0)).toBe(4 + 1);
    s.athena = 'R3';
    expect(helpers(s, 0)).toBe(4 + 1 + 3);
  });

  it("Bannington's Bocce recolour a chosen die once each, never a Resupply face", () => {
    let s = game(2, 'bocce', ['bannington', 'tattoo']);
    s.dice = [
      { c: 'r', f: 'move' },
      { c: 'y', f: 'resupply' },
    ];
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'pick' });
    s = act(s, { t: 'die', c: 'r', f: 'move', as: 'y' });
    expect(top(s)?.q).toMatchObject({ a: 'move', who: 0 });
    expect(s.players[0].bocce).toEqual(['r', 'g']);
    expect(() => act(waitingOn(s, 0, { a: 'pick' }), { t: 'die', c: 'y', f: 'resupply', as: 'r' })).toThrow();
  });
});
