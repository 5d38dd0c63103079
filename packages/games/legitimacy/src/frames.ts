import { random, type StepContext } from '@questbox/engine';
import { type Action, DONE, PASS, PICK_HAND } from './actions';
import { CARDS, CHARACTER_IDS, cardName, PET_IDS } from './cards';
import { fight, runAwayAnswers } from './fight';
import { checkJewelsInReach, takeFrom, throwAway, turnEvil } from './moves';
import { afterCharacters, finishSetup } from './setup';
import {
  answerSpell,
  fallInLove,
  flightSpots,
  loverOptions,
  mayPickHand,
  outOfTurnCasts,
  pickOptions,
  spellAnswers,
  startCast,
} from './spells';
import {
  type FrameData,
  fail,
  type LegFrame,
  type LegState,
  type Player,
  seatName,
  spotLabel,
} from './state';
import { cardCount, cardLimit, discardable } from './stats';
import { playable } from './turn';

type Where = 'hand' | 'table' | 'discard';

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
    default:
      return c.wearable ? ['hand', 'table', 'discard'] : ['hand', 'discard'];
  }
}

/** Puts a card where `seat` chose; an Evil creature on a Good player's table turns them Evil. */
export function placeCard(state: LegState, seat: number, card: string, to: Where, ctx: StepContext): void {
  const p = state.players[seat];
  if (to === 'hand') p.hand.push(card);
  else if (to === 'discard') throwAway(state, card);
  else {
    p.table.push(card);
    if (CARDS[card].alignment === 'evil') turnEvil(state, seat, ctx);
  }
}

