import type { StepContext } from '@questbox/engine';
import { moveItem } from '@questbox/engine';
import type { Action } from './actions';
import { ask } from './ask';
import { say } from './log';
import type { State } from './model';
import { refillCastle } from './piles';
import { castleZones } from './zones';

/** How many cards Eye of the Oracle looks at. */
const LOOK = 5;

/**
 * Eye of the Oracle: the seat looks at the top 5 Castle cards (the discard pile shuffled in under
 * the deck when fewer are left). The cards stay where they lie, known to that seat alone through
 * the kit's per-item knowledge: its view shows them, a bot's sample for it keeps them.
 */
export function lookAtTop(st: State, ctx: StepContext, seat: number): void {
  if (st.castleDeck.length < LOOK && st.castleDiscard.length > 0) refillCastle(st);
  const deck = st.castleDeck;
  const count = Math.min(LOOK, deck.length);
  for (let i = deck.length - count; i < deck.length; i++) castleZones.peek(st, seat, 'castleDeck', deck[i]);
  if (count > 0) ask(st, { kind: 'oracle', seat, count });
  say(ctx, 'oracle', `Seat ${seat + 1} looks at the top ${count} Castle cards.`, { reveal: true });
}

/** The cards of the deck from `placed` below the top, `count` of them, top first. */
function region(st: State, count: number, placed: number): number[] {
  const deck = st.castleDeck;
  const out: number[] = [];
  for (let i = deck.length - placed - 1; i >= deck.length - placed - count; i--) out.push(deck[i]);
  return out;
}

export const oracleOptions = (st: State, count: number): Action[] =>
  region(st, count, 0).map((c) => ({ t: 'keepCard', c }));

export const orderOptions = (st: State, left: number, placed: number): Action[] =>
  region(st, left, placed).map((c) => ({ t: 'top', c }));

/** The seat keeps one of the cards it looked at; the others go back on top in the order it names. */
export function keepSeen(st: State, seat: number, card: number, count: number): void {
  moveItem(st.castleDeck, st.hands[seat], card, st.known);
  if (count - 1 > 1) ask(st, { kind: 'order', seat, left: count - 1, placed: 0 });
}

/**
 * Names the next card from the top: it goes just under those already named. The last one left
 * needs no naming. The cards move within the deck, so the seat still knows them.
 */
export function putOnTop(st: State, seat: number, card: number, left: number, placed: number): void {
  const deck = st.castleDeck;
  deck.splice(deck.indexOf(card), 1);
  deck.splice(deck.length - placed, 0, card);
  if (left - 1 > 1) ask(st, { kind: 'order', seat, left: left - 1, placed: placed + 1 });
}
