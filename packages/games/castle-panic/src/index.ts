import type { Game } from '@questbox/engine';
import type { Action } from './actions';
import { clone } from './clone';
import { CARDS } from './data';
import { describeAction } from './describe';
import { evaluate } from './evaluate';
import { advance } from './flow';
import { castleFrames } from './frames';
import { guide } from './guide';
import type { State } from './model';
import { type Options, optionsSchema } from './options';
import { render } from './render';
import { result } from './result';
import { setup } from './setup';
import { value } from './value';
import { type View, view } from './view';
import { castleZones } from './zones';

export const castlePanic: Game<State, Action, View, Options> = {
  id: 'castle-panic',
  title: "Castle Panic with The Wizard's Tower",
  guide,
  seats: { min: 1, max: 6 },
  options: optionsSchema,
  stepBound: 5000,
  setup,
  pending: (st) => (st.over ? [] : castleFrames.pending(st.frames)),
  legal: (st, seat) => (st.over ? [] : castleFrames.legal(st, st.frames, seat)),
  // The Overlord's Mega Boss picks and the order of the cards Eye of the Oracle puts back are hidden picks.
  secret(st) {
    const k = st.frames[st.frames.length - 1]?.kind;
    return k === 'ovMegas' || k === 'order';
  },
  step(st, seat, action, ctx) {
    castleFrames.step(st, st.frames, seat, action, ctx);
    advance(st, ctx);
  },
  clone,
  resample: (st, seat, random) => castleZones.resample(st, seat, random, clone),
  zones: castleZones,
  value,
  /** Turns begun: the round times the players, plus the current player. */
  turn: (st) => st.round * st.players + st.current,
  view,
  result,
  describe(action, st) {
    // Whatever a client sends gets words, even an action that names no real card or monster.
    try {
      return describeAction(action, st) ?? 'an unknown action';
    } catch {
      return 'an unknown action';
    }
  },
  explain(st, seat, action) {
    const a = action as Partial<{ t: string; c: number; m: number }>;
    if (!a || typeof a !== 'object' || typeof a.t !== 'string')
      return { code: 'bad-action', message: 'That is not a Castle Panic action.' };
    if (
      typeof a.c === 'number' &&
      !st.hands[seat]?.includes(a.c) &&
      ['play', 'discard', 'offer', 'give', 'douse', 'build1'].includes(a.t)
    ) {
      return { code: 'card-not-in-hand', message: `You do not hold ${CARDS[a.c]?.name ?? 'that card'}.` };
    }
    if (typeof a.m === 'number' && !st.monsters.some((m) => m.id === a.m))
      return { code: 'no-such-monster', message: 'That monster is not on the board.' };
    if (a.t === 'play')
      return {
        code: 'bad-target',
        message:
          'That card cannot be played that way now: check the ring, the colour and what the card can reach.',
      };
    return {
      code: 'not-now',
      message: `That choice does not answer the question now: ${st.frames[st.frames.length - 1]?.prompt ?? 'wait'}.`,
    };
  },
  evaluate,
  render(v) {
    return render(v);
  },
};

export type { Action } from './actions';
export type { State } from './model';
export type { Options } from './options';
export type { View } from './view';
