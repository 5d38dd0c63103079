import { RuleError, random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { moveTargets } from '../src/board';
import { zagor } from '../src/index';
import { quietLog, run } from '../src/rules';
import { leftPoints, rightPoints, scoreBreakdown, scoreTable } from '../src/score';
import { table, type ZagorState } from '../src/state';
import { act, game, give, onTop, place, strip, top, waitingOn } from './helpers';

/** Draws `card` as the next Event, on a fresh round underneath. */
function drawn(s: ZagorState, card: string): ZagorState {
  onTop(s.eventDeck, card);
  s.tasks = [{ k: 'round' }, { k: 'drawEvent' }];
  s.cur = { seat: 0, color: 'y', face: 'move', token: false };
  run(s, quietLog);
  return s;
}
const ashore = (s: ZagorState, space: string) => {
  for (const p of s.players) p.fig.at = space;
  s.zagor.at = space;
  s.cico.at = space;
};

describe('Event cards', () => {
  it('Dangerous Waters: a wound for getting off (or on) the steamboat', () => {
    const s = drawn(game(2, 'dw', ['moreland', 'tattoo']), 'dangerous-waters');
    expect(s.permanent).toEqual(['dangerous-waters']);
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    waitingOn(s, 0, { a: 'move', who: 0, steps: 1, mode: 'move' });
    s.hidden.WB1 = [];
    const after = act(s, { t: 'go', to: 'WB1' });
    expect(after.players[0].fig.wounds).toBe(1);
  });

  it('Ambush: a wound for everyone on or next to a face-up Human or Animal, now and in phase 3', () => {
    const s = game(2, 'ambush');
    ashore(s, 'WB10');
    place(s, 'coyote', 'WB9');
    const after = drawn(s, 'ambush');
    expect(after.zagor.wounds).toBe(1);
    expect(after.players[0].fig.wounds).toBe(1);
    after.tasks = [{ k: 'round' }, { k: 'ambush' }];
    run(after, quietLog);
    expect(after.zagor.wounds).toBe(2);
  });

  it('Peaceful Landing repairs one damage; Leak deals one', () => {
    const s = game(2, 'peace');
    s.hull[0].crash = true;
    s.hull[1].crash = true;
    drawn(s, 'peaceful-landing-1');
    expect(s.hull.filter((h) => h.crash)).toHaveLength(1);
    drawn(s, 'leak-1');
    expect(s.hull.filter((h) => h.crash)).toHaveLength(2);
  });

  it('Assault: each player from the Helmsman may take a Scar to cancel an effect; the rest apply at the end of the round', () => {
    let s = game(2, 'assault');
    s.helmsman = 1;
    s = drawn(s, 'assault-1');
    expect(top(s)?.seat).toBe(1);
    s = act(s, { t: 'cancel', e: 3 });
    expect(s.players[1].scars).toBe(1);
    expect(top(s)?.seat).toBe(0);
    s = act(s, { t: 'pass' });
    expect(s.assaults).toEqual([[1, 2]]);
    s.tasks = [{ k: 'round' }, { k: 'assaultEnd' }];
    const events = s.eventDiscard.length + s.permanent.length;
    run(s, quietLog);
    expect(s.hull).toHaveLength(5);
    expect(s.eventDiscard.length + s.permanent.length).toBeGreaterThanOrEqual(events + 2);
  });

  it('Scorching Heat: one wound aboard each time the Athena moves', () => {
    const s = drawn(game(2, 'heat'), 'scorching-heat');
    s.dangers.R1 = [];
    s.dangers.R2 = [];
    s.dangers.R3 = [];
    s.tasks = [{ k: 'round' }, { k: 'athena' }];
    run(s, quietLog);
    expect(s.athena).not.toBe('R0');
    expect(s.zagor.wounds).toBe(1);
    expect(s.players[1].fig.wounds).toBe(1);
  });

  it('Volcano: the Helmsman places it within 2 of the Athena; it erupts in phase 3 on its space and the next ones, the Athena too', () => {
    let s = drawn(game(2, 'volcano'), 'volcano-1');
    expect(top(s)?.q.a).toBe('volcano');
    expect(zagor.legal(s, s.helmsman)).toContainEqual({ t: 'place', space: 'WB1' });
    s = act(s, { t: 'place', space: 'WB1' });
    expect(s.volcanoes).toEqual(['WB1']);
    s.players[0].fig.at = 'WB2';
    s.tasks = [{ k: 'round' }, { k: 'volcanoes' }];
    run(s, quietLog);
    expect(s.players[0].fig.wounds).toBe(1);
    expect(s.hull.filter((h) => h.crash)).toHaveLength(1);
    expect(s.zagor.wounds).toBe(1);
  });

  it('Monkeys: one at each arrow entry, their Chief from the third card; they walk the arrows in phase 3', () => {
    let s = drawn(game(2, 'monkeys'), 'monkeys-1');
    expect(s.shown.WF3.filter((t) => t.startsWith('monkey'))).toHaveLength(1);
    expect(s.shown.EF2.filter((t) => t.startsWith('monkey'))).toHaveLength(1);
    s = drawn(s, 'monkeys-2');
    s = drawn(s, 'monkeys-3');
    expect(s.shown.WF3).toContain('monkey-chief');
    s.tasks = [{ k: 'round' }, { k: 'monkeys' }];
    run(s, quietLog);
    expect(s.shown.WF4.filter((t) => t.startsWith('monkey'))).toHaveLength(4);
  });

  it('Collapse: a Stone Pinnacle on a beach next to the Athena wounds who is there and closes the space', () => {
    let s = drawn(game(2, 'collapse'), 'collapse');
    expect(top(s)?.q.a).toBe('collapse');
    s.players[0].fig.at = 'WB1';
    s = act(s, { t: 'place', space: 'WB1' });
    expect(s.pinnacles).toEqual(['WB1']);
    expect(s.players[0].fig.wounds).toBe(1);
    expect(moveTargets('WB2', 2, s.athena, (x) => s.pinnacles.includes(x))).not.toContain('WB1');
  });

  it('The Infernal Fog: figures on arrowed forests move along the arrows; into a camp costs a wound', () => {
    const s = game(2, 'fog');
    s.players[0].fig.at = 'WF4';
    s.zagor.at = 'WF9';
    drawn(s, 'infernal-fog-1');
    expect(s.players[0].fig.at).toBe('WF5');
    expect(s.zagor).toMatchObject({ at: 'MC_W', wounds: 1 });
  });

  it('Rocks at Water Level: 1-4 one damage, 5-7 a Pinnacle on the next river space where the Athena stops with a damage', () => {
    const s = game(2, 'rocks');
    random.force(s.rng, [3]);
    drawn(s, 'rocks-at-water-level-1');
    expect(s.hull.filter((h) => h.crash)).toHaveLength(1);
    random.force(s.rng, [6]);
    drawn(s, 'rocks-at-water-level-2');
    expect(s.pinnacles).toEqual(['R1']);
    s.tasks = [{ k: 'round' }, { k: 'athena' }];
    run(s, quietLog);
    expect(s.athena).toBe('R1');
    expect(s.hull.filter((h) => h.crash).length).toBeGreaterThanOrEqual(2);
  });

  it('Full Steam Ahead moves the Athena; Fever wounds everyone aboard; Calm Waters does nothing', () => {
    const s = game(2, 'steam');
    s.dangers.R1 = [];
    drawn(s, 'full-steam-ahead-1');
    expect(s.athena).toBe('R1');
    drawn(s, 'fever-1');
    expect(s.zagor.wounds).toBe(1);
    const before = JSON.stringify({
      ...s,
      eventDeck: 0,
      eventDiscard: 0,
      dice: 0,
      round: 0,
      rng: 0,
      tasks: 0,
      order: 0,
    });
    drawn(s, 'calm-waters-1');
    expect(
      JSON.stringify({ ...s, eventDeck: 0, eventDiscard: 0, dice: 0, round: 0, rng: 0, tasks: 0, order: 0 }),
    ).toBe(before);
  });

  it('Lost Supplies: each player discards an Object; Indian Gifts: each draws one', () => {
    let s = drawn(game(2, 'lost'), 'lost-supplies-1');
    expect(top(s)?.q.a).toBe('lose');
    const seat = top(s)!.seat;
    const o = s.players[seat].objects[0];
    s = act(s, { t: 'lose', id: o });
    expect(s.galleyObjects).toContain(o);
    const g = drawn(game(2, 'gifts'), 'indian-gifts');
    expect(g.players.map((p) => p.incomingObjects.length)).toEqual([1, 1]);
    expect(top(g)?.q.a).toBe('equip');
  });
});

describe('River Dangers', () => {
  it('Carnivorous Plants: damage equal to the speed, less the wounds absorbed in turn (the Helmsman for Zagor and Cico)', () => {
    let s = game(2, 'plants');
    s.helmsman = 0;
    s.athena = 'R0';
    s.dangers.R3 = ['plants-1'];
    s.tasks = [{ k: 'round' }, { k: 'athena' }];
    run(s, quietLog);
    expect(top(s)?.q).toMatchObject({ a: 'absorb', who: 'Z', left: 3 });
    s = act(s, { t: 'absorb', n: 2 });
    expect(top(s)?.q).toMatchObject({ a: 'absorb', who: 'C', left: 1 });
    s = act(s, { t: 'absorb', n: 0 });
    s = act(s, { t: 'absorb', n: 0 });
    s = act(s, { t: 'absorb', n: 0 });
    expect(s.zagor.wounds).toBe(2);
    expect(s.hull.filter((h) => h.crash)).toHaveLength(1);
  });

  it('Rapids: one damage and one space more, revealing the next tile; the Event symbol of the last spaces draws an Event', () => {
    const s = game(2, 'rapids');
    s.athena = 'R13';
    s.dangers.R13 = [];
    s.tasks = [{ k: 'round' }, { k: 'steps', left: 0 }, { k: 'eventSymbol' }];
    s.athena = 'E1';
    const events = s.eventDeck.length;
    run(s, quietLog);
    expect(s.eventDeck.length).toBeLessThan(events);

    const r = game(2, 'rapids2');
    r.dangers.R1 = ['rapids-1'];
    r.dangers.R2 = [];
    r.hull[0].crash = true;
    r.hull[1].crash = true;
    r.hull[2].crash = true;
    r.hull[3].crash = true;
    r.tasks = [{ k: 'round' }, { k: 'athena' }];
    run(r, quietLog);
    expect(r.athena).toBe('R2');
    expect(r.hull.filter((h) => h.crash)).toHaveLength(5);
  });
});

describe('character and companion powers', () => {
  it('Frisco Kid steals a piece of equipment from a character within his footprints, without moving', () => {
    let s = game(3, 'frisco', ['frisco-kid', 'moreland', 'walter']);
    s.players[0].fig.at = 'WB1';
    s.players[1].fig.at = 'WB3';
    s.players[2].fig.at = 'EB10';
    strip(s, 1);
    give(s, 1, 'rifle-1');
    s.players[1].treasures.push(s.treasureDeck.pop()!);
    s.cur = { seat: 0, color: 'y', face: 'power', token: false };
    waitingOn(s, 0, { a: 'steal' });
    const legal = zagor.legal(s, 0);
    expect(legal).toContainEqual({ t: 'steal', from: 1, id: 'rifle-1' });
    expect(legal).toContainEqual({ t: 'steal', from: 1, id: 'treasure' });
    expect(legal.some((a) => a.t === 'steal' && a.from === 2)).toBe(false);
    s = act(s, { t: 'steal', from: 1, id: 'treasure' });
    expect(s.players[1].treasures).toHaveLength(0);
    expect(s.players[0].incomingTreasures).toHaveLength(1);
    expect(s.players[0].fig.at).toBe('WB1');
  });

  it("Moreland's Command uses a steamboat space from anywhere", () => {
    let s = game(2, 'command', ['moreland', 'tattoo']);
    s.players[0].fig.at = 'EB8';
    s.hull[0].crash = true;
    s.cur = { seat: 0, color: 'y', face: 'power', token: false };
    waitingOn(s, 0, { a: 'command' });
    s = act(s, { t: 'pos', pos: 'hold' });
    expect(s.hull.every((h) => !h.crash)).toBe(true);
    expect(top(s)?.q.a).toBe('holdPick');
  });

  it('Ahyaaaak!: Zagor leaps to any space holding an Encounter, reveals it and must attack', () => {
    let s = game(2, 'leap');
    s.cur = { seat: 0, color: 'r', face: 'power', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'zpower' });
    s = act(s, { t: 'power', p: 'ahyaaaak' });
    place(s, 'puma', 'EF7', true);
    s = act(s, { t: 'go', to: 'EF7' });
    expect(s.zagor.at).toBe('EF7');
    expect(s.shown.EF7).toContain('puma');
    expect(top(s)?.q).toMatchObject({ a: 'face', must: true });
  });

  it('The Spirit with the Axe: Zagor secretly sees the Encounters next to him (barriers ignored), then moves onto one', () => {
    let s = game(2, 'spirit');
    s.zagor.at = 'WB6';
    s.cur = { seat: 0, color: 'r', face: 'power', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'zpower' });
    s = act(s, { t: 'power', p: 'spirit' });
    const spaces = zagor.legal(s, 0).map((a) => (a as { to: string }).to);
    expect(spaces).toContain('WB7'); // across the barrier
    const across = s.hidden.WB5[0];
    s = act(s, { t: 'go', to: 'WB7' });
    expect(table.knows(s, 0)).toContainEqual({ zone: 'hidden.WB5', at: 0, item: across });
    expect(JSON.stringify(zagor.view(s, 0))).toContain(`"${across}"`);
    expect(JSON.stringify(zagor.view(s, 1))).not.toContain(`"${across}"`);
  });

  it("Cico's Pharmacist Grandfather heals Zagor and draws two Objects; Caramba y Carambita! brings Cico and the character aboard", () => {
    let s = game(2, 'pharmacist');
    s.zagor.wounds = 1;
    s.cur = { seat: 0, color: 'g', face: 'power', token: false };
    waitingOn(s, 0, { a: 'cpower' });
    s = act(s, { t: 'power', p: 'pharmacist' });
    expect(s.zagor.wounds).toBe(0);
    expect(s.players[0].incomingObjects).toHaveLength(2);

    let c = game(2, 'caramba', ['walter', 'tattoo']);
    c.cico = { at: 'WB4', pos: null, wounds: 2 };
    c.players[0].fig.at = 'EB5';
    c.cur = { seat: 0, color: 'g', face: 'power', token: false };
    waitingOn(c, 0, { a: 'cpower' });
    c = act(c, { t: 'power', p: 'caramba' });
    expect(c.cico).toEqual({ at: 'boat', pos: 'bridge', wounds: 0 });
    c = act(c, { t: 'pos', pos: 'hold' });
    expect(c.players[0].fig).toMatchObject({ at: 'boat', pos: 'hold' });
  });
});

