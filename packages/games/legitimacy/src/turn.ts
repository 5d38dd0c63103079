import type { StepContext } from '@questbox/engine';
import { random } from '@questbox/engine';
import { type Action, DRAW, END, MARKET_ACTION, ROLL } from './actions';
import { type Board, distance, isShared, MARKET, THRONE } from './board';
import { CARDS, cardName } from './cards';
import { attackTargets, startAttack } from './fight';
import { legFrames } from './frames';
import { drawTop, enterHand, takeFrom, turnGood } from './moves';
import { placeCard } from './place';
import { questSpotFor } from './quests';
import { castOptions, isCastLegal, startCast } from './spells';
import { boardOf, fail, type LegState, type Player, seatName, spotLabel } from './state';
import { cardCount, cardLimit, discardable, jewelCount, moveModifier, petOf } from './stats';

/** The spot where `seat` may fulfil `quest`. */
export function questSpot(state: LegState, seat: number, quest: string): string {
  return questSpotFor(
    boardOf(state),
    state.players.map((p) => p.character),
    seat,
    quest,
  );
}

function occupied(state: LegState, spot: string, except: number): boolean {
  if (isShared(spot)) return false;
  for (let s = 0; s < state.seatCount; s++) if (s !== except && state.players[s].spot === spot) return true;
  return false;
}

/** Where `seat` may end its move: up to `moveLeft` steps, or for a lovestruck player the forced chase. */
export function moveOptions(state: LegState, seat: number): string[] {
  const p = state.players[seat];
  const board = boardOf(state);
  const from = board.index[p.spot];
  const row = board.dist[from];
  const n = state.turn.moveLeft;
  if (p.beloved !== null) return chaseOptions(state, seat, board, n);
  const out: string[] = [];
  for (let i = 0; i < row.length; i++) {
    if (row[i] <= n && (i === from || !occupied(state, board.spots[i].id, seat))) out.push(board.spots[i].id);
  }
  return out;
}

/**
 * A lovestruck player moves as far as they can along a shortest route toward the beloved, stopping
 * next to them; when the farthest spot is taken they stop one step shorter.
 */
function chaseOptions(state: LegState, seat: number, board: Board, n: number): string[] {
  const p = state.players[seat];
  const from = board.index[p.spot];
  const target = board.index[state.players[p.beloved!].spot];
  const gap = board.dist[from][target];
  for (let k = Math.min(n, gap - 1); k > 0; k--) {
    const out: string[] = [];
    for (let i = 0; i < board.spots.length; i++) {
      if (
        board.dist[from][i] === k &&
        board.dist[i][target] === gap - k &&
        !occupied(state, board.spots[i].id, seat)
      )
        out.push(board.spots[i].id);
    }
    if (out.length > 0) return out;
  }
  return [p.spot];
}

/** One shared action object per spot: the move list is built on every decision. */
const moveActions = new Map<string, Action>();
function moveAction(to: string): Action {
  let a = moveActions.get(to);
  if (!a) moveActions.set(to, (a = { t: 'move', to }));
  return a;
}

/** Cards `seat` may play from the hand to the table now. */
export function playable(p: Player): string[] {
  const out: string[] = [];
  for (const c of p.hand) {
    const card = CARDS[c];
    if (card.kind === 'creature' && !(card.alignment === 'good' && !p.good)) out.push(c);
    else if (card.kind === 'object' || card.wearable) out.push(c);
    // A pet got at the Marketplace joins a player who has none.
    else if (card.kind === 'pet' && petOf(p) === undefined) out.push(c);
  }
  return out;
}

function canDraw(state: LegState, p: Player, board: Board): boolean {
  return (
    board.spots[board.index[p.spot]].kind === 'black' &&
    p.lastDraw !== p.spot &&
    state.draw.length + state.discard.length > 0
  );
}