/** Takes a card `seat` gained: straight to its place when there is only one and the table saw it, else asks. */
function gain(state: LegState, seat: number, card: string, secret: boolean, ctx: StepContext): void {
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

export function frameLegal(state: LegState, frame: LegFrame, seat: number): Action[] {
  const d = frame.data;
  const out: Action[] = [];
  switch (d.kind) {
    case 'character':
      for (const id of CHARACTER_IDS)
        if (!state.players.some((p) => p.character === id)) out.push({ t: 'character', id });
      return out;
    case 'pet':
      for (const id of PET_IDS)
        if (!state.players.some((p) => p.table.includes(id))) out.push({ t: 'pet', id });
      return out;
    case 'react-spell':
      out.push(PASS);
      spellAnswers(state, seat, out);
      atAnyTime(state, seat, false, out);
      return out;
    case 'react-attack':
      out.push(PASS);
      runAwayAnswers(state, seat, out);
      atAnyTime(state, seat, true, out);
      return out;
    case 'escape':
      for (const to of flightSpots(state, d.seat)) out.push({ t: 'spot', to });
      return out;
    case 'fly':
      for (const to of flightSpots(state, d.mover)) out.push({ t: 'spot', to });
      return out;
    case 'pick':
      for (const card of pickOptions(state, d.purpose, d.chooser, d.victim)) out.push({ t: 'pick', card });
      if (mayPickHand(state, d.purpose, d.chooser, d.victim)) out.push(PICK_HAND);
      return out;
    case 'place':
      for (const to of placeOptions(state.players[d.seat], d.card)) out.push({ t: 'place', to });
      return out;
    case 'lover':
      for (const s of loverOptions(state, d.victim)) out.push({ t: 'lover', seat: s });
      return out;
    case 'market':
      for (const card of state.market)
        if (!d.given.includes(card) && givable(state.players[d.seat]).length > 0)
          out.push({ t: 'take', card });
      out.push(DONE);
      return out;
    case 'give':
      for (const card of givable(state.players[d.seat])) if (card !== d.taken) out.push({ t: 'give', card });
      return out;
    case 'discard':
      for (const card of discardable(state.players[d.seat], d.fiveCap)) out.push({ t: 'discard', card });
      return out;
  }
}

/**
 * "At any time" in an answer window: play creatures and magic objects to the table, cast spells on
 * yourself (Herbal Tea on a lovestruck player too). The window stays open until the answer or pass.
 */
function atAnyTime(state: LegState, seat: number, attacked: boolean, out: Action[]): void {
  if (state.options.ownTurnOnly) return;
  for (const c of playable(state.players[seat])) out.push({ t: 'play', card: c });
  outOfTurnCasts(state, seat, attacked, out);
}

/** A play or a cast made inside an answer window; the window stays under whatever it opens. */
function stepAtAnyTime(state: LegState, seat: number, a: Action, ctx: StepContext): boolean {
  if (a.t === 'play') {
    const p = state.players[seat];
    takeFrom(p.hand, a.card);
    ctx.emit({ type: 'play', text: `${seatName(state, seat)} plays ${cardName(a.card)} to the table.` });
    placeCard(state, seat, a.card, 'table', ctx);
    return true;
  }
  if (a.t === 'cast') {
    startCast(state, seat, a, ctx);
    return true;
  }
  return false;
}

/** Cards a player may trade at the Marketplace: anything but the character, the pet and Crown Jewels. */
export function givable(p: Player): string[] {
  const out = p.hand.slice();
  for (const c of p.table) {
    const k = CARDS[c].kind;
    if (k !== 'character' && k !== 'pet' && k !== 'jewel') out.push(c);
  }
  return out;
}

export function frameStep(state: LegState, frame: LegFrame, seat: number, a: Action, ctx: StepContext): void {
  const d: FrameData = frame.data;
  switch (d.kind) {
    case 'character': {
      if (a.t !== 'character') break;
      state.frames.pop();
      const p = state.players[seat];
      p.character = a.id;
      p.table.push(a.id);
      ctx.emit({ type: 'character', text: `${seatName(state, seat)} plays the ${cardName(a.id)}.` });
      const next = (seat + 1) % state.seatCount;
      if (next === state.turn.seat) afterCharacters(state);
      else
        state.frames.push({
          kind: 'character',
          prompt: 'Choose your character',
          waiting: [next],
          data: { kind: 'character', seat: next },
        });
      return;
    }
    case 'pet': {
      if (a.t !== 'pet') break;
      state.frames.pop();
      state.players[seat].table.push(a.id);
      ctx.emit({ type: 'pet', text: `${seatName(state, seat)} takes the ${cardName(a.id)}.` });
      const next = (seat + 1) % state.seatCount;
      if (next === state.turn.seat)
        finishSetup(
          state,
          PET_IDS.filter((id) => !state.players.some((p) => p.table.includes(id))),
        );
      else
        state.frames.push({
          kind: 'pet',
          prompt: 'Choose your pet',
          waiting: [next],
          data: { kind: 'pet', seat: next },
        });
      return;
    }
    case 'react-spell':
      if (stepAtAnyTime(state, seat, a, ctx)) return;
      state.frames.pop();
      answerSpell(state, seat, a, d.cast, ctx);
      return;
    case 'react-attack':
      if (stepAtAnyTime(state, seat, a, ctx)) return;
      state.frames.pop();
      if (a.t === 'run-away') {
        takeFrom(state.players[seat].hand, a.card);
        state.discard.push(a.card);
        ctx.emit({ type: 'escape', text: `${seatName(state, seat)} runs away!` });
        state.frames.push({
          kind: 'escape',
          prompt: 'Choose where you run to',
          waiting: [seat],
          data: { kind: 'escape', seat },
        });
        return;
      }
      fight(state, d.attacker, d.defender, ctx);
      return;
    case 'escape':
    case 'fly': {
      if (a.t !== 'spot') break;
      state.frames.pop();
      const mover = d.kind === 'fly' ? d.mover : d.seat;
      state.players[mover].spot = a.to;
      if (mover === state.turn.seat) state.turn.moveDone = true;
      ctx.emit({
        type: 'fly',
        text: `${seatName(state, mover)} ${d.kind === 'fly' ? 'flies' : 'runs'} to ${spotLabel(state, a.to)}.`,
      });
      return;
    }
    case 'pick':
      pickStep(state, d, a, ctx);
      return;
    case 'place':
      if (a.t !== 'place') break;
      state.frames.pop();
      takeFrom(state.inPlay, d.card);
      placeCard(state, seat, d.card, a.to, ctx);
      ctx.emit({
        type: 'place',
        text: `${seatName(state, seat)} ${a.to === 'hand' ? 'keeps the card in hand' : a.to === 'table' ? `plays ${cardName(d.card)} to the table` : `discards ${cardName(d.card)}`}.`,
      });
      return;
    case 'lover':
      if (a.t !== 'lover') break;
      state.frames.pop();
      fallInLove(state, d.victim, a.seat, d.card, ctx);
      return;
    case 'market':
      if (a.t === 'done') {
        state.frames.pop();
        ctx.emit({ type: 'market', text: `${seatName(state, seat)} leaves the Marketplace.` });
        return;
      }
      if (a.t !== 'take') break;
      takeFrom(state.market, a.card);
      state.players[seat].hand.push(a.card);
      d.taken.push(a.card);
      state.frames.push({
        kind: 'give',
        prompt: 'Give a card to the Marketplace in exchange',
        waiting: [seat],
        data: { kind: 'give', seat, taken: a.card },
      });
      return;
    case 'give': {
      if (a.t !== 'give') break;
      state.frames.pop();
      const p = state.players[seat];
      if (!takeFrom(p.hand, a.card)) takeFrom(p.table, a.card);
      if (p.beloved !== null && a.card === 'love-philter') p.beloved = null;
      state.market.push(a.card);
      const market = state.frames[state.frames.length - 1].data;
      if (market.kind === 'market') market.given.push(a.card);
      ctx.emit({ type: 'trade', text: `${seatName(state, seat)} trades a card at the Marketplace.` });
      return;
    }
    case 'discard': {
      if (a.t !== 'discard') break;
      const p = state.players[seat];
      if (!takeFrom(p.hand, a.card)) takeFrom(p.table, a.card);
      throwAway(state, a.card);
      ctx.emit({ type: 'discard', text: `${seatName(state, seat)} discards ${cardName(a.card)}.` });
      const down = d.fiveCap ? 5 : cardLimit(p);
      if (cardCount(p) <= down || discardable(p, d.fiveCap).length === 0) state.frames.pop();
      return;
    }
  }
  fail('illegal-action', 'That choice does not answer the current question.');
}

function pickStep(
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
  if (secret) {
    ctx.emit({ type: 'take', text: `${by} takes a card at random from ${from}'s hand.` });
    ctx.emit({
      type: 'take-secret',
      text: `The card taken is ${cardName(card)}.`,
      to: [d.chooser, d.victim],
      reveal: true,
      data: { card },
    });
  } else if (fromHand && d.purpose === 'eye') {
    ctx.emit({ type: 'take', text: `${by} takes a card from ${from}'s hand.` });
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
