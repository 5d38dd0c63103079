import { random, type StepContext } from '@questbox/engine';
import type { Action } from '../src/actions';
import { CARDS } from '../src/cards';
import { legitimacy } from '../src/index';
import type { LegState } from '../src/state';
import { legitimacyZones } from '../src/zones';

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
    // Cards the seat saw with the All-Seeing Eye and that are still in that hand are its to know.
    const seen = legitimacyZones.knows(state, seat).map((k) => k.item);
    out.push(...p.hand.filter((c) => !seen.includes(c)));
  });
  if (top && top.kind === 'place' && top.secret && top.seat !== seat) out.push(top.card);
  return out;
}

export const quiet: StepContext = { emit() {} };

const DEFAULT_CHARACTERS = [
  'frog-prince',
  'minstrel',
  'young-wizard',
  'mountain-maid',
  'druidess',
  'furfoot-princess',
];

/**
 * A state in play with the given characters by seat, seat 0 to move, no turn taken.
 * Pets are dealt (or chosen: the first one offered).
 */
export function started(
  seats: number,
  options: Partial<LegState['options']> = {},
  characters = DEFAULT_CHARACTERS,
  seed = 'test',
): LegState {
  const state = legitimacy.setup(legitimacy.options.parse(options), seats, seed);
  while (state.tiles.length === 0 || state.frames.length > 0) {
    const d = legitimacy.pending(state)[0];
    const legal = legitimacy.legal(state, d.seat);
    const mine = legal.find((a) => a.t === 'character' && a.id === characters[d.seat]);
    legitimacy.step(state, d.seat, mine ?? legal[0], quiet);
  }
  state.turn = { seat: 0, rolled: false, moveLeft: 0, moveDone: false, assaulted: [], searched: false };
  state.rotation = 0;
  return state;
}

/** Moves a card from wherever it is to `where` (a seat's hand or table, or a pile). */
export function put(
  state: LegState,
  card: string,
  where: { hand: number } | { table: number } | 'draw' | 'discard' | 'market' | 'jewels',
): void {
  const lists: string[][] = [
    state.draw,
    state.discard,
    state.market,
    state.jewels,
    state.removed,
    state.unused,
    state.inPlay,
  ];
  for (const p of state.players) lists.push(p.hand, p.table, p.markers);
  let found = false;
  for (const l of lists) {
    const i = l.indexOf(card);
    if (i >= 0) {
      l.splice(i, 1);
      found = true;
    }
  }
  if (!found) throw new Error(`no card ${card}`);
  if (typeof where === 'string') state[where].push(card);
  else if ('hand' in where) state.players[where.hand].hand.push(card);
  else state.players[where.table].table.push(card);
}

/** Sets a seat's pet (the old one is set aside). */
export function petOf(state: LegState, seat: number, pet: string): void {
  const p = state.players[seat];
  const old = p.table.find((c) => CARDS[c].kind === 'pet');
  if (old === pet) return;
  put(state, pet, { table: seat });
  if (old) {
    p.table.splice(p.table.indexOf(old), 1);
    state.unused = [...state.unused, old];
  }
}

export function at(state: LegState, seat: number, spot: string): void {
  state.players[seat].spot = spot;
}

/** Asserts an action is among the legal ones, then applies it; returns the log lines. */
export function act(state: LegState, seat: number, action: Action): string[] {
  const key = JSON.stringify(action);
  if (!legitimacy.legal(state, seat).some((a) => JSON.stringify(a) === key)) {
    throw new Error(`${key} is not legal for seat ${seat}: ${JSON.stringify(legitimacy.legal(state, seat))}`);
  }
  return play(state, seat, action);
}

export function isLegal(state: LegState, seat: number, action: Action): boolean {
  const key = JSON.stringify(action);
  return legitimacy.legal(state, seat).some((a) => JSON.stringify(a) === key);
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
