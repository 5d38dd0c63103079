import { random, type StepContext } from '@questbox/engine';
import type { Action } from './actions';
import { CARDS, cardName } from './cards';
import { checkJewelsInReach, takeFrom, turnEvil } from './moves';
import { gain } from './place';
import { mayPickHand, pickOptions } from './spells';
import { type FrameData, fail, type LegState, seatName } from './state';

/** Takes the picked card from the victim and does with it what the pick is for. */
export function answerPick(
  state: LegState,
  d: Extract<FrameData, { kind: 'pick' }>,
  a: Action,
  ctx: StepContext,
): void {
  const victim = state.players[d.victim];
  let card: string;
  let secret = false;
  if (a.t === 'pick-hand') {
    card = victim.hand[random.int(state.rng, victim.hand.length)];
    secret = true;
  } else if (a.t === 'pick') card = a.card;
  else fail('illegal-action', 'Choose one of the cards offered.');
  const fromHand = takeFrom(victim.hand, card);
  if (!fromHand && !takeFrom(victim.table, card)) takeFrom(victim.markers, card);
  d.left--;
  const more =
    pickOptions(state, d.purpose, d.chooser, d.victim).length > 0 ||
    mayPickHand(state, d.purpose, d.chooser, d.victim);
  if (d.left <= 0 || !more) state.frames.pop();
  const by = seatName(state, d.chooser);
  const from = seatName(state, d.victim);
  // A card out of a hand is named only to the two who know it: blind, or seen through the Eye.
  if (secret || (fromHand && d.purpose === 'eye')) {
    ctx.emit({ type: 'take', text: `${by} takes a card ${secret ? 'at random ' : ''}from ${from}'s hand.` });
    ctx.emit({
      type: 'take-secret',
      text: `The card taken is ${cardName(card)}.`,
      to: [d.chooser, d.victim],
      reveal: true,
      data: { card },
    });
  }
  switch (d.purpose) {
    case 'dispel':
    case 'wish-dispel':
    case 'tea':
      if (card === 'love-philter') victim.beloved = null;
      if (card === 'call-of-nature') victim.missTurns = Math.max(0, victim.missTurns - 1);
      state.discard.push(card);
      ctx.emit({ type: 'remove', text: `${cardName(card)} is lifted from ${from}.` });
      return;
    case 'reaper': {
      const c = CARDS[card];
      const own = d.chooser === d.victim;
      if (own && (c.kind === 'pet' || (c.kind === 'creature' && c.alignment === 'good')))
        turnEvil(state, d.chooser, ctx);
      // What the Reaper takes leaves the game, like the Reaper itself.
      state.removed.push(card);
      if (c.kind === 'jewel' || c.kind === 'quest') checkJewelsInReach(state, ctx);
      ctx.emit({
        type: 'reaper',
        text: `The Grim Reaper takes ${secret ? 'a card from the hand' : cardName(card)} from ${from}.`,
      });
      return;
    }
    case 'steal-jewel':
      state.players[d.chooser].table.push(card);
      ctx.emit({ type: 'steal', text: `${by} steals ${cardName(card)} from ${from}.` });
      return;
    default:
      if (!secret && !fromHand)
        ctx.emit({ type: 'steal', text: `${by} takes ${cardName(card)} from ${from}.` });
      gain(state, d.chooser, card, secret || fromHand, ctx);
      return;
  }
}
