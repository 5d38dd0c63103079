import { random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { cityOfChaos } from '../src/index';
import { setup } from '../src/setup';
import { TABLE, viewOf } from '../src/view';

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
    expect(JSON.stringify(theirs)).not.toContain(`"${s.actionPile[0]}"`);
  });
});

describe('resampling for the bots', () => {
  it('deals again only what the seat cannot see, keeping its own cards and every pile size', () => {
    const s = setup({ rounds: 30 }, 2, 'resample');
    Object.assign(s.players[1], { magic: [s.magicPile.shift()!, s.magicPile.shift()!] });
    Object.assign(s.players[0], { magic: [s.magicPile.shift()!] });
    const sample = cityOfChaos.resample!(s, 0, random.randomSource('r'));
    expect(sample.players[0].magic).toEqual(s.players[0].magic);
    expect(sample.players[1].magic).toHaveLength(2);
    expect(sample.actionPile).toHaveLength(s.actionPile.length);
    expect(sample.actionPile).not.toEqual(s.actionPile);
    expect([...sample.actionPile].sort()).toEqual([...s.actionPile].sort());
    expect(cityOfChaos.view(sample, 0)).toEqual(cityOfChaos.view(s, 0));
    expect(TABLE.inventory(sample)).toEqual(TABLE.inventory(s));
  });
});
