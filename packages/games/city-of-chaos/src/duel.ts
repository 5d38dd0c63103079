import { armourOf, weaponOf } from './combat';
import { COMBAT_CARDS } from './data';
import type { Emit } from './effects';
import { applyEffect, checkDeath } from './effects';
import type { CocState } from './state';

/** The two sets of Player Combat cards: the attacker plays the Crimson set, the victim the Blue (Player against Player Combat). */
export const DUEL_SETS = [
  COMBAT_CARDS.player.filter((c) => c.set === 'crimson'),
  COMBAT_CARDS.player.filter((c) => c.set === 'blue'),
];

/** A card not yet chosen (null), run down after a failed flee (-1), or the index of the card chosen face down. */
export type Pick = number | null;

export interface Duel {
  /** The attacker first, then the victim. */
  seats: [number, number];
  picks: [Pick, Pick];
  /** The cards revealed in the last round (-1 for a side run down), kept face up until the next; null before the first. */
  last: [Pick, Pick] | null;
  rounds: number;
  totalRounds: number;
  dealtThisTurn: number;
}

/** Figures on the street next to the seat's square that it may attack: in the game, on the street, not fighting. */
export function victims(state: CocState, seat: number): number[] {
  const p = state.players[seat];
  if (!p.at || p.inRoom || state.duel) return [];
  const [x, y] = p.at;
  let out: number[] | null = null;
  for (let i = 0; i < state.players.length; i++) {
    const o = state.players[i];
    if (i === seat || o.out || !o.at || o.inRoom) continue;
    if (Math.abs(o.at[0] - x) + Math.abs(o.at[1] - y) !== 1) continue;
    if (state.combat[i] || state.combat.some((c) => c?.allies?.includes(i))) continue;
    (out ??= []).push(i);
  }
  return out ?? [];
}

export function startDuel(state: CocState, seat: number, victim: number, emit: Emit): void {
  state.duel = {
    seats: [seat, victim],
    picks: [null, null],
    last: null,
    rounds: 0,
    totalRounds: 0,
    dealtThisTurn: 0,
  };
  state.phase = { kind: 'duel' };
  emit({
    type: 'combat',
    text: `${state.players[seat].name} attacks ${state.players[victim].name}: both choose a combat card face down.`,
  });
}

/** The duellists still to choose a card this round. */
export function toPick(state: CocState): number[] {
  const d = state.duel;
  if (!d || state.phase.kind !== 'duel') return [];
  return d.seats.filter((_, k) => d.picks[k] === null);
}

/**
 * Both cards are down: they are revealed and both damages worked out from them before either is
 * taken (D12). Returns 'over' when a player is dead (the battle ends), 'turn' when the combat turn
 * is over, or null when another round follows.
 */
export function resolveRound(state: CocState, emit: Emit): 'over' | 'turn' | null {
  const d = state.duel!;
  const sides = d.seats.map((seat, k) => {
    const p = state.players[seat];
    const pick = d.picks[k]!;
    const card = pick >= 0 ? DUEL_SETS[k][pick] : null;
    return {
      seat,
      attack: card ? card.attack + weaponOf(p) : -99,
      defence: (card?.defence ?? 0) + armourOf(p),
    };
  });
  const [a, b] = sides;
  const toB = Math.max(0, a.attack - b.defence);
  const toA = Math.max(0, b.attack - a.defence);
  const pa = state.players[a.seat];
  const pb = state.players[b.seat];
  emit({
    type: 'round',
    text: `The cards are revealed: ${pa.name} takes ${toA}, ${pb.name} takes ${toB}.`,
    data: { picks: d.picks },
  });
  pa.bp -= toA;
  pb.bp -= toB;
  d.dealtThisTurn += toA + toB;
  d.rounds++;
  d.totalRounds++;
  const ranDown = d.picks.includes(-1);
  d.last = d.picks;
  d.picks = [null, null];
  const deadA = pa.bp <= 0;
  const deadB = pb.bp <= 0;
  if (deadA || deadB) {
    state.duel = null;
    // "If you kill another player you must take a Head."
    if (deadB && !deadA) applyEffect(state, a.seat, { heads: 1 }, emit);
    if (deadA && !deadB) applyEffect(state, b.seat, { heads: 1 }, emit);
    checkDeath(state, a.seat, emit);
    checkDeath(state, b.seat, emit);
    return 'over';
  }
  if (d.rounds >= 2 || ranDown) {
    if (d.dealtThisTurn === 0) {
      emit({ type: 'combat', text: 'Neither player can hurt the other: they break off.' });
      state.duel = null;
      return 'over';
    }
    d.rounds = 0;
    d.dealtThisTurn = 0;
    return 'turn';
  }
  return null;
}
