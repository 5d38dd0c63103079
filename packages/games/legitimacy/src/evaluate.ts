import type { Action } from './actions';
import { type Board, boardFor, MARKET, THRONE } from './board';
import { CARDS } from './cards';
import { questSpotFor } from './quests';
import type { Player } from './state';
import { attackModifier, cardCount, cardLimit, jewelCount } from './stats';
import type { LegView, PlayerView } from './view';

/** P(d6 + a beats d6 + b), for a difference a - b. */
export function winChance(diff: number): number {
  let wins = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + diff > y) wins++;
  return wins / 36;
}

/** What a card is worth to its holder: jewels above all, then quests, then strength. */
export function cardValue(id: string, good: boolean): number {
  const c = CARDS[id];
  switch (c.kind) {
    case 'jewel':
      return 100;
    case 'quest':
      return 60;
    case 'creature':
      return (
        10 +
        c.attack * 4 +
        c.move * 3 +
        c.magic +
        (c.alignment === 'evil' && good ? -8 : 0) +
        (c.alignment === 'good' && !good ? -8 : 0)
      );
    case 'object':
      return 12 + c.move * 3 + c.attack * 4 + c.limitBonus * 6 + (c.magicMultiplier - 1) * 3;
    case 'spell':
      return 18;
    case 'cursed':
      return 4;
    default:
      return 0;
  }
}

export function asPlayer(p: PlayerView): Player {
  return { ...p, hand: p.hand ?? [] } as Player;
}

/** Where this seat wants to be: the throne with three jewels, a quest spot, a jewel holder, or a Black Spot. */
export function goals(view: LegView, board: Board, seat: number): number[] {
  const me = view.players[seat];
  if (jewelCount(asPlayer(me)) >= 3) return [board.index[THRONE]];
  const out: number[] = [];
  const characters = view.players.map((p) => p.character);
  if (view.jewelCount > 0)
    for (const c of me.hand ?? [])
      if (CARDS[c].kind === 'quest') out.push(board.index[questSpotFor(board, characters, seat, c)]);
  if (out.length > 0) return out;
  if (view.jewelCount === 0) {
    view.players.forEach((p, i) => {
      if (i !== seat && jewelCount(asPlayer(p)) > 0) out.push(board.index[p.spot]);
    });
    if (out.length > 0) return out;
  }
  // No quest in hand: a Black Spot to draw at, or the Marketplace, where quests may lie face down,
  // when there is something to trade. Standing there already, the next goal is a Black Spot.
  const trade = canTrade(me) && me.spot !== MARKET;
  board.spots.forEach((s, i) => {
    if ((s.kind === 'black' && s.id !== me.lastDraw) || (trade && s.kind === 'marketplace')) out.push(i);
  });
  return out;
}

export function canTrade(p: PlayerView): boolean {
  if ((p.hand ?? []).length > 0) return true;
  return p.table.some(
    (c) => CARDS[c].kind !== 'character' && CARDS[c].kind !== 'pet' && CARDS[c].kind !== 'jewel',
  );
}

export function distToGoal(board: Board, spot: string, targets: number[]): number {
  const row = board.dist[board.index[spot]];
  let best = 99;
  for (const t of targets) if (row[t] < best) best = row[t];
  return best;
}

function fightValue(view: LegView, seat: number, target: number): number {
  const me = asPlayer(view.players[seat]);
  const them = asPlayer(view.players[target]);
  const p = winChance(attackModifier(me, them) - attackModifier(them, me));
  const q = winChance(attackModifier(them, me) - attackModifier(me, them));
  const prize = jewelCount(them) > 0 ? 100 : them.table.length > 2 || them.hand.length > 0 ? 20 : 0;
  const risk = jewelCount(me) > 0 ? 100 : 20;
  const evil =
    me.good && them.good ? 8 + 10 * me.table.filter((c) => CARDS[c].alignment === 'good').length : 0;
  return p * prize - q * risk - evil;
}