/** Everything the player whose turn it is may do when no question is pending. */
export function turnLegal(state: LegState, seat: number): Action[] {
  const t = state.turn;
  if (seat !== t.seat) return [];
  if (t.rolled && !t.moveDone) return moveOptions(state, seat).map(moveAction);
  const p = state.players[seat];
  const out: Action[] = [];
  const chasing = p.beloved !== null && !t.rolled && !t.moveDone;
  if (!t.rolled && !t.moveDone) out.push(ROLL);
  if (!chasing) {
    const board = boardOf(state);
    if (canDraw(state, p, board)) out.push(DRAW);
    if (state.jewels.length > 0)
      for (const c of p.hand)
        if (CARDS[c].kind === 'quest' && questSpot(state, seat, c) === p.spot)
          out.push({ t: 'quest', card: c });
    attackTargets(state, seat, out);
    if (p.spot === MARKET && !t.searched) out.push(MARKET_ACTION);
  }
  for (const c of playable(p)) out.push({ t: 'play', card: c });
  castOptions(state, seat, out);
  if (!chasing) out.push(END);
  return out;
}

export function turnStep(state: LegState, seat: number, a: Action, ctx: StepContext): void {
  const t = state.turn;
  const p = state.players[seat];
  const name = seatName(state, seat);
  // "Players may perform more than one of these actions on their turn more than once": another
  // action since the last search opens the Marketplace to a new one.
  if (a.t === 'draw' || a.t === 'quest' || a.t === 'attack' || (a.t === 'cast' && a.target !== seat))
    t.searched = false;
  switch (a.t) {
    case 'roll': {
      const roll = random.die(state.rng);
      const mod = moveModifier(p);
      t.rolled = true;
      t.moveLeft = Math.max(0, roll + mod);
      ctx.emit({
        type: 'die',
        text: `${name} rolls ${roll}${mod ? ` ${mod > 0 ? '+' : '-'} ${Math.abs(mod)}` : ''}: up to ${t.moveLeft} spots.`,
        data: { roll, moves: t.moveLeft },
      });
      return;
    }
    case 'move':
      p.spot = a.to;
      t.moveDone = true;
      ctx.emit({ type: 'move', text: `${name} moves to ${spotLabel(state, a.to)}.` });
      return;
    case 'draw': {
      t.moveDone = true;
      p.lastDraw = p.spot;
      const card = drawTop(state, (cards) => random.shuffle(state.rng, cards), ctx)!;
      enterHand(state, p, card);
      ctx.emit({ type: 'draw', text: `${name} draws a card.` });
      ctx.emit({
        type: 'drawn',
        text: `You draw ${cardName(card)}.`,
        to: [seat],
        reveal: true,
        data: { card },
      });
      return;
    }
    case 'quest': {
      t.moveDone = true;
      takeFrom(p.hand, a.card);
      state.removed.push(a.card);
      const jewel = state.jewels.pop()!;
      p.table.push(jewel);
      ctx.emit({
        type: 'quest',
        text: `${name} fulfils ${cardName(a.card)} and gains the ${cardName(jewel)}.`,
      });
      turnGood(state, seat, ctx, true);
      return;
    }
    case 'attack':
      startAttack(state, seat, a.target, ctx);
      return;
    case 'market':
      t.moveDone = true;
      t.searched = true;
      ctx.emit({ type: 'market', text: `${name} searches the Marketplace.`, reveal: true });
      state.frames.push({
        kind: 'market',
        prompt: 'Trade at the Marketplace: take a card (then give one back) or finish',
        waiting: [seat],
        data: { kind: 'market', seat, taken: [], given: [] },
      });
      return;
    case 'play':
      takeFrom(p.hand, a.card);
      ctx.emit({ type: 'play', text: `${name} plays ${cardName(a.card)} to the table.` });
      placeCard(state, seat, a.card, 'table', ctx);
      return;
    case 'cast':
      if (!isCastLegal(state, seat, a)) fail('illegal-cast', 'That spell cannot be cast on that player now.');
      startCast(state, seat, a, ctx);
      return;
    case 'end':
      endTurn(state, ctx);
      return;
    default:
      fail('illegal-action', 'That is not a move you can make on your turn.');
  }
}

