import { random, randomSource } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { CARDS, TOKENS } from '../src/data';
import { castlePanic } from '../src/index';
import { ARCHER, arcColour, CASTLE, FOREST, KNIGHT, type Monster, type State, SWORDSMAN } from '../src/model';
import { oracleCards } from '../src/view';
import { act, give, legal, monster, playPhase, put, table } from './helpers';

function ready(seats = 1): State {
  const st = table({}, seats);
  give(st, 0, 'Draw 2 Cards');
  return playPhase(st);
}
const plays = (st: State, c: number) => legal(st).filter((a) => a.t === 'play' && a.c === c);

describe("The Wizard's Tower Castle cards", () => {
  it('Berserk: each hit card played afterwards this turn draws a Castle card', () => {
    const st = ready();
    const b = give(st, 0, 'Berserk');
    const a = give(st, 0, 'Archer', 'red');
    const o = put(st, 'orc', 0, ARCHER);
    let s = act(st, { t: 'play', c: b });
    const before = s.hands[0].length;
    s = act(s, { t: 'play', c: a, m: o.id });
    expect(s.hands[0].length).toBe(before);
  });
  it('Berserk with All for One!: the three hit cards draw three Castle cards', () => {
    const st = playPhase(table({ allForOne: true }));
    give(st, 0, 'Draw 2 Cards');
    const b = give(st, 0, 'Berserk');
    const cards = ['Archer', 'Knight', 'Swordsman'].map((n) => give(st, 0, n, 'red'));
    const t = put(st, 'troll', 0, KNIGHT);
    let s = act(st, { t: 'play', c: b });
    const before = s.hands[0].length;
    s = act(s, { t: 'allForOne', cards, m: t.id });
    expect(monster(s, t.id)).toBeUndefined();
    expect(s.hands[0].length).toBe(before);
  });
  it('Change Color lets a red Archer hit a blue monster', () => {
    const st = ready();
    const cc = give(st, 0, 'Change Color');
    const a = give(st, 0, 'Archer', 'red');
    const o = put(st, 'orc', 5, ARCHER);
    expect(plays(st, cc)).toEqual([{ t: 'play', c: cc, col: 'blue' }]);
    let s = act(st, { t: 'play', c: cc, col: 'blue' });
    s = act(s, { t: 'play', c: a, m: o.id });
    expect(monster(s, o.id)!.hp).toBe(1);
  });
  it('Change Range makes an Archer a Swordsman', () => {
    const st = ready();
    const cr = give(st, 0, 'Change Range');
    const a = give(st, 0, 'Archer', 'red');
    const o = put(st, 'orc', 0, SWORDSMAN);
    expect(plays(st, cr)).toEqual([{ t: 'play', c: cr, ring: 3 }]);
    const s = act(act(st, { t: 'play', c: cr, ring: 3 }), { t: 'play', c: a, m: o.id });
    expect(monster(s, o.id)!.hp).toBe(1);
  });
  it('Change Color and Change Range together: offered when only the pair reaches a monster', () => {
    const st = ready();
    const cc = give(st, 0, 'Change Color');
    const cr = give(st, 0, 'Change Range');
    const a = give(st, 0, 'Archer', 'red');
    const o = put(st, 'orc', 4, KNIGHT);
    expect(plays(st, cc)).toEqual([{ t: 'play', c: cc, col: 'blue' }]);
    expect(plays(st, cr)).toEqual([{ t: 'play', c: cr, ring: KNIGHT }]);
    let s = act(st, { t: 'play', c: cc, col: 'blue' });
    s = act(s, { t: 'play', c: cr, ring: KNIGHT });
    s = act(s, { t: 'play', c: a, m: o.id });
    expect(monster(s, o.id)!.hp).toBe(1);
  });
  it('Double Strike: the hit card hits twice, the same or another monster', () => {
    const st = ready();
    const d = give(st, 0, 'Double Strike');
    const a = give(st, 0, 'Archer', 'red');
    const o = put(st, 'orc', 0, ARCHER);
    const g = put(st, 'troll', 1, ARCHER);
    let s = act(act(st, { t: 'play', c: d }), { t: 'play', c: a, m: o.id });
    expect(s.frames.at(-1)!.data).toMatchObject({ kind: 'combo', mods: { keys: [], again: a } });
    expect(legal(s)).toContainEqual({ t: 'pass' });
    s = act(s, { t: 'play', c: a, m: g.id });
    expect([monster(s, o.id)!.hp, monster(s, g.id)!.hp]).toEqual([1, 2]);
    expect(s.castleDiscard.filter((x) => x === a)).toEqual([a]);
    expect(s.frames.at(-1)!.kind).toBe('play');
  });
  it('Double Strike: each modifier counts for one strike; the second may take its own', () => {
    const st = ready();
    const d = give(st, 0, 'Double Strike');
    const cc = give(st, 0, 'Change Color');
    const e = give(st, 0, 'Enchanted');
    const a = give(st, 0, 'Archer', 'red');
    const blue = put(st, 'orc', 4, ARCHER);
    const red = put(st, 'troll', 0, ARCHER);
    let s = act(st, { t: 'play', c: d });
    s = act(s, { t: 'play', c: cc, col: 'blue' });
    s = act(s, { t: 'play', c: a, m: blue.id });
    expect(monster(s, blue.id)!.hp).toBe(1);
    // The second strike is the red Archer again: Change Color was spent on the first.
    expect(plays(s, a).map((x) => (x as { m: number }).m)).toEqual([red.id]);
    expect(plays(s, e)).toEqual([{ t: 'play', c: e }]);
    s = act(s, { t: 'play', c: e });
    s = act(s, { t: 'play', c: a, m: red.id });
    expect(monster(s, red.id)).toBeUndefined();
    expect(s.trophies[0]).toContain(red.id);
  });
  it('Enchanted: 2 more damage (a Troll dies to one enchanted Knight)', () => {
    const st = ready();
    const e = give(st, 0, 'Enchanted');
    const k = give(st, 0, 'Knight', 'green');
    const t = put(st, 'troll', 2, KNIGHT);
    const s = act(act(st, { t: 'play', c: e }), { t: 'play', c: k, m: t.id });
    expect(monster(s, t.id)).toBeUndefined();
    expect(s.trophies[0]).toContain(t.id);
  });
  it('Flaming: the damage first, then a Flame token on the monster', () => {
    const st = ready();
    const f = give(st, 0, 'Flaming');
    const k = give(st, 0, 'Knight', 'green');
    const t = put(st, 'troll', 2, KNIGHT);
    const s = act(act(st, { t: 'play', c: f }), { t: 'play', c: k, m: t.id });
    expect(monster(s, t.id)).toMatchObject({ hp: 2, flames: 1 });
  });
  it('Knock Back: after the damage one ring out, or counter-clockwise in the Castle ring', () => {
    const st = ready();
    const kb = give(st, 0, 'Knock Back');
    const s1 = give(st, 0, 'Swordsman', 'red');
    const t = put(st, 'troll', 1, SWORDSMAN);
    const s = act(act(st, { t: 'play', c: kb }), { t: 'play', c: s1, m: t.id });
    expect(monster(s, t.id)).toMatchObject({ hp: 2, ring: KNIGHT, arc: 1 });
  });
  it('Never Lose Hope: discard any number, draw as many', () => {
    const st = ready();
    const n = give(st, 0, 'Never Lose Hope');
    const a = give(st, 0, 'Brick');
    const b = give(st, 0, 'Mortar');
    let s = act(st, { t: 'play', c: n });
    s = act(act(s, { t: 'discard', c: a }), { t: 'discard', c: b });
    s = act(s, { t: 'done' });
    expect(s.hands[0].length).toBe(3);
    expect(s.hands[0]).not.toContain(a);
  });
  it('Reinforce: every player draws from the deck of their choice', () => {
    const st = ready(2);
    const r = give(st, 0, 'Reinforce');
    let s = act(st, { t: 'play', c: r });
    s = act(s, { t: 'from', d: 'wizard' });
    s = act(s, { t: 'from', d: 'castle' }, 1);
    expect(s.hands[0].length).toBe(2);
    expect(s.hands[1].length).toBe(1);
  });
  it('Stand Together: the chosen player plays a hit card at once and keeps the trophy', () => {
    const st = ready(2);
    const t = give(st, 0, 'Stand Together');
    const a = give(st, 1, 'Archer', 'red');
    give(st, 1, 'Barbarian');
    const g = put(st, 'orc', 0, ARCHER, 1);
    let s = act(st, { t: 'play', c: t, seat: 1 });
    expect(s.frames.at(-1)!.data).toMatchObject({ kind: 'stand', seat: 1 });
    expect(legal(s).some((x) => x.t === 'play' && x.c !== a)).toBe(false);
    s = act(s, { t: 'play', c: a, m: g.id });
    expect(s.trophies[1]).toEqual([g.id]);
    expect(s.frames.at(-1)!.data).toMatchObject({ kind: 'play', seat: 0 });
  });
  it('Brick or Mortar alone puts out one flame', () => {
    const st = ready();
    const b = give(st, 0, 'Brick');
    st.towerFlames[2] = 2;
    const s = act(st, { t: 'douse', c: b, on: 'tower', arc: 2 });
    expect(s.towerFlames[2]).toBe(1);
  });
  it('Fortify Wall on a burning Wall puts out every flame and the token is spent', () => {
    const st = ready();
    const f = give(st, 0, 'Fortify Wall');
    st.wallFlames[3] = 2;
    const s = act(st, { t: 'play', c: f, arc: 3 });
    expect([s.wallFlames[3], s.fortified[3], s.fortifyLeft]).toEqual([0, 0, 2]);
  });
});

