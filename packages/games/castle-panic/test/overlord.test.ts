import { parseOptions } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../src/data';
import { castlePanic } from '../src/index';
import { FOREST } from '../src/model';
import { act, legal } from './helpers';

const start = (options: Record<string, unknown> = {}) =>
  castlePanic.setup(parseOptions(castlePanic, { overlord: true, ...options }), 3, 'ov');

describe('Overlord variant', () => {
  it('the Overlord (last seat) chooses the Mega Bosses, then holds 3 hidden tokens; no Castle cards', () => {
    let st = start();
    expect(castlePanic.pending(st)[0].seat).toBe(2);
    expect(legal(st).length).toBe(6);
    for (let i = 0; i < 3; i++) st = act(st, legal(st)[0]);
    expect(st.overlordTokens.length).toBe(3);
    expect(st.hands.length).toBe(2);
    expect(st.hands.map((h) => h.length)).toEqual([6, 6]);
    const view = castlePanic.view(st, 0);
    expect(view.overlordTokens).toBe(3);
    expect(castlePanic.view(st, 2).overlordTokens).toEqual(st.overlordTokens);
    expect(() => castlePanic.setup(parseOptions(castlePanic, { overlord: true }), 1, 'x')).toThrow(
      /Overlord/,
    );
  });
  it("the Overlord's turn: place one monster where it likes, or play tokens at random", () => {
    let st = start({ wizardsTower: false });
    // Castle player 1 ends each phase; then the monsters move and the Overlord plays.
    while (castlePanic.pending(st)[0].seat !== 2) {
      const options = legal(st);
      const pass = options.find((a) => ['keep', 'noTrade', 'end', 'refuse'].includes(a.t)) ?? options[0];
      st = act(st, pass);
    }
    expect(st.overlordTokens.length).toBe(3);
    const monsterTok = st.overlordTokens.find((t) => TOKENS[t].kind === 'monster');
    if (monsterTok !== undefined) {
      const before = st.monsters.length;
      const s = act(st, { t: 'place', tok: monsterTok, arc: 4 });
      expect(s.monsters.length).toBe(before + 1);
      expect(s.monsters.at(-1)).toMatchObject({ id: monsterTok, arc: 4, ring: FOREST });
      expect(castlePanic.pending(s)[0]?.seat).not.toBe(2);
    }
    const first = st.overlordTokens[0];
    const s2 = act(st, { t: 'playTok', tok: first });
    expect(s2.overlordTokens).not.toContain(first);
  });
});

describe('Overlord with Monster Shortage', () => {
  it('the Overlord picks 2 Mega Bosses among Chimera, Dragon and Warlock only', () => {
    const st = start({ monsterShortage: true });
    const megas = legal(st).map((a) => TOKENS[(a as { tok: number }).tok].mega);
    expect(megas.sort()).toEqual(['chimera', 'dragon', 'warlock']);
    expect(st.frames.at(-1)!.data).toMatchObject({ kind: 'ovMegas', left: 2 });
  });
});
