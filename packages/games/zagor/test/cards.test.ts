import { describe, expect, it } from 'vitest';
import { totals } from '../src/rules';
import type { ZagorState } from '../src/state';
import { act, game, give, onTop, place, strip, waitingOn } from './helpers';

/** Seat 0's Walter (Strength 2) faces `tile` on WB2 with `objects`, the Reinforcement deck topped by `cards`. */
function fight(seed: string, tile: string, objects: string[], cards: string[] = []): ZagorState {
  const s = game(2, seed, ['walter', 'tattoo']);
  strip(s, 0);
  give(s, 0, ...objects);
  onTop(s.reinforcements, ...cards);
  place(s, tile, 'WB2');
  s.players[0].fig.at = 'WB2';
  s.cur = { seat: 0, color: 'y', face: 'move', token: false };
  for (const p of s.players) p.hold = [];
  waitingOn(s, 0, { a: 'face', who: 0, space: 'WB2', must: true, mode: 'move' });
  return act(s, { t: 'face', tile });
}

describe('Objects: each weapon against each kind of Encounter', () => {
  const cases: [string, string, number][] = [
    // [Object, tile (Human, Animal or Place), bonus]
    ['knife-1', 'deserters', 1],
    ['knife-1', 'coyote', 1],
    ['knife-1', 'bear-trap', 0],
    ['rope-1', 'bear-trap', 3],
    ['rope-1', 'deserters', 0],
    ['pistol-1', 'bear-trap', 1],
    ['rifle-1', 'coyote', 3],
    ['rifle-1', 'bear-trap', 0],
    ['machete-1', 'coyote', 1],
    ['machete-1', 'bear-trap', 2],
  ];
  for (const [object, tile, bonus] of cases)
    it(`${object} against ${tile}: +${bonus}`, () => {
      const s = fight(`${object}-${tile}`, tile, [object]);
      expect(totals(s, s.fight!).mine).toBe(2 + bonus);
    });

  it('the Whisky heals a wound like the Medicine and goes to the Galley', () => {
    let s = game(2, 'whisky', ['walter', 'tattoo']);
    strip(s, 0);
    give(s, 0, 'whisky-1');
    s.players[0].fig = { at: 'WB2', pos: null, wounds: 1 };
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'pick' });
    s = act(s, { t: 'heal', id: 'whisky-1' });
    expect(s.players[0].fig.wounds).toBe(0);
    expect(s.galleyObjects).toContain('whisky-1');
  });
});

describe('Reinforcement cards: their values add to the Encounter', () => {
  for (const [card, value] of [
    ['no-help-1', 0],
    ['plus-1-1', 1],
    ['plus-2-1', 2],
    ['terror-1', 3],
    ['plus-4-1', 4],
  ] as const)
    it(`${card}: +${value}`, () => {
      // The whisky trafficker (Human 4) draws one Reinforcement card.
      const s = fight(`reinforcement-${card}`, 'whisky-trafficker-1', [], [card]);
      expect(s.fighting).toEqual([card]);
      expect(totals(s, s.fight!).theirs).toBe(4 + value);
    });
});
