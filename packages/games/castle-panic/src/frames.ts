import { type Frame, frameTable, type StepContext } from '@questbox/engine';
import type { Action } from './actions';
import { ask, askUnlessIdle } from './ask';
import { CARDS } from './data';
import { resolveBuild, resolvePlay } from './effects';
import { say } from './log';
import type { FrameData, State } from './model';
import { damage, monsterById, replaceDoppelganger } from './monsters';
import { resolveHit as resolveStructureHit } from './movement';
import { keepSeen, oracleOptions, orderOptions, putOnTop } from './oracle';
import { overlordOptions } from './overlord';
import { discard, distinctCards, drawCastle, drawWizard, takeFromHand, wizardDrawable } from './piles';
import {
  assemblyOptions,
  comboOptions,
  deckChoice,
  mayOffer,
  playOptions,
  targetOptions,
  teleportOptions,
} from './plays';
import { resolveToken } from './tokens';

type Answer<D> = (st: State, data: D, seat: number, a: Action, ctx: StepContext) => void;

/** The answer takes its frame off the stack, then does what it says. */
function popped<D>(answer: Answer<D>) {
  return (st: State, frame: Frame<D>, seat: number, a: Action, ctx: StepContext) => {
    st.frames.pop();
    answer(st, frame.data, seat, a, ctx);
  };
}

const asDiscard = (c: number): Action => ({ t: 'discard', c });
const asGive = (c: number): Action => ({ t: 'give', c });
const asVictim = (m: number): Action => ({ t: 'victim', m });
const isWizard = (c: number) => CARDS[c].deck === 'wizard';
const discards = (st: State, seat: number) => distinctCards(st.hands[seat]).map(asDiscard);

/** Discards a card from `seat`'s hand to its pile. */
function throwAway(st: State, seat: number, card: number): void {
  takeFromHand(st, seat, card);
  discard(st, card);
}

/** Draws the replacement after a phase 2 discard: asks which deck when the Wizard deck is open. */
function replace(st: State, ctx: StepContext, seat: number, left: number): void {
  if (wizardDrawable(st)) ask(st, { kind: 'from', seat, left });
  else {
    drawCastle(st, ctx, seat, 1);
    if (left > 0) askUnlessIdle(st, { kind: 'disc', seat, left: left - 1 }, 'keep');
  }
}

/** Answers "draw from the Castle deck or the Wizard deck". */
function drawFrom(st: State, ctx: StepContext, seat: number, a: Action): void {
  if (a.t !== 'from') return;
  if (a.d === 'wizard') drawWizard(st, ctx, seat);
  else drawCastle(st, ctx, seat, 1);
  say(ctx, 'draw', `Seat ${seat + 1} draws from the ${a.d === 'wizard' ? 'Wizard' : 'Castle'} deck.`);
}

/**
 * Every question of Castle Panic, one kind each: its options, what an answer does, and what the
 * table sees of it (all of it: hands are open, and what Eye of the Oracle shows stays in the deck,
 * known to its seat through the kit's per-item knowledge).
 */
