import { describe, expect, it } from 'vitest';
import { CARD_RULES } from '../src/cards';
import { CARD_KINDS, TOKEN_KINDS } from '../src/data';
import { ARCHER, CASTLE, FOREST, KNIGHT, SWORDSMAN } from '../src/model';
import { MODIFIERS } from '../src/targets';
import { bagOf, give, legal, playPhase, put, run, table } from './helpers';

const ARC_OF: Record<string, number> = { red: 0, green: 2, blue: 4 };
const OTHER: Record<string, number> = { red: 2, green: 4, blue: 0 };
const RING_OF: Record<string, number> = {
  archer: ARCHER,
  knight: KNIGHT,
  swordsman: SWORDSMAN,
  hero: KNIGHT,
};

describe('every hit card reaches its ring and colour, and nothing else', () => {
  for (const kind of CARD_KINDS.filter((k) => ['archer', 'knight', 'swordsman', 'hero'].includes(k.key))) {
    it(`${kind.name} (${kind.colour})`, () => {
      const st = playPhase(table());
      const c = give(st, 0, kind.name, kind.colour);
      const colour = kind.colour === 'any' ? 'blue' : kind.colour!;
      const yes = put(st, 'troll', ARC_OF[colour] + 1, RING_OF[kind.key]);
      const wrongRing = put(st, 'troll', ARC_OF[colour], kind.key === 'archer' ? SWORDSMAN : ARCHER);
      const castle = put(st, 'orc', ARC_OF[colour], CASTLE);
      const forest = put(st, 'orc', ARC_OF[colour], FOREST);
      const wrongColour = put(st, 'orc', OTHER[colour], RING_OF[kind.key]);
      const reached = legal(st)
        .filter((a) => a.t === 'play' && a.c === c)
        .map((a) => (a as { m: number }).m);
      expect(reached).toContain(yes.id);
      for (const m of [castle, forest]) expect(reached).not.toContain(m.id);
      if (kind.key !== 'hero') expect(reached).not.toContain(wrongRing.id);
      expect(reached.includes(wrongColour.id)).toBe(kind.colour === 'any');
    });
  }
});

describe('every colour move and every plague', () => {
  for (const [key, arc] of [
    ['redMove', 1],
    ['greenMove', 3],
    ['blueMove', 5],
  ] as const) {
    it(key, () => {
      const st = table();
      give(st, 0, 'Draw 2 Cards');
      const mine = put(st, 'troll', arc, ARCHER);
      const other = put(st, 'troll', (arc + 2) % 6, ARCHER);
      bagOf(st, [key]);
      run(st, [{ kind: 'draw' }]);
      expect([
        st.monsters.find((m) => m.id === mine.id)!.ring,
        st.monsters.find((m) => m.id === other.id)!.ring,
      ]).toEqual([KNIGHT, ARCHER]);
    });
  }
  for (const [key, name] of [
    ['plagueArchers', 'Archer'],
    ['plagueKnights', 'Knight'],
    ['plagueSwordsmen', 'Swordsman'],
  ] as const) {
    it(key, () => {
      const st = table();
      give(st, 0, name, 'red');
      give(st, 0, `Any Color ${name}`);
      const hero = give(st, 0, 'Hero', 'red');
      bagOf(st, [key]);
      run(st, [{ kind: 'draw' }]);
      expect(st.hands[0]).toEqual([hero]);
    });
  }
  it('Draw 4 Monster Tokens draws 4 more', () => {
    const st = table();
    give(st, 0, 'Draw 2 Cards');
    bagOf(st, ['draw4', 'orc', 'orc', 'orc', 'orc']);
    run(st, [{ kind: 'draw' }, { kind: 'extra' }]);
    expect(st.monsters.length).toBe(4);
  });
  it('every token kind has hit points or is an effect, and a text', () => {
    for (const t of TOKEN_KINDS) {
      expect(t.text.length).toBeGreaterThan(0);
      if (!['effect', 'harbinger'].includes(t.kind)) expect(t.hp).toBeGreaterThan(0);
    }
  });
});

describe('every card is played by a rule found by its name', () => {
  const GENERAL = ['archer', 'knight', 'swordsman', 'hero', ...MODIFIERS, 'brick', 'mortar'];
  for (const kind of CARD_KINDS)
    it(`${kind.name}: ${GENERAL.includes(kind.key) ? 'the hit, modifier and building rules' : 'its own rule'}`, () => {
      if (GENERAL.includes(kind.key)) expect(CARD_RULES[kind.key]).toBeUndefined();
      else expect(typeof CARD_RULES[kind.key]?.effect).toBe('function');
    });
  it('no rule without its card', () => {
    for (const key of Object.keys(CARD_RULES)) expect(CARD_KINDS.some((k) => k.key === key)).toBe(true);
  });
});
