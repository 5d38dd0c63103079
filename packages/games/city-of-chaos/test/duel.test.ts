import { act, apply, createMatch, entryFor } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { cityOfChaos } from '../src/index';
import type { CocState } from '../src/state';

/** Seat 0 has moved one square and stands next to seat 1 on the street. */
function nextTo(seed = 'duel') {
  const match = createMatch(cityOfChaos, { seats: 3, seed });
  const s = match.state as CocState;
  s.seat = 0;
  s.players[0].at = [2, 3];
  s.players[1].at = [2, 4];
  s.players[2].at = [12, 12];
  s.phase = { kind: 'move', left: 4, visited: ['2,2', '2,3'], tiles: ['0,0'] };
  return match;
}

describe('Player against Player Combat', () => {
  it('lets a player attack one on the next square without using the whole roll (movement exception)', () => {
    const match = nextTo();
    const s = match.state as CocState;
    expect(cityOfChaos.legal(s, 0)).toContainEqual({ t: 'attack', seat: 1 });
    expect(cityOfChaos.legal(s, 0)).not.toContainEqual({ t: 'attack', seat: 2 });
    act(cityOfChaos, match, 0, { t: 'attack', seat: 1 });
    const after = match.state as CocState;
    expect(after.phase.kind).toBe('duel');
    expect(cityOfChaos.pending(after).map((d) => d.seat)).toEqual([0, 1]);
  });

  it('keeps a card chosen face down from the other seats until both are down, then reveals both', () => {
    const match = nextTo();
    act(cityOfChaos, match, 0, { t: 'attack', seat: 1 });
    act(cityOfChaos, match, 1, { t: 'pick', i: 3 });
    const s = match.state as CocState;
    expect(cityOfChaos.view(s, 0).duel!.picks).toEqual([null, 'chosen']);
    expect(cityOfChaos.view(s, 2).duel!.picks).toEqual([null, 'chosen']);
    expect(cityOfChaos.view(s, 1).duel!.picks).toEqual([null, 3]);
    // Before the reveal no seat but the chooser sees the card, not as the last round's either.
    for (const seat of [0, 2, null])
      expect(cityOfChaos.view(s, seat).duel).toEqual({
        seats: [0, 1],
        picks: [null, 'chosen'],
        last: null,
        totalRounds: 0,
      });
    expect(entryFor(match.log.at(-1)!, 0).text).toBe('makes a secret choice');
    expect(cityOfChaos.pending(s).map((d) => d.seat)).toEqual([0]);
    expect(() => apply(cityOfChaos, s, 1, { t: 'pick', i: 0 })).toThrow(/not your turn/);
    act(cityOfChaos, match, 0, { t: 'pick', i: 0 });
    const round = match.log.at(-1)!.events.find((e) => e.type === 'round')!;
    // Crimson 7/0 against Blue 3/4: 7 - 4 = 3 to the victim, 3 - 0 = 3 to the attacker.
    expect(round.text).toBe('The cards are revealed: Adventurer 1 takes 3, Adventurer 2 takes 3.');
    // Once revealed, both cards stay face up for every seat until the next round is fought.
    const after = match.state as CocState;
    for (const seat of [0, 1, 2, null])
      expect(cityOfChaos.view(after, seat).duel).toMatchObject({ picks: [null, null], last: [0, 3] });
    act(cityOfChaos, match, 1, { t: 'pick', i: 5 });
    expect(cityOfChaos.view(match.state as CocState, 0).duel).toMatchObject({
      picks: [null, 'chosen'],
      last: [0, 3],
    });
  });

  it('works out both damages before either is taken: both can die; a killer takes a Head', () => {
    const match = nextTo();
    act(cityOfChaos, match, 0, { t: 'attack', seat: 1 });
    const s = match.state as CocState;
    s.players[0].bp = 2;
    s.players[1].bp = 2;
    act(cityOfChaos, match, 0, { t: 'pick', i: 0 });
    act(cityOfChaos, match, 1, { t: 'pick', i: 0 });
    const both = match.state as CocState;
    expect(both.players.slice(0, 2).map((p) => p.deaths)).toEqual([1, 1]);
    expect(both.players.slice(0, 2).map((p) => p.heads)).toEqual([0, 0]);
    expect(both.duel).toBeNull();

    const m2 = nextTo('duel-2');
    act(cityOfChaos, m2, 0, { t: 'attack', seat: 1 });
    (m2.state as CocState).players[1].bp = 2;
    act(cityOfChaos, m2, 0, { t: 'pick', i: 0 });
    act(cityOfChaos, m2, 1, { t: 'pick', i: 5 });
    const one = m2.state as CocState;
    expect(one.players[1].deaths).toBe(0);
    (one.players[1] as { bp: number }).bp = 1;
    // Second round of the turn: 7 against 7 defence does nothing; the victim's 0 attack nothing.
    act(cityOfChaos, m2, 0, { t: 'pick', i: 0 });
    act(cityOfChaos, m2, 1, { t: 'pick', i: 0 });
    const dead = m2.state as CocState;
    expect(dead.players[1].deaths).toBe(1);
    expect(dead.players[0].heads).toBe(1);
  });

  it('plays two rounds a turn; on their turn a duellist fights on or flees, and a failed flee is run down', () => {
    const match = nextTo('duel-3');
    act(cityOfChaos, match, 0, { t: 'attack', seat: 1 });
    for (let r = 0; r < 2; r++) {
      act(cityOfChaos, match, 0, { t: 'pick', i: 2 });
      act(cityOfChaos, match, 1, { t: 'pick', i: 2 });
    }
    let s = match.state as CocState;
    expect(s.seat).toBe(1);
    expect(cityOfChaos.legal(s, 1).slice(0, 2)).toEqual([{ t: 'duel-on' }, { t: 'duel-flee' }]);
    expect(cityOfChaos.legal(s, 1)).not.toContainEqual({ t: 'roll' });
    act(cityOfChaos, match, 1, { t: 'duel-flee' });
    s = match.state as CocState;
    if (s.duel) {
      expect(cityOfChaos.pending(s).map((d) => d.seat)).toEqual([0]);
      act(cityOfChaos, match, 0, { t: 'pick', i: 0 });
      expect((match.state as CocState).seat).not.toBe(1);
    } else expect(match.log.at(-1)!.events.some((e) => e.text.includes('escapes'))).toBe(true);
  });
});
