import { random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';
import { quietLog, run } from '../src/rules';
import { table, type ZagorState } from '../src/state';
import { act, game, give, onTop, strip, top, waitingOn } from './helpers';

/** Seat 0 about to pick a die on WB2, with a Spyglass and no Hold tokens. */
function spyglassReady(seed: string): ZagorState {
  const s = game(2, seed, ['walter', 'tattoo']);
  strip(s, 0);
  give(s, 0, 'spyglass-1');
  s.players[0].fig = { at: 'WB2', pos: null, wounds: 0 };
  s.cur = { seat: 0, color: 'y', face: 'move', token: false };
  for (const p of s.players) p.hold = [];
  return waitingOn(s, 0, { a: 'pick' });
}
const samples = (s: ZagorState, seat: number, n = 8) =>
  Array.from({ length: n }, (_, i) => zagor.resample!(s, seat, random.randomSource(`sample-${i}`)));

describe('what a seat has peeked at (the kit knowledge per item)', () => {
  it('Spyglass: the tile shows in its seat view only, and that seat resamples it in place while the rest is dealt again', () => {
    const s = act(spyglassReady('glass'), { t: 'spyglass', space: 'WB3' });
    const tile = s.hidden.WB3[0];
    expect(zagor.view(s, 0).known).toEqual([{ zone: 'hidden.WB3', at: 0, item: tile }]);
    expect(zagor.view(s, 1).known).toEqual([]);
    expect(JSON.stringify(zagor.view(s, 1))).not.toContain(`"${tile}"`);
    const mine = samples(s, 0);
    for (const x of mine) expect(x.hidden.WB3).toEqual([tile]);
    expect(mine.some((x) => x.hidden.WB4[0] !== s.hidden.WB4[0])).toBe(true);
    // Seat 1 knows that seat 0 looked, not what it saw: its samples deal WB3 again.
    const theirs = samples(s, 1);
    expect(theirs.some((x) => x.hidden.WB3[0] !== tile)).toBe(true);
    for (const x of theirs)
      expect(x.known).toEqual([{ zone: 'hidden.WB3', item: x.hidden.WB3[0], seats: [0] }]);
  });

  it('Spyglass: a space whose tile the seat knows is not offered again; the mark goes when the tile is revealed', () => {
    let s = act(spyglassReady('glass-again'), { t: 'spyglass', space: 'WB3' });
    s.players[0].covered = [];
    expect(zagor.legal(s, 0)).not.toContainEqual({ t: 'spyglass', space: 'WB3' });
    expect(zagor.legal(s, 0)).toContainEqual({ t: 'spyglass', space: 'WB4' });
    const tile = s.hidden.WB3[0];
    waitingOn(s, 0, { a: 'move', who: 0, steps: 3, mode: 'move' });
    s = act(s, { t: 'go', to: 'WB3' });
    expect(s.shown.WB3).toContain(tile);
    expect(s.known).toEqual([]);
    expect(zagor.view(s, 0).known).toEqual([]);
  });

  it('Telescope: the top Event stays known to its seat on top or at the bottom, kept by its samples, forgotten once drawn', () => {
    let s = game(2, 'scope');
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    s.holdReserve.splice(s.holdReserve.indexOf('telescope-1'), 1);
    s.players[0].hold = ['telescope-1'];
    waitingOn(s, 0, { a: 'pick' });
    onTop(s.eventDeck, 'leak-1');
    s = act(s, { t: 'token', kind: 'telescope' });
    expect(top(s)?.q.a).toBe('telescope');
    const bottom = act(s, { t: 'bottom' });
    expect(zagor.view(bottom, 0).known).toEqual([{ zone: 'eventDeck', at: 0, item: 'leak-1' }]);
    for (const x of samples(bottom, 0)) expect(x.eventDeck[0]).toBe('leak-1');
    expect(samples(bottom, 1).some((x) => x.eventDeck[0] !== 'leak-1')).toBe(true);
    const kept = act(s, { t: 'top' });
    const n = kept.eventDeck.length;
    expect(zagor.view(kept, 0).known).toEqual([{ zone: 'eventDeck', at: n - 1, item: 'leak-1' }]);
    for (const x of samples(kept, 0)) expect(x.eventDeck[n - 1]).toBe('leak-1');
    kept.tasks = [{ k: 'round' }, { k: 'drawEvent' }];
    const drawn = structuredClone(kept);
    run(drawn, quietLog);
    expect(drawn.eventDiscard).toContain('leak-1');
    expect(drawn.known).toEqual([]);
  });

  it('The Spirit with the Axe: the tiles next to Zagor are known to his player and kept by that seat samples', () => {
    let s = game(2, 'axe');
    s.zagor.at = 'WB6';
    s.cur = { seat: 0, color: 'r', face: 'power', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'zpower' });
    s = act(s, { t: 'power', p: 'spirit' });
    const seen = { WB5: s.hidden.WB5[0], WF5: s.hidden.WF5?.[0] };
    s = act(s, { t: 'go', to: 'WB7' });
    const known = table.knows(s, 0);
    expect(known).toContainEqual({ zone: 'hidden.WB5', at: 0, item: seen.WB5 });
    expect(table.knows(s, 1)).toEqual([]);
    for (const x of samples(s, 0)) for (const k of known) expect(x.hidden[k.zone.slice(7)]).toEqual([k.item]);
  });
});

