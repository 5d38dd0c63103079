import { describe, expect, it } from 'vitest';
import { leftPoints, rightPoints } from '../src/score';
import type { Player } from '../src/state';
import { game } from './helpers';

/**
 * Three players for every Poem: seat 0 holds a Beach Human (4), a Beach Place (3) and a Forest
 * Animal (6), one used Hold token, one discarded Permanent Event, two Objects and a 5 Treasure; seat 1
 * a Forest Human (6) and a Forest Animal (8), two used Hold tokens and a 4 Treasure in the Chest;
 * seat 2 nothing.
 */
function players(): Player[] {
  const s = game(3, 'poems');
  const [a, b, c] = s.players;
  Object.assign(a, {
    trophies: ['whisky-trafficker-1', 'bear-trap', 'puma'],
    holdUsed: ['plus2-1'],
    resolved: ['ambush'],
    objects: ['rifle-1', 'knife-1'],
    treasures: ['treasure-29'],
    chest: [],
  });
  Object.assign(b, {
    trophies: ['creek-warriors', 'grizzly'],
    holdUsed: ['plus2-2', 'plus2-3'],
    resolved: [],
    objects: [],
    treasures: [],
    chest: ['treasure-25'],
  });
  Object.assign(c, { trophies: [], holdUsed: [], resolved: [], objects: [], treasures: [], chest: [] });
  return s.players;
}

describe('the Poems (Left: points per item; Right: majorities, ties all score)', () => {
  const table = [
    // Ballad: 3 a Beach tile, 2 a Forest tile, 2 a used token; Humans 5 (tied), Objects 4, used tokens 3.
    { title: 'Ballad of the Tallapoosa', id: 'ballad', left: [10, 8, 0], right: [9, 8, 0] },
    // Song: 1, 4 and 1; the strongest tile 6, Animal tiles 4 (tied), Permanent Events discarded 3.
    { title: 'Song of the Spirit with the Axe', id: 'song', left: [7, 10, 0], right: [7, 10, 0] },
    // Ode: 2, 2 and 3, 2 a Permanent Event; Place tiles 5, Chest Treasures 4, Human-Animal-Place sets 3.
    { title: 'Ode to Darkwood', id: 'ode', left: [11, 10, 0], right: [8, 4, 0] },
    // Lament: 1, 1 and 1, 5 a set; Treasure value 6, Beach tiles 4, Forest tiles 3.
    { title: 'Lament of the Athena', id: 'lament', left: [9, 4, 0], right: [10, 3, 0] },
  ];
  for (const poem of table)
    it(`${poem.title}: Left and Right`, () => {
      const ps = players();
      expect(ps.map((p) => leftPoints(p, `${poem.id}-left`))).toEqual(poem.left);
      expect(rightPoints(ps, `${poem.id}-right`)).toEqual(poem.right);
    });

  it("The Steamboat's Adventure Left: 2 a used token, 6 a Beach and Forest pair, 1 a Permanent Event", () => {
    const ps = players();
    expect(ps.map((p) => leftPoints(p, 'steamboats-adventure-left'))).toEqual([2 + 6 + 1, 4, 0]);
  });

  it('refuses a Left Poem scored as Right and the other way round', () => {
    expect(() => leftPoints(players()[0], 'ode-right')).toThrow(/not a Left Poem/);
    expect(() => rightPoints(players(), 'ode-left')).toThrow(/not a Right Poem/);
  });
});
