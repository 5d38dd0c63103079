import { describe, expect, it } from 'vitest';
import { TOKENS } from '../src/data';
import { castlePanic } from '../src/index';
import { quiet } from '../src/log';
import { ARCHER, CASTLE, FOREST, KNIGHT, SWORDSMAN } from '../src/model';
import { roll } from '../src/tokens';
import { act, bagOf, give, legal, monster, playPhase, put, run, table } from './helpers';

const base = () => {
  const st = table({ wizardsTower: false });
  give(st, 0, 'Draw 2 Cards'); // a card in hand keeps the next turn's discard question open
  return st;
};
const move = (st: ReturnType<typeof base>) => run(st, [{ kind: 'p5' }]);

describe('Move Monsters', () => {
  it('monsters step one ring inward; a Wall stops the Swordsman and breaks, the attacker takes 1 damage', () => {
    const st = base();
    const f = put(st, 'orc', 0, FOREST);
    const k = put(st, 'orc', 1, KNIGHT);
    const s = put(st, 'troll', 2, SWORDSMAN);
    move(st);
    expect(monster(st, f.id)!.ring).toBe(ARCHER);
    expect(monster(st, k.id)!.ring).toBe(SWORDSMAN);
    expect(monster(st, s.id)).toMatchObject({ ring: SWORDSMAN, hp: 2 });
    expect(st.walls[2]).toBe(0);
  });
  it('with no Wall a monster enters the Castle ring and breaks the Tower there, taking 1 damage', () => {
    const st = base();
    st.walls[3] = 0;
    const t = put(st, 'troll', 3, SWORDSMAN);
    move(st);
    expect(monster(st, t.id)).toMatchObject({ ring: CASTLE, arc: 3, hp: 2 });
    expect(st.towers[3]).toBe(0);
  });
  it('a monster in the Castle ring moves one space clockwise and breaks the next Tower', () => {
    const st = base();
    st.towers[2] = 0;
    const t = put(st, 'troll', 2, CASTLE);
    move(st);
    expect(monster(st, t.id)).toMatchObject({ ring: CASTLE, arc: 3, hp: 2 });
    expect(st.towers[3]).toBe(0);
  });
  it('a monster with 1 point dies breaking a Wall and goes to the discard pile, not a trophy', () => {
    const st = base();
    const g = put(st, 'goblin', 0, SWORDSMAN);
    move(st);
    expect(monster(st, g.id)).toBeUndefined();
    expect(st.monsterDiscard).toContain(g.id);
    expect(st.walls[0]).toBe(0);
  });
  it('several monsters on one Wall: the players choose which takes the blow; all stay', () => {
    const st = base();
    const a = put(st, 'troll', 4, SWORDSMAN);
    const b = put(st, 'orc', 4, SWORDSMAN);
    move(st);
    expect(st.frames.at(-1)!.kind).toBe('victim');
    expect(legal(st)).toEqual([
      { t: 'victim', m: a.id },
      { t: 'victim', m: b.id },
    ]);
    const s = act(st, { t: 'victim', m: b.id });
    expect(monster(s, a.id)).toMatchObject({ hp: 3, ring: SWORDSMAN });
    expect(monster(s, b.id)).toMatchObject({ hp: 1, ring: SWORDSMAN });
    expect(s.walls[4]).toBe(0);
  });
  it('the last Tower falling loses the game, even if its attacker dies', () => {
    const st = base();
    for (let a = 0; a < 6; a++) st.towers[a] = a === 1 ? 1 : 0;
    st.walls[1] = 0;
    put(st, 'goblin', 1, SWORDSMAN);
    move(st);
    expect(castlePanic.result(st)).toMatchObject({ winners: [], cooperative: true });
  });
});

describe('Giant Boulder: the five diagrams', () => {
  it('1: it breaks the Wall of its arc and stops, crushing the monsters before it', () => {
    const st = base();
    const a = put(st, 'troll', 4, FOREST);
    const b = put(st, 'orc', 4, KNIGHT);
    const behind = put(st, 'orc', 1, KNIGHT);
    roll(st, quiet, 'giantBoulder', 4);
    expect([monster(st, a.id), monster(st, b.id)]).toEqual([undefined, undefined]);
    expect(st.walls[4]).toBe(0);
    expect(st.towers[4]).toBe(1);
    expect(monster(st, behind.id)).toBeDefined();
  });
  it('2: no Wall: it breaks the Tower of its arc', () => {
    const st = base();
    st.walls[4] = 0;
    roll(st, quiet, 'giantBoulder', 4);
    expect(st.towers[4]).toBe(0);
    expect(st.towers[1]).toBe(1);
  });
  it('3: no Wall or Tower: it rolls through the castle and breaks the opposite Tower', () => {
    const st = base();
    st.walls[4] = 0;
    st.towers[4] = 0;
    roll(st, quiet, 'giantBoulder', 4);
    expect(st.towers[1]).toBe(0);
    expect(st.walls[1]).toBe(1);
  });
  it('4: no opposite Tower either: it breaks the opposite Wall', () => {
    const st = base();
    st.walls[4] = 0;
    st.towers[4] = 0;
    st.towers[1] = 0;
    roll(st, quiet, 'giantBoulder', 4);
    expect(st.walls[1]).toBe(0);
  });
  it('5: nothing in either arc: it rolls across the board, crushing everything on the line', () => {
    const st = base();
    st.walls[4] = st.towers[4] = st.towers[1] = st.walls[1] = 0;
    const ids = [put(st, 'orc', 4, CASTLE), put(st, 'troll', 1, SWORDSMAN), put(st, 'orc', 1, FOREST)].map(
      (m) => m.id,
    );
    const spared = put(st, 'orc', 2, FOREST);
    roll(st, quiet, 'giantBoulder', 4);
    for (const id of ids) expect(monster(st, id)).toBeUndefined();
    expect(monster(st, spared.id)).toBeDefined();
  });
  it('a Fortify token stops it: the token goes, the Wall stays', () => {
    const st = base();
    st.fortified[4] = 1;
    st.fortifyLeft = 1;
    roll(st, quiet, 'giantBoulder', 4);
    expect([st.fortified[4], st.walls[4], st.fortifyLeft]).toEqual([0, 1, 2]);
  });
});