describe('samples of what a seat cannot see', () => {
  it("name another seat's Treasure waiting to be equipped by the new deal, never by the real one", () => {
    const s = game(2, 'incoming');
    const real = s.treasureDeck.pop()!;
    s.players[0].incomingTreasures.push(real);
    waitingOn(s, 0, { a: 'equip', kind: 'treasure', id: real });
    const dealt = samples(s, 1);
    expect(dealt.some((x) => x.players[0].incomingTreasures[0] !== real)).toBe(true);
    for (const x of dealt) {
      expect(top(x)?.q).toEqual({ a: 'equip', kind: 'treasure', id: x.players[0].incomingTreasures[0] });
      // Playing on in the sample moves the Treasure it names.
      const dropped = act(x, { t: 'drop' }, 0);
      expect(dropped.players[0].incomingTreasures).toEqual([]);
    }
    // Its own seat's sample keeps the real one.
    for (const x of samples(s, 0)) expect(top(x)?.q).toMatchObject({ id: real });
  });
});

describe('a Treasure discarded face down to the Galley', () => {
  it('stays known to the player who discarded it, in view and samples, until a Helmsman takes one at random', () => {
    let s = game(2, 'galley-treasure', ['walter', 'tattoo']);
    strip(s, 0);
    const mine = s.treasureDeck.pop()!;
    s.players[0].treasures.push(mine);
    s.galleyTreasures.push(s.treasureDeck.pop()!);
    s.players[0].fig.at = 'WB2';
    waitingOn(s, 0, { a: 'lose', who: 0 });
    s = act(s, { t: 'lose', id: mine });
    expect(zagor.view(s, 0).known).toEqual([{ zone: 'galleyTreasures', at: 1, item: mine }]);
    expect(zagor.view(s, 1).known).toEqual([]);
    for (const x of samples(s, 0)) expect(x.galleyTreasures[1]).toBe(mine);
    expect(samples(s, 1).some((x) => x.galleyTreasures[1] !== mine)).toBe(true);
    // With the other Treasure back in its deck, the Helmsman's random pick is this one.
    s.treasureDeck.push(s.galleyTreasures.shift()!);
    waitingOn(s, 1, { a: 'helm' });
    s = act(s, { t: 'galleyTreasure' });
    expect(s.players[1].incomingTreasures).toEqual([mine]);
    expect(s.known).toEqual([]);
  });
});

describe('Final Scoring in the open', () => {
  it('shows every seat and spectator all Treasures and Chests once the game is over, so the score table tells nothing more', () => {
    const s = game(3, 'scored');
    s.players[0].treasures = [s.treasureDeck.pop()!];
    s.players[0].chest = [s.treasureDeck.pop()!];
    type Seen = { players: { treasures: unknown; chest: unknown }[] };
    const seen = (viewer: number | null) => (zagor.view(s, viewer) as unknown as Seen).players[0];
    expect(seen(1)).toMatchObject({ treasures: 1, chest: 1 });
    s.over = 'docked';
    for (const viewer of [null, 1, 2])
      expect(seen(viewer)).toMatchObject({ treasures: s.players[0].treasures, chest: s.players[0].chest });
    // Dealing again what seat 1 may not know leaves the finished game's view as it is.
    for (const x of samples(s, 1)) expect(zagor.view(x, 1)).toEqual(zagor.view(s, 1));
  });
});