describe('Objects', () => {
  it('Medicine and Whisky heal a wound (to the Galley); the Spyglass and the Compass are covered when used', () => {
    let s = game(2, 'medicine', ['walter', 'tattoo']);
    strip(s, 0);
    give(s, 0, 'medicine-1', 'spyglass-1', 'compass-1');
    s.players[0].fig = { at: 'WB2', pos: null, wounds: 1 };
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'pick' });
    s = act(s, { t: 'heal', id: 'medicine-1' });
    expect(s.players[0].fig.wounds).toBe(0);
    expect(s.galleyObjects).toContain('medicine-1');
    const tile = s.hidden.WB3[0];
    s = act(s, { t: 'spyglass', space: 'WB3' });
    expect(table.knows(s, 0)).toEqual([{ zone: 'hidden.WB3', at: 0, item: tile }]);
    expect(s.players[0].covered).toEqual(['spyglass-1']);
    waitingOn(s, 0, { a: 'move', who: 0, steps: 3, mode: 'move' });
    s = act(s, { t: 'compass' });
    expect(top(s)?.q).toMatchObject({ a: 'move', steps: 4 });
  });

  it('a DISCARD Object (Dynamite, Medicine, Whisky) may be discarded unused on your turn; any other only by replacing it', () => {
    let s = game(2, 'discard-unused', ['walter', 'tattoo']);
    strip(s, 0);
    give(s, 0, 'dynamite-1', 'whisky-1', 'rifle-1');
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'pick' });
    const offered = zagor.legal(s, 0).filter((a) => a.t === 'discard');
    expect(offered).toEqual([
      { t: 'discard', id: 'dynamite-1' },
      { t: 'discard', id: 'whisky-1' },
    ]);
    const before = JSON.stringify(s);
    expect(() => act(s, { t: 'discard', id: 'rifle-1' })).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
    expect(() => act(s, { t: 'discard', id: 'dynamite-1' }, 1)).toThrow(/not your turn/);
    s = act(s, { t: 'discard', id: 'dynamite-1' });
    expect(s.players[0].objects).toEqual(['whisky-1', 'rifle-1']);
    expect(s.galleyObjects).toContain('dynamite-1');
    // Still seat 0's turn, with a free space for the next Object.
    expect(top(s)).toMatchObject({ seat: 0, q: { a: 'pick' } });
  });

  it('★ Objects score: the Map 2 and 1 per Permanent Event discarded, the Whisky 1', () => {
    const s = game(2, 'stars');
    strip(s, 0);
    strip(s, 1);
    give(s, 0, 'map-1', 'whisky-1');
    s.players[0].resolved = ['ambush'];
    s.eventDeck = s.eventDeck.filter((e) => e !== 'ambush');
    expect(scoreTable(s)[0].objects).toBe(2 + 1 + 1);
  });
});

