import type { StepContext } from '@questbox/engine';
import { CARD, OPTION } from './data';
import { closeDisaster, closeDrawn, escapeActions } from './disasters';
import { rollWords } from './last-roll';
import { anytimeActions, meddleActions, playMeddle } from './opponent-cards';
import { applyReaction, editActions, playedActions, reactionActions, settlePlayed } from './reaction-cards';
import {
  type Action,
  applyPlay,
  closeBeginning,
  closeFlee,
  closeSail,
  finishDiscard,
  revealActions,
  settleAvoid,
  solo,
} from './rules';
import type { Played, RollFor, Trigger, Window, XanthState } from './state';

/**
 * Reaction windows. A window opens for every seat the rule lets react, holder or not, so the wait
 * tells nobody who holds a card; all of them decide at once and the window closes when each has
 * passed. A card played in a window first opens a window of its own for the other players (an Edit
 * may cancel it, a Used Card Salesman trade for it), then takes effect, and everybody in the first
 * window decides again.
 */
export function openWindow(s: XanthState, on: Trigger, who: number[], ctx: StepContext): void {
  if (who.length === 0) {
    closeTrigger(s, on, ctx);
    return;
  }
  s.phase = { kind: 'window', on, who, decided: [] };
}

/** Every seat but the mover, when opponents may play on him at all (not in the Monaural or Stereo Game). */
export function opponents(s: XanthState): number[] {
  if (solo(s) || s.players[s.seat].at === 'mundania') return [];
  return allBut(s, s.seat);
}

/** Every seat but `seat`: the players who may answer a card he played or discarded. */
function others(s: XanthState, seat: number): number[] {
  return solo(s) ? [] : allBut(s, seat);
}

/** Every seat but `seat`, in seat order. */
function allBut(s: XanthState, seat: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.seats; i++) if (i !== seat) out.push(i);
  return out;
}

const PROMPTS: Record<Trigger['on'], (s: XanthState, on: Trigger) => string> = {
  beginning: (s) => `Play a card on ${s.players[s.seat].name}'s party before it moves, or pass`,
  reveal: (_s, on) =>
    `${OPTION[(on as { facing: { option: string } }).facing.option].name} is revealed: play a card on it, or pass`,
  avoid: (s, on) => {
    const { roller, purpose } = rollWords(s, (on as { for: RollFor }).for);
    return `${roller} has rolled ${purpose}: play a card on a roll, or pass`;
  },
  sail: (s) => `${s.players[s.seat].name} has rolled for C Movement: play a card, or pass`,
  round: (s) => `A combat round of ${s.players[s.seat].name}'s party starts: play a card, or pass`,
  flee: (s) => `${s.players[s.seat].name}'s party tries to flee: play a card, or pass`,
  drawn: (s, on) =>
    `${s.players[s.seat].name} draws ${OPTION[CARD[(on as { card: string }).card].options[0]].name}: cancel it with an Edit, or pass`,
  disaster: (_s, on) =>
    `${OPTION[CARD[(on as { card: string }).card].options[0]].name}: discard to escape it (every player must), or refuse`,
  played: (s, on) => {
    const x = (on as { played: Played }).played;
    const what = x.option ? `plays ${OPTION[x.option].name}` : 'discards a card';
    return `${s.players[x.seat].name} ${what}: answer it with a card, or pass`;
  },
};

/** The seats of the window that have not passed yet. */
export function windowDeciders(w: Window): number[] {
  const out: number[] = [];
  for (const i of w.who) if (!w.decided.includes(i)) out.push(i);
  return out;
}

export function windowPrompt(s: XanthState, w: Window): string {
  return PROMPTS[w.on.on](s, w.on);
}

export function windowActions(s: XanthState, w: Window, seat: number): Action[] {
  switch (w.on.on) {
    case 'beginning':
      return meddleActions(s, seat);
    case 'reveal':
      return [
        ...revealActions(s, seat, w.on.facing),
        ...reactionActions(s, seat, w.on),
        ...anytimeActions(s, seat),
      ];
    case 'played':
      return playedActions(s, seat, w.on.played);
    case 'disaster':
      return escapeActions(s, seat, w.on);
    case 'drawn':
      return editActions(s, seat);
    default: {
      // Before the first turn (the dicey situation) only a card on the roll itself may be played.
      const beforeFirstTurn = w.on.on === 'avoid' && w.on.for.kind === 'first';
      const anytime = beforeFirstTurn ? [] : anytimeActions(s, seat);
      return [{ type: 'pass' }, ...reactionActions(s, seat, w.on), ...anytime];
    }
  }
}