describe('monster tokens', () => {
  it('a monster token is placed in the Forest of the rolled arc', () => {
    const st = base();
    bagOf(st, ['troll'], [4]);
    run(st, [{ kind: 'draw' }]);
    expect(st.monsters).toMatchObject([{ key: 'troll', arc: 4, ring: FOREST }]);
  });
  it('colour moves move only that colour; Clockwise moves every ring, Castle monsters break Towers', () => {
    const st = base();
    const red = put(st, 'orc', 1, ARCHER);
    const green = put(st, 'orc', 2, ARCHER);
    bagOf(st, ['redMove']);
    run(st, [{ kind: 'draw' }]);
    expect(monster(st, red.id)!.ring).toBe(KNIGHT);
    expect(monster(st, green.id)!.ring).toBe(ARCHER);
    const castle = put(st, 'troll', 5, CASTLE);
    st.towers[5] = 0;
    bagOf(st, ['moveCw']);
    run(st, [{ kind: 'draw' }]);
    expect(monster(st, red.id)).toMatchObject({ arc: 2, ring: KNIGHT });
    expect(monster(st, castle.id)).toMatchObject({ arc: 0, hp: 2 });
    expect(st.towers[0]).toBe(0);
    bagOf(st, ['moveCcw']);
    run(st, [{ kind: 'draw' }]);
    expect(monster(st, red.id)).toMatchObject({ arc: 1 });
  });
  it('Plague! Archers takes every Archer card, Any Color Archer included, and nothing else', () => {
    const st = table({ wizardsTower: false }, 2);
    give(st, 0, 'Archer', 'red');
    give(st, 1, 'Any Color Archer');
    const k = give(st, 1, 'Knight', 'red');
    bagOf(st, ['plagueArchers']);
    run(st, [{ kind: 'draw' }]);
    expect(st.hands).toEqual([[], [k]]);
  });
  it('All Players Discard 1 Card: each player chooses one', () => {
    const st = table({ wizardsTower: false }, 2);
    const a = give(st, 0, 'Brick');
    give(st, 0, 'Mortar');
    const b = give(st, 1, 'Tar');
    bagOf(st, ['discard1']);
    run(st, [{ kind: 'draw' }, { kind: 'p4' }]);
    let s = act(st, { t: 'discard', c: a });
    expect(s.frames.at(-1)!.data).toMatchObject({ kind: 'down', seat: 1 });
    s = act(s, { t: 'discard', c: b });
    expect(s.castleDiscard).toEqual(expect.arrayContaining([a, b]));
  });
  it('Draw 3 Monster Tokens: the extra tokens come after the rest of the draw', () => {
    const st = base();
    bagOf(st, ['draw3', 'troll', 'orc', 'orc', 'orc']);
    run(st, [{ kind: 'p6' }, { kind: 'p4' }]);
    expect(st.monsters.map((m) => m.key)).toEqual(['troll', 'orc', 'orc', 'orc']);
    expect(st.bag.length).toBe(1);
  });
  it('Goblin King draws 3 more; Orc Warlord moves its colour; Troll Mage moves all; Healer heals all', () => {
    const st = base();
    bagOf(st, ['goblinKing', 'orc', 'orc', 'orc']);
    run(st, [{ kind: 'draw' }, { kind: 'extra' }, { kind: 'p4' }]);
    expect(st.monsters.length).toBe(4);
    const st2 = base();
    const red = put(st2, 'orc', 0, ARCHER, 1);
    const blue = put(st2, 'orc', 4, ARCHER);
    bagOf(st2, ['orcWarlord'], [1]);
    run(st2, [{ kind: 'draw' }, { kind: 'p4' }]);
    expect(st2.monsters.find((m) => m.key === 'orcWarlord')).toMatchObject({ ring: ARCHER, arc: 1 });
    expect(monster(st2, red.id)!.ring).toBe(KNIGHT);
    expect(monster(st2, blue.id)!.ring).toBe(ARCHER);
    bagOf(st2, ['trollMage']);
    run(st2, [{ kind: 'draw' }, { kind: 'p4' }]);
    expect(monster(st2, blue.id)!.ring).toBe(KNIGHT);
    bagOf(st2, ['healer']);
    run(st2, [{ kind: 'draw' }, { kind: 'p4' }]);
    expect(monster(st2, red.id)!.hp).toBe(2);
  });
});

