import { greedyBot, randomBot } from '@questbox/bots';
import { apply, canonicalJson, createMatch, act as matchAct, simulate } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { legitimacy } from '../src/index';
import { act, at, put, started } from './helpers';

describe('hidden information', () => {
  it("a view shows the seat's own hand, only the size of the others, and never the draw pile or the Marketplace", () => {
    const state = started(3);
    put(state, 'ogre', { hand: 1 });
    put(state, 'pox', { hand: 2 });
    const view = legitimacy.view(state, 1);
    expect(view.players[1].hand).toEqual(['ogre']);
    expect(view.players[2].hand).toBeUndefined();
    expect(view.players[2].handSize).toBe(1);
    const text = canonicalJson(view);
    expect(text).not.toContain('"pox"');
    for (const c of [...state.draw, ...state.market]) expect(text).not.toContain(`"${c}"`);
    expect(view.drawCount).toBe(state.draw.length);
    expect(view.marketCount).toBe(state.market.length);
    const spectator = canonicalJson(legitimacy.view(state, null));
    expect(spectator).not.toContain('"ogre"');
    expect(spectator).not.toContain('"rng"');
  });

  it('only the top Crown Jewel lies face up', () => {
    const state = started(2);
    const view = legitimacy.view(state, 0);
    expect(view.jewelTop).toBe(state.jewels[state.jewels.length - 1]);
    expect(canonicalJson(view)).not.toContain(`"${state.jewels[0]}"`);
  });

  it('a drawn card is told only to the player who drew it', () => {
    const match = createMatch(legitimacy, { seats: 2, seed: 'draw-secret' });
    while (match.state.frames.length > 0) {
      const d = legitimacy.pending(match.state)[0];
      matchAct(legitimacy, match, d.seat, legitimacy.legal(match.state, d.seat)[0]);
    }
    const seat = match.state.turn.seat;
    at(
      match.state,
      seat,
      match.state.players[seat].spot.slice(0, 2) === 'SW'
        ? 'SW.a2'
        : `${match.state.players[seat].spot.slice(0, 2)}.a2`,
    );
    const { events } = apply(legitimacy, match.state, seat, { t: 'draw' });
    const named = events.filter((e) => e.type === 'drawn');
    expect(named).toHaveLength(1);
    expect(named[0].to).toEqual([seat]);
    expect(events.find((e) => e.type === 'draw')?.to).toBeUndefined();
  });

  it('a refused action gets a clear message and changes nothing', () => {
    const state = started(2);
    const before = canonicalJson(state);
    expect(() => apply(legitimacy, state, 0, { t: 'draw' })).toThrow(/only at a Black Spot/);
    expect(() => apply(legitimacy, state, 1, { t: 'roll' })).toThrow(/not your turn/);
    expect(() => apply(legitimacy, state, 0, { t: 'fly-to-the-moon' })).toThrow(/not a Legitimacy action/);
    expect(() => apply(legitimacy, state, 0, { t: 'play', card: 'no-such-card' })).toThrow(/no such card/);
    act(state, 0, { t: 'end' });
    expect(canonicalJson(state)).not.toBe(before);
  });

  it('a saved game survives a reload: JSON round trip keeps playing the same', () => {
    const state = started(2);
    const copy = JSON.parse(JSON.stringify(state));
    act(state, 0, { t: 'roll' });
    act(copy, 0, { t: 'roll' });
    expect(canonicalJson(copy)).toBe(canonicalJson(state));
  });
});

describe('text for players', () => {
  it('render shows spots, tables, the own hand with effects, jewels and alignment', () => {
    const state = started(2);
    put(state, 'ogre', { hand: 0 });
    put(state, 'crown', { table: 1 });
    state.players[1].good = false;
    const text = legitimacy.render!(legitimacy.view(state, 0), 0);
    expect(text).toContain('Seat 1 (Frog Prince) <- you: Good');
    expect(text).toContain('Ogre (creature, neutral): +3 Attack.');
    expect(text).toContain('Seat 2 (Minstrel): Evil; 1 jewel; 0 in hand');
    expect(text).toContain('at Swamp Castle, 8 from the Throne Room');
    expect(text).not.toContain('Crown (');
  });

  it('describe names every legal action in words', () => {
    const state = started(2);
    put(state, 'flying-carpet', { hand: 0 });
    const words = legitimacy.legal(state, 0).map((a) => legitimacy.describe(a, state));
    expect(words).toEqual(
      expect.arrayContaining(['Roll the die to move', 'Cast Flying Carpet on yourself', 'End your turn']),
    );
  });
});

describe('bots', () => {
  it('one greedy bot beats random bots clearly', () => {
    for (const seats of [2, 4]) {
      const r = simulate(legitimacy, {
        games: 20,
        seed: `g${seats}`,
        bots: [greedyBot, ...Array(seats - 1).fill(randomBot)],
      });
      expect(r.errors).toBe(0);
      expect(r.winRate).toBeGreaterThan(0.8);
    }
  });

  it('games of greedy bots all end with a winner', () => {
    for (const seats of [2, 3, 6]) {
      const r = simulate(legitimacy, { games: 15, seed: `all${seats}`, bots: Array(seats).fill(greedyBot) });
      expect(r.errors).toBe(0);
      expect(r.unfinished).toBe(0);
    }
  });
});

describe('the question on top, through the frame table', () => {
  it('shows a card taken in the open to everyone, spectators too, and a trade only to its trader', () => {
    const state = started(2);
    state.players[1].table.push('ogre');
    state.frames.push({
      kind: 'pick',
      prompt: 'Take a card',
      waiting: [0],
      data: { kind: 'pick', chooser: 0, victim: 1, purpose: 'loot', left: 1, card: '' },
    });
    act(state, 0, { t: 'pick', card: 'ogre' });
    for (const viewer of [null, 0, 1])
      expect(legitimacy.view(state, viewer).frame).toEqual({
        kind: 'place',
        seat: 0,
        secret: false,
        card: 'ogre',
      });
    act(state, 0, { t: 'place', to: 'hand' });
    at(state, 0, 'CA.MARKET');
    act(state, 0, { t: 'market' });
    const card = state.market[0];
    act(state, 0, { t: 'take', card });
    expect(legitimacy.view(state, 0).frame).toEqual({ kind: 'give', seat: 0, taken: card });
    expect(legitimacy.view(state, 1).frame).toEqual({ kind: 'give', seat: 0 });
    act(state, 0, { t: 'give', card: 'ogre' });
    expect(legitimacy.view(state, 0).frame).toEqual({
      kind: 'market',
      seat: 0,
      taken: [card],
      given: ['ogre'],
    });
    expect(legitimacy.view(state, 1).frame).toEqual({ kind: 'market', seat: 0 });
    expect(legitimacy.view(state, null).frame).toEqual({ kind: 'market', seat: 0 });
  });

  it('never shows a field its kind does not declare: the Love Philter card behind a lover question', () => {
    const state = started(3);
    state.frames.push({
      kind: 'lover',
      prompt: 'Choose',
      waiting: [0],
      data: { kind: 'lover', chooser: 0, victim: 1, card: 'love-philter' },
    });
    for (const viewer of [null, 0, 1, 2])
      expect(legitimacy.view(state, viewer).frame).toEqual({ kind: 'lover', chooser: 0, victim: 1 });
  });
});
