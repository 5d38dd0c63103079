import { describe, expect, it } from 'vitest';
import {
  applyEffect,
  checkDeath,
  claimDropped,
  guildRefusal,
  pointsBreakdown,
  pointsLine,
  pointsOf,
} from '../src/effects';
import { gatesSquare, tileKey } from '../src/map';
import { setup } from '../src/setup';

const fresh = (seats = 3) => setup({ rounds: 30 }, seats, 'rules');
const quiet = () => {};

describe('guilds, clues, restarting and points', () => {
  it('lets 2 players into a guild, a player into 2 guilds, and keeps Pugilism and the Thieves apart', () => {
    const s = fresh();
    applyEffect(s, 0, { guild: 'brotherhood-of-thieves' }, quiet);
    expect(guildRefusal(s, 0, 'school-of-pugilism')).toMatch(/Brotherhood of Thieves/);
    applyEffect(s, 1, { guild: 'duelling-academy' }, quiet);
    applyEffect(s, 2, { guild: 'duelling-academy' }, quiet);
    expect(guildRefusal(s, 0, 'duelling-academy')).toMatch(/both places/);
    applyEffect(s, 1, { guild: 'cartographers' }, quiet);
    expect(guildRefusal(s, 1, 'pneumologists')).toMatch(/two guilds/);
    applyEffect(s, 1, { train: 'cartographers' }, quiet);
    expect(s.players[1].guilds).toEqual({ 'duelling-academy': 1, cartographers: 2 });
  });

  it('hands over a Clue Card held by another player, and takes it from the pack otherwise', () => {
    const s = fresh();
    applyEffect(s, 0, { clue: 7 }, quiet);
    expect(s.cluePool).not.toContain(7);
    applyEffect(s, 1, { clue: 7 }, quiet);
    expect(s.players[0].clues).toEqual([]);
    expect(s.players[1].clues).toEqual([7]);
  });

  it('gives a Special card only while it is in the pack, and takes no more groats than held', () => {
    const s = fresh();
    applyEffect(s, 0, { special: 'antler-horn' }, quiet);
    applyEffect(s, 1, { special: 'antler-horn' }, quiet);
    expect(s.players.map((p) => p.specials)).toEqual([['antler-horn'], [], []]);
    applyEffect(s, 0, { groats: -5 }, quiet);
    expect(s.players[0].groats).toBe(0);
  });

  it('restarts a dead player at the Gates with one less maximum, goods on the tile, clues to the pack', () => {
    const s = fresh();
    const p = s.players[0];
    p.at = gatesSquare(s);
    Object.assign(p, { groats: 4, items: ['dagger'], specials: ['naga-pearl'], clues: [3], bp: 0 });
    expect(checkDeath(s, 0, quiet)).toBe(true);
    expect(p).toMatchObject({ bp: 9, maxBp: 9, groats: 0, items: [], clues: [], deaths: 1 });
    expect(s.cluePool).toContain(3);
    expect(s.dropped[tileKey(...p.at)]).toEqual({
      groats: 4,
      items: ['dagger'],
      magic: [],
      specials: ['naga-pearl'],
    });
    s.players[1].at = p.at;
    claimDropped(s, 1, quiet);
    expect(s.players[1]).toMatchObject({ groats: 2 + 4, items: ['dagger'], specials: ['naga-pearl'] });
  });

  it('resurrects a player 3 times and not a fourth, freeing their guild place', () => {
    const s = fresh();
    const p = s.players[0];
    applyEffect(s, 0, { guild: 'witch-hunters' }, quiet);
    for (let d = 0; d < 4; d++) {
      p.bp = 0;
      checkDeath(s, 0, quiet);
    }
    expect(p.out).toBe(true);
    expect(s.guildMembers['witch-hunters']).toEqual([]);
  });

  it('scores the points table: Clue 5, Special Item 4, guild skill 3 a level, Item 2, groat 1, Head -2', () => {
    const s = fresh();
    Object.assign(s.players[0], {
      clues: [1, 2],
      specials: ['bell-rope'],
      guilds: { somatologists: 2 },
      items: ['sword'],
      magic: ['fireball'],
      groats: 3,
      heads: 1,
    });
    expect(pointsOf(s.players[0])).toBe(10 + 4 + 6 + 4 + 3 - 2);
    // The end screen's table names each row's worth and adds up to the points.
    const table = pointsBreakdown(s.players);
    expect(table.map((row) => row.line)).toEqual([
      'Clues (+5 each)',
      'Special Items (+4 each)',
      'Guild levels (+3 each)',
      'Items (+2 each)',
      'Groats (+1 each)',
      'Heads (-2 each)',
    ]);
    expect(table.map((row) => row.values[0])).toEqual([10, 4, 6, 4, 3, -2]);
    expect(pointsLine(s.players[0])).toContain('Clues 2 (10), Special Items 1 (4), guild levels 2 (6)');
  });
});
