import { describe, expect, it } from 'vitest';
import { TOKENS } from '../src/data';
import { castlePanic } from '../src/index';
import { CASTLE } from '../src/model';
import { put, table } from './helpers';

const tokenOf = (key: string) => TOKENS.findIndex((t) => t.key === key);

describe('the end screen: who won and why', () => {
  it('a win lists each seat trophy points by monster value, the lines adding up to the scores', () => {
    const st = table({ wizardsTower: false }, 2);
    st.trophies = [
      [tokenOf('goblin'), tokenOf('troll')],
      [tokenOf('orc'), tokenOf('orc') + 1],
    ];
    st.over = 'won';
    st.why = 'Every monster is drawn and slain, and the castle stands.';
    const r = castlePanic.result(st)!;
    expect(r.scores).toEqual([4, 4]);
    expect(r.breakdown).toEqual([
      { line: 'Monsters worth 1 point each', values: [1, 0] },
      { line: 'Monsters worth 2 points each', values: [0, 4] },
      { line: 'Monsters worth 3 points each', values: [3, 0] },
    ]);
    for (const [seat, score] of r.scores!.entries())
      expect(r.breakdown!.reduce((s, row) => s + row.values[seat], 0)).toBe(score);
    // A tie on points goes to the seat with more monsters slain: both have two here, the first wins.
    expect(r.summary).toMatch(/^The castle stands: .* Master Slayer: seat 1 with 4 points\.$/);
  });

  it('a loss says what broke through: the monsters in the Castle ring and the walls left', () => {
    const st = table({ wizardsTower: false }, 2);
    put(st, 'troll', 2, CASTLE);
    st.walls = [1, 0, 0, 1, 0, 0];
    st.towers = [0, 0, 0, 0, 0, 0];
    st.over = 'lost';
    st.why = 'The last Tower has fallen.';
    const r = castlePanic.result(st)!;
    expect(r.winners).toEqual([]);
    expect(r.cooperative).toBe(true);
    expect(r.summary).toBe(
      'The castle falls: The last Tower has fallen. In the Castle at the end: Troll (green Castle, arc 3). Walls left: 2 of 6.',
    );
  });

  it('the cooperative mode keeps no trophies, so it has no score lines', () => {
    const st = table({ wizardsTower: false, mode: 'coop' }, 2);
    st.over = 'won';
    st.why = 'Every monster is drawn and slain, and the castle stands.';
    expect(castlePanic.result(st)!.breakdown).toBeUndefined();
  });
});