describe('turn and end', () => {
  it('solo: discard and draw up to 2 cards in phase 2', () => {
    const st = table({ wizardsTower: false });
    const a = give(st, 0, 'Brick');
    const b = give(st, 0, 'Mortar');
    run(st, [{ kind: 'p2' }]);
    let s = act(st, { t: 'discard', c: a });
    expect(s.frames.at(-1)!.data).toMatchObject({ kind: 'disc', left: 0 });
    s = act(s, { t: 'discard', c: b });
    expect(s.castleDiscard).toEqual(expect.arrayContaining([a, b]));
    expect(s.hands[0]).not.toContain(a);
  });
  it('a trade is an offer the other seat accepts with a card of its choice or refuses', () => {
    const st = table({ wizardsTower: false }, 2);
    const a = give(st, 0, 'Brick');
    const b = give(st, 1, 'Tar');
    const spare = give(st, 0, 'Draw 2 Cards');
    run(st, [{ kind: 'p3' }, { kind: 'p4' }]);
    let s = act(st, { t: 'offer', c: a, to: 1 });
    expect(castlePanic.pending(s)).toEqual([{ seat: 1, prompt: expect.stringContaining('trade') }]);
    s = act(s, { t: 'give', c: b });
    expect(s.hands).toEqual([[spare, b], [a]]);
    const refused = act(act(st, { t: 'offer', c: a, to: 1 }), { t: 'refuse' });
    expect(refused.hands).toEqual([[a, spare], [b]]);
  });
  it('a refused offer uses up nothing: the trader may try another player, but not the one who refused', () => {
    const st = table({ wizardsTower: false }, 3);
    const a = give(st, 0, 'Brick');
    const b = give(st, 1, 'Tar');
    const c = give(st, 2, 'Mortar');
    run(st, [{ kind: 'p3' }, { kind: 'p4' }]);
    const refused = act(act(st, { t: 'offer', c: a, to: 1 }), { t: 'refuse' });
    expect(castlePanic.pending(refused)).toEqual([{ seat: 0, prompt: expect.stringContaining('trade') }]);
    const offers = legal(refused).filter((x) => x.t === 'offer');
    expect(offers.map((x) => (x as { to: number }).to)).toEqual([2]);
    const traded = act(act(refused, { t: 'offer', c: a, to: 2 }), { t: 'give', c });
    expect(traded.hands[0]).toContain(c);
    expect(traded.hands.slice(1)).toEqual([[b], [a]]);
    // One trade done: the phase is over.
    expect(traded.frames.at(-1)?.kind).not.toBe('trade');
  });
  it('draw up to the hand size in phase 1; hand sizes 6, 6, 5, 5, 5, 4', () => {
    for (const [n, size] of [
      [1, 6],
      [2, 6],
      [3, 5],
      [6, 4],
    ]) {
      const st = castlePanic.setup(castlePanic.options.parse({}), n, 'h');
      expect(st.hands[1 % n].length).toBe(size);
    }
  });
  it("phase 6 draws 2 tokens on every player's turn: 6 in a round of 3 players, with or without the expansion", () => {
    for (const wizardsTower of [false, true]) {
      let st = table({ wizardsTower }, 3);
      const plain = (id: number) => ['orc', 'troll'].includes(TOKENS[id].key);
      st.tokensOut.push(...st.bag.splice(0));
      st.bag = st.tokensOut.filter(plain);
      st.tokensOut = st.tokensOut.filter((id) => !plain(id));
      const before = st.bag.length;
      run(st, [{ kind: 'turn' }]);
      const perTurn: number[] = [];
      let bag = st.bag.length;
      let cur = st.current;
      const pass = ['keep', 'noTrade', 'end', 'refuse', 'pass', 'done'];
      while (st.round === 1) {
        const opts = legal(st);
        st = act(st, opts.find((a) => pass.includes(a.t)) ?? opts[0]);
        if (st.current !== cur) {
          perTurn.push(bag - st.bag.length);
          bag = st.bag.length;
          cur = st.current;
        }
      }
      expect(perTurn).toEqual([2, 2, 2]);
      expect(before - st.bag.length).toBe(6);
    }
  });
  it('the players win when every token is drawn and every monster slain, a Tower standing', () => {
    const st = playPhase(base());
    st.tokensOut.push(...st.bag.splice(0));
    const c = give(st, 0, 'Archer', 'red');
    const g = put(st, 'goblin', 0, ARCHER);
    const s = act(st, { t: 'play', c, m: g.id });
    expect(castlePanic.result(s)).toMatchObject({ winners: [0], scores: [1] });
  });
});
