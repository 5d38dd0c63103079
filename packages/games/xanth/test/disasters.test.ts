import { describe, expect, it } from 'vitest';
import { legal, pending } from '../src/rules';
import type { XanthState } from '../src/state';
import { act, give, position } from './helpers';

const NEXTWAVE = 'ee-108'; // escaped if every player discards three cards
const WIGGLE_SWARM = 'ee-109'; // escaped if every player discards two cards
const DEJA_VU = 'ee-105'; // every token goes back to its first start region
const EDITS = ['ee-025', 'ee-041', 'ee-045', 'ee-065', 'ee-077']; // "Cancel any event or disaster card just played"

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
  const aside = (c: string) => c !== disaster && !EDITS.includes(c);
  for (const p of s.players) p.hand = p.hand.filter(aside);
  s.deck = s.deck.filter(aside);
  s.discard = s.discard.filter(aside);
  s.deck.push(disaster);
  s.players[0].hand.splice(4);
  s.phase = { kind: 'end', discarded: 0 };
  return s;
}

/** Every player passes on the disaster just drawn (nobody cancels it with an Edit). */
function noEdit(s: XanthState): void {
  expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'drawn' } });
  for (const seat of pending(s).map((d) => d.seat)) act(s, seat, { type: 'pass' });
}

describe('disasters with an escape', () => {
  it('Wiggle Swarm: every player is asked at once; all discard two, all avoid it, and the drawing goes on', () => {
    const s = refilling(WIGGLE_SWARM);
    act(s, 0, { type: 'keep' });
    noEdit(s);
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
    noEdit(s);
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
    noEdit(s);
    expect(s.nextwave).toBe(true);
    expect(s.phase).not.toMatchObject({ kind: 'window', on: { on: 'disaster' } });
  });
});

describe('an Edit on a disaster', () => {
  // "Edit (Event) Cancel any event or disaster card just played. Play immediately after the play of the card to be canceled."
  it('asks every player at once, holder or not, the one who drew it too', () => {
    const s = refilling(DEJA_VU);
    act(s, 0, { type: 'keep' });
    expect(pending(s).map((d) => d.seat)).toEqual([0, 1]);
    expect(pending(s)[0].prompt).toContain('cancel it with an Edit');
    expect(legal(s, 0)).toEqual([{ type: 'pass' }]);
    expect(legal(s, 1)).toEqual([{ type: 'pass' }]);
    expect(s.table).toContain(DEJA_VU);
  });

  it('an Edit cancels it: no effect, both cards discarded, and the drawing goes on', () => {
    const s = refilling(DEJA_VU);
    s.players[1].at = 'gap_village';
    s.players[1].origin = 'roogna';
    give(s, 1, 'ee-041');
    act(s, 0, { type: 'keep' });
    expect(legal(s, 1)).toContainEqual({ type: 'react', card: 'ee-041', option: 'ee-041a' });
    const log = act(s, 1, { type: 'react', card: 'ee-041', option: 'ee-041a' });
    expect(log.join(' ')).toContain('plays Edit');
    // Everybody is asked again: a second Edit could restore it.
    expect(pending(s).map((d) => d.seat)).toEqual([0, 1]);
    act(s, 0, { type: 'pass' });
    const closing = act(s, 1, { type: 'pass' });
    expect(closing.join(' ')).toContain('An Edit cancels Deja Vu');
    expect(s.players[1].at).toBe('gap_village');
    expect(s.discard).toEqual(expect.arrayContaining([DEJA_VU, 'ee-041']));
    expect(s.table).not.toContain(DEJA_VU);
    // Seat 0 refilled to five; the turn went on to seat 1.
    expect(s.players[0].hand).toHaveLength(5);
    expect(s.seat).toBe(1);
  });

  it('a second Edit restores it, and it strikes', () => {
    const s = refilling(DEJA_VU);
    s.players[1].at = 'gap_village';
    s.players[1].origin = 'roogna';
    give(s, 1, 'ee-041');
    give(s, 0, 'ee-045');
    act(s, 0, { type: 'keep' });
    act(s, 1, { type: 'react', card: 'ee-041', option: 'ee-041a' });
    act(s, 0, { type: 'react', card: 'ee-045', option: 'ee-045a' });
    act(s, 0, { type: 'pass' });
    act(s, 1, { type: 'pass' });
    expect(s.players[1].at).toBe('roogna');
    expect(s.discard).toEqual(expect.arrayContaining([DEJA_VU, 'ee-041', 'ee-045']));
  });

  it('an Edit cancels a disaster with an escape before anybody is asked to discard', () => {
    const s = refilling(NEXTWAVE);
    give(s, 0, 'ee-065');
    act(s, 0, { type: 'keep' });
    act(s, 0, { type: 'react', card: 'ee-065', option: 'ee-065a' });
    act(s, 0, { type: 'pass' });
    act(s, 1, { type: 'pass' });
    expect(s.nextwave).toBe(false);
    expect(s.phase).not.toMatchObject({ kind: 'window', on: { on: 'disaster' } });
  });
});

describe('an Edit on a disaster in the Monaural encounter draw', () => {
  it('a disaster turned up is offered to the player for an Edit; cancelled, the draw goes on', () => {
    const s = position(1, [['dolph', 'hugo']], ['roogna']);
    s.players[0].origin = 'gap_village';
    const aside = (c: string) => c !== DEJA_VU && !EDITS.includes(c);
    s.players[0].hand = s.players[0].hand.filter(aside);
    s.deck = s.deck.filter(aside);
    s.discard = s.discard.filter(aside);
    give(s, 0, 'ee-077');
    s.deck.push(DEJA_VU);
    const drawn = s.deck.length;
    act(s, 0, { type: 'stay' });
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'drawn', card: DEJA_VU } });
    expect(pending(s).map((d) => d.seat)).toEqual([0]);
    act(s, 0, { type: 'react', card: 'ee-077', option: 'ee-077b' });
    const log = act(s, 0, { type: 'pass' });
    expect(log.join(' ')).toContain('An Edit cancels Deja Vu');
    expect(s.players[0].at).toBe('roogna');
    expect(s.discard).toEqual(expect.arrayContaining([DEJA_VU, 'ee-077']));
    // The draw went on: at least one more card turned up after the disaster.
    expect(s.deck.length).toBeLessThan(drawn - 1);
  });
});
