import type { StepContext } from '@questbox/engine';
import { CARDS } from './cards';
import { enterHand, throwAway, turnEvil } from './moves';
import type { LegState, Player } from './state';
import { petOf } from './stats';

export type Where = 'hand' | 'table' | 'discard';

/** Where a card taken from another player may go. Crown Jewels must go on the table. */
export function placeOptions(p: Player, card: string): Where[] {
  const c = CARDS[card];
  switch (c.kind) {
    case 'jewel':
      return ['table'];
    case 'quest':
      return ['hand'];
    case 'cursed':
      return ['hand', 'discard'];
    case 'creature':
      return c.alignment === 'good' && !p.good ? ['hand', 'discard'] : ['hand', 'table', 'discard'];
    case 'object':
      return ['hand', 'table', 'discard'];
    case 'pet':
      return petOf(p) === undefined ? ['hand', 'table', 'discard'] : ['hand', 'discard'];
    default:
      return c.wearable ? ['hand', 'table', 'discard'] : ['hand', 'discard'];
  }
}

/** Puts a card where `seat` chose; an Evil creature on a Good player's table turns them Evil. */
export function placeCard(state: LegState, seat: number, card: string, to: Where, ctx: StepContext): void {
  const p = state.players[seat];
  if (to === 'hand') enterHand(state, p, card);
  else if (to === 'discard') throwAway(state, card);
  else {
    p.table.push(card);
    if (CARDS[card].alignment === 'evil') turnEvil(state, seat, ctx);
  }
}

/** Takes a card `seat` gained: straight to its place when there is only one and the table saw it, else asks. */
export function gain(state: LegState, seat: number, card: string, secret: boolean, ctx: StepContext): void {
  const options = placeOptions(state.players[seat], card);
  // A card taken unseen by the table always asks, even a Quest that can only go to the hand:
  // the same public question whatever the card, so bystanders learn only that a card was taken.
  if (options.length === 1 && !secret) {
    placeCard(state, seat, card, options[0], ctx);
    return;
  }
  state.inPlay.push(card);
  state.frames.push({
    kind: 'place',
    // Prompts are public: the card itself is shown only in the taker's view.
    prompt: 'Keep the card in your hand, play it to the table, or discard it',
    waiting: [seat],
    data: { kind: 'place', seat, card, secret },
  });
}
