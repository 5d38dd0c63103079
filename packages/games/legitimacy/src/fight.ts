import { pushFrame, random, reactionWindow, type StepContext } from '@questbox/engine';
import type { Action } from './actions';
import { distance } from './board';
import { CARDS } from './cards';
import { turnEvil } from './moves';
import { mayPickHand, pickOptions, pickPrompt } from './spells';
import { boardOf, type FrameData, type LegState, seatName } from './state';
import { attackModifier, attackRange, hasPotato } from './stats';

/** Opponents `seat` may attack from where it stands this turn. */
export function attackTargets(state: LegState, seat: number, out: Action[]): void {
  const me = state.players[seat];
  const board = boardOf(state);
  for (let t = 0; t < state.seatCount; t++) {
    if (t === seat || state.turn.assaulted.includes(t)) continue;
    const them = state.players[t];
    const range = attackRange(me, me.good && them.good);
    if (distance(board, me.spot, them.spot) <= range) out.push({ t: 'attack', target: t });
  }
}

/** Declares the attack: it counts as the assault on that player; attacking a Good player is Evil. */
export function startAttack(state: LegState, seat: number, target: number, ctx: StepContext): void {
  const me = state.players[seat];
  const them = state.players[target];
  state.turn.assaulted.push(target);
  state.turn.moveDone = true;
  ctx.emit({ type: 'attack', text: `${seatName(state, seat)} attacks ${seatName(state, target)}.` });
  if (me.good && them.good) turnEvil(state, seat, ctx);
  // Run Away is a spell: a Potato holder cannot use it, so no window opens for them.
  if (!hasPotato(them)) {
    // Every target the rule allows to answer gets the window, holder or not: waiting tells nothing.
    pushFrame(
      state.frames,
      reactionWindow(
        'react-attack',
        `${seatName(state, seat)} attacks you: run away or stand and fight`,
        [target],
        { kind: 'react-attack', attacker: seat, defender: target } as FrameData,
      ),
    );
    return;
  }
  fight(state, seat, target, ctx);
}

export function runAwayAnswers(state: LegState, seat: number, out: Action[]): void {
  for (const c of state.players[seat].hand)
    if (CARDS[c].spell === 'escape') out.push({ t: 'run-away', card: c });
}

/** Both roll d6 plus Attack; the higher takes a card (two with the Goblin); a tie parries. */
export function fight(state: LegState, attacker: number, defender: number, ctx: StepContext): void {
  const a = state.players[attacker];
  const d = state.players[defender];
  const ra = random.die(state.rng);
  const rd = random.die(state.rng);
  const inHand = !state.options.wolfGoblinOnTable;
  const sa = ra + attackModifier(a, d, inHand);
  const sd = rd + attackModifier(d, a, inHand);
  ctx.emit({
    type: 'fight',
    text: `${seatName(state, attacker)} rolls ${ra} for ${sa}; ${seatName(state, defender)} rolls ${rd} for ${sd}.`,
    data: { attacker: [ra, sa], defender: [rd, sd] },
  });
  if (sa === sd) {
    ctx.emit({ type: 'parry', text: 'The blows parry: no result.' });
    return;
  }
  const [winner, loser] = sa > sd ? [attacker, defender] : [defender, attacker];
  const left = state.players[winner].table.includes('goblin') ? 2 : 1;
  ctx.emit({ type: 'win-fight', text: `${seatName(state, winner)} wins the fight.` });
  if (pickOptions(state, 'loot', winner, loser).length === 0 && !mayPickHand(state, 'loot', winner, loser))
    return;
  state.frames.push({
    kind: 'pick',
    prompt: pickPrompt('loot'),
    waiting: [winner],
    data: { kind: 'pick', chooser: winner, victim: loser, purpose: 'loot', left, card: '' },
  });
}