/** The greedy bot's heuristic over one action, from the seat's own view only. */
export function evaluate(view: LegView, seat: number, a: Action): number {
  const me = view.players[seat];
  if (!me) return 0;
  if (a.t === 'character') return CARDS[a.id].move * 3 + CARDS[a.id].attack * 2 + CARDS[a.id].magic * 0.5;
  if (a.t === 'pet')
    return (
      CARDS[a.id].move * 3 + CARDS[a.id].attack * 2 + CARDS[a.id].magic * 0.5 + CARDS[a.id].limitBonus * 3
    );
  const board = boardFor(view.tiles);
  const mine = asPlayer(me);
  const full = cardCount(mine) >= cardLimit(mine);
  // Acting before rolling gives up the move: worth it only at the goal.
  const forfeit =
    !view.turn.rolled && !view.turn.moveDone && distToGoal(board, me.spot, goals(view, board, seat)) > 0
      ? 30
      : 0;
  switch (a.t) {
    case 'roll':
      return 50;
    case 'move': {
      const targets = goals(view, board, seat);
      const kind = board.spots[board.index[a.to]].kind;
      return (
        100 -
        4 * distToGoal(board, a.to, targets) +
        (kind === 'green' ? -15 : 0) +
        (kind === 'black' && a.to !== me.lastDraw && !full ? 3 : 0)
      );
    }
    case 'draw':
      return (full ? 35 : 80) - forfeit;
    case 'quest':
      return 1000;
    case 'attack':
      return 40 + fightValue(view, seat, a.target) - forfeit;
    case 'market':
      return (me.hand ?? []).some((c) => CARDS[c].kind === 'quest') ||
        jewelCount(mine) >= 3 ||
        view.jewelCount === 0 ||
        !canTrade(me)
        ? 5
        : 70 - forfeit;
    case 'play': {
      const c = CARDS[a.card];
      if (c.kind === 'creature' && c.alignment === 'evil' && me.good) return 5;
      return c.wearable ? 12 : 30 + cardValue(a.card, me.good);
    }
    case 'cast':
      return castValue(view, board, seat, a);
    case 'end':
      return 0;
    case 'pass':
      return 0;
    case 'codpiece':
    case 'tea':
      return view.frame?.kind === 'react-spell' &&
        view.frame.cast.spell !== 'dispel' &&
        view.frame.cast.spell !== 'wish-dispel'
        ? 50
        : -10;
    case 'run-away':
      return view.frame?.kind === 'react-attack' && jewelCount(mine) > 0 ? 40 : -5;
    case 'spot': {
      const mover = view.frame?.kind === 'fly' ? view.frame.mover : seat;
      const d = distToGoal(board, a.to, goals(view, board, mover));
      const green = board.spots[board.index[a.to]].kind === 'green' ? 15 : 0;
      return mover === seat ? 100 - 4 * d - green : d + green;
    }
    case 'pick':
      if (view.frame?.kind === 'pick' && view.frame.chooser === view.frame.victim)
        return CARDS[a.card].kind === 'cursed' ? 50 : -cardValue(a.card, me.good);
      if (view.frame?.kind === 'pick' && (view.frame.purpose === 'dispel' || view.frame.purpose === 'tea'))
        return CARDS[a.card].kind === 'cursed' ? 10 : 5;
      return cardValue(a.card, me.good);
    case 'pick-hand':
      return 25;
    case 'place': {
      const card = view.frame?.kind === 'place' ? view.frame.card : undefined;
      if (!card) return a.to === 'hand' ? 1 : 0;
      const c = CARDS[card];
      if (a.to === 'discard') return c.kind === 'cursed' ? 3 : 0;
      if (a.to === 'table')
        return (c.kind === 'creature' && c.alignment === 'evil' && me.good) || c.wearable ? 1 : 5;
      return 2;
    }
    case 'lover': {
      const victim = view.frame?.kind === 'lover' ? view.players[view.frame.victim] : undefined;
      return victim ? board.dist[board.index[victim.spot]][board.index[view.players[a.seat].spot]] : 0;
    }
    case 'take':
      return cardValue(a.card, me.good) - 15;
    case 'give':
      return (
        -cardValue(a.card, me.good) + (CARDS[a.card].kind === 'cursed' && me.table.includes(a.card) ? 40 : 0)
      );
    case 'done':
      return 0;
    case 'discard':
      return -cardValue(a.card, me.good);
  }
}

function castValue(view: LegView, board: Board, seat: number, a: Extract<Action, { t: 'cast' }>): number {
  const me = view.players[seat];
  const them = view.players[a.target];
  const self = a.target === seat;
  const theirJewels = jewelCount(asPlayer(them));
  switch (a.spell) {
    case 'fly':
      return self
        ? distToGoal(board, me.spot, goals(view, board, seat)) > 6
          ? 60
          : -5
        : theirJewels >= 2
          ? 30
          : 2;
    case 'steal-jewel':
      return 200;
    case 'steal-table':
      return theirJewels > 0 ? 120 : 25;
    case 'reaper':
      return self ? (me.table.some((c) => CARDS[c].kind === 'cursed') ? 45 : -50) : theirJewels > 0 ? 90 : 20;
    case 'eye':
    case 'take-creature':
    case 'steal-object':
      return 35;
    case 'dispel':
    case 'wish-dispel':
    case 'tea':
      return self ? 45 : -20;
    case 'cut-to-five':
      return them.handSize + them.table.length > 6 ? 25 : 1;
    case 'miss-turn':
      return 35 + theirJewels * 10;
    case 'philter':
      return 10 + theirJewels * 10;
    case 'inspiration':
      return self ? 20 : -10;
    case 'swap-pets':
      return 3;
    case 'curse':
      return self ? -50 : 25 + theirJewels * 5;
    default:
      return 0;
  }
}
