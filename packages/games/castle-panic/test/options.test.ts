import { parseOptions, random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CARDS, castleCardSchema, parseData, TOKENS } from '../src/data';
import { castlePanic } from '../src/index';
import { ARCHER, CASTLE, FOREST, KNIGHT, type State, SWORDSMAN } from '../src/model';
import { act, bagOf, give, monster, playPhase, put, run, table } from './helpers';
import { conservation } from './invariants';

const count = (ids: number[], key: string) => ids.filter((id) => TOKENS[id].key === key).length;
const start = (options: Record<string, unknown>, seed = 'o') =>
  castlePanic.setup(parseOptions(castlePanic, options), 2, seed);
const inPlay = (st: State) => [...st.bag, ...st.monsters.map((m) => m.id)];

describe('setup', () => {
  it("The Wizard's Tower: 49 tokens in play (27 base, 19 new, 3 Harbingers), the Wizard's Tower in place", () => {
    const st = start({});
    expect(inPlay(st).length).toBe(49);
    expect(count(inPlay(st), 'goblin')).toBe(0);
    expect(count(inPlay(st), 'orc')).toBe(5);
    expect(inPlay(st).filter((id) => TOKENS[id].kind === 'harbinger').length).toBe(3);
    expect(st.imps.length).toBe(18);
    expect(st.towers.filter((t) => t === 2).length).toBe(1);
    expect(
      st.monsters.every((m) => m.ring === ARCHER && ['monster', 'special'].includes(TOKENS[m.id].kind)),
    ).toBe(true);
    expect(st.castleDeck.length + st.hands.flat().length).toBe(59);
    expect(st.wizardDeck.length).toBe(22);
    conservation(st);
  });
  it('the base game: 49 tokens, 3 Goblins, 2 Orcs and 1 Troll in the Archer ring, 49 cards', () => {
    const st = start({ wizardsTower: false });
    expect(inPlay(st).length).toBe(49);
    expect(st.monsters.map((m) => m.key).sort()).toEqual([
      'goblin',
      'goblin',
      'goblin',
      'orc',
      'orc',
      'troll',
    ]);
    expect(st.wizardDeck).toEqual([]);
    expect(st.towers).toEqual([1, 1, 1, 1, 1, 1]);
  });
  it('Monster Shortage: 44 tokens with 2 Harbingers among Chimera, Dragon and Warlock', () => {
    const st = start({ monsterShortage: true });
    expect(inPlay(st).length).toBe(44);
    const h = inPlay(st).filter((id) => TOKENS[id].kind === 'harbinger');
    expect(h.map((id) => TOKENS[id].mega).every((m) => ['chimera', 'dragon', 'warlock'].includes(m!))).toBe(
      true,
    );
    expect(h.length).toBe(2);
    expect(count(inPlay(st), 'conjurer') + count(inPlay(st), 'goblin')).toBe(0);
  });
  it('All the Mega Bosses Together: up to 6 Harbingers; Random Monsters removes random base tokens', () => {
    expect(inPlay(start({ harbingers: 6 })).filter((id) => TOKENS[id].kind === 'harbinger').length).toBe(6);
    const st = start({ randomMonsters: 21 });
    expect(inPlay(st).length).toBe(49 + 1);
  });
  it('bad options get an error naming the field', () => {
    expect(() => parseOptions(castlePanic, { harbingers: 9 })).toThrow(/harbingers/);
    expect(() => parseOptions(castlePanic, { overlords: true })).toThrow(/overlords/);
  });
  it('a bad data file gets an error naming the file, the item and the field', () => {
    const bad = [{ key: 'archer', name: 'Archer', count: 0, set: 'base', origin: 'seed', text: 'x' }];
    expect(() => parseData('castle-cards.json', z.array(castleCardSchema), bad)).toThrow(
      /castle-cards\.json: item 0 \(Archer\), field count/,
    );
  });
});

describe('Less Panic', () => {
  it("Death's Advantage: the hand size grows by 1 once the Wizard's Tower falls", () => {
    const st = table({ deathsAdvantage: true });
    st.towers[st.wizardTower] = 0;
    run(st, [{ kind: 'p1' }]);
    expect(st.hands[0].length).toBe(7);
  });
  it('Flaming Tar: a burning monster under Tar gets one more flame', () => {
    const st = playPhase(table({ flamingTar: true }));
    give(st, 0, 'Draw 2 Cards');
    const t = give(st, 0, 'Tar');
    const o = put(st, 'troll', 0, KNIGHT);
    o.flames = 1;
    expect(monster(act(st, { t: 'play', c: t, m: o.id }), o.id)!.flames).toBe(2);
  });
  it('Goblin Cavalry Stumble: once hit, the Cavalry moves one space', () => {
    const st = table({ cavalryStumble: true });
    give(st, 0, 'Draw 2 Cards');
    const c = put(st, 'goblinCavalry', 0, FOREST, 1);
    c.hit = 1;
    run(st, [{ kind: 'p5' }]);
    expect(monster(st, c.id)!.ring).toBe(ARCHER);
  });
});

