import { randomSource, stateHash } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { MARKET } from '../src/board';
import { CARDS } from '../src/cards';
import { legitimacy } from '../src/index';
import type { LegState } from '../src/state';
import { value } from '../src/value';
import { act, at, checkConservation, force, put, quiet, started } from './helpers';

const resample = (state: LegState, seat: number, seed: string) =>
  legitimacy.resample!(state, seat, randomSource(seed));

/** Four seats, cards in every hand, seat 0 to move. */
function dealt(options: Partial<LegState['options']> = {}): LegState {
  const state = started(4, options);
  for (let seat = 0; seat < 4; seat++)
    for (let k = 0; k < 3; k++) state.players[seat].hand.push(state.draw.pop()!);
  return state;
}

/** Everything but the hidden parts: the other hands, the draw pile, the Marketplace, the jewels below the top. */
function open(state: LegState, seat: number) {
  return {
    view: legitimacy.view(state, seat),
    tables: state.players.map((p) => p.table),
    discard: state.discard,
    removed: state.removed,
    sizes: [state.draw.length, state.market.length, state.jewels.length],
    top: state.jewels.at(-1),
  };
}

describe('resampling what a seat does not know', () => {
  it('keeps the own hand and everything public, deals the other hands, the draw pile and the Marketplace again', () => {
    const state = dealt();
    const before = stateHash(state);
    const samples = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => resample(state, 0, seed));
    expect(stateHash(state)).toBe(before);
    for (const s of samples) {
      checkConservation(s);
      expect(open(s, 0)).toEqual(open(state, 0));
      expect(s.players[0].hand).toEqual(state.players[0].hand);
      expect(s.players.map((p) => p.hand.length)).toEqual(state.players.map((p) => p.hand.length));
      expect(s.rng).not.toEqual(state.rng);
    }
    const differ = (part: (s: LegState) => unknown) =>
      new Set(samples.map((s) => JSON.stringify(part(s)))).size > 1;
    expect(differ((s) => s.players[1].hand)).toBe(true);
    expect(differ((s) => s.players[3].hand)).toBe(true);
    expect(differ((s) => s.draw)).toBe(true);
    expect(differ((s) => s.market)).toBe(true);
    expect(differ((s) => s.jewels)).toBe(true);
    // Another seat's sample keeps that seat's hand and deals seat 0's.
    const theirs = ['a', 'b', 'c'].map((seed) => resample(state, 1, seed));
    for (const s of theirs) expect(s.players[1].hand).toEqual(state.players[1].hand);
    expect(new Set(theirs.map((s) => JSON.stringify(s.players[0].hand))).size).toBeGreaterThan(1);
  });

  it('depends on the view alone: two deals that look the same to the seat give the same sample', () => {
    const state = dealt({ threeJewels: true });
    const twin = legitimacy.clone(state);
    // Seat 1's hand swapped with the top of the draw pile, the jewels below the top and those set aside shuffled.
    const hand = twin.players[1].hand;
    twin.players[1].hand = twin.draw.splice(-hand.length, hand.length);
    twin.draw.unshift(...hand);
    twin.market.reverse();
    // A jewel set aside trades places with one below the top.
    twin.unused = twin.unused.slice();
    const aside = twin.unused.findIndex((c) => CARDS[c].kind === 'jewel');
    expect(aside).toBeGreaterThanOrEqual(0);
    [twin.unused[aside], twin.jewels[0]] = [twin.jewels[0], twin.unused[aside]];
    twin.jewels = [twin.jewels[1], twin.jewels[0], twin.jewels[2]];
    expect(legitimacy.view(twin, 0)).toEqual(legitimacy.view(state, 0));
    expect(stateHash(twin)).not.toBe(stateHash(state));
    expect(stateHash(resample(twin, 0, 'x'))).toBe(stateHash(resample(state, 0, 'x')));
  });

  it('the jewels set aside in the three-jewel game are dealt again with those below the top', () => {
    const state = dealt({ threeJewels: true });
    const jewelsOf = (s: LegState) => [...s.jewels.slice(0, -1)].sort();
    const seen = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) =>
        JSON.stringify(jewelsOf(resample(state, 0, seed))),
      ),
    );
    expect(seen.size).toBeGreaterThan(1);
    for (const seed of ['a', 'b']) checkConservation(resample(state, 0, seed));
  });

  it('keeps the Marketplace for the seat searching it, and deals it again for everyone else', () => {
    const state = dealt();
    at(state, 0, MARKET);
    act(state, 0, { t: 'market' });
    act(state, 0, { t: 'take', card: state.market[0] });
    for (const seed of ['a', 'b', 'c']) {
      const s = resample(state, 0, seed);
      expect(s.market).toEqual(state.market);
      expect(legitimacy.legal(s, 0)).toEqual(legitimacy.legal(state, 0));
    }
    const other = ['a', 'b', 'c'].map((seed) => resample(state, 1, seed));
    expect(new Set(other.map((s) => JSON.stringify(s.market))).size).toBeGreaterThan(1);
    for (const s of other) {
      checkConservation(s);
      const give = s.frames.at(-1)?.data;
      // The card just taken, as the new deal has it: one in the searcher's hand.
      expect(give?.kind === 'give' && s.players[0].hand.includes(give.taken)).toBe(true);
    }
  });

  it('keeps a hand the seat is looking at with the All-Seeing Eye', () => {
    const state = dealt();
    at(state, 0, 'CA.R0');
    at(state, 1, 'CA.R1');
    put(state, 'all-seeing-eye', { hand: 0 });
    force(state, [6]);
    act(state, 0, { t: 'cast', card: 'all-seeing-eye', spell: 'eye', target: 1 });
    if (state.frames.at(-1)?.kind === 'react-spell') act(state, 1, { t: 'pass' });
    expect(legitimacy.view(state, 0).shownHand?.seat).toBe(1);
    for (const seed of ['a', 'b', 'c']) {
      const s = resample(state, 0, seed);
      expect(s.players[1].hand).toEqual(state.players[1].hand);
      expect(s.players[2].hand).not.toEqual(undefined);
    }
    const samples = ['a', 'b', 'c', 'd'].map((seed) => resample(state, 0, seed).players[2].hand);
    expect(new Set(samples.map((h) => JSON.stringify(h))).size).toBeGreaterThan(1);
  });

  it('a card another seat took in secret and has yet to place is dealt again; the taker keeps it', () => {
    const state = dealt();
    const card = state.draw.pop()!;
    state.inPlay.push(card);
    state.frames.push({
      kind: 'place',
      prompt: 'Keep the card in your hand, play it to the table, or discard it',
      waiting: [1],
      data: { kind: 'place', seat: 1, card, secret: true },
    });
    checkConservation(state);
    const cards = ['a', 'b', 'c', 'd', 'e'].map((seed) => {
      const s = resample(state, 0, seed);
      checkConservation(s);
      const top = s.frames.at(-1)!.data;
      expect(top.kind === 'place' && s.inPlay.includes(top.card)).toBe(true);
      return top.kind === 'place' ? top.card : '';
    });
    expect(new Set(cards).size).toBeGreaterThan(1);
    const taker = resample(state, 1, 'a').frames.at(-1)!.data;
    expect(taker.kind === 'place' && taker.card).toBe(card);
  });
});

describe('turns and the value of a position', () => {
  it('the turn count grows by one each player turn', () => {
    const state = started(2);
    const first = legitimacy.turn!(state);
    legitimacy.step(state, 0, { t: 'end' }, quiet);
    expect(legitimacy.turn!(state)).toBe(first + 1);
    legitimacy.step(state, 1, { t: 'roll' }, quiet);
    expect(legitimacy.turn!(state)).toBe(first + 1);
  });

  it('rates a Crown Jewel gained, and one the rival gains against the seat', () => {
    const state = started(2);
    const base = value(legitimacy.view(state, 0), 0);
    const mine = legitimacy.clone(state);
    mine.players[0].table.push(mine.jewels.pop()!);
    expect(value(legitimacy.view(mine, 0), 0)).toBeGreaterThan(base + 50);
    const theirs = legitimacy.clone(state);
    theirs.players[1].table.push(theirs.jewels.pop()!);
    expect(value(legitimacy.view(theirs, 0), 0)).toBeLessThan(base - 50);
  });
});
