import { graph, type KnownItem } from '@questbox/engine';
import { BOARD, near, river } from './board';
import { CHARACTERS, COMPANIONS, EVENT, HOLD, OBJECT, TILE, TREASURE, type ZagorState } from './state';
import type { Action } from './turn';

/** The state's view as a seat sees it (the kit's derived view: hidden zones are counts). */
type View = Record<string, any>;

const charOf = (v: View, seat: number) => CHARACTERS.find((c) => c.id === v.players[seat].character)!;
const figOf = (v: View, who: number | 'Z' | 'C') =>
  who === 'Z' ? v.zagor : who === 'C' ? v.cico : v.players[who].fig;
const healthyOf = (v: View, who: number | 'Z' | 'C') => {
  const b =
    who === 'Z' ? COMPANIONS[0].balloons : who === 'C' ? COMPANIONS[1].balloons : charOf(v, who).balloons;
  return b.length - figOf(v, who).wounds;
};
const navigation = (v: View) => (v.hull as ZagorState['hull']).filter((h) => !h.crash).length;
/** A character's usual strength against a tile (weapons without dice, Zagor's and Cico's average roll). */
function strengthOf(v: View, seat: number, who: number | 'Z' | 'C', tile: string): number {
  if (who === 'Z') return 4 + 5.5;
  if (who === 'C') return 1 + 3;
  const t = TILE[tile];
  const type = t.type === 'friend' ? 'human' : t.type;
  let n = charOf(v, seat).strength;
  for (const o of v.players[seat].objects as string[]) {
    n += OBJECT[o].bonus[type];
    if (OBJECT[o].use === 'bow') n += 1.7;
    if (OBJECT[o].use === 'axe') n += 1.7;
  }
  return n;
}
const tileStrength = (tile: string) => (TILE[tile].strength ?? 0) + 1.7 * TILE[tile].reinforcements;
const rewardValue = (tile: string) =>
  TILE[tile].reward.reduce(
    (n, r) => n + (r === 'treasure' ? 3 : r === 'object' ? 1.5 : r === 'hold' ? 1.5 : 0),
    0,
  ) + (TILE[tile].type === 'friend' ? 0 : 3);

/** What a space is worth to walk onto: the best Encounter there that the character should beat. */
function spaceValue(v: View, seat: number, who: number | 'Z' | 'C', space: string): number {
  const shown = (v.shown[space] ?? []) as string[];
  const hidden = typeof v.hidden[space] === 'number' ? (v.hidden[space] as number) : 0;
  // A face-down tile the seat has looked at is judged as if face up.
  const seen = ((v.known ?? []) as KnownItem[]).filter((k) => k.zone === `hidden.${space}`);
  let best = hidden > seen.length ? 2.5 : 0;
  for (const t of [...shown, ...seen.map((k) => k.item as string)]) {
    const margin = strengthOf(v, seat, who, t) - tileStrength(t);
    const worth = rewardValue(t) * (margin > 0 ? 1 : margin > -2 ? 0.4 : 0.05);
    const monkey = TILE[t].where === 'monkey' ? 4 : 0;
    best = Math.max(best, worth + monkey);
  }
  if (healthyOf(v, who) <= 1) best *= 0.3;
  return best;
}