describe('Poems and Final Scoring', () => {
  const withTrophies = (s: ZagorState, seat: number, tiles: string[]) => {
    for (const t of tiles) {
      place(s, t, 'WB1');
      s.shown.WB1.pop();
      s.players[seat].trophies.push(t);
    }
  };

  it("The Hunter's Tale: 2 a Beach tile, 3 a Forest tile, 1 a used Hold token; majorities shared when tied", () => {
    const s = game(3, 'hunter');
    withTrophies(s, 0, ['coyote', 'puma']);
    withTrophies(s, 1, ['alligator']);
    s.players[0].holdUsed = ['plus2-1'];
    s.holdReserve = s.holdReserve.filter((h) => h !== 'plus2-1');
    expect(leftPoints(s.players[0], 'hunters-tale-left')).toBe(2 + 3 + 1);
    s.players[1].scars = 1;
    s.players[2].scars = 1;
    for (const p of s.players) strip(s, s.players.indexOf(p));
    // Animal+Place Strength: seat 0 has 3 + 6 = 9; Scars tied between seats 1 and 2: both score 4.
    expect(rightPoints(s.players, 'hunters-tale-right')).toEqual([5, 4, 4]);
  });

  it("The Steamboat's Adventure: 6 a Beach and Forest pair, 7 to the first and 2 to the second in Strength", () => {
    const s = game(3, 'steamboat');
    withTrophies(s, 0, ['coyote', 'puma', 'grizzly']);
    withTrophies(s, 1, ['alligator']);
    expect(leftPoints(s.players[0], 'steamboats-adventure-left')).toBe(6);
    expect(rightPoints(s.players, 'steamboats-adventure-right')).toEqual([7, 2, 0]);
  });

  it('scores +2 aboard, Treasures equipped and in the Chest, and -2 a Scar', () => {
    const s = game(2, 'final');
    strip(s, 0);
    strip(s, 1);
    s.poems = ['song-left', 'song-right'];
    s.players[0].treasures = [s.treasureDeck.pop()!];
    s.players[0].chest = [s.treasureDeck.pop()!];
    s.players[0].scars = 2;
    s.players[1].fig.at = 'WB1';
    const [a, b] = scoreTable(s);
    expect(a.aboard).toBe(2);
    expect(b.aboard).toBe(0);
    expect(a.scars).toBe(-4);
    expect(a.treasures).toBeGreaterThan(0);
    expect(a.total).toBe(a.left + a.right + a.aboard + a.treasures + a.objects + a.scars);
    // The end screen's table: each line names what it counts, and the lines add up to the scores.
    const breakdown = scoreBreakdown(s, [a, b]);
    expect(breakdown.map((l) => l.line)).toContain('Scars (-2 each)');
    expect(breakdown.find((l) => l.line.startsWith('Aboard'))?.values).toEqual([2, 0]);
    for (const [seat, line] of [a, b].entries())
      expect(breakdown.reduce((n, l) => n + l.values[seat], 0)).toBe(line.total);
  });
});
