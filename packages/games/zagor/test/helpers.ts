import { inventoryDifference } from '@questbox/engine';
import { setup } from '../src/setup';
import { type Ask, type Options, table, type ZagorState } from '../src/state';

/** The zone inventory with every Encounter tile in one pool (face-down Beach and Forest tiles turn up as trophies). */
export function inventory(s: ZagorState): Record<string, unknown[]> {
  const inv = table.inventory(s);
  const tiles = [...(inv.beach ?? []), ...(inv.forest ?? []), ...(inv.tile ?? [])].map(String).sort();
  delete inv.beach;
  delete inv.forest;
  inv.tile = tiles;
  return inv;
}

const expected = new Map<string, Record<string, unknown[]>>();
/** Every tile, card and token in exactly one zone: as many as at setup, none lost, none copied. */
export function conserved(s: ZagorState): void {
  const key = JSON.stringify(s.options);
  if (!expected.has(key)) expected.set(key, inventory(setup(s.options, 2, 'inventory')));
  const diff = inventoryDifference(expected.get(key)!, inventory(s));
  if (diff) throw new Error(`a component is lost or copied: ${diff}`);
  const dice = s.dice.length;
  if (dice > 21) throw new Error(`${dice} Action dice on the board`);
}

/** What `seat` must never see: face-down tiles and cards, deck orders, other seats' Treasures. */
export function secrets(s: ZagorState, seat: number | null): unknown[] {
  const out: unknown[] = [];
  const known = new Set(table.knows(s, seat).map((k) => k.item));
  // An Enemy's name is public (the options name it), so only the other tiles' ids are secret.
  const enemy = (t: string) => (s.options.enemies as string[]).includes(t);
  for (const [space, tiles] of Object.entries(s.hidden))
    for (const t of tiles) if (!known.has(t) && !enemy(t)) out.push(t);
  for (const t of s.forestBox) if (!enemy(t)) out.push(t);
  for (const tiles of Object.values(s.dangers)) out.push(...tiles);
  // A deck's order shows as soon as its two top cards do; every face-down card alone as well.
  for (const deck of [s.objectDeck, s.treasureDeck, s.eventDeck, s.reinforcements, s.holdReserve])
    if (deck.length > 1) out.push(deck.slice(-2));
  for (const e of s.eventDeck) if (!known.has(e)) out.push(e);
  out.push(...s.treasureDeck, ...s.holdReserve, ...s.objectDeck, ...s.reinforcements);
  for (const t of s.galleyTreasures) if (!known.has(t)) out.push(t);
  s.players.forEach((p, i) => {
    // Final Scoring shows every Treasure and Chest.
    if (i !== seat) out.push(...(s.over ? [] : [...p.treasures, ...p.chest]), ...p.incomingTreasures);
  });
  return out;
}

/** A state waiting on one decision of `seat`, with a new round underneath. */
export function waitingOn(s: ZagorState, seat: number, q: Ask): ZagorState {
  s.tasks = [{ k: 'round' }, { k: 'ask', seat, q }];
  return s;
}

export function game(
  seats: number,
  seed: string,
  characters?: string[],
  options: Options = { edition: 'rulebook', enemies: [] },
) {
  const s = setup(options, seats, seed);
  if (characters)
    characters.forEach((c, i) => {
      s.players[i].character = c;
      s.players[i].bocce = c === 'bannington' ? ['r', 'g', 'y'] : [];
    });
  return s;
}

import { apply, type GameEvent } from '@questbox/engine';
import { zagor } from '../src/index';
import type { Action } from '../src/turn';

/** Applies an action through the engine's checked apply (it must be legal). */
export function act(s: ZagorState, action: Action, seat?: number): ZagorState {
  const top = s.tasks[s.tasks.length - 1];
  const who = seat ?? (top && top.k === 'ask' ? top.seat : 0);
  return apply(zagor, s, who, action).state;
}
export function actLog(s: ZagorState, action: Action): { state: ZagorState; events: GameEvent[] } {
  const top = s.tasks[s.tasks.length - 1];
  return apply(zagor, s, top && top.k === 'ask' ? top.seat : 0, action);
}

/** Takes a tile out of wherever it lies (face down, face up, the supply) and lays it face up on `space`. */
export function place(s: ZagorState, tile: string, space: string, faceDown = false): void {
  for (const list of [...Object.values(s.hidden), ...Object.values(s.shown), s.monkeySupply]) {
    const i = list.indexOf(tile);
    if (i >= 0) list.splice(i, 1);
  }
  if (faceDown) s.hidden[space] = [tile];
  else s.shown[space].push(tile);
}

/** Puts a card on top of its deck (the end of the array is the top). */
export function onTop(deck: string[], ...cards: string[]): void {
  for (const c of cards) {
    const i = deck.indexOf(c);
    if (i >= 0) deck.splice(i, 1);
    deck.push(c);
  }
}

/** Gives a seat an Object from the deck. */
export function give(s: ZagorState, seat: number, ...objects: string[]): void {
  for (const o of objects) {
    for (const list of [s.objectDeck, s.galleyObjects, ...s.players.map((p) => p.objects)]) {
      const i = list.indexOf(o);
      if (i >= 0) list.splice(i, 1);
    }
    s.players[seat].objects.push(o);
  }
}
/** Empties a seat's equipment into the Galley. */
export function strip(s: ZagorState, seat: number): void {
  const p = s.players[seat];
  s.galleyObjects.push(...p.objects.splice(0));
  s.galleyTreasures.push(...p.treasures.splice(0));
}
export function top(s: ZagorState) {
  const t = s.tasks[s.tasks.length - 1];
  return t && t.k === 'ask' ? t : null;
}