/** Greedy evaluation: hull and wounds first (everyone loses if the Athena sinks), then trophies and points. */
export function evaluate(view: unknown, seat: number, action: Action): number {
  const v = view as View;
  const ask = v.tasks?.ask as { a: string; who?: number | 'Z' | 'C'; left?: number } | undefined;
  const me = v.players[seat];
  const hullLeft = navigation(v);
  switch (action.t) {
    case 'die': {
      const who = action.as ?? action.c;
      const w = who === 'y' ? seat : who === 'r' ? 'Z' : 'C';
      const wounded = figOf(v, w).wounds;
      const face = action.f;
      let n = face === 'resupply' ? 1 + 2 * wounded : face === 'move' ? 3 : 3.5;
      if (who === 'r' && face !== 'resupply') n += 1.5;
      if (face === 'power-event') n -= 1;
      if (action.as) n -= 1.5;
      return n;
    }
    case 'sacrifice':
      return EVENT[action.card].kind === 'scorching-heat' || EVENT[action.card].kind === 'ambush' ? 4 : 2.5;
    case 'token':
      return action.kind === 'discard-reinforcement' || action.kind === 'plus2'
        ? 6
        : action.kind === 'footprints'
          ? 0.5
          : 1;
    case 'heal':
      return 4;
    case 'spyglass':
    case 'compass':
      return 0.5;
    case 'stay':
      return ask?.who !== undefined && figOf(v, ask.who).at !== 'boat'
        ? spaceValue(v, seat, ask.who, figOf(v, ask.who).at)
        : 0.5;
    case 'go': {
      const who = ask?.who ?? 'Z';
      if (action.to === 'boat') {
        if (action.pos === 'bridge') return 1 + 2 * figOf(v, who).wounds;
        if (action.pos === 'hold') return 1.5 + 3 * (6 - hullLeft);
        if (action.pos === 'chest') return Array.isArray(me.treasures) ? me.treasures.length * 1.5 : 0;
        return 1 + (v.galleyTreasures > 0 ? 2 : 0);
      }
      return spaceValue(v, seat, who, action.to);
    }
    case 'face': {
      const who = ask?.who ?? seat;
      return (
        rewardValue(action.tile) + 2 * (strengthOf(v, seat, who, action.tile) - tileStrength(action.tile))
      );
    }
    case 'pass':
      return ask?.a === 'assault' ? (hullLeft > 3 ? 2 : -5) : 0;
    case 'attack':
    case 'accept':
      return 1;
    case 'dynamite':
      return 0.5;
    case 'reroll':
      return 0.8;
    case 'keep':
      return 5;
    case 'replace': {
      const old = OBJECT[action.id]
        ? 1 + OBJECT[action.id].stars
        : TREASURE[action.id]
          ? TREASURE[action.id].value
          : 0;
      return 2 - old;
    }
    case 'drop':
      return 0;
    case 'galley':
      return 1 + OBJECT[action.id].stars;
    case 'galleyTreasure':
      return 3;
    case 'none':
    case 'done':
      return 0;
    case 'hold':
      return HOLD[action.id].kind === 'plus2' ? 3 : HOLD[action.id].kind === 'move-steamboat' ? 1 : 2;
    case 'store':
      return 2;
    case 'pos':
      return action.pos === 'hold' ? 1 + 3 * (6 - hullLeft) : action.pos === 'bridge' ? 2 * me.fig.wounds : 1;
    case 'steal':
      return action.id === 'treasure' ? 3 : 1;
    case 'power':
      if (action.p === 'pharmacist') return 1 + 2 * v.zagor.wounds;
      if (action.p === 'caramba') return 1;
      return action.p === 'spirit' ? 2 : 2.5;
    case 'fork': {
      const d = graph.distance(river, action.to, BOARD.dock);
      return -d;
    }
    case 'absorb': {
      const who = ask?.who ?? seat;
      const safe = Math.max(0, healthyOf(v, who) - 1);
      return action.n <= safe ? action.n * (hullLeft <= 3 ? 3 : 1) : -5;
    }
    case 'place': {
      const figures = [v.zagor, v.cico, ...v.players.map((p: any) => p.fig)].map((f) =>
        f.at === 'boat' ? v.athena : f.at,
      );
      return (
        Math.min(...figures.map((f: string) => graph.distance(near, f, action.space))) -
        (graph.distance(near, v.athena, action.space) <= 1 ? 3 : 0)
      );
    }
    case 'cancel':
      return hullLeft <= 3 ? 4 : action.e === 3 ? 1 : -1;
    case 'top':
    case 'bottom':
      return action.t === 'top' ? 0 : 0.1;
    case 'discard':
      return -2 - OBJECT[action.id].stars;
    case 'lose':
      return OBJECT[action.id]
        ? -OBJECT[action.id].stars - 1
        : TREASURE[action.id]
          ? -TREASURE[action.id].value
          : 0;
  }
  return 0;
}

/** How good the position looks for `seat`: the Athena afloat and near the Fort, then points. */
export function value(view: unknown, seat: number): number {
  const v = view as View;
  const me = v.players[seat];
  const hull = navigation(v);
  const toFort = v.athena === BOARD.dock ? 0 : graph.distance(river, v.athena, BOARD.dock);
  const treasures = Array.isArray(me.treasures)
    ? me.treasures.reduce((n: number, t: string) => n + TREASURE[t].value, 0)
    : 0;
  const chest = Array.isArray(me.chest)
    ? me.chest.reduce((n: number, t: string) => n + TREASURE[t].value, 0)
    : 0;
  const trophies = (me.trophies as string[]).reduce((n, t) => n + 2 + (TILE[t].strength ?? 0) / 3, 0);
  return (
    12 * hull -
    0.5 * toFort -
    1.5 * (me.fig.wounds + v.zagor.wounds) +
    trophies +
    treasures +
    chest +
    me.holdUsed.length -
    2 * me.scars +
    (v.over === 'sunk' || v.over === 'monkeys' ? -100 : 0)
  );
}
