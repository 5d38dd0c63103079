import { act, apply, createMatch, random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { combatEntry } from '../src/data';
import { cityOfChaos } from '../src/index';
import { tileKey } from '../src/map';
import { stepsOff } from '../src/paths';
import { type CocState, newCombat } from '../src/state';

/** Seat 1 fights the Builder on the City Gates' south exit (2,4); seats 0 and 2 stand elsewhere. */
function battle(seats = 3, seed = 'flee') {
  const match = createMatch(cityOfChaos, { seats, seed });
  const s = match.state as CocState;
  s.seat = 1;
  s.players.forEach((p, i) => {
    p.at = [
      [2, 3],
      [2, 4],
      [1, 2],
    ][i] as [number, number];
  });
  s.combat[1] = newCombat('Builder', combatEntry('Builder').body!, 1, null);
  s.phase = { kind: 'start' };
  return match;
}

/** Walks a fleeing figure with the first step offered until it may stop; every step keeps a way off. */
function walkOff(match: ReturnType<typeof battle>, seat: number, from: string): CocState {
  for (let n = 0; n < 10; n++) {
    const s = match.state as CocState;
    if (s.phase.kind !== 'move') return s;
    const legal = cityOfChaos.legal(s, seat);
    const onTile = tileKey(...s.players[seat].at!) === from;
    expect(legal.some((a) => a.t === 'stop')).toBe(!onTile);
    if (!onTile) return s;
    for (const a of legal)
      if (a.t === 'step' && tileKey(a.x, a.y) === from)
        expect(stepsOff(s, seat, a.x, a.y, s.phase.visited)).toBeLessThanOrEqual(s.phase.left - 1);
    act(cityOfChaos, match, seat, legal[0]);
  }
  throw new Error('the flight never left the tile');
}

describe('Fleeing the Combat: a successful flee moves the figure off the tile (D10)', () => {
  it('rolls higher than the foe with enough to leave, then moves off the tile the player chooses how', () => {
    const match = battle(2);
    const s = match.state as CocState;
    random.force(s.rng, [6, 2]);
    act(cityOfChaos, match, 1, { t: 'flee' });
    const moving = match.state as CocState;
    expect(moving.combat[1]).toBeNull();
    expect(moving.phase).toMatchObject({ kind: 'move', left: 6, flee: '0,0' });
    // Attacking, joining or changing the roll are no part of a flight.
    expect(cityOfChaos.legal(moving, 1).every((a) => a.t === 'step')).toBe(true);
    const off = walkOff(match, 1, '0,0');
    expect(tileKey(...off.players[1].at!)).not.toBe('0,0');
    act(cityOfChaos, match, 1, { t: 'stop' });
    expect((match.state as CocState).phase.kind).not.toBe('move');
  });

  it('needs the steps to leave along the streets: a roll that beats the foe but is too short fails', () => {
    const match = battle(2, 'flee-short');
    const s = match.state as CocState;
    s.players[1].at = [2, 2];
    const need = stepsOff(s, 1, 2, 2);
    expect(need).toBeGreaterThan(1);
    random.force(s.rng, [need - 1, 1]);
    act(cityOfChaos, match, 1, { t: 'flee' });
    const after = match.state as CocState;
    expect(after.players[1].at).toEqual([2, 2]);
    expect(match.log.at(-1)!.events.some((e) => e.text.includes('escapes'))).toBe(false);
    // Run down: the foe's card is shown face up, and no card of the player's.
    expect(cityOfChaos.view(after, 0).combat[1]!.last).toEqual({
      opponents: [after.opponentUsed.at(-1)],
      card: null,
      spell: null,
      allies: [],
    });
  });

  it('throws Stardust: off the tile by the fewest steps, the player choosing the way', () => {
    const match = battle(2, 'flee-stardust');
    const s = match.state as CocState;
    s.players[1].at = [2, 2];
    s.magicPile.splice(s.magicPile.indexOf('stardust'), 1);
    s.players[1].magic.push('stardust');
    const need = stepsOff(s, 1, 2, 2);
    act(cityOfChaos, match, 1, { t: 'use', card: 'stardust' });
    const moving = match.state as CocState;
    expect(moving.combat[1]).toBeNull();
    expect(moving.phase).toMatchObject({ kind: 'move', left: need, flee: '0,0' });
    const off = walkOff(match, 1, '0,0');
    expect(tileKey(...off.players[1].at!)).not.toBe('0,0');
  });

  it('flees a duel the same way: the fleeing duellist moves off the tile', () => {
    const match = battle(2, 'flee-duel');
    const s = match.state as CocState;
    s.combat[1] = null;
    s.duel = { seats: [0, 1], picks: [null, null], last: null, rounds: 0, totalRounds: 2, dealtThisTurn: 1 };
    random.force(s.rng, [5, 1]);
    act(cityOfChaos, match, 1, { t: 'duel-flee' });
    const moving = match.state as CocState;
    expect(moving.duel).toBeNull();
    expect(moving.phase).toMatchObject({ kind: 'move', left: 5, flee: '0,0' });
  });
});

describe('Multi Player Combat: no flight without the agreement of the players joined (D20)', () => {
  const joined = (seed: string) => {
    const match = battle(3, seed);
    (match.state as CocState).combat[1]!.allies = [0, 2];
    return match;
  };

  it('asks every joined player at once; an answer stays face down until all have answered', () => {
    const match = joined('consent');
    act(cityOfChaos, match, 1, { t: 'flee' });
    const s = match.state as CocState;
    expect(s.phase.kind).toBe('consent');
    expect(cityOfChaos.pending(s).map((d) => d.seat)).toEqual([0, 2]);
    expect(cityOfChaos.legal(s, 0)).toEqual([
      { t: 'consent', agree: true },
      { t: 'consent', agree: false },
    ]);
    expect(cityOfChaos.legal(s, 1)).toEqual([]);
    act(cityOfChaos, match, 0, { t: 'consent', agree: false });
    const half = match.state as CocState;
    expect(cityOfChaos.view(half, 0).consent).toEqual([false, null]);
    expect(cityOfChaos.view(half, 2).consent).toEqual(['answered', null]);
    expect(cityOfChaos.view(half, 1).consent).toEqual(['answered', null]);
    // The answer is a secret action: the log shows it to its giver alone.
    expect(cityOfChaos.secret!(half, 0, { t: 'consent', agree: false })).toBe(true);
    // A sample drawn for seat 2 holds a stand-in, not seat 0's answer.
    expect(cityOfChaos.resample!(half, 2, () => 0.5).consent).toEqual([true, null]);
    expect(cityOfChaos.resample!(half, 0, () => 0.5).consent).toEqual([false, null]);
    expect(cityOfChaos.pending(half).map((d) => d.seat)).toEqual([2]);
  });

  it('one refusal and the battle goes on: the first player chooses a combat card', () => {
    const match = joined('consent-2');
    act(cityOfChaos, match, 1, { t: 'flee' });
    act(cityOfChaos, match, 0, { t: 'consent', agree: true });
    act(cityOfChaos, match, 2, { t: 'consent', agree: false });
    const s = match.state as CocState;
    expect(s.consent).toBeNull();
    expect(s.phase.kind).toBe('combat');
    expect(s.combat[1]!.foe).toBe('Builder');
    expect(match.log.at(-1)!.events.map((e) => e.text)).toContain(
      'Adventurer 3 will not flee: the battle goes on.',
    );
  });

  it('all agree and the first player rolls to flee; escaping ends the battle for the whole side', () => {
    const match = joined('consent-3');
    random.force((match.state as CocState).rng, [7, 1]);
    act(cityOfChaos, match, 1, { t: 'flee' });
    act(cityOfChaos, match, 2, { t: 'consent', agree: true });
    act(cityOfChaos, match, 0, { t: 'consent', agree: true });
    const s = match.state as CocState;
    expect(s.combat[1]).toBeNull();
    expect(s.phase).toMatchObject({ kind: 'move', flee: '0,0' });
    expect(cityOfChaos.legal(s, 0)).toEqual([]);
  });

  it('refuses an answer from a player who did not join', () => {
    const match = joined('consent-4');
    act(cityOfChaos, match, 1, { t: 'flee' });
    const s = match.state as CocState;
    expect(() => apply(cityOfChaos, s, 1, { t: 'consent', agree: true })).toThrow();
  });
});
