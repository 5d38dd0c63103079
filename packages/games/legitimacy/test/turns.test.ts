import { describe, expect, it } from 'vitest';
import { boardFor, distance, MARKET, THRONE } from '../src/board';
import { legitimacy } from '../src/index';
import { moveOptions } from '../src/turn';
import { act, at, CARDS, force, isLegal, petOf, put, started } from './helpers';

describe('set up', () => {
  it('lets each player choose a character, deals random pets, one Marketplace card per tile and the Castle', () => {
    const state = legitimacy.setup(legitimacy.options.parse({}), 3, 'setup');
    const first = state.turn.seat;
    expect(legitimacy.pending(state)).toEqual([{ seat: first, prompt: 'Choose your character' }]);
    for (const id of ['young-wizard', 'mountain-maid', 'druidess']) {
      const seat = legitimacy.pending(state)[0].seat;
      legitimacy.step(state, seat, { t: 'character', id }, { emit() {} });
    }
    expect([...state.tiles].sort()).toEqual(['forest', 'mountains', 'plains']);
    // The rulebook's example: 3 players use 4 tiles, so 4 cards go to the Marketplace.
    expect(state.market).toHaveLength(4);
    expect(state.draw).toHaveLength(8 + 18 - 4);
    for (const p of state.players) {
      expect(p.good).toBe(true);
      expect(p.table.filter((c) => CARDS[c].kind === 'pet')).toHaveLength(1);
      expect(boardFor(state.tiles).spots.find((s) => s.id === p.spot)?.kind).toBe('start');
    }
    expect(state.jewels).toHaveLength(9);
  });

  it('variation: pets chosen face up in turn order', () => {
    const state = started(2, { petsChosen: true });
    expect(state.players.every((p) => p.table.some((c) => CARDS[c].kind === 'pet'))).toBe(true);
    expect(state.unused.filter((c) => CARDS[c].kind === 'pet')).toHaveLength(6);
  });

  it('variation: three Crown Jewels, without the Family Heirloom and the Fishwife', () => {
    const state = started(2, { threeJewels: true });
    expect(state.jewels).toHaveLength(3);
    expect([...state.draw, ...state.market]).not.toContain('family-heirloom');
    expect([...state.draw, ...state.market]).not.toContain('fishwife');
  });

  it('variation: extra land tiles for 2 or 3 players, refused for more', () => {
    const state = started(2, { extraTiles: 2 });
    expect(state.tiles).toHaveLength(4);
    expect(state.market).toHaveLength(5);
    expect(state.draw.length + state.market.length).toBe(8 + 24);
    expect(() => legitimacy.setup(legitimacy.options.parse({ extraTiles: 1 }), 4, 'x')).toThrow(
      /2 or 3 players/,
    );
    expect(legitimacy.options.safeParse({ extraTiles: 9 }).success).toBe(false);
    expect(() => legitimacy.setup({ extraTiles: 'two' } as never, 2, 'x')).toThrow(
      /Bad options for Legitimacy: extraTiles/,
    );
  });
});

describe('movement', () => {
  it('worked example: the Frog Prince with the Fox rolls 5 and may move 8 spots', () => {
    const state = started(2);
    expect(state.players[0].character).toBe('frog-prince');
    petOf(state, 0, 'fox');
    force(state, [5]);
    act(state, 0, { t: 'roll' });
    expect(state.turn.moveLeft).toBe(8);
    const board = boardFor(state.tiles);
    const options = moveOptions(state, 0);
    expect(options).toContain(THRONE); // exactly 8 steps from the Swamp Castle
    expect(Math.max(...options.map((s) => distance(board, state.players[0].spot, s)))).toBe(8);
    expect(options).toContain(state.players[0].spot); // staying put is allowed
    act(state, 0, { t: 'move', to: THRONE });
    expect(state.players[0].spot).toBe(THRONE);
  });

  it('no two players on one spot, except the Marketplace and the Throne Room', () => {
    const state = started(2);
    at(state, 0, 'CA.R0');
    at(state, 1, 'CA.R1');
    force(state, [1]);
    petOf(state, 0, 'cow');
    act(state, 0, { t: 'roll' });
    // Frog Prince +2, roll 1: 3 steps.
    expect(moveOptions(state, 0)).not.toContain('CA.R1');
    at(state, 1, MARKET);
    expect(moveOptions(state, 0)).toContain(MARKET);
  });

  it('the Treasure Chest can leave a player unable to move', () => {
    const state = started(2, {}, ['mountain-maid', 'minstrel']);
    petOf(state, 0, 'cow');
    put(state, 'treasure-chest', { table: 0 });
    force(state, [1]);
    act(state, 0, { t: 'roll' });
    expect(state.turn.moveLeft).toBe(0);
    expect(moveOptions(state, 0)).toEqual([state.players[0].spot]);
  });

  it('ending a turn on a Spider Web or in the swamp waters loses the next turn', () => {
    const state = started(2);
    at(state, 0, 'SW.s1');
    act(state, 0, { t: 'end' });
    expect(state.players[0].mired).toBe(true);
    expect(state.turn.seat).toBe(1);
    const log = act(state, 1, { t: 'end' });
    expect(log.join(' ')).toMatch(/stuck and misses this turn/);
    expect(state.turn.seat).toBe(1);
    expect(state.players[0].mired).toBe(false);
  });

  it('an action before rolling gives up the move; each action ends movement', () => {
    const state = started(2);
    at(state, 0, 'SW.a2');
    act(state, 0, { t: 'draw' });
    expect(isLegal(state, 0, { t: 'roll' })).toBe(false);
    expect(state.turn.moveDone).toBe(true);
  });
});
