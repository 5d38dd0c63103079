import { act, apply, createMatch } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { combatEntry } from '../src/data';
import { checkDeath } from '../src/effects';
import { cityOfChaos } from '../src/index';
import { type CocState, newCombat } from '../src/state';
import { TOME } from '../src/tome';
import { readParagraph } from '../src/turn';

/** Seat 1 fights the Builder at 2,4; seat 0 has moved next to it. */
function battle(seed = 'join') {
  const match = createMatch(cityOfChaos, { seats: 3, seed });
  const s = match.state as CocState;
  s.seat = 0;
  s.players[0].at = [2, 3];
  s.players[1].at = [2, 4];
  s.players[2].at = [12, 12];
  s.combat[1] = newCombat('Builder', combatEntry('Builder').body!, 1, null);
  s.phase = { kind: 'move', left: 4, visited: ['2,2', '2,3'], tiles: ['0,0'] };
  return match;
}

describe('Multi Player Combat: joining a battle from the next square', () => {
  it('joins and ends the turn; the joiner adds a card on the first player’s turn; a flight is put to them', () => {
    const match = battle();
    expect(cityOfChaos.legal(match.state, 0)).toContainEqual({ t: 'join', seat: 1 });
    act(cityOfChaos, match, 0, { t: 'join', seat: 1 });
    let s = match.state as CocState;
    expect(s.combat[1]!.allies).toEqual([0]);
    expect(s.seat).toBe(1);
    expect(cityOfChaos.legal(s, 1)).toEqual([{ t: 'fight-on' }, { t: 'flee' }]);
    act(cityOfChaos, match, 1, { t: 'fight-on' });
    act(cityOfChaos, match, 1, { t: 'card', i: 0 });
    s = match.state as CocState;
    expect(cityOfChaos.pending(s)).toEqual([{ seat: 0, prompt: expect.any(String) }]);
    expect(cityOfChaos.legal(s, 1)).toEqual([]);
    expect(cityOfChaos.view(s, 0).combat[1]!.last).toBeNull();
    const before = [s.players[0].bp, s.players[1].bp, s.combat[1]!.pool];
    act(cityOfChaos, match, 0, { t: 'ally-card', i: 0 });
    s = match.state as CocState;
    const taken = [before[0] - s.players[0].bp, before[1] - s.players[1].bp];
    // Split equally, the remainder to the first player.
    expect(taken[1] - taken[0]).toBeGreaterThanOrEqual(0);
    expect(taken[1] - taken[0]).toBeLessThanOrEqual(1);
    const round = match.log.at(-1)!.events.find((e) => e.type === 'round')!;
    // Two Attack 7 cards against one Opponent card: the Builder loses more than one card could do.
    const dealt = Number(/the Builder takes (\d+)/.exec(round.text)![1]);
    expect(dealt).toBeGreaterThanOrEqual(7);
  });

  it('skips the joiner’s own turns while the battle lasts', () => {
    const match = battle('join-2');
    act(cityOfChaos, match, 0, { t: 'join', seat: 1 });
    const s = match.state as CocState;
    s.combat[1]!.pool = 99;
    act(cityOfChaos, match, 1, { t: 'fight-on' });
    for (let r = 0; r < 2 && (match.state as CocState).seat === 1; r++) {
      act(cityOfChaos, match, 1, { t: 'card', i: 0 });
      act(cityOfChaos, match, 0, { t: 'ally-card', i: 5 });
    }
    expect((match.state as CocState).seat).toBe(2);
    // The last round's cards stay face up for every seat: the Opponent card, the first player's and the joiner's.
    const fought = match.state as CocState;
    for (const seat of [0, 1, 2, null])
      expect(cityOfChaos.view(fought, seat).combat[1]!.last).toEqual({
        opponents: [fought.opponentUsed.at(-1)],
        card: 0,
        spell: null,
        allies: [{ seat: 0, card: 5 }],
      });
    // Seat 3 plays its turn out; seat 1 (the joiner, seat index 0) is skipped, the battle goes on.
    for (let n = 0; n < 200 && (match.state as CocState).seat === 2; n++)
      act(cityOfChaos, match, 2, cityOfChaos.legal(match.state, 2).at(-1));
    const log = match.log.flatMap((e) => e.events.map((v) => v.text));
    expect(log).toContain("Adventurer 1 fights on at another player's side.");
    expect((match.state as CocState).seat).toBe(1);
  });
});

describe('Non-Player Combat: a City character at the player’s side', () => {
  it('keeps the Duellist’s card when she goes with the player, adds her blows, and returns it at death', () => {
    const match = createMatch(cityOfChaos, { seats: 2, seed: 'companion' });
    const s = match.state as CocState;
    const seat = s.seat;
    s.actionPile.splice(s.actionPile.indexOf('duellist'), 1);
    const p = s.players[seat];
    p.companions.push('duellist');
    s.combat[seat] = newCombat('Builder', 99, 1, null);
    s.phase = { kind: 'combat' };
    const dealt = (state: CocState) => {
      const r = apply(cityOfChaos, state, seat, { t: 'card', i: 2 });
      return Number(/the Builder takes (\d+)/.exec(r.events.find((e) => e.type === 'round')!.text)![1]);
    };
    const alone = structuredClone(s);
    alone.players[seat].companions = [];
    alone.actionPile.push('duellist');
    // The same cards are drawn for the Builder; the Duellist only adds to the player's blow.
    expect(dealt(s)).toBeGreaterThanOrEqual(dealt(alone));
    act(cityOfChaos, match, seat, { t: 'card', i: 2 });
    const t = match.state as CocState;
    t.players[seat].bp = 0;
    t.combat[seat] = null;
    expect(t.players[seat].companions).toEqual(['duellist']);
    checkDeath(t, seat, () => {});
    expect(t.players[seat].companions).toEqual([]);
    expect(t.actionPile.at(-1)).toBe('duellist');
  });

  it('gives paragraph 93 the companion effect, kept from the card being followed', () => {
    const match = createMatch(cityOfChaos, { seats: 2, seed: 'companion-2' });
    const s = match.state as CocState;
    const seat = s.seat;
    s.actionPile.splice(s.actionPile.indexOf('duellist'), 1);
    const tome = TOME.paragraphs.get(93)!;
    expect(tome.effects).toContainEqual({ companion: true });
    readParagraph(s, seat, 93, 'duellist', () => {});
    expect(s.players[seat].companions).toEqual(['duellist']);
    expect(s.actionPile).not.toContain('duellist');
  });
});
