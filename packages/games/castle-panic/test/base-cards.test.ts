import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/data';
import { castlePanic } from '../src/index';
import { ARCHER, CASTLE, FOREST, KNIGHT, SWORDSMAN } from '../src/model';
import { act, give, legal, monster, playPhase, put, table } from './helpers';

const base = () => table({ wizardsTower: false });
/** A spare card keeps the Play Cards phase open after the card under test. */
function ready(st = base()) {
  give(st, 0, 'Draw 2 Cards');
  return playPhase(st);
}
const targets = (st: ReturnType<typeof base>, c: number) =>
  legal(st)
    .filter((a) => a.t === 'play' && a.c === c)
    .map((a) => (a as { m?: number }).m);

describe('hit cards', () => {
  it('an Archer hits only its colour in the Archer ring', () => {
    const st = ready();
    const c = give(st, 0, 'Archer', 'red');
    const red = put(st, 'orc', 0, ARCHER);
    put(st, 'orc', 2, ARCHER);
    put(st, 'orc', 1, KNIGHT);
    expect(targets(st, c)).toEqual([red.id]);
    const next = act(st, { t: 'play', c, m: red.id });
    expect(monster(next, red.id)!.hp).toBe(1);
    expect(next.castleDiscard).toContain(c);
  });
  it('Knight and Swordsman cards hit their own rings; Any Color reaches every colour', () => {
    const st = ready();
    const k = give(st, 0, 'Knight', 'green');
    const s = give(st, 0, 'Any Color Swordsman');
    const g = put(st, 'troll', 3, KNIGHT);
    const b = put(st, 'goblin', 5, SWORDSMAN);
    const r = put(st, 'goblin', 0, SWORDSMAN);
    expect(targets(st, k)).toEqual([g.id]);
    expect(targets(st, s).sort()).toEqual([b.id, r.id].sort());
  });
  it('a Hero hits its colour in the Archer, Knight or Swordsman ring, never the Forest or the Castle', () => {
    const st = ready();
    const c = give(st, 0, 'Hero', 'blue');
    const ids = [ARCHER, KNIGHT, SWORDSMAN].map((ring) => put(st, 'orc', 4, ring).id);
    put(st, 'orc', 5, FOREST);
    put(st, 'orc', 5, CASTLE);
    put(st, 'orc', 0, KNIGHT);
    expect(targets(st, c).sort()).toEqual(ids.sort());
  });
  it('the slayer keeps the trophy in the standard game, nobody in co-op', () => {
    const st = ready();
    const c = give(st, 0, 'Archer', 'red');
    const gob = put(st, 'goblin', 0, ARCHER);
    expect(act(st, { t: 'play', c, m: gob.id }).trophies[0]).toEqual([gob.id]);
    const co = ready(table({ wizardsTower: false, mode: 'coop' }));
    const c2 = give(co, 0, 'Archer', 'red');
    const g2 = put(co, 'goblin', 0, ARCHER);
    const after = act(co, { t: 'play', c: c2, m: g2.id });
    expect(after.trophies[0]).toEqual([]);
    expect(after.monsterDiscard).toContain(g2.id);
  });
});