export function windowPass(s: XanthState, w: Window, seat: number, ctx: StepContext): void {
  w.decided.push(seat);
  if (w.who.every((i) => w.decided.includes(i))) closeTrigger(s, w.on, ctx);
}

type WindowCard = Extract<Action, { type: 'meddle' } | { type: 'surprise' } | { type: 'react' }>;

/**
 * A card played in a window: on a card just played it acts at once; otherwise it goes face up on
 * the table and the other players may answer it before it takes effect.
 */
export function windowPlay(s: XanthState, w: Window, seat: number, a: WindowCard, ctx: StepContext): void {
  const me = s.players[seat];
  me.hand.splice(me.hand.indexOf(a.card), 1);
  // On a card just played or a disaster just drawn, an Edit or a Salesman acts at once.
  if (w.on.on === 'played' || w.on.on === 'drawn') {
    s.discard.push(a.card);
    applyReaction(s, seat, w.on, a as Extract<Action, { type: 'react' }>, ctx);
    w.decided = [];
    return;
  }
  playCard(s, seat, a.card, a.option, a, ctx);
}

/** A card leaves `seat`'s hand onto the table: the window for the others, then its effect. */
export function playCard(
  s: XanthState,
  seat: number,
  card: string,
  option: string | null,
  action: Action,
  ctx: StepContext,
): void {
  s.table.push(card);
  if (option) ctx.emit({ type: 'play', text: `${s.players[seat].name} plays ${OPTION[option].name}.` });
  const played: Played = { seat, card, option, cancelled: false, taker: null };
  // The window takes the phase's place, so the phase itself waits in it (no copy needed).
  openWindow(s, { on: 'played', played, after: { back: s.phase, action } }, others(s, seat), ctx);
}

/** Every seat of the window has passed: what the window answered goes on. */
function closeTrigger(s: XanthState, on: Trigger, ctx: StepContext): void {
  switch (on.on) {
    case 'beginning':
      closeBeginning(s, ctx);
      return;
    case 'reveal':
      s.phase = { kind: 'designate', facing: on.facing };
      return;
    case 'avoid':
      settleAvoid(s, on, ctx);
      return;
    case 'sail':
      closeSail(s, on, ctx);
      return;
    case 'round':
      s.phase = { kind: 'combat', facing: on.facing, combat: on.combat };
      return;
    case 'flee':
      closeFlee(s, on, ctx);
      return;
    case 'played':
      closePlayed(s, on, ctx);
      return;
    case 'disaster':
      closeDisaster(s, on, ctx);
      return;
    case 'drawn':
      closeDrawn(s, on, ctx);
      return;
  }
}

/** The played card goes to the discard pile (or its trader's hand); unless edited, it takes effect. */
function closePlayed(s: XanthState, on: Extract<Trigger, { on: 'played' }>, ctx: StepContext): void {
  const { played, after } = on;
  settlePlayed(s, played, ctx);
  s.phase = after.back;
  const a = after.action;
  if (a.type === 'discard') {
    finishDiscard(s, ctx);
    return;
  }
  const w = s.phase.kind === 'window' ? s.phase : null;
  if (!played.cancelled) {
    if (a.type === 'play') applyPlay(s, s.players[s.seat], a, ctx);
    else if (a.type === 'meddle') playMeddle(s, played.seat, a, ctx);
    else if (a.type === 'surprise' && w?.on.on === 'reveal') w.on.facing.surprise = true;
    else if (a.type === 'react' && w) applyReaction(s, played.seat, w.on, a, ctx);
  }
  if (w && s.phase === w) {
    w.decided = [];
    if (w.on.on === 'beginning' && s.players[s.seat].party.length === 0) closeBeginning(s, ctx);
  }
}