describe('Wizard cards', () => {
  it('Arcane Assembly: every player may build Walls for one Brick or Mortar each', () => {
    const st = ready(2);
    const c = give(st, 0, 'Arcane Assembly');
    const b = give(st, 1, 'Brick');
    st.walls[1] = st.walls[2] = 0;
    let s = act(st, { t: 'play', c });
    expect(s.frames.at(-1)!.data).toMatchObject({ kind: 'assembly', seat: 1 });
    s = act(s, { t: 'build1', c: b, arc: 2 });
    expect(s.walls[2]).toBe(1);
  });
  it("Azriel's Fist hits anywhere, Forest and Castle included; the Warlock is immune", () => {
    const st = ready();
    const c = give(st, 0, "Azriel's Fist");
    const f = put(st, 'orc', 0, FOREST);
    const k = put(st, 'orc', 1, CASTLE);
    put(st, 'warlock', 2, ARCHER);
    expect(plays(st, c).map((a) => (a as { m: number }).m)).toEqual([f.id, k.id]);
    expect(monster(act(st, { t: 'play', c, m: f.id }), f.id)!.hp).toBe(1);
  });
  it('the Fireballs hit their colour in any ring and set the monster on fire', () => {
    const st = ready();
    const c = give(st, 0, 'Blue Fireball');
    const b = put(st, 'troll', 5, CASTLE);
    put(st, 'troll', 1, CASTLE);
    expect(plays(st, c).length).toBe(1);
    expect(monster(act(st, { t: 'play', c, m: b.id }), b.id)).toMatchObject({ hp: 2, flames: 1 });
  });
  it('Burning Blast sets on fire every monster in one space', () => {
    const st = ready();
    const c = give(st, 0, 'Burning Blast');
    const a = put(st, 'orc', 3, KNIGHT);
    const b = put(st, 'troll', 3, KNIGHT);
    const s = act(st, { t: 'play', c, arc: 3, ring: KNIGHT });
    expect([monster(s, a.id)!.flames, monster(s, b.id)!.flames]).toEqual([1, 1]);
  });
  it('Chain Lightning hits every monster in one space', () => {
    const st = ready();
    const c = give(st, 0, 'Chain Lightning');
    const a = put(st, 'orc', 3, FOREST);
    const b = put(st, 'goblin', 3, FOREST);
    const s = act(st, { t: 'play', c, arc: 3, ring: FOREST });
    expect([monster(s, a.id)!.hp, monster(s, b.id)]).toEqual([1, undefined]);
  });
  it('Extinguishing Wind puts out every flame; every monster outside the Forest goes back a ring', () => {
    const st = ready();
    const c = give(st, 0, 'Extinguishing Wind');
    const a = put(st, 'orc', 3, CASTLE);
    a.flames = 2;
    const f = put(st, 'orc', 2, FOREST);
    st.wallFlames[1] = 1;
    const s = act(st, { t: 'play', c });
    expect(monster(s, a.id)).toMatchObject({ ring: SWORDSMAN, flames: 0 });
    expect(monster(s, f.id)!.ring).toBe(FOREST);
    expect(s.wallFlames[1]).toBe(0);
  });
  it('Eye of the Oracle: look at 5, keep 1, the rest back on top in the chosen order', () => {
    const st = ready();
    const c = give(st, 0, 'Eye of the Oracle');
    const top5 = st.castleDeck.slice(-5).reverse();
    let s = act(st, { t: 'play', c });
    expect(legal(s)).toEqual(top5.map((x) => ({ t: 'keepCard', c: x })));
    s = act(s, { t: 'keepCard', c: top5[2] });
    s = act(s, { t: 'top', c: top5[4] });
    s = act(s, { t: 'top', c: top5[3] });
    s = act(s, { t: 'top', c: top5[0] });
    expect(s.hands[0]).toContain(top5[2]);
    expect(s.castleDeck.slice(-4).reverse()).toEqual([top5[4], top5[3], top5[0], top5[1]]);
  });
  it("Eye of the Oracle: the cards seen stay in the deck, in their seat's view only, and its samples keep them", () => {
    const st = ready(2);
    const c = give(st, 0, 'Eye of the Oracle');
    const top5 = st.castleDeck.slice(-5).reverse();
    let s = act(st, { t: 'play', c });
    expect(oracleCards(castlePanic.view(s, 0))).toEqual(top5);
    expect(castlePanic.view(s, 1).known).toEqual([]);
    expect(castlePanic.view(s, null).known).toEqual([]);
    s = act(s, { t: 'keepCard', c: top5[0] });
    s = act(s, { t: 'top', c: top5[3] });
    const seen = [top5[3], top5[1], top5[2], top5[4]];
    expect(oracleCards(castlePanic.view(s, 0))).toEqual(seen);
    // A bot of seat 0 plans with the cards it saw on top; seat 1's samples deal the top again.
    const mine = Array.from({ length: 8 }, (_, i) => castlePanic.resample!(s, 0, randomSource(`o${i}`)));
    for (const m of mine) expect(m.castleDeck.slice(-4).reverse()).toEqual(seen);
    expect(new Set(mine.map((m) => m.castleDeck.join())).size).toBeGreaterThan(1);
    const theirs = Array.from({ length: 8 }, (_, i) => castlePanic.resample!(s, 1, randomSource(`t${i}`)));
    expect(theirs.some((t) => t.castleDeck.slice(-4).reverse().join() !== seen.join())).toBe(true);
    // Drawn, a card is no longer a secret of the deck: it leaves the list.
    s = act(s, { t: 'top', c: top5[1] });
    s = act(s, { t: 'top', c: top5[2] });
    expect(oracleCards(castlePanic.view(s, 0))).toEqual(seen);
    s = act(s, { t: 'play', c: s.hands[0].find((x) => CARDS[x].key === 'draw2')! });
    expect(oracleCards(castlePanic.view(s, 0))).toEqual(seen.slice(2));
  });
  it('Hammer of Light slays a monster in the Forest only', () => {
    const st = ready();
    const c = give(st, 0, 'Hammer of Light');
    const f = put(st, 'ogre', 0, FOREST);
    put(st, 'orc', 0, ARCHER);
    expect(plays(st, c)).toEqual([{ t: 'play', c, m: f.id }]);
    expect(act(st, { t: 'play', c, m: f.id }).trophies[0]).toEqual([f.id]);
  });
  it('Hypnotize, the rulebook example: a Troll with 3 points and a wounded Orc with 1', () => {
    const st = ready();
    const c = give(st, 0, 'Hypnotize');
    const troll = put(st, 'troll', 2, KNIGHT);
    const orc = put(st, 'orc', 2, KNIGHT, 1);
    const s = act(st, { t: 'play', c, m: orc.id, m2: troll.id });
    expect(monster(s, troll.id)!.hp).toBe(2);
    expect(monster(s, orc.id)).toBeUndefined();
    expect(s.trophies[0]).toEqual([orc.id]);
  });
  it('Lightning Bolt: 1 damage, then to the Forest arc of your choice', () => {
    const st = ready();
    const c = give(st, 0, 'Lightning Bolt');
    const t = put(st, 'troll', 2, CASTLE);
    expect(monster(act(st, { t: 'play', c, m: t.id, arc: 5 }), t.id)).toMatchObject({
      hp: 2,
      arc: 5,
      ring: FOREST,
    });
  });
  it("Mystical Manufacturing rebuilds a Tower, the Wizard's Tower with its deck included", () => {
    const st = ready();
    const c = give(st, 0, 'Mystical Manufacturing');
    const b = give(st, 0, 'Mortar');
    st.towers[st.wizardTower] = 0;
    st.wizardDeckOff = true;
    const s = act(st, { t: 'play', c, with: b, arc: st.wizardTower });
    expect([s.towers[st.wizardTower], s.wizardDeckOff]).toEqual([2, false]);
  });
  it('Rain of Ice: no monster moves this turn and their flames go out', () => {
    const st = ready();
    const c = give(st, 0, 'Rain of Ice');
    const o = put(st, 'orc', 1, ARCHER);
    o.flames = 1;
    let s = act(st, { t: 'play', c });
    expect(monster(s, o.id)!.flames).toBe(0);
    s = act(s, { t: 'end' });
    expect(monster(s, o.id)!.ring).toBe(ARCHER);
  });
  it('Rain of Iron hits every monster of one arc outside the Forest', () => {
    const st = ready();
    const c = give(st, 0, 'Rain of Iron');
    const ids = [ARCHER, KNIGHT, CASTLE].map((r) => put(st, 'orc', 4, r).id);
    const f = put(st, 'orc', 4, FOREST);
    const s = act(st, { t: 'play', c, arc: 4 });
    for (const id of ids) expect(monster(s, id)!.hp).toBe(1);
    expect(monster(s, f.id)!.hp).toBe(2);
  });
  it('Ring of Fire sets on fire every monster in the Swordsman ring', () => {
    const st = ready();
    const c = give(st, 0, 'Ring of Fire');
    const a = put(st, 'orc', 0, SWORDSMAN);
    const b = put(st, 'orc', 3, SWORDSMAN);
    const s = act(st, { t: 'play', c });
    expect([monster(s, a.id)!.flames, monster(s, b.id)!.flames]).toEqual([1, 1]);
  });
  it('Teleport moves a monster to any space, or a Fortify token to another Wall', () => {
    const st = ready();
    const c = give(st, 0, 'Teleport');
    const o = put(st, 'orc', 0, SWORDSMAN);
    st.fortified[2] = 1;
    st.fortifyLeft = 1;
    expect(plays(st, c).some((a) => (a as { from?: number }).from === 2)).toBe(true);
    let s = act(st, { t: 'play', c, m: o.id });
    s = act(s, { t: 'space', arc: 3, ring: FOREST });
    expect(monster(s, o.id)).toMatchObject({ arc: 3, ring: FOREST });
  });
  it("Thalgar's Blessing fills every hand", () => {
    const st = ready(2);
    const c = give(st, 0, "Thalgar's Blessing");
    const s = act(st, { t: 'play', c });
    expect(s.hands.map((h) => h.length)).toEqual([6, 6]);
  });
  it("Valador's Wave: 4 damage shared among monsters of one colour", () => {
    const st = ready();
    const c = give(st, 0, "Valador's Wave");
    const a = put(st, 'troll', 2, FOREST);
    const b = put(st, 'orc', 3, CASTLE);
    let s = act(st, { t: 'play', c, col: 'green' });
    for (const m of [a.id, a.id, b.id, b.id]) s = act(s, { t: 'target', m });
    expect(monster(s, a.id)!.hp).toBe(1);
    expect(monster(s, b.id)).toBeUndefined();
  });
  it('Wall of Force sends every monster of one arc back to the Forest', () => {
    const st = ready();
    const c = give(st, 0, 'Wall of Force');
    const a = put(st, 'orc', 1, CASTLE);
    const b = put(st, 'orc', 1, KNIGHT);
    const s = act(st, { t: 'play', c, arc: 1 });
    expect([monster(s, a.id)!.ring, monster(s, b.id)!.ring]).toEqual([FOREST, FOREST]);
  });
  it('War Storm hits every monster of one colour in the three middle rings', () => {
    const st = ready();
    const c = give(st, 0, 'War Storm');
    const a = put(st, 'orc', 0, ARCHER);
    const b = put(st, 'orc', 1, SWORDSMAN);
    const f = put(st, 'orc', 1, FOREST);
    const s = act(st, { t: 'play', c, col: 'red' });
    expect([monster(s, a.id)!.hp, monster(s, b.id)!.hp, monster(s, f.id)!.hp]).toEqual([1, 1, 2]);
  });
  it('Wizard Quake breaks one of your Towers and slays every monster of its arc; Walls stand', () => {
    const st = ready();
    const c = give(st, 0, 'Wizard Quake');
    const ids = [FOREST, KNIGHT, CASTLE].map((r) => put(st, 'troll', 3, r).id);
    const s = act(st, { t: 'play', c, arc: 3 });
    expect(s.towers[3]).toBe(0);
    expect(s.walls[3]).toBe(1);
    for (const id of ids) expect(monster(s, id)).toBeUndefined();
    expect(s.trophies[0].length).toBe(3);
  });
  it("the Wizard's Tower falling takes the Wizard deck out; Wizard cards in hand leave the game when played", () => {
    const st = ready();
    const c = give(st, 0, "Azriel's Fist");
    st.walls[st.wizardTower] = 0;
    const t = put(st, 'troll', st.wizardTower, SWORDSMAN);
    const s = act(st, { t: 'play', c, m: t.id });
    expect(s.cardsOut).not.toContain(c);
    const st2 = ready();
    st2.wizardDeckOff = true;
    const c2 = give(st2, 0, "Azriel's Fist");
    const o = put(st2, 'orc', 0, FOREST);
    expect(act(st2, { t: 'play', c: c2, m: o.id }).cardsOut).toContain(c2);
  });
});

