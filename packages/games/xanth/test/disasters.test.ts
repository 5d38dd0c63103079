import { describe, expect, it } from 'vitest';
import { legal, pending } from '../src/rules';
import type { XanthState } from '../src/state';
import { act, position } from './helpers';

const NEXTWAVE = 'ee-108'; // escaped if every player discards three cards
const WIGGLE_SWARM = 'ee-109'; // escaped if every player discards two cards

/** Seat 0 at its End with four cards, the disaster on top of the deck: refilling draws it. */
function refilling(disaster: string): XanthState {
  const s = position(
    2,
    [
      ['dolph', 'hugo'],
      ['ivy', 'irene'],
    ],
    ['roogna', 'west_stockade'],
  );
  for (const p of s.players) p.hand = p.hand.filter((c) => c !== NEXTWAVE && c !== WIGGLE_SWARM);
  s.deck = s.deck.filter((c) => c !== NEXTWAVE && c !== WIGGLE_SWARM);
  s.discard = s.discard.filter((c) => c !== NEXTWAVE && c !== WIGGLE_SWARM);
  s.deck.push(disaster);
  s.players[0].hand.splice(4);
  s.phase = { kind: 'end', discarded: 0 };
  return s;
}

describe('disasters with an escape', () => {
  it('Wiggle Swarm: every player is asked at once; all discard two, all avoid it, and the drawing goes on', () => {
    const s = refilling(WIGGLE_SWARM);
    act(s, 0, { type: 'keep' });
    expect(pending(s).map((d) => d.seat)).toEqual([0, 1]);
    const two = (seat: number) => s.players[seat].hand.slice().sort().slice(0, 2);
    expect(legal(s, 1)).toContainEqual({ type: 'escape', cards: two(1) });
    expect(legal(s, 1)).toContainEqual({ type: 'pass' });
    const mine = two(0);
    const theirs = two(1);
    act(s, 0, { type: 'escape', cards: mine });
    act(s, 1, { type: 'escape', cards: theirs });
    expect(s.discard).toEqual(expect.arrayContaining([...mine, ...theirs, WIGGLE_SWARM]));
    expect(s.players[0].party.every((m) => m.wounds === 0)).toBe(true);
    expect(s.players[1].hand).not.toEqual(expect.arrayContaining([theirs[0]]));
    // Seat 0 refilled to five after the escape; the turn went on to seat 1.
    expect(s.players[0].hand).toHaveLength(5);
    expect(s.seat).toBe(1);
  });

  it('Nextwave: one refusal and it strikes; the pledged cards stay in hand', () => {
    const s = refilling(NEXTWAVE);
    act(s, 0, { type: 'keep' });
    const mine = s.players[0].hand.slice().sort().slice(0, 3);
    act(s, 0, { type: 'escape', cards: mine });
    act(s, 1, { type: 'pass' });
    expect(s.nextwave).toBe(true);
    expect(s.players[0].hand).toEqual(expect.arrayContaining(mine));
    expect(s.discard).toContain(NEXTWAVE);
  });

  it('strikes at once when a hand is too small to escape: nobody is asked', () => {
    const s = refilling(NEXTWAVE);
    s.players[1].hand.splice(2);
    act(s, 0, { type: 'keep' });
    expect(s.nextwave).toBe(true);
    expect(s.phase).not.toMatchObject({ kind: 'window', on: { on: 'disaster' } });
  });
});