describe('special cards', () => {
  it('Barbarian slays anywhere but the Forest, the Castle ring included', () => {
    const st = ready();
    const c = give(st, 0, 'Barbarian');
    const t = put(st, 'troll', 2, CASTLE);
    const f = put(st, 'troll', 3, FOREST);
    expect(targets(st, c)).toEqual([t.id]);
    expect(monster(act(st, { t: 'play', c, m: t.id }), t.id)).toBeUndefined();
    expect(f).toBeDefined();
  });
  it('Nice Shot with a hit card slays the monster it hits', () => {
    const st = ready();
    const n = give(st, 0, 'Nice Shot');
    const k = give(st, 0, 'Knight', 'red');
    const t = put(st, 'troll', 1, KNIGHT);
    let s = act(st, { t: 'play', c: n });
    expect(s.frames.at(-1)!.kind).toBe('combo');
    s = act(s, { t: 'play', c: k, m: t.id });
    expect(monster(s, t.id)).toBeUndefined();
    expect(s.trophies[0]).toContain(t.id);
  });
  it('Nice Shot cannot be played without a hit card that has a target', () => {
    const st = ready();
    const n = give(st, 0, 'Nice Shot');
    give(st, 0, 'Knight', 'red');
    put(st, 'troll', 3, KNIGHT);
    expect(targets(st, n)).toEqual([]);
  });
  it('Tar holds a monster through Move Monsters and comes off at the next turn', () => {
    const st = ready();
    const c = give(st, 0, 'Tar');
    const o = put(st, 'orc', 0, ARCHER);
    const other = put(st, 'orc', 2, ARCHER);
    let s = act(st, { t: 'play', c, m: o.id });
    s = act(s, { t: 'end' });
    expect(monster(s, o.id)!.ring).toBe(ARCHER);
    expect(monster(s, other.id)!.ring).toBe(KNIGHT);
    expect(s.tarred).toBe(-1);
  });
  it('Fortify Wall: an attack removes the token, not the Wall, and the attacker takes 1 damage', () => {
    const st = ready();
    const c = give(st, 0, 'Fortify Wall');
    const t = put(st, 'troll', 1, SWORDSMAN);
    let s = act(st, { t: 'play', c, arc: 1 });
    expect(s.fortified[1]).toBe(1);
    s = act(s, { t: 'end' });
    expect(s.walls[1]).toBe(1);
    expect(s.fortified[1]).toBe(0);
    expect(monster(s, t.id)).toMatchObject({ hp: 2, ring: SWORDSMAN });
  });
  it('Drive Him Back! sends a monster from the Castle ring to the Forest of its arc, harming nothing', () => {
    const st = ready();
    const c = give(st, 0, 'Drive Him Back!');
    const t = put(st, 'troll', 4, CASTLE);
    const s = act(st, { t: 'play', c, m: t.id });
    expect(monster(s, t.id)).toMatchObject({ arc: 4, ring: FOREST, hp: 3 });
    expect(s.walls[4]).toBe(1);
  });
  it('Missing: no monster tokens are drawn this turn', () => {
    const st = ready();
    const c = give(st, 0, 'Missing');
    put(st, 'orc', 0, FOREST);
    const bag = st.bag.length;
    let s = act(st, { t: 'play', c });
    s = act(s, { t: 'end' });
    expect(s.bag.length).toBe(bag);
  });
  it('Draw 2 Cards goes past the hand size; Scavenge takes any card from the discard pile', () => {
    const st = playPhase(base());
    const d = give(st, 0, 'Draw 2 Cards');
    const sc = give(st, 0, 'Scavenge');
    const b = give(st, 0, 'Barbarian');
    st.hands[0].splice(st.hands[0].indexOf(b), 1);
    st.castleDiscard.push(b);
    let s = act(st, { t: 'play', c: d });
    expect(s.hands[0].length).toBe(3);
    s = act(s, { t: 'play', c: sc, with: b });
    expect(s.hands[0]).toContain(b);
    expect(s.castleDiscard).not.toContain(b);
  });
  it('Brick + Mortar rebuild a missing Wall, never a second one', () => {
    const st = ready();
    const b = give(st, 0, 'Brick');
    const m = give(st, 0, 'Mortar');
    st.walls[3] = 0;
    const builds = legal(st).filter((a) => a.t === 'build');
    expect(builds).toEqual([{ t: 'build', brick: b, mortar: m, arc: 3 }]);
    st.towers[3] = 0;
    const s = act(st, builds[0]);
    expect(s.walls[3]).toBe(1);
  });
  it('a refused card gets a clear error and changes nothing', () => {
    const st = ready();
    const c = give(st, 0, 'Archer', 'red');
    const far = put(st, 'orc', 3, KNIGHT);
    expect(() => act(st, { t: 'play', c, m: far.id })).toThrow(/cannot be played that way/);
    expect(() => act(st, { t: 'play', c: 999, m: far.id })).toThrow(/do not hold/);
    expect(() => act(st, { t: 'play', c, m: 4242 })).toThrow(/not on the board/);
    expect(monster(st, far.id)!.hp).toBe(2);
  });
  it('every castle card of the base deck is in the data with its count', () => {
    const base49 = CARDS.filter((c) => c.deck === 'castle' && c.set === 'base');
    expect(base49.length).toBe(49);
    expect(CARDS.filter((c) => c.deck === 'castle' && c.set === 'wt').length).toBe(10);
    expect(CARDS.filter((c) => c.deck === 'wizard').length).toBe(22);
  });
});

describe('bad input', () => {
  it('odd actions get words and a refusal, never a crash, and change nothing', () => {
    const st = ready();
    const before = JSON.stringify(st);
    for (const odd of [{ t: 'play', c: 9999 }, { t: 'nonsense' }, { t: 'victim' }, null, 42] as never[]) {
      expect(typeof castlePanic.describe(odd, st)).toBe('string');
      expect(() => act(st, odd)).toThrow();
    }
    expect(JSON.stringify(st)).toBe(before);
  });
});