describe('random positions: what the rules allow is what is offered', () => {
  const KINDS = ['orc', 'troll', 'gargoyle', 'phoenix', 'centaur', 'cyclops', 'golem', 'warlock'];
  const MORE = ['doppelganger', 'imp', 'dragon', 'hydra', 'goblinCavalry', 'ogre'];
  const HIT_KEYS = ['archer', 'knight', 'swordsman', 'hero'];
  const RING: Record<string, number> = { archer: ARCHER, knight: KNIGHT, swordsman: SWORDSMAN };
  const flies = (m: Monster) => TOKENS[m.id].flying === true;
  const wizard = (m: Monster) => m.key !== 'doppelganger' && m.key !== 'warlock';
  /** The rulebook's reach of a hit card, written out again independently of `canHit`. */
  function reaches(key: string, col: string, m: Monster, heroic: boolean): boolean {
    if (m.key === 'doppelganger' || m.ring === FOREST) return false;
    if (m.ring === CASTLE) return key === 'hero' && heroic && !flies(m) && arcColour(m.arc) === col;
    if (col !== 'any' && arcColour(m.arc) !== col) return false;
    if (TOKENS[m.id].immuneRing === m.ring) return false;
    if (flies(m)) return key === 'archer' || key === 'hero';
    return key === 'hero' || RING[key] === m.ring;
  }
  it('hit cards, Barbarian, Tar, Drive Him Back!, the targeted Wizard cards and the modifiers', () => {
    const rng = random.createRng('positions');
    const names = [...new Set(CARDS.map((c) => `${c.name}|${c.colour ?? ''}`))];
    for (let g = 0; g < 150; g++) {
      const heroic = g % 2 === 0;
      const st = playPhase(table({ heroicPowers: heroic }, 2, `p${g}`));
      const kinds = [...KINDS, ...MORE];
      for (let i = random.int(rng, 8); i >= 0; i--) {
        const key = kinds[random.int(rng, kinds.length)];
        if (st.monsters.some((m) => m.key === key) && !['orc', 'troll', 'imp'].includes(key)) continue;
        put(st, key, random.int(rng, 6), random.int(rng, 5));
      }
      for (let i = 0; i < 6; i++) {
        const [name, col] = names[random.int(rng, names.length)].split('|');
        if (!st.hands[0].some((c) => CARDS[c].name === name && (CARDS[c].colour ?? '') === col))
          give(st, 0, name, col || undefined);
      }
      const offered = legal(st);
      const hand = st.hands[0];
      const ids = (keep: (m: Monster) => boolean) =>
        st.monsters
          .filter(keep)
          .map((m) => m.id)
          .sort();
      for (const card of hand) {
        const k = CARDS[card];
        const got = [
          ...new Set(
            offered.filter((a) => a.t === 'play' && a.c === card).map((a) => (a as { m?: number }).m),
          ),
        ].sort();
        const what = `${k.name} ${k.colour ?? ''} in position ${g}`;
        let want: number[] | undefined;
        if (HIT_KEYS.includes(k.key)) want = ids((m) => reaches(k.key, k.colour!, m, heroic));
        else if (k.key === 'barbarian') want = ids((m) => m.ring !== FOREST && m.key !== 'doppelganger');
        else if (k.key === 'tar') want = ids((m) => !flies(m) && m.key !== 'doppelganger');
        else if (k.key === 'driveBack')
          want = ids((m) => m.ring !== FOREST && !flies(m) && m.key !== 'doppelganger');
        else if (k.key === 'azrielsFist') want = ids(wizard);
        else if (k.key.endsWith('Fireball')) want = ids((m) => wizard(m) && arcColour(m.arc) === k.colour);
        else if (k.key === 'hammerOfLight') want = ids((m) => wizard(m) && m.ring === FOREST);
        else if (k.key === 'lightningBolt') want = ids((m) => wizard(m) && m.ring !== FOREST);
        if (want) expect(got, what).toEqual(want);
        if (['niceShot', 'enchanted', 'flaming', 'knockBack', 'doubleStrike'].includes(k.key)) {
          // Played with some hit card in hand, changed by a Change Color or Change Range in hand.
          const has = (key: string) => hand.some((c) => CARDS[c].key === key);
          let ok = false;
          for (const h of hand.filter((c) => HIT_KEYS.includes(CARDS[c].key))) {
            const cols = has('changeColor') ? ['red', 'green', 'blue', CARDS[h].colour!] : [CARDS[h].colour!];
            const keys = has('changeRange')
              ? ['archer', 'knight', 'swordsman', CARDS[h].key]
              : [CARDS[h].key];
            for (const col of cols)
              for (const key of keys) if (st.monsters.some((m) => reaches(key, col, m, heroic))) ok = true;
          }
          expect(got.length > 0, what).toBe(ok);
        }
      }
    }
  });
});
