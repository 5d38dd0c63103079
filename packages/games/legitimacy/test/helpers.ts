import { random, type StepContext } from '@questbox/engine';
import type { Action } from '../src/actions';
import { CARDS } from '../src/cards';
import { legitimacy } from '../src/index';
import type { LegState } from '../src/state';

/** Every card of the game in exactly one place. */
export function checkConservation(state: LegState): void {
  if (state.tiles.length === 0) return;
  const places: string[][] = [
    state.draw,
    state.discard,
    state.market,
    state.jewels,
    state.removed,
    state.unused,
    state.inPlay,
  ];
  for (const p of state.players) places.push(p.hand, p.table, p.markers);
  const seen = new Map<string, number>();
  for (const list of places) for (const c of list) seen.set(c, (seen.get(c) ?? 0) + 1);
  for (const id of Object.keys(CARDS)) {
    const n = seen.get(id) ?? 0;
    if (n !== 1) throw new Error(`card ${id} is in ${n} places`);
  }
  if (seen.size !== Object.keys(CARDS).length) throw new Error('an unknown card is in play');
}

/** What `seat` must not see: other hands, the draw pile, the face-down Marketplace, the jewels under the top. */
export function secrets(state: LegState, seat: number | null): unknown[] {
  const out: unknown[] = [...state.draw, ...state.jewels.slice(0, -1)];
  const top = state.frames[state.frames.length - 1]?.data;
  const searching = top && (top.kind === 'market' || top.kind === 'give') && top.seat === seat;
  if (!searching) out.push(...state.market);
  state.players.forEach((p, i) => {
    if (i === seat) return;
    if (top && top.kind === 'pick' && top.purpose === 'eye' && top.chooser === seat && top.victim === i)
      return;
    out.push(...p.hand);
  });
  if (top && top.kind === 'place' && top.secret && top.seat !== seat) out.push(top.card);
  return out;
}

export const quiet: StepContext = { emit() {} };

/** A state in play after quick character picks (seat order from the first player). */
export function started(seats: number, seed = 'test', options: Partial<LegState['options']> = {}): LegState {
  const state = legitimacy.setup(legitimacy.options.parse(options), seats, seed);
  while (state.tiles.length === 0 || state.frames.length > 0) {
    const d = legitimacy.pending(state)[0];
    legitimacy.step(state, d.seat, legitimacy.legal(state, d.seat)[0], quiet);
  }
  return state;
}

export function play(state: LegState, seat: number, action: Action): string[] {
  const events: string[] = [];
  legitimacy.step(state, seat, action, { emit: (e) => events.push(e.text) });
  return events;
}

export function force(state: LegState, values: number[]): void {
  random.force(state.rng, values);
}

export function legalOf(state: LegState, seat: number): Action[] {
  return legitimacy.legal(state, seat);
}

export { CARDS };
