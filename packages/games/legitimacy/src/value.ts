import { type Board, boardFor, THRONE } from './board';
import { CARDS } from './cards';
import { asPlayer, cardValue, distToGoal, goals } from './evaluate';
import { jewelCount } from './stats';
import type { LegView } from './view';

/** What holdings are worth; a Crown Jewel above everything, a quest it may become next. */
const JEWEL = 100;
/** Three jewels held: only the walk to the Throne Room is left. */
const THREE = 150;
const THRONE_STEP = 12;
/** A quest in hand is worth less than its jewel, so that fulfilling it always pays. */
const QUEST = 35;
/** Steps to the next goal, counted up to a bound: a far new goal never outweighs a jewel gained. */
const GOAL_STEP = 1.5;
const FAR = 10;
/** An unseen card in another player's hand: about an average draw. */
const UNSEEN = 12;
/** A card in one's own hand counts for part of what it is worth on the table or when cast. */
const IN_HAND = 0.5;
const CURSED = 15;
const LOST_TURN = 25;
const LOVESTRUCK = 10;
/** How much the strongest rival's standing weighs against the seat's own. */
const RIVAL = 0.7;

/** Character and pet strength: the greedy bot's rating of those choices. */
function strength(id: string): number {
  const c = CARDS[id];
  return c.move * 3 + c.attack * 2 + c.magic * 0.5 + c.limitBonus * 3;
}

/** How far seat `i` stands from the throne, as the seat judging (`seat`) can see it. */
function standing(view: LegView, board: Board, seat: number, i: number): number {
  const p = view.players[i];
  const jewels = jewelCount(asPlayer(p));
  let score = jewels * JEWEL;
  if (jewels >= 3) score += THREE - THRONE_STEP * board.dist[board.index[p.spot]][board.index[THRONE]];
  else score -= GOAL_STEP * Math.min(FAR, distToGoal(board, p.spot, goals(view, board, i)));
  for (const c of p.table) {
    const k = CARDS[c].kind;
    if (k === 'creature' || k === 'object') score += cardValue(c, p.good);
    else if (k === 'cursed') score -= CURSED;
  }
  if (i === seat && p.hand) {
    // Quests count while jewels are left to gain, at most as many as the throne still needs.
    let quests = Math.min(view.jewelCount, Math.max(0, 3 - jewels));
    for (const c of p.hand) {
      if (CARDS[c].kind !== 'quest') score += IN_HAND * cardValue(c, p.good);
      else if (quests-- > 0) score += QUEST;
    }
  } else score += UNSEEN * p.handSize;
  score -= LOST_TURN * (p.missTurns + (p.mired ? 1 : 0));
  if (p.beloved !== null) score -= LOVESTRUCK;
  return score;
}

/**
 * The look-ahead's judgement of a position: the seat's standing less most of that of its strongest
 * rival. A standing counts Crown Jewels above all (three of them and the walk to the Throne Room
 * left), quests in hand while jewels remain, the steps to the next goal (the greedy bot's goals, up
 * to a bound), the creatures and objects on the table, the cards in hand, and turns to be missed.
 * Before the board is built it rates the character and pet chosen. The weights were tried against
 * greedy play (see the README).
 */
export function value(view: LegView, seat: number): number {
  if (view.tiles.length === 0) {
    let score = 0;
    for (const c of view.players[seat]?.table ?? []) score += strength(c);
    return score;
  }
  const board = boardFor(view.tiles);
  const mine = standing(view, board, seat, seat);
  let rival = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < view.seatCount; i++)
    if (i !== seat) rival = Math.max(rival, standing(view, board, seat, i));
  return mine - RIVAL * rival;
}
