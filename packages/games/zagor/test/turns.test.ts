import { apply, random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';
import { quietLog, run, wound } from '../src/rules';
import type { ZagorState } from '../src/state';
import { act, game, give, onTop, place, strip, top, waitingOn } from './helpers';

const dieTurn = (s: ZagorState, seat = 0) => {
  s.cur = { seat, color: 'y', face: 'move', token: false };
  for (const p of s.players) p.hold = [];
  return s;
};
const holdToken = (s: ZagorState, seat: number, id: string) => {
  const i = s.holdReserve.indexOf(id);
  if (i >= 0) s.holdReserve.splice(i, 1);
  const j = s.holdSpaces.indexOf(id);
  if (j >= 0) s.holdSpaces.splice(j, 1);
  s.players[seat].hold.push(id);
};

describe('wounds, fainting and Scars', () => {
  it('faints on the last balloon: back to the Bridge, healed, a Scar', () => {
    const s = game(2, 'faint', ['moreland', 'tattoo']);
    s.players[0].fig.at = 'WB3';
    wound(s, 0, 3, null, quietLog);
    expect(s.players[0].fig).toEqual({ at: 'boat', pos: 'bridge', wounds: 0 });
    expect(s.players[0].scars).toBe(1);
  });

  it("gives the Scar for Zagor's last wound to the seat whose action dealt it, else to the Helmsman", () => {
    const s = game(3, 'zscar');
    s.helmsman = 2;
    s.zagor.wounds = 3;
    wound(s, 'Z', 1, 1, quietLog);
    expect(s.players.map((p) => p.scars)).toEqual([0, 1, 0]);
    s.cico.wounds = 2;
    wound(s, 'C', 1, null, quietLog);
    expect(s.players.map((p) => p.scars)).toEqual([0, 1, 1]);
  });

  it('sinks the Athena when the last hull marker turns to CRASH: everyone loses; speed is the leftmost Navigation marker', () => {
    const s = game(2, 'sink');
    s.tasks = [
      { k: 'round' },
      { k: 'eventSymbol' },
      { k: 'danger' },
      { k: 'ask', seat: 0, q: { a: 'fork', left: 1 } },
    ];
    s.athena = 'R3';
    onTop(s.eventDeck, 'leak-1');
    const d = s.dangers.R4a;
    d.splice(0, 1, 'rapids-1');
    s.hull.forEach((h, i) => {
      h.crash = i < 5;
    });
    expect(s.hull.find((h) => !h.crash)?.speed).toBe(1);
    const after = act(s, { t: 'fork', to: 'R4a' });
    expect(after.over).toBe('sunk');
    expect(zagor.result(after)?.winners).toEqual([]);
  });
});

describe('moves and encounters', () => {
  it('reveals a face-down tile on arrival, applies its surprise once, and then the player must face an Encounter', () => {
    let s = dieTurn(game(2, 'reveal', ['moreland', 'tattoo']));
    s.players[0].fig.at = 'WB1';
    place(s, 'coyote', 'WB2', true);
    waitingOn(s, 0, { a: 'move', who: 0, steps: 3, mode: 'move' });
    s = act(s, { t: 'go', to: 'WB2' });
    expect(s.shown.WB2).toContain('coyote');
    expect(s.players[0].fig.wounds).toBe(1);
    expect(top(s)?.q).toMatchObject({ a: 'face', must: true });
    expect(zagor.legal(s, 0)).not.toContainEqual({ t: 'pass' });
  });

  it('lets a character that ends on face-up Encounters face one or none, with no surprise', () => {
    let s = dieTurn(game(2, 'shown', ['moreland', 'tattoo']));
    s.players[0].fig.at = 'WB1';
    place(s, 'coyote', 'WB2');
    s.hidden.WB2 = [];
    waitingOn(s, 0, { a: 'move', who: 0, steps: 3, mode: 'move' });
    s = act(s, { t: 'go', to: 'WB2' });
    expect(s.players[0].fig.wounds).toBe(0);
    expect(zagor.legal(s, 0)).toContainEqual({ t: 'pass' });
  });

  it('takes a Scar or a piece of equipment as surprises; Zagor never discards; the Indian Shield cancels one', () => {
    let s = dieTurn(game(2, 'scar', ['moreland', 'tattoo']));
    s.players[0].fig.at = 'WB1';
    place(s, 'bear-trap', 'WB2', true);
    waitingOn(s, 0, { a: 'move', who: 0, steps: 3, mode: 'move' });
    s = act(s, { t: 'go', to: 'WB2' });
    expect(s.players[0].scars).toBe(1);

    let d = dieTurn(game(2, 'discard', ['moreland', 'tattoo']));
    d.players[0].fig.at = 'WB1';
    strip(d, 0);
    give(d, 0, 'rifle-1');
    place(d, 'snapping-turtle', 'WB2', true);
    waitingOn(d, 0, { a: 'move', who: 0, steps: 3, mode: 'move' });
    d = act(d, { t: 'go', to: 'WB2' });
    expect(top(d)?.q.a).toBe('lose');
    d = act(d, { t: 'lose', id: 'rifle-1' });
    expect(d.galleyObjects).toContain('rifle-1');

    let z = dieTurn(game(2, 'zdiscard'));
    z.zagor.at = 'WB1';
    place(z, 'snapping-turtle', 'WB2', true);
    waitingOn(z, 0, { a: 'move', who: 'Z', steps: 3, mode: 'move' });
    z = act(z, { t: 'go', to: 'WB2' });
    expect(top(z)?.q.a).toBe('face');

    let sh = dieTurn(game(2, 'shield', ['moreland', 'tattoo']));
    sh.players[0].fig.at = 'WB1';
    strip(sh, 0);
    give(sh, 0, 'indian-shield-1');
    place(sh, 'coyote', 'WB2', true);
    waitingOn(sh, 0, { a: 'move', who: 0, steps: 3, mode: 'move' });
    sh = act(sh, { t: 'go', to: 'WB2' });
    expect(sh.players[0].fig.wounds).toBe(0);
    expect(sh.players[0].covered).toEqual(['indian-shield-1']);
  });

  it('boards the Athena across the river and moves between positions whatever the footprints', () => {
    const s = dieTurn(game(2, 'board', ['moreland', 'tattoo']));
    s.players[0].fig = { at: 'WB1', pos: null, wounds: 2 };
    s.athena = 'R1';
    waitingOn(s, 0, { a: 'move', who: 0, steps: 1, mode: 'move' });
    const legal = zagor.legal(s, 0);
    expect(legal).toContainEqual({ t: 'go', to: 'boat', pos: 'bridge' });
    const b = act(s, { t: 'go', to: 'boat', pos: 'bridge' });
    expect(b.players[0].fig).toEqual({ at: 'boat', pos: 'bridge', wounds: 0 });
    // Zagor and Cico may occupy only the Bridge.
    const z = dieTurn(game(2, 'zboard'));
    waitingOn(z, 0, { a: 'move', who: 'Z', steps: 2, mode: 'move' });
    expect(zagor.legal(z, 0).filter((a) => a.t === 'go' && a.to === 'boat')).toEqual([
      { t: 'go', to: 'boat', pos: 'bridge' },
    ]);
  });

  it('refuses a move across a barrier with a RuleError and changes nothing', () => {
    const s = dieTurn(game(2, 'barrier', ['moreland', 'tattoo']));
    s.players[0].fig.at = 'WB6';
    waitingOn(s, 0, { a: 'move', who: 0, steps: 1, mode: 'move' });
    const before = JSON.stringify(s);
    expect(() => apply(zagor, s, 0, { t: 'go', to: 'WB7' })).toThrow(/not allowed/);
    expect(() => apply(zagor, s, 1, { t: 'stay' })).toThrow(/not your turn/);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('the steamboat positions', () => {
  const aboardAt = (seed: string) => {
    const s = dieTurn(game(2, seed, ['walter', 'tattoo']));
    s.players[0].fig.at = 'WB1';
    waitingOn(s, 0, { a: 'move', who: 0, steps: 3, mode: 'move' });
    return s;
  };

  it('Helmsman: takes the marker and an Object of choice or a random Treasure from the Galley', () => {
    let s = aboardAt('helm');
    s.helmsman = 1;
    s.galleyObjects.push(s.objectDeck.pop()!);
    s.galleyTreasures.push(s.treasureDeck.pop()!);
    s = act(s, { t: 'go', to: 'boat', pos: 'helmsman' });
    expect(s.helmsman).toBe(0);
    expect(zagor.legal(s, 0)).toContainEqual({ t: 'galleyTreasure' });
    s = act(s, { t: 'galleyTreasure' });
    expect(s.players[0].incomingTreasures).toHaveLength(1);
  });

  it('Hold: repairs one damage and takes a Hold token, refilled from the reserve', () => {
    let s = aboardAt('hold');
    s.hull[0].crash = true;
    s = act(s, { t: 'go', to: 'boat', pos: 'hold' });
    expect(s.hull.every((h) => !h.crash)).toBe(true);
    const token = s.holdSpaces[0];
    s = act(s, { t: 'hold', id: token });
    expect(s.players[0].hold).toEqual([token]);
    expect(s.holdSpaces).toHaveLength(3);
  });

  it('Chest: stores Treasures face down and draws an Object for each', () => {
    let s = aboardAt('chest');
    strip(s, 0);
    s.players[0].treasures.push(s.treasureDeck.pop()!);
    const t = s.players[0].treasures[0];
    s = act(s, { t: 'go', to: 'boat', pos: 'chest' });
    s = act(s, { t: 'store', id: t });
    expect(s.players[0].chest).toEqual([t]);
    expect(top(s)?.q).toMatchObject({ a: 'equip', kind: 'object' });
    s = act(s, { t: 'keep' });
    expect(s.players[0].objects).toHaveLength(1);
    expect(zagor.view(s, 1).players).toBeDefined();
    expect(JSON.stringify(zagor.view(s, 1))).not.toContain(`"${t}"`);
    expect(JSON.stringify(zagor.view(s, 0))).toContain(`"${t}"`);
  });

  it('equips into a free space, or replaces a piece (to the Galley, a Treasure face down), or discards the new one', () => {
    const s = aboardAt('equip');
    strip(s, 0);
    give(s, 0, 'rifle-1', 'knife-1');
    s.players[0].treasures.push(s.treasureDeck.pop()!);
    const t = s.players[0].treasures[0];
    s.players[0].incomingObjects.push(s.objectDeck.pop()!);
    const o = s.players[0].incomingObjects[0];
    waitingOn(s, 0, { a: 'equip', kind: 'object', id: o });
    expect(zagor.legal(s, 0)).not.toContainEqual({ t: 'keep' });
    const r = act(s, { t: 'replace', id: t });
    expect(r.galleyTreasures).toContain(t);
    expect(r.players[0].objects).toContain(o);
    const d = act(s, { t: 'drop' });
    expect(d.galleyObjects).toContain(o);
  });
});

describe('the round', () => {
  it('starts with the Helmsman and goes clockwise, one die each until none is left, then phase 3 and the Athena', () => {
    const s = game(3, 'order');
    s.helmsman = 2;
    s.tasks = [{ k: 'round' }];
    run(s, quietLog);
    expect(s.order).toEqual([2, 0, 1]);
    expect(top(s)?.seat).toBe(2);
  });

  it('turns covered Objects face up before the dice are rolled', () => {
    const s = game(2, 'cover');
    s.players[0].covered = ['x'];
    s.tasks = [{ k: 'round' }];
    run(s, quietLog);
    expect(s.players[0].covered).toEqual([]);
  });

  it('resupplies: heals the rightmost wound and draws an Object (red heals Zagor)', () => {
    const s = game(2, 'resupply');
    s.dice = [
      { c: 'y', f: 'resupply' },
      { c: 'r', f: 'resupply' },
    ];
    dieTurn(s);
    s.players[0].fig.wounds = 1;
    s.zagor.wounds = 2;
    waitingOn(s, 0, { a: 'pick' });
    const y = act(s, { t: 'die', c: 'y', f: 'resupply' });
    expect(y.players[0].fig.wounds).toBe(0);
    expect(top(y)?.q.a).toBe('equip');
    const r = act(s, { t: 'die', c: 'r', f: 'resupply' });
    expect(r.zagor.wounds).toBe(1);
    expect(r.players[0].incomingObjects).toHaveLength(1);
  });

  it('draws an Event after a Special Power + Event die', () => {
    let s = game(2, 'spe', ['walter', 'tattoo']);
    s.dice = [{ c: 'y', f: 'power-event' }];
    dieTurn(s);
    onTop(s.eventDeck, 'calm-waters-1');
    waitingOn(s, 0, { a: 'pick' });
    s = act(s, { t: 'die', c: 'y', f: 'power-event' });
    s = act(s, { t: 'stay' });
    expect(s.eventDiscard).toContain('calm-waters-1');
  });

  it('sacrifices the named die to discard a Permanent Event, unless Advancing into the Darkness is in play', () => {
    let s = game(2, 'sacrifice');
    s.dice = [
      { c: 'r', f: 'move' },
      { c: 'g', f: 'power' },
    ];
    dieTurn(s);
    s.permanent = ['dangerous-waters'];
    s.eventDeck = s.eventDeck.filter((e) => e !== 'dangerous-waters');
    waitingOn(s, 0, { a: 'pick' });
    expect(zagor.legal(s, 0)).toContainEqual({ t: 'sacrifice', c: 'r', f: 'move', card: 'dangerous-waters' });
    const dark = structuredClone(s);
    s = act(s, { t: 'sacrifice', c: 'r', f: 'move', card: 'dangerous-waters' });
    expect(s.players[0].resolved).toEqual(['dangerous-waters']);
    expect(s.permanent).toEqual([]);
    dark.permanent.push('advancing-into-the-darkness');
    dark.eventDeck = dark.eventDeck.filter((e) => e !== 'advancing-into-the-darkness');
    const legal = zagor.legal(dark, 0);
    expect(legal).not.toContainEqual({ t: 'sacrifice', c: 'r', f: 'move', card: 'dangerous-waters' });
    expect(legal).toContainEqual({ t: 'sacrifice', c: 'g', f: 'power', card: 'advancing-into-the-darkness' });
  });
});

describe('the end', () => {
  it('ends in success when the Athena docks, the most points winning, ties to the Helmsman first', () => {
    const s = game(3, 'dock');
    s.athena = 'E4';
    s.helmsman = 1;
    for (const seat of [0, 1, 2]) strip(s, seat);
    s.tasks = [{ k: 'athena' }];
    run(s, quietLog);
    expect(s.over).toBe('docked');
    const r = zagor.result(s)!;
    // Everyone aboard (+2), nothing else: a three-way tie goes to the Helmsman.
    expect(r.scores).toEqual([2, 2, 2]);
    expect(r.winners).toEqual([1]);
    expect(r.summary).toContain(
      'seat 2 wins with 2 points. Tied with seat 1 and seat 3: a tie goes to the Helmsman, or else',
    );
    expect(zagor.view(s, null).scoreTable).toHaveLength(3);
  });

  it('ends in success when an Event must be drawn from an empty deck: the Athena is placed at the Fort', () => {
    const s = game(2, 'exhaust');
    s.eventDeck = [];
    s.tasks = [{ k: 'drawEvent' }];
    run(s, quietLog);
    expect(s.over).toBe('exhausted');
    expect(s.athena).toBe('FORT_DOCK');
    expect(zagor.result(s)?.winners).toHaveLength(1);
  });

  it('ends in defeat when a Monkey reaches a skull camp', () => {
    const s = game(2, 'camp');
    place(s, 'monkey-1', 'WF9');
    s.tasks = [{ k: 'monkeys' }];
    run(s, quietLog);
    expect(s.over).toBe('monkeys');
    expect(zagor.result(s)?.winners).toEqual([]);
  });
});

describe('Hold tokens (one per die)', () => {
  it('+2 adds two to the combat and turns the token over; no second token with that die', () => {
    let s = dieTurn(game(2, 'plus2', ['moreland', 'tattoo']));
    strip(s, 0);
    holdToken(s, 0, 'plus2-1');
    holdToken(s, 0, 'discard-reinforcement-1');
    place(s, 'whisky-trafficker-1', 'WB2');
    s.players[0].fig.at = 'WB2';
    onTop(s.reinforcements, 'plus-1-1');
    waitingOn(s, 0, { a: 'face', who: 0, space: 'WB2', must: true, mode: 'move' });
    s = act(s, { t: 'face', tile: 'whisky-trafficker-1' });
    const before = zagor.legal(s, 0);
    expect(before).toContainEqual({ t: 'token', kind: 'discard-reinforcement', card: 'plus-1-1' });
    const d = act(s, { t: 'token', kind: 'discard-reinforcement', card: 'plus-1-1' });
    expect(d.fighting).toEqual([]);
    s = act(s, { t: 'token', kind: 'plus2' });
    expect(s.fight?.plus2).toBe(true);
    expect(s.players[0].holdUsed).toEqual(['plus2-1']);
    expect(zagor.legal(s, 0)).toEqual([{ t: 'attack' }]);
  });

  it('Footprints adds two spaces to a move; Reroll rolls an Attack die again', () => {
    let s = dieTurn(game(2, 'feet2', ['moreland', 'tattoo']));
    holdToken(s, 0, 'footprints-1');
    s.players[0].fig.at = 'WB1';
    waitingOn(s, 0, { a: 'move', who: 0, steps: 1, mode: 'move' });
    s = act(s, { t: 'token', kind: 'footprints' });
    expect(top(s)?.q).toMatchObject({ a: 'move', steps: 3 });

    let r = dieTurn(game(2, 'reroll'));
    holdToken(r, 0, 'reroll-1');
    r.zagor.at = 'WB4';
    place(r, 'alligator', 'WB4');
    waitingOn(r, 0, { a: 'face', who: 'Z', space: 'WB4', must: true, mode: 'zagor' });
    r = act(r, { t: 'face', tile: 'alligator' });
    random.force(r.rng, [1]);
    r = act(r, { t: 'attack' });
    expect(top(r)?.q.a).toBe('reroll');
    random.force(r.rng, [10]);
    r = act(r, { t: 'reroll', i: 0 });
    expect(r.players[0].trophies).toContain('alligator');
  });

  it('Move the Steamboat advances the Athena and reveals the danger there; the Telescope shows the top Event to its seat alone', () => {
    let s = game(2, 'steam');
    s.dice = [{ c: 'y', f: 'move' }];
    dieTurn(s);
    holdToken(s, 0, 'move-steamboat-1');
    s.dangers.R1 = ['event-1'];
    s.riverDiscard = [];
    waitingOn(s, 0, { a: 'pick' });
    s = act(s, { t: 'token', kind: 'move-steamboat' });
    expect(s.athena).toBe('R1');
    expect(s.riverDiscard).toEqual(['event-1']);

    let t = game(2, 'telescope');
    dieTurn(t);
    holdToken(t, 0, 'telescope-1');
    waitingOn(t, 0, { a: 'pick' });
    t = act(t, { t: 'token', kind: 'telescope' });
    const card = t.eventDeck[t.eventDeck.length - 1];
    expect(JSON.stringify(zagor.view(t, 0))).toContain(`"${card}"`);
    expect(JSON.stringify(zagor.view(t, 1))).not.toContain(`"${card}"`);
    t = act(t, { t: 'bottom' });
    expect(t.eventDeck[0]).toBe(card);
  });
});