function endTurn(state: LegState, ctx: StepContext): void {
  const seat = state.turn.seat;
  const p = state.players[seat];
  const board = boardOf(state);
  if (board.spots[board.index[p.spot]].kind === 'green') {
    p.mired = true;
    ctx.emit({
      type: 'mired',
      text: `${seatName(state, seat)} is stuck on ${spotLabel(state, p.spot)} and will miss the next turn.`,
    });
  }
  nextTurn(state, ctx);
}

/** The next turn: an extra turn first, then the rotation; lost turns are skipped. */
function nextTurn(state: LegState, ctx: StepContext): void {
  for (;;) {
    let seat: number;
    if (state.extraTurns.length > 0) seat = state.extraTurns.shift()!;
    else seat = state.rotation = (state.rotation + 1) % state.seatCount;
    const p = state.players[seat];
    if (p.missTurns > 0) {
      p.missTurns--;
      const call = p.markers.indexOf('call-of-nature');
      if (call >= 0) state.discard.push(...p.markers.splice(call, 1));
      ctx.emit({
        type: 'skip',
        text: `${seatName(state, seat)} answers the Call of Nature and misses this turn.`,
      });
      continue;
    }
    if (p.mired) {
      p.mired = false;
      ctx.emit({ type: 'skip', text: `${seatName(state, seat)} is stuck and misses this turn.` });
      continue;
    }
    state.turn = { seat, rolled: false, moveLeft: 0, moveDone: false, assaulted: [], searched: false };
    state.turns++;
    ctx.emit({ type: 'turn', text: `${seatName(state, seat)}'s turn.` });
    return;
  }
}

export function legalActions(state: LegState, seat: number): Action[] {
  if (state.winner !== null || state.jewelsLost) return [];
  if (state.frames.length > 0) return legFrames.legal(state, state.frames, seat);
  return turnLegal(state, seat);
}

export function stepAction(state: LegState, seat: number, a: Action, ctx: StepContext): void {
  if (state.frames.length > 0) legFrames.step(state, state.frames, seat, a, ctx);
  else turnStep(state, seat, a, ctx);
  settle(state, ctx);
}

/** After every action: the win, the card limit, and broken Love Philters (the player to move first). */
function settle(state: LegState, ctx: StepContext): void {
  if (state.tiles.length === 0) return;
  const n = state.seatCount;
  const first = state.turn.seat;
  for (let k = 0; k < n; k++) {
    const s = (first + k) % n;
    const p = state.players[s];
    if (p.spot === THRONE && jewelCount(p) >= 3) {
      state.winner = s;
      state.frames = [];
      ctx.emit({
        type: 'win',
        text: `${seatName(state, s)} sits on the throne with three Crown Jewels and wins!`,
      });
      return;
    }
  }
  const top = state.frames[state.frames.length - 1];
  if (top && (top.data.kind === 'discard' || top.data.kind === 'market' || top.data.kind === 'give')) return;
  for (let k = 0; k < n; k++) {
    const s = (first + k) % n;
    const p = state.players[s];
    // Every limit is at least 7: most of the time there is nothing to count.
    if (p.hand.length + p.table.length <= 7) continue;
    const limit = cardLimit(p);
    if (cardCount(p) > limit && discardable(p, false).length > 0) {
      state.frames.push({
        kind: 'discard',
        prompt: `You carry more than ${limit} cards: discard one`,
        waiting: [s],
        data: { kind: 'discard', seat: s, down: limit, fiveCap: false },
      });
      return;
    }
  }
  if (top) return;
  for (let s = 0; s < n; s++) {
    const p = state.players[s];
    if (p.beloved === null) continue;
    if (distance(boardOf(state), p.spot, state.players[p.beloved].spot) <= 1) {
      const i = p.markers.indexOf('love-philter');
      if (i >= 0) state.discard.push(...p.markers.splice(i, 1));
      ctx.emit({
        type: 'kiss',
        text: `${seatName(state, s)} reaches ${seatName(state, p.beloved)}: the Love Philter is broken.`,
      });
      p.beloved = null;
    }
  }
}
