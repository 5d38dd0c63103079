import { describe, expect, it } from 'vitest';
import { setup } from '../src/setup';
import { viewOf } from '../src/view';

describe('what each seat sees', () => {
  it('shows an eyes-only paragraph to its reader alone, and other seats Magic and Clue cards as counts', () => {
    const s = setup({ rounds: 30 }, 2, 'views');
    s.lastRead = [259, 358];
    Object.assign(s.players[0], { magic: ['fireball', 'aegis'], clues: [4] });
    const mine = viewOf(s, 0);
    const theirs = viewOf(s, 1);
    expect(mine.lastRead).toEqual([259, 358]);
    expect(theirs.lastRead).toEqual([null, 358]);
    expect(mine.players[0]).toMatchObject({ magic: ['fireball', 'aegis'], clues: [4] });
    expect(theirs.players[0]).toMatchObject({ magic: 2, clues: 1 });
    expect(JSON.stringify(theirs)).not.toContain('fireball');
    expect(theirs.piles.action).toBe(110);
    expect(JSON.stringify(theirs)).not.toContain(s.actionPile[0]);
  });
});