export const castleFrames = frameTable<State, FrameData, Action>({
  disc: {
    options: (st, f) => [{ t: 'keep' }, ...discards(st, f.data.seat)],
    answer: popped((st, d, seat, a, ctx) => {
      if (a.t !== 'discard') return;
      throwAway(st, seat, a.c);
      say(ctx, 'discard', `Seat ${seat + 1} discards ${CARDS[a.c].name}.`);
      replace(st, ctx, seat, d.left);
    }),
    show: { public: ['seat', 'left'] },
  },
  from: {
    options: (st) => deckChoice(st),
    answer: popped((st, d, seat, a, ctx) => {
      drawFrom(st, ctx, seat, a);
      if (d.left > 0) askUnlessIdle(st, { kind: 'disc', seat, left: d.left - 1 }, 'keep');
    }),
    show: { public: ['seat', 'left'] },
  },
  reinf: {
    options: (st) => deckChoice(st),
    answer: popped((st, _d, seat, a, ctx) => drawFrom(st, ctx, seat, a)),
    show: { public: ['seat'] },
  },
  trade: {
    options(st, f) {
      const { seat, refused } = f.data;
      const out: Action[] = [{ t: 'noTrade' }];
      for (let to = 0; to < st.players; to++) {
        if (!mayOffer(st, seat, to, refused)) continue;
        for (const c of distinctCards(st.hands[seat])) out.push({ t: 'offer', c, to });
      }
      return out;
    },
    answer: popped((st, d, seat, a, ctx) => {
      if (a.t !== 'offer') return;
      ask(st, { kind: 'reply', seat: a.to, from: seat, card: a.c, left: d.left, refused: d.refused });
      say(ctx, 'offer', `Seat ${seat + 1} offers ${CARDS[a.c].name} to seat ${a.to + 1}.`);
    }),
    show: { public: ['seat', 'left', 'refused'] },
  },
  reply: {
    options: (st, f) => [{ t: 'refuse' }, ...distinctCards(st.hands[f.data.seat]).map(asGive)],
    answer: popped((st, d, seat, a, ctx) => {
      if (a.t === 'give') {
        takeFromHand(st, d.from, d.card);
        takeFromHand(st, seat, a.c);
        st.hands[seat].push(d.card);
        st.hands[d.from].push(a.c);
        say(
          ctx,
          'trade',
          `Seat ${d.from + 1} and seat ${seat + 1} trade ${CARDS[d.card].name} for ${CARDS[a.c].name}.`,
        );
        if (d.left > 0)
          askUnlessIdle(st, { kind: 'trade', seat: d.from, left: d.left - 1, refused: d.refused }, 'noTrade');
        return;
      }
      // A refusal uses up nothing: the trader may offer to another player (not to this one again).
      say(ctx, 'refuse', `Seat ${seat + 1} refuses the trade.`);
      const refused = [...d.refused, seat];
      askUnlessIdle(st, { kind: 'trade', seat: d.from, left: d.left, refused }, 'noTrade');
    }),
    show: { public: ['seat', 'from', 'card', 'left', 'refused'] },
  },
  play: {
    options: (st, f) => playOptions(st, f.data.seat, false, [{ t: 'end' }]),
    answer: popped((st, _d, seat, a, ctx) => {
      if (a.t === 'end') return;
      st.tasks.unshift({ kind: 'p4' });
      if (a.t === 'play') resolvePlay(st, ctx, seat, a);
      else resolveBuild(st, ctx, seat, a);
    }),
    show: { public: ['seat'] },
  },
  stand: {
    options: (st, f) => playOptions(st, f.data.seat, true, [{ t: 'pass' }]),
    answer: popped((st, _d, seat, a, ctx) => {
      if (a.t === 'play') resolvePlay(st, ctx, seat, a);
      else if (a.t !== 'pass') resolveBuild(st, ctx, seat, a);
    }),
    show: { public: ['seat'] },
  },
  combo: {
    options: (st, f) => comboOptions(st, f.data.seat, f.data.mods),
    answer: popped((st, d, seat, a, ctx) => {
      if (a.t === 'play') resolvePlay(st, ctx, seat, a, d.mods);
    }),
    show: { public: ['seat', 'mods'] },
  },
  wave: {
    options: (st, f) => targetOptions(st, f.data.colour),
    answer: popped((st, d, seat, a) => {
      if (a.t !== 'target') return;
      damage(st, monsterById(st, a.m)!, 1, { kind: 'card', seat });
      if (d.left > 1) askUnlessIdle(st, { kind: 'wave', seat, colour: d.colour, left: d.left - 1 }, '');
    }),
    show: { public: ['seat', 'colour', 'left'] },
  },
  tele: {
    options: (st, f) => teleportOptions(st, f.data.monster),
    answer: popped((st, d, _seat, a) => {
      if (a.t !== 'space') return;
      const m = monsterById(st, d.monster)!;
      m.arc = a.arc;
      m.ring = a.ring;
    }),
    show: { public: ['seat', 'monster'] },
  },
  victim: {
    options: (_st, f) => f.data.ids.map(asVictim),
    answer: popped((st, d, _seat, a, ctx) => {
      if (a.t === 'victim') resolveStructureHit(st, ctx, d.structure, d.arc, monsterById(st, a.m)!);
    }),
    show: { public: ['seat', 'structure', 'arc', 'ids'] },
  },
  doppel: {
    options: (_st, f) => f.data.ids.map(asVictim),
    answer: popped((st, _d, _seat, a) => {
      if (a.t === 'victim') replaceDoppelganger(st, a.m);
    }),
    show: { public: ['seat', 'ids'] },
  },
  oracle: {
    options: (st, f) => oracleOptions(st, f.data.count),
    answer: popped((st, d, seat, a) => {
      if (a.t === 'keepCard') keepSeen(st, seat, a.c, d.count);
    }),
    show: { public: ['seat', 'count'] },
  },
  order: {
    options: (st, f) => orderOptions(st, f.data.left, f.data.placed),
    answer: popped((st, d, seat, a) => {
      if (a.t === 'top') putOnTop(st, seat, a.c, d.left, d.placed);
    }),
    show: { public: ['seat', 'left', 'placed'] },
  },
  nlh: {
    options: (st, f) => [{ t: 'done' }, ...discards(st, f.data.seat)],
    answer: popped((st, d, seat, a, ctx) => {
      if (a.t !== 'discard') {
        drawCastle(st, ctx, seat, d.discarded);
        return;
      }
      throwAway(st, seat, a.c);
      ask(st, { kind: 'nlh', seat, discarded: d.discarded + 1 });
    }),
    show: { public: ['seat', 'discarded'] },
  },
  assembly: {
    options: (st, f) => [{ t: 'done' }, ...assemblyOptions(st, f.data.seat)],
    answer: popped((st, _d, seat, a, ctx) => {
      if (a.t !== 'build1') return;
      resolveBuild(st, ctx, seat, a);
      askUnlessIdle(st, { kind: 'assembly', seat }, 'done');
    }),
    show: { public: ['seat'] },
  },
  down: {
    options: (st, f) => discards(st, f.data.seat),
    answer: (st, frame, seat, a) => {
      st.frames.pop();
      if (a.t !== 'discard') return;
      throwAway(st, seat, a.c);
      if (st.hands[seat].length > frame.data.keep) st.frames.push(frame);
    },
    show: { public: ['seat', 'keep'] },
  },
  wizDisc: {
    options: (st, f) => distinctCards(st.hands[f.data.seat], isWizard).map(asDiscard),
    answer: popped((st, _d, seat, a) => {
      if (a.t === 'discard') throwAway(st, seat, a.c);
    }),
    show: { public: ['seat'] },
  },
  ovMegas: {
    options: (st, f) =>
      f.data.from.filter((id) => st.harbingersAside.includes(id)).map((tok): Action => ({ t: 'mega', tok })),
    answer: popped((st, d, _seat, a) => {
      if (a.t !== 'mega') return;
      st.harbingersAside.splice(st.harbingersAside.indexOf(a.tok), 1);
      st.bag.push(a.tok);
      st.tasks.unshift({ kind: 'ovMegas', left: d.left - 1, from: d.from });
    }),
    show: { public: ['seat', 'left', 'from'] },
  },
  ovPlay: {
    options: (st) => overlordOptions(st),
    answer: popped((st, _d, _seat, a, ctx) => {
      if (a.t !== 'place' && a.t !== 'playTok') return;
      st.overlordTokens.splice(st.overlordTokens.indexOf(a.tok), 1);
      st.overlordPlays++;
      // A monster placed where the Overlord chooses is the whole play (unless it brings more tokens).
      if (a.t === 'place') st.overlordLimit = st.overlordPlays;
      st.tasks.unshift({ kind: 'ovPlay' });
      resolveToken(st, ctx, a.tok, a.t === 'place' ? a.arc : undefined);
    }),
    show: { public: ['seat'] },
  },
  ownTower: {
    options(st) {
      const out: Action[] = [];
      for (let arc = 0; arc < 6; arc++) if (st.towerOwners[arc] < 0) out.push({ t: 'tower', arc });
      return out;
    },
    answer: popped((st, _d, seat, a) => {
      if (a.t !== 'tower') return;
      st.towerOwners[a.arc] = seat;
      st.tasks.unshift({ kind: 'ownTower', seat: seat + 1 });
    }),
    show: { public: ['seat'] },
  },
});