describe('More Panic', () => {
  it("It's Quiet... Too Quiet: a cleared board gets an Imp in every Forest arc", () => {
    const st = playPhase(table({ itsQuiet: true }));
    give(st, 0, 'Draw 2 Cards');
    const a = give(st, 0, 'Archer', 'red');
    const g = put(st, 'orc', 0, ARCHER, 1);
    const s = act(st, { t: 'play', c: a, m: g.id });
    expect(s.monsters.filter((m) => m.key === 'imp' && m.ring === FOREST).length).toBe(6);
  });
  it('Fire Spreads: a monster placed in an arc with a burning structure adds a flame to each', () => {
    const st = table({ fireSpreads: true });
    give(st, 0, 'Draw 2 Cards');
    st.wallFlames[2] = 1;
    bagOf(st, ['orc', 'orc'], [2, 2]);
    run(st, [{ kind: 'draw' }]);
    expect(st.wallFlames[2]).toBe(1);
    st.phase = 6;
    run(st, [{ kind: 'draw' }]);
    expect(st.wallFlames[2]).toBe(2);
  });
});

describe('Random Panic', () => {
  it('Necromancer Randomness: Monster Effects can come back to the bag too', () => {
    const st = table({ necromancerRandomness: true });
    give(st, 0, 'Draw 2 Cards');
    const effects = st.bag.filter((id) => TOKENS[id].kind === 'effect').slice(0, 2);
    st.bag = st.bag.filter((id) => !effects.includes(id));
    st.monsterDiscard.push(...effects);
    bagOf(st, ['harbinger-necromancer']);
    run(st, [{ kind: 'draw' }]);
    expect(st.monsterDiscard).toEqual([]);
  });
});

describe('English rulings (option)', () => {
  it('a Climbing Troll past a burning Wall copies its flames with the English rulings', () => {
    const st = table({ englishRulings: true });
    give(st, 0, 'Draw 2 Cards');
    st.wallFlames[1] = 2;
    const t = put(st, 'climbingTroll', 1, SWORDSMAN);
    random.force(st.rng, []);
    run(st, [{ kind: 'p5' }]);
    expect(monster(st, t.id)!.flames).toBe(2);
    expect(st.wallFlames[1]).toBe(2);
  });
});

describe('base-game optional rules', () => {
  it('Easier Battles takes 11 tokens out', () => {
    expect(inPlay(start({ wizardsTower: false, easierBattles: true })).length).toBe(38);
  });
  it('All for One!: Archer, Knight and Swordsman of one colour slay a monster of that colour', () => {
    const st = playPhase(table({ allForOne: true }));
    const cards = ['Archer', 'Knight', 'Swordsman'].map((n) => give(st, 0, n, 'green'));
    const t = put(st, 'ogre', 2, ARCHER);
    const s = act(st, { t: 'allForOne', cards, m: t.id });
    expect(monster(s, t.id)).toBeUndefined();
    expect(s.trophies[0]).toEqual([t.id]);
  });
  it('Heroic Powers: a Hero hits the Castle ring of its colour', () => {
    const st = playPhase(table({ heroicPowers: true }));
    give(st, 0, 'Draw 2 Cards');
    const h = give(st, 0, 'Hero', 'red');
    const o = put(st, 'orc', 1, CASTLE);
    expect(monster(act(st, { t: 'play', c: h, m: o.id }), o.id)!.hp).toBe(1);
  });
  it('Dwindling Resources: every reshuffle takes a Brick and a Mortar out of the game', () => {
    const st = table({ dwindlingResources: true });
    st.castleDiscard.push(...st.castleDeck.splice(0));
    run(st, [{ kind: 'p1' }]);
    expect(st.cardsOut.filter((c) => ['Brick', 'Mortar'].includes(CARDS[c].name)).length).toBe(2);
  });
  it('Under Construction: no Walls at the start', () => {
    expect(start({ underConstruction: true }).walls).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe("A Man's Home Is His Castle", () => {
  it('each player picks a Tower; losing it puts the player out; their turns are skipped', () => {
    let st = castlePanic.setup(parseOptions(castlePanic, { mansHome: true }), 2, 'home');
    expect(st.frames.at(-1)!.data).toMatchObject({ kind: 'ownTower', seat: 0 });
    st = act(st, { t: 'tower', arc: 2 });
    st = act(st, { t: 'tower', arc: 4 });
    expect(st.towerOwners).toEqual([-1, -1, 0, -1, 1, -1]);
    st.walls[2] = 0;
    const t = put(st, 'troll', 2, SWORDSMAN);
    run(st, [{ kind: 'p5' }, { kind: 'next' }]);
    expect(monster(st, t.id)!.ring).toBe(CASTLE);
    expect(st.playersOut).toEqual([true, false]);
    expect(st.hands[0]).toEqual([]);
    expect(st.current).toBe(1);
  });
});
