import { random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../src/data';
import { quiet } from '../src/log';
import { ARCHER, CASTLE, FOREST, KNIGHT, type State, SWORDSMAN } from '../src/model';
import { breathe } from '../src/movement';
import { roll } from '../src/tokens';
import { act, bagOf, give, legal, monster, playPhase, put, run, table } from './helpers';

function wt(options: Record<string, unknown> = {}): State {
  const st = table(options);
  give(st, 0, 'Draw 2 Cards');
  return st;
}
const move = (st: State) => run(st, [{ kind: 'p5' }]);
const hitTargets = (st: State, c: number) =>
  legal(st)
    .filter((a) => a.t === 'play' && a.c === c)
    .map((a) => (a as { m: number }).m);

describe('new monsters', () => {
  it('Centaur: hit cards do nothing in the Archer ring; any damage kills it in the Knight ring', () => {
    const st = playPhase(wt());
    const a = give(st, 0, 'Archer', 'red');
    const c = put(st, 'centaur', 0, ARCHER);
    expect(hitTargets(st, a)).toEqual([]);
    c.ring = KNIGHT;
    const k = give(st, 0, 'Knight', 'red');
    playPhase(st);
    expect(monster(act(st, { t: 'play', c: k, m: c.id }), c.id)).toBeUndefined();
  });
  it('Cyclops dies to any damage in the Archer ring, ignores hit cards in the Swordsman ring; Golem in the Swordsman / Knight rings', () => {
    const st = playPhase(wt());
    const a = give(st, 0, 'Archer', 'red');
    const s = give(st, 0, 'Swordsman', 'green');
    const cy = put(st, 'cyclops', 2, SWORDSMAN);
    expect(hitTargets(st, s)).toEqual([]);
    cy.arc = 0;
    cy.ring = ARCHER;
    playPhase(st);
    expect(monster(act(st, { t: 'play', c: a, m: cy.id }), cy.id)).toBeUndefined();
    const st2 = wt();
    const golem = put(st2, 'golem', 3, SWORDSMAN);
    move(st2);
    expect(monster(st2, golem.id)).toBeUndefined();
    expect(st2.walls[3]).toBe(0);
  });
  it('Climbing Troll goes over the Wall and Fortify token, then breaks the Tower', () => {
    const st = wt();
    st.fortified[1] = 1;
    st.fortifyLeft = 1;
    const t = put(st, 'climbingTroll', 1, SWORDSMAN);
    move(st);
    expect(monster(st, t.id)).toMatchObject({ ring: CASTLE, hp: 2 });
    expect([st.walls[1], st.fortified[1], st.towers[1]]).toEqual([1, 1, 0]);
  });
  it('Conjurer: a die roll of Imps in the Forest, one per arc from arc 1', () => {
    const st = wt();
    bagOf(st, ['conjurer'], [5]);
    random.force(st.rng, [4]);
    run(st, [{ kind: 'draw' }]);
    const imps = st.monsters.filter((m) => m.key === 'imp');
    expect(imps.map((m) => m.arc)).toEqual([0, 1, 2, 3]);
    expect(st.imps.length).toBe(14);
  });
  it('Doppelganger: never moves nor harmed; the next monster destroyed takes its place as if just drawn', () => {
    const st = playPhase(wt());
    const d = put(st, 'doppelganger', 4, FOREST);
    const gk = put(st, 'goblinKing', 0, ARCHER, 1);
    const a = give(st, 0, 'Archer', 'red');
    const bar = give(st, 0, 'Barbarian');
    expect(hitTargets(st, bar)).toEqual([gk.id]);
    const s = act(st, { t: 'play', c: a, m: gk.id });
    expect(monster(s, d.id)).toBeUndefined();
    expect(s.monsterDiscard).toContain(d.id);
    expect(monster(s, gk.id)).toMatchObject({ arc: 4, ring: FOREST, hp: 2 });
    expect(s.trophies[0]).toEqual([]);
    expect(s.extraTokens).toBe(3);
  });
  it('Gargoyle flies: Archers and Heroes reach it in the three rings; Knights, Tar, Drive Him Back! and boulders do not', () => {
    const st = playPhase(wt());
    const g = put(st, 'gargoyle', 0, SWORDSMAN);
    const a = give(st, 0, 'Archer', 'red');
    const k = give(st, 0, 'Swordsman', 'red');
    const t = give(st, 0, 'Tar');
    const d = give(st, 0, 'Drive Him Back!');
    expect(hitTargets(st, a)).toEqual([g.id]);
    expect([...hitTargets(st, k), ...hitTargets(st, t), ...hitTargets(st, d)]).toEqual([]);
    g.ring = FOREST;
    roll(st, quiet, 'giantBoulder', 0);
    expect(monster(st, g.id)).toBeDefined();
    g.ring = CASTLE;
    playPhase(st);
    expect(hitTargets(st, a)).toEqual([]);
    expect(hitTargets(st, give(st, 0, 'Barbarian'))).toEqual([g.id]);
  });
  it('Goblin Cavalry moves two spaces, and a Wall still stops it', () => {
    const st = wt();
    const c = put(st, 'goblinCavalry', 2, FOREST);
    const w = put(st, 'goblinCavalry', 3, KNIGHT);
    move(st);
    expect(monster(st, c.id)!.ring).toBe(KNIGHT);
    expect(monster(st, w.id)).toMatchObject({ ring: SWORDSMAN, hp: 1 });
    expect(st.walls[3]).toBe(0);
  });
  it('Goblin Cavalry moves two spaces when a token moves it too: two rings on a colour move, two arcs on a rotation', () => {
    const st = wt();
    const c = put(st, 'goblinCavalry', 0, FOREST);
    bagOf(st, ['redMove', 'moveCw']);
    run(st, [{ kind: 'draw' }]);
    expect(monster(st, c.id)).toMatchObject({ arc: 0, ring: KNIGHT });
    run(st, [{ kind: 'draw' }]);
    expect(monster(st, c.id)).toMatchObject({ arc: 2, ring: KNIGHT });
  });
  it('Mega Bosses moved by a token move by their own rules: a rotated Chimera goes counter-clockwise and inward, and breathes', () => {
    const st = wt();
    const ch = put(st, 'chimera', 2, ARCHER);
    bagOf(st, ['moveCw']);
    run(st, [{ kind: 'draw' }]);
    expect(monster(st, ch.id)).toMatchObject({ arc: 1, ring: KNIGHT });
    expect(st.wallFlames[1]).toBe(1);
  });
  it('Ogre has 4 points and is worth 4', () => {
    expect(TOKENS.find((t) => t.key === 'ogre')).toMatchObject({ hp: 4, vp: 4 });
  });
  it('Phoenix: destroyed, it sets its space on fire; those new flames do not burn this phase', () => {
    const st = wt();
    const p = put(st, 'phoenix', 0, SWORDSMAN);
    const o = put(st, 'orc', 0, SWORDSMAN);
    st.walls[1] = 1;
    move(st);
    expect(st.frames.at(-1)!.kind).toBe('victim');
    const s = act(st, { t: 'victim', m: p.id });
    expect(monster(s, p.id)).toBeUndefined();
    expect(monster(s, o.id)).toMatchObject({ flames: 1, hp: 2 });
  });
  it('1 Imp per Tower: an Imp in the Forest of every arc with a Tower', () => {
    const st = wt();
    st.towers[2] = 0;
    bagOf(st, ['impPerTower']);
    run(st, [{ kind: 'draw' }]);
    expect(st.monsters.map((m) => m.arc)).toEqual([0, 1, 3, 4, 5]);
  });
  it('Flaming Boulder breaks the first structure and sets the second on fire', () => {
    const st = wt();
    const o = put(st, 'orc', 2, KNIGHT);
    roll(st, quiet, 'flamingBoulder', 2);
    expect(monster(st, o.id)).toBeUndefined();
    expect([st.walls[2], st.towers[2], st.towerFlames[2]]).toEqual([0, 1, 1]);
  });
  it('Trebuchet destroys flyers on its way and the first structure; other monsters are untouched', () => {
    const st = wt();
    const g = put(st, 'gargoyle', 2, ARCHER);
    const o = put(st, 'orc', 2, ARCHER);
    roll(st, quiet, 'trebuchet', 2);
    expect(monster(st, g.id)).toBeUndefined();
    expect(monster(st, o.id)).toBeDefined();
    expect(st.walls[2]).toBe(0);
  });
  it('Imps return to their own pile when slain and are never trophies', () => {
    const st = playPhase(wt());
    const imp = put(st, 'imp', 0, ARCHER);
    const a = give(st, 0, 'Archer', 'red');
    const s = act(st, { t: 'play', c: a, m: imp.id });
    expect(s.imps).toContain(imp.id);
    expect(s.trophies[0]).toEqual([]);
  });
  it('a Harbinger leaves the game and brings its Mega Boss', () => {
    const st = wt();
    bagOf(st, ['harbinger-hydra'], [3]);
    run(st, [{ kind: 'draw' }]);
    expect(st.monsters).toMatchObject([{ key: 'hydra', arc: 3, ring: FOREST, hp: 4 }]);
    expect(st.tokensOut.some((id) => TOKENS[id].key === 'harbinger-hydra')).toBe(true);
  });
});

describe('Mega Bosses', () => {
  it('Basilisk: every player keeps 2 cards; nobody discards and draws while it is out', () => {
    const st = wt();
    give(st, 0, 'Brick');
    give(st, 0, 'Mortar');
    bagOf(st, ['harbinger-basilisk']);
    run(st, [{ kind: 'draw' }]);
    expect(st.frames.at(-1)!.data).toMatchObject({ kind: 'down', seat: 0, keep: 2 });
    const gone = st.hands[0][0];
    const s = act(st, { t: 'discard', c: gone });
    expect(s.castleDiscard).toContain(gone);
    expect(s.frames.at(-1)?.kind).not.toBe('disc');
    run(s, [{ kind: 'p2' }]);
    expect(s.frames).toEqual([]);
  });
  it('Chimera: breathes fire when placed, moves counter-clockwise then inward and breathes', () => {
    const st = wt();
    bagOf(st, ['harbinger-chimera'], [2]);
    run(st, [{ kind: 'draw' }]);
    expect(st.wallFlames[2]).toBe(1);
    move(st);
    expect(st.monsters.find((m) => m.key === 'chimera')).toMatchObject({ arc: 1, ring: ARCHER });
    expect(st.wallFlames[1]).toBe(1);
  });
  it("Dragon's die table: 1 clockwise, 2 and 5 inward, 3 stays, 4 outward, 6 counter-clockwise; fire after each", () => {
    const expected = [
      [3, KNIGHT],
      [2, SWORDSMAN],
      [2, KNIGHT],
      [2, ARCHER],
      [2, SWORDSMAN],
      [1, KNIGHT],
    ];
    for (let rollValue = 1; rollValue <= 6; rollValue++) {
      const st = wt();
      const d = put(st, 'dragon', 2, KNIGHT);
      random.force(st.rng, [rollValue]);
      move(st);
      expect([monster(st, d.id)!.arc, monster(st, d.id)!.ring]).toEqual(expected[rollValue - 1]);
      expect(st.wallFlames[monster(st, d.id)!.arc]).toBe(1);
    }
  });
  it('Dragon flies (its token has the sky background), with or without the English rulings', () => {
    for (const englishRulings of [false, true]) {
      const st = playPhase(wt({ englishRulings }));
      const d = put(st, 'dragon', 0, KNIGHT);
      const k = give(st, 0, 'Knight', 'red');
      const a = give(st, 0, 'Archer', 'red');
      const tar = give(st, 0, 'Tar');
      const back = give(st, 0, 'Drive Him Back!');
      expect(hitTargets(st, k)).toEqual([]);
      expect(hitTargets(st, a)).toEqual([d.id]);
      expect(hitTargets(st, tar)).toEqual([]);
      expect(hitTargets(st, back)).toEqual([]);
    }
  });
  it('Dragon in the Castle ring moves clockwise and breathes no fire; frozen, it breathes none', () => {
    const st = wt();
    const d = put(st, 'dragon', 2, CASTLE);
    st.towers[3] = 0;
    move(st);
    expect(monster(st, d.id)!.arc).toBe(3);
    expect(st.towerFlames.concat(st.wallFlames).every((f) => f === 0)).toBe(true);
  });
  it('Hydra: 2 Imps in its Forest for each point of damage that does not slay it', () => {
    const st = playPhase(wt());
    const h = put(st, 'hydra', 1, KNIGHT);
    const e = give(st, 0, 'Enchanted');
    const k = give(st, 0, 'Knight', 'red');
    const s = act(act(st, { t: 'play', c: e }), { t: 'play', c: k, m: h.id });
    expect(monster(s, h.id)!.hp).toBe(1);
    expect(s.monsters.filter((m) => m.key === 'imp' && m.arc === 1 && m.ring === FOREST).length).toBe(6);
    const st2 = playPhase(wt());
    const h2 = put(st2, 'hydra', 1, KNIGHT, 2);
    const e2 = give(st2, 0, 'Enchanted');
    const k2 = give(st2, 0, 'Knight', 'red');
    const s2 = act(act(st2, { t: 'play', c: e2 }), { t: 'play', c: k2, m: h2.id });
    expect(monster(s2, h2.id)).toBeUndefined();
    expect(s2.monsters.filter((m) => m.key === 'imp').length).toBe(0);
  });
  it('Hydra: no Imps from the blow that slays it, one big hit or the last of many', () => {
    const st = wt();
    const h = put(st, 'hydra', 1, KNIGHT, 2);
    h.flames = 3;
    move(st);
    expect(monster(st, h.id)).toBeUndefined();
    expect(st.monsters.filter((m) => m.key === 'imp').length).toBe(0);
    const st2 = wt();
    const h2 = put(st2, 'hydra', 1, KNIGHT, 3);
    h2.flames = 2;
    move(st2);
    expect(monster(st2, h2.id)!.hp).toBe(1);
    expect(st2.monsters.filter((m) => m.key === 'imp').length).toBe(4);
  });
  it('Necromancer: 2 slain monsters back to the bag when drawn; it dies on a structure returning one per point left', () => {
    const st = wt();
    const orcs = st.bag.filter((id) => TOKENS[id].key === 'orc').slice(0, 3);
    st.bag = st.bag.filter((id) => !orcs.includes(id));
    st.monsterDiscard.push(...orcs);
    bagOf(st, ['harbinger-necromancer']);
    const before = st.monsterDiscard.length;
    run(st, [{ kind: 'draw' }]);
    expect(st.monsterDiscard.length).toBe(before - 2);
    const n = st.monsters.find((m) => m.key === 'necromancer')!;
    n.ring = SWORDSMAN;
    n.hp = 1;
    move(st);
    expect(monster(st, n.id)).toBeUndefined();
    expect(st.walls[n.arc]).toBe(0);
    expect(st.monsterDiscard.filter((id) => TOKENS[id].key === 'orc').length).toBe(0);
  });
  it('Necromancer: the monsters it returns never include itself, only those destroyed with it or before', () => {
    const st = wt();
    // Nothing else in the discard: the one point it has left finds nothing to return.
    bagOf(st, []);
    st.monsterDiscard.length = 0;
    const n = put(st, 'necromancer', 0, SWORDSMAN, 1);
    move(st);
    expect(monster(st, n.id)).toBeUndefined();
    expect(st.monsterDiscard).toEqual([n.id]);
    expect(st.bag).not.toContain(n.id);
  });
  it('Warlock: each player discards a Wizard card; immune to Wizard cards; jumps to the rolled arc then steps in', () => {
    const st = wt();
    const w1 = give(st, 0, "Azriel's Fist");
    give(st, 0, 'Teleport');
    bagOf(st, ['harbinger-warlock'], [0]);
    run(st, [{ kind: 'draw' }]);
    const s = act(st, { t: 'discard', c: w1 });
    expect(s.hands[0]).not.toContain(w1);
    const w = s.monsters.find((m) => m.key === 'warlock')!;
    random.force(s.rng, [5]);
    move(s);
    expect(monster(s, w.id)).toMatchObject({ arc: 4, ring: ARCHER });
  });
});

describe('fire', () => {
  it('a third flame destroys a structure; a fireball on a Fortify token removes the token', () => {
    const st = wt();
    const d = put(st, 'dragon', 0, ARCHER);
    st.wallFlames[0] = 2;
    breathe(st, quiet, d);
    expect(st.walls[0]).toBe(0);
    st.walls[1] = 1;
    st.fortified[1] = 1;
    st.fortifyLeft = 1;
    d.arc = 1;
    breathe(st, quiet, d);
    expect([st.walls[1], st.fortified[1], st.wallFlames[1]]).toEqual([1, 0, 0]);
  });
  it('a fireball with no Wall or Tower in its arc goes on to the opposite Tower', () => {
    const st = wt();
    const d = put(st, 'dragon', 0, KNIGHT);
    st.walls[0] = st.towers[0] = 0;
    breathe(st, quiet, d);
    expect(st.towerFlames[3]).toBe(1);
  });
  it('a burning Wall does no damage to its attacker, hands it all its flames, and breaks', () => {
    const st = wt();
    st.wallFlames[4] = 2;
    const o = put(st, 'orc', 4, SWORDSMAN);
    move(st);
    expect(monster(st, o.id)).toMatchObject({ hp: 2, flames: 2, ring: SWORDSMAN });
    expect(st.walls[4]).toBe(0);
  });
  it('burning monsters take 1 damage per flame at the end of Move Monsters, even when held by Tar', () => {
    const st = wt();
    const o = put(st, 'troll', 4, ARCHER);
    o.flames = 2;
    st.tarred = o.id;
    move(st);
    expect(monster(st, o.id)).toMatchObject({ hp: 1, ring: ARCHER });
  });
  it('a monster killed by fire is no trophy', () => {
    const st = wt();
    const o = put(st, 'goblin', 4, ARCHER);
    o.flames = 1;
    move(st);
    expect(st.monsterDiscard).toContain(o.id);
  });
});

describe('Doppelganger with several monsters destroyed at once', () => {
  it('the players choose which of them takes its place', () => {
    const st = playPhase(wt());
    const d = put(st, 'doppelganger', 5, FOREST);
    const a = put(st, 'orc', 2, KNIGHT, 1);
    const b = put(st, 'troll', 2, KNIGHT, 1);
    const c = give(st, 0, 'Chain Lightning');
    let s = act(st, { t: 'play', c, arc: 2, ring: KNIGHT });
    expect(s.frames.at(-1)!.data).toMatchObject({ kind: 'doppel', ids: [a.id, b.id] });
    s = act(s, { t: 'victim', m: b.id });
    expect(monster(s, d.id)).toBeUndefined();
    expect(monster(s, b.id)).toMatchObject({ arc: 5, ring: FOREST, hp: 3 });
    expect(s.trophies[0]).toEqual([a.id]);
  });
});
