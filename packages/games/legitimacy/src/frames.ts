import { frameTable, type StepContext } from '@questbox/engine';
import { type Action, DONE, PASS, PICK_HAND } from './actions';
import { CARDS, CHARACTER_IDS, cardName, PET_IDS } from './cards';
import { fight, runAwayAnswers } from './fight';
import { enterHand, takeFrom, throwAway } from './moves';
import { answerPick } from './pick';
import { placeCard, placeOptions } from './place';
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
import { type FrameData, fail, type LegState, type Player, seatName, spotLabel } from './state';
import { cardCount, cardLimit, discardable } from './stats';
import { playable } from './turn';

function wrong(): never {
  fail('illegal-action', 'That choice does not answer the current question.');
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

/**
 * Cards a player may trade at the Marketplace: "exchange cards (either from their hand or from the
 * table)", but "Crown Jewel Cards may NOT be traded". The pet goes too; the character is the player.
 */
export function givable(p: Player): string[] {
  const out = p.hand.slice();
  for (const c of p.table) {
    const k = CARDS[c].kind;
    if (k !== 'character' && k !== 'jewel') out.push(c);
  }
  return out;
}

/** The next seat to choose at setup, or null when the choice has gone round the table. */
function nextChooser(state: LegState, seat: number): number | null {
  const next = (seat + 1) % state.seatCount;
  return next === state.turn.seat ? null : next;
}

/** The seat a frame kind concerns and nothing else: all of it is public. */
const SEAT: readonly ['seat'] = ['seat'];

/**
 * Every question of Legitimacy, one kind each: what may be answered, what an answer does, and what
 * the table sees of it. A field missing from `show` reaches no view.
 */
export const legFrames = frameTable<LegState, FrameData, Action>({
  character: {
    options(state) {
      const out: Action[] = [];
      for (const id of CHARACTER_IDS)
        if (!state.players.some((p) => p.character === id)) out.push({ t: 'character', id });
      return out;
    },
    answer(state, _frame, seat, a, ctx) {
      if (a.t !== 'character') wrong();
      state.frames.pop();
      const p = state.players[seat];
      p.character = a.id;
      p.table.push(a.id);
      ctx.emit({ type: 'character', text: `${seatName(state, seat)} plays the ${cardName(a.id)}.` });
      const next = nextChooser(state, seat);
      if (next === null) afterCharacters(state);
      else
        state.frames.push({
          kind: 'character',
          prompt: 'Choose your character',
          waiting: [next],
          data: { kind: 'character', seat: next },
        });
    },
    show: { public: SEAT },
  },
  pet: {
    options(state) {
      const out: Action[] = [];
      for (const id of PET_IDS)
        if (!state.players.some((p) => p.table.includes(id))) out.push({ t: 'pet', id });
      return out;
    },
    answer(state, _frame, seat, a, ctx) {
      if (a.t !== 'pet') wrong();
      state.frames.pop();
      state.players[seat].table.push(a.id);
      ctx.emit({ type: 'pet', text: `${seatName(state, seat)} takes the ${cardName(a.id)}.` });
      const next = nextChooser(state, seat);
      if (next === null)
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
    },
    show: { public: SEAT },
  },
  'react-spell': {
    options(state, _frame, seat) {
      const out: Action[] = [PASS];
      spellAnswers(state, seat, out);
      atAnyTime(state, seat, false, out);
      return out;
    },
    answer(state, frame, seat, a, ctx) {
      if (stepAtAnyTime(state, seat, a, ctx)) return;
      state.frames.pop();
      answerSpell(state, seat, a, frame.data.cast, ctx);
    },
    // The spell was cast in the open: its card, effect, caster and victim are the table's.
    show: { public: ['cast'] },
  },
  'react-attack': {
    options(state, _frame, seat) {
      const out: Action[] = [PASS];
      runAwayAnswers(state, seat, out);
      atAnyTime(state, seat, true, out);
      return out;
    },
    answer(state, frame, seat, a, ctx) {
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
      fight(state, frame.data.attacker, frame.data.defender, ctx);
    },
    show: { public: ['attacker', 'defender'] },
  },
  escape: {
    options: (state, frame) => flightSpots(state, frame.data.seat).map((to) => ({ t: 'spot', to })),
    answer(state, frame, _seat, a, ctx) {
      if (a.t !== 'spot') wrong();
      land(state, frame.data.seat, a.to, 'runs', ctx);
    },
    show: { public: SEAT },
  },
  fly: {
    options: (state, frame) => flightSpots(state, frame.data.mover).map((to) => ({ t: 'spot', to })),
    answer(state, frame, _seat, a, ctx) {
      if (a.t !== 'spot') wrong();
      land(state, frame.data.mover, a.to, 'flies', ctx);
    },
    show: { public: ['chooser', 'mover'] },
  },
  pick: {
    options(state, frame) {
      const d = frame.data;
      const out: Action[] = [];
      for (const card of pickOptions(state, d.purpose, d.chooser, d.victim)) out.push({ t: 'pick', card });
      if (mayPickHand(state, d.purpose, d.chooser, d.victim)) out.push(PICK_HAND);
      return out;
    },
    answer: (state, frame, _seat, a, ctx) => answerPick(state, frame.data, a, ctx),
    // `card` is the spell that asks (cast in the open), never the card to be taken.
    show: { public: ['chooser', 'victim', 'purpose', 'left', 'card'] },
  },
  place: {
    options: (state, frame) =>
      placeOptions(state.players[frame.data.seat], frame.data.card).map((to) => ({ t: 'place', to })),
    answer(state, frame, seat, a, ctx) {
      if (a.t !== 'place') wrong();
      const { card } = frame.data;
      state.frames.pop();
      takeFrom(state.inPlay, card);
      placeCard(state, seat, card, a.to, ctx);
      ctx.emit({
        type: 'place',
        text: `${seatName(state, seat)} ${a.to === 'hand' ? 'keeps the card in hand' : a.to === 'table' ? `plays ${cardName(card)} to the table` : `discards ${cardName(card)}`}.`,
      });
    },
    // A card taken unseen by the table is named to its taker alone; one taken in the open, to all.
    show: { public: ['seat', 'secret'], private: ['card'], to: (d) => (d.secret ? [d.seat] : 'all') },
  },
  lover: {
    options: (state, frame) => loverOptions(state, frame.data.victim).map((s) => ({ t: 'lover', seat: s })),
    answer(state, frame, _seat, a, ctx) {
      if (a.t !== 'lover') wrong();
      state.frames.pop();
      fallInLove(state, frame.data.victim, a.seat, frame.data.card, ctx);
    },
    show: { public: ['chooser', 'victim'] },
  },
  market: {
    options(state, frame) {
      const d = frame.data;
      const out: Action[] = [];
      if (givable(state.players[d.seat]).length > 0)
        for (const card of state.market) if (!d.given.includes(card)) out.push({ t: 'take', card });
      out.push(DONE);
      return out;
    },
    answer(state, frame, seat, a, ctx) {
      if (a.t === 'done') {
        state.frames.pop();
        ctx.emit({ type: 'market', text: `${seatName(state, seat)} leaves the Marketplace.` });
        return;
      }
      if (a.t !== 'take') wrong();
      takeFrom(state.market, a.card);
      enterHand(state, state.players[seat], a.card);
      frame.data.taken.push(a.card);
      state.frames.push({
        kind: 'give',
        prompt: 'Give a card to the Marketplace in exchange',
        waiting: [seat],
        data: { kind: 'give', seat, taken: a.card },
      });
    },
    // What was taken and given is the searcher's to know; the table reads only that a trade happened.
    show: { public: SEAT, private: ['taken', 'given'] },
  },
  give: {
    options(state, frame) {
      const out: Action[] = [];
      for (const card of givable(state.players[frame.data.seat]))
        if (card !== frame.data.taken) out.push({ t: 'give', card });
      return out;
    },
    answer(state, _frame, seat, a, ctx) {
      if (a.t !== 'give') wrong();
      state.frames.pop();
      const p = state.players[seat];
      if (!takeFrom(p.hand, a.card)) takeFrom(p.table, a.card);
      if (p.beloved !== null && a.card === 'love-philter') p.beloved = null;
      state.market.push(a.card);
      const market = state.frames[state.frames.length - 1].data;
      if (market.kind === 'market') market.given.push(a.card);
      ctx.emit({ type: 'trade', text: `${seatName(state, seat)} trades a card at the Marketplace.` });
    },
    show: { public: SEAT, private: ['taken'] },
  },
  discard: {
    options: (state, frame) =>
      discardable(state.players[frame.data.seat], frame.data.fiveCap).map((card) => ({ t: 'discard', card })),
    answer(state, frame, seat, a, ctx) {
      if (a.t !== 'discard') wrong();
      const p = state.players[seat];
      if (!takeFrom(p.hand, a.card)) takeFrom(p.table, a.card);
      throwAway(state, a.card);
      ctx.emit({ type: 'discard', text: `${seatName(state, seat)} discards ${cardName(a.card)}.` });
      const down = frame.data.fiveCap ? 5 : cardLimit(p);
      if (cardCount(p) <= down || discardable(p, frame.data.fiveCap).length === 0) state.frames.pop();
    },
    show: { public: ['seat', 'down', 'fiveCap'] },
  },
});

/** A flight or an escape lands: the frame closes and a mover whose turn it is has moved. */
function land(state: LegState, mover: number, to: string, how: 'flies' | 'runs', ctx: StepContext): void {
  state.frames.pop();
  state.players[mover].spot = to;
  if (mover === state.turn.seat) state.turn.moveDone = true;
  ctx.emit({ type: 'fly', text: `${seatName(state, mover)} ${how} to ${spotLabel(state, to)}.` });
}
