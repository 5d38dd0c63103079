import {
  d10,
  dieEvent,
  draw,
  forget,
  graph,
  moveItem,
  type Rng,
  RuleError,
  roll,
  shuffle,
  takeRandom,
} from '@questbox/engine';
import {
  arrowFrom,
  BOARD,
  CAMPS,
  DANGER_SPACES,
  downstream,
  isLand,
  LAND,
  moveTargets,
  near,
  neighbours,
  SPACE,
  spaceName,
  walkDistance,
} from './board';
import {
  type Ask,
  ATTACK,
  CHARACTERS,
  COMPANIONS,
  type Color,
  DANGER,
  ENEMIES,
  EVENT,
  type Face,
  type Fight,
  type Figure,
  HOLD,
  type Mode,
  OBJECT,
  type Player,
  type Pos,
  REINFORCEMENT,
  type Task,
  TILE,
  TREASURE,
  type Who,
  type ZagorState,
} from './state';

/** What the engine hands a step: the log. */
export interface Log {
  emit(e: { type: string; text: string; to?: number[]; reveal?: boolean; data?: unknown }): void;
}
export const quietLog: Log = { emit() {} };

// ---------------------------------------------------------------- characters and figures

export const charOf = (s: ZagorState, seat: number) =>
  CHARACTERS.find((c) => c.id === s.players[seat].character)!;
export function figure(s: ZagorState, who: Who): Figure {
  return who === 'Z' ? s.zagor : who === 'C' ? s.cico : s.players[who].fig;
}
export function nameOf(s: ZagorState, who: Who): string {
  return who === 'Z' ? 'Zagor' : who === 'C' ? 'Cico' : charOf(s, who).name;
}
export function balloons(s: ZagorState, who: Who): number[] {
  if (who === 'Z') return COMPANIONS[0].balloons;
  if (who === 'C') return COMPANIONS[1].balloons;
  return charOf(s, who).balloons;
}
export function baseStrength(s: ZagorState, who: Who): number {
  if (who === 'Z') return COMPANIONS[0].strength;
  if (who === 'C') return COMPANIONS[1].strength;
  return charOf(s, who).strength;
}
export const healthy = (s: ZagorState, who: Who) => balloons(s, who).length - figure(s, who).wounds;
/** Footprints on the leftmost Healthy balloon. */
export const footprints = (s: ZagorState, who: Who) => balloons(s, who)[figure(s, who).wounds] ?? 0;
/** Where a figure stands: its land space, or the Athena's river space when aboard. */
export const spaceOf = (s: ZagorState, who: Who) =>
  figure(s, who).at === 'boat' ? s.athena : figure(s, who).at;
export const aboard = (s: ZagorState, who: Who) => figure(s, who).at === 'boat';
export const allWho = (s: ZagorState): Who[] => [...s.players.map((_, i) => i), 'Z', 'C'];
export const slotsOf = (s: ZagorState, seat: number) =>
  charOf(s, seat).slots - (s.players[seat].eagle ? 1 : 0);
const ENEMY_IDS = new Set<string>(ENEMIES);
export const isEnemy = (tile: string) => ENEMY_IDS.has(tile);
export const equipped = (p: Player) => p.objects.length + p.treasures.length;
/** Seats in turn order from the Helmsman, clockwise. */
export const fromHelmsman = (s: ZagorState) => s.players.map((_, i) => (s.helmsman + i) % s.seatCount);
export const hasPermanent = (s: ZagorState, kind: string) =>
  s.permanent.some((id) => EVENT[id].kind === kind);

// ---------------------------------------------------------------- wounds, scars and the hull

/**
 * Wounds a figure `n` times. On the last balloon it faints: back to the Bridge, healed, and a Scar
 * to its player; for Zagor and Cico to `cause` (the seat whose action wounded them) or else the
 * Helmsman.
 */
export function wound(s: ZagorState, who: Who, n: number, cause: number | null, log: Log): void {
  const fig = figure(s, who);
  for (let i = 0; i < n; i++) {
    fig.wounds++;
    if (fig.wounds >= balloons(s, who).length) {
      fig.wounds = 0;
      fig.at = 'boat';
      fig.pos = 'bridge';
      const scarred = typeof who === 'number' ? who : (cause ?? s.helmsman);
      s.players[scarred].scars++;
      log.emit({
        type: 'faint',
        text: `${nameOf(s, who)} faints and is back on the Bridge; a Scar for seat ${scarred + 1}.`,
      });
      return;
    }
  }
  if (n > 0) log.emit({ type: 'wound', text: `${nameOf(s, who)} takes ${n} wound${n > 1 ? 's' : ''}.` });
}
export function heal(s: ZagorState, who: Who, n: number): void {
  const fig = figure(s, who);
  fig.wounds = Math.max(0, fig.wounds - n);
}
export const speed = (s: ZagorState) => s.hull.find((h) => !h.crash)?.speed ?? 0;
export function damage(s: ZagorState, n: number, log: Log): void {
  for (let i = 0; i < n; i++) {
    const h = s.hull.find((m) => !m.crash);
    if (h) h.crash = true;
    if (!s.hull.some((m) => !m.crash)) {
      end(s, 'sunk', log);
      return;
    }
  }
  if (n > 0) log.emit({ type: 'damage', text: `The Athena takes ${n} damage (speed ${speed(s)}).` });
}
export function repair(s: ZagorState, n = 1): void {
  for (let i = 0; i < n; i++) {
    const crashed = s.hull.filter((m) => m.crash);
    if (crashed.length > 0) crashed[crashed.length - 1].crash = false;
  }
}

// ---------------------------------------------------------------- decks

const ask = (s: ZagorState, seat: number, q: Ask) => s.tasks.push({ k: 'ask', seat, q });
const push = (s: ZagorState, ...tasks: Task[]) => {
  // The first listed runs first.
  for (let i = tasks.length - 1; i >= 0; i--) s.tasks.push(tasks[i]);
};

/** Draws an Object for `seat` to equip or discard (the discards reshuffled when the deck runs out). */
export function drawObject(s: ZagorState, seat: number, toGalley = false): void {
  const p = s.players[seat];
  const got = draw(s.rng, s.objectDeck, toGalley ? s.galleyObjects : p.incomingObjects, 1, s.galleyObjects);
  if (got.length > 0 && !toGalley) ask(s, seat, { a: 'equip', kind: 'object', id: got[0] });
}
export function drawTreasure(s: ZagorState, seat: number, toGalley = false): void {
  const p = s.players[seat];
  const got = draw(s.rng, s.treasureDeck, toGalley ? s.galleyTreasures : p.incomingTreasures, 1);
  if (got.length > 0 && !toGalley) ask(s, seat, { a: 'equip', kind: 'treasure', id: got[0] });
}
function drawReinforcement(s: ZagorState): string | undefined {
  return draw(s.rng, s.reinforcements, s.fighting, 1, s.reinforcementDiscard)[0];
}
function refillHold(s: ZagorState): void {
  while (s.holdSpaces.length < 3 && s.holdReserve.length > 0) s.holdSpaces.push(s.holdReserve.pop()!);
}

// ---------------------------------------------------------------- the end

export function end(s: ZagorState, how: ZagorState['over'], log: Log): void {
  if (s.over) return;
  s.over = how;
  if (how === 'exhausted') s.athena = BOARD.dock;
  log.emit({
    type: 'end',
    text:
      how === 'sunk'
        ? 'The Athena sinks: everyone loses.'
        : how === 'monkeys'
          ? 'A Monkey reaches its camp: everyone loses.'
          : how === 'docked'
            ? 'The Athena docks at the Fort!'
            : 'The Event deck is exhausted: the Athena is placed at the Fort.',
  });
  s.tasks = [];
}

// ---------------------------------------------------------------- the round

function rollDice(s: ZagorState, log: Log): void {
  s.dice = [];
  const add = (c: Color, n: number) => {
    const faces = (
      { y: PACKDICE('y'), r: PACKDICE('r'), g: PACKDICE('g') } as Record<Color, readonly Face[]>
    )[c];
    for (let i = 0; i < n; i++) s.dice.push({ c, f: faces[Math.floor(rngInt(s.rng, 6))] });
  };
  for (let i = 0; i < s.seatCount; i++) add('y', healthy(s, i));
  add('r', healthy(s, 'Z'));
  add('g', healthy(s, 'C'));
  s.dice.sort((a, b) => (a.c + a.f < b.c + b.f ? -1 : a.c + a.f > b.c + b.f ? 1 : 0));
  log.emit({
    type: 'roll',
    text: `Round ${s.round}: the Helmsman rolls ${s.dice.length} Action dice: ${s.dice.map((d) => `${DIE[d.c]} ${FACE[d.f]}`).join(', ')}.`,
  });
}

import { int as rngInt } from '@questbox/engine';
import { PACK } from './data';
import { DIE, dieName, FACE } from './words';

const PACKDICE = (c: Color) => PACK['dice.json'].action.find((d) => d.color === c)!.faces as readonly Face[];

function runTask(s: ZagorState, t: Task, log: Log): void {
  switch (t.k) {
    case 'round': {
      s.round++;
      for (const p of s.players) p.covered = [];
      rollDice(s, log);
      s.order = fromHelmsman(s);
      s.turnIndex = 0;
      push(s, { k: 'turn' }, { k: 'phase3' }, { k: 'athena' }, { k: 'assaultEnd' }, { k: 'round' });
      return;
    }
    case 'turn': {
      if (s.dice.length === 0) return;
      const seat = s.order[s.turnIndex % s.order.length];
      s.turnIndex++;
      s.cur = { seat, color: 'y', face: 'resupply', token: false };
      push(s, { k: 'ask', seat, q: { a: 'pick' } }, { k: 'turn' });
      return;
    }
    case 'endDie': {
      if (t.event) push(s, { k: 'drawEvent' });
      return;
    }
    case 'phase3':
      push(s, { k: 'volcanoes' }, { k: 'permanents' }, { k: 'monkeys' }, { k: 'enemies' });
      return;
    case 'enemies':
      for (const sp of LAND) for (const t of s.shown[sp]) if (isEnemy(t)) enemyEndOfRound(s, t, sp, log);
      return;
    case 'volcanoes':
      // "if there are two on the board, the Helmsman chooses which to resolve first"
      if (s.volcanoes.length > 1) ask(s, s.helmsman, { a: 'first', of: 'volcano' });
      else for (const v of s.volcanoes) erupt(s, v, log);
      return;
    case 'erupt':
      erupt(s, t.space, log);
      return;
    case 'permanents':
      // "If more than one is in play, the Helmsman decides the order of activation."
      if (hasPermanent(s, 'collapse') && hasPermanent(s, 'ambush'))
        ask(s, s.helmsman, { a: 'first', of: 'permanent' });
      else push(s, { k: 'collapse' }, { k: 'ambush' });
      return;
    case 'collapse':
      if (hasPermanent(s, 'collapse')) collapse(s, log);
      return;
    case 'ambush':
      if (hasPermanent(s, 'ambush')) ambush(s, log);
      return;
    case 'monkeys':
      moveMonkeys(s, log);
      return;
    case 'athena': {
      const n = speed(s);
      log.emit({ type: 'athena', text: `The Athena moves ${n} space${n === 1 ? '' : 's'}.` });
      moveAthena(s, n, log);
      return;
    }
    case 'steps':
      steps(s, t.left, log);
      return;
    case 'danger':
      danger(s, log);
      return;
    case 'eventSymbol':
      if (SPACE[s.athena]?.role === 'event') push(s, { k: 'drawEvent' });
      return;
    case 'assaultEnd': {
      const all = s.assaults;
      s.assaults = [];
      const tasks: Task[] = [];
      for (const open of all) {
        if (open.includes(1)) {
          const nav = s.hull.filter((m) => !m.crash);
          s.hull.splice(s.hull.lastIndexOf(nav[nav.length - 1]), 1);
          log.emit({ type: 'assault', text: 'Assault: a Navigation marker is removed from the game.' });
          if (!s.hull.some((m) => !m.crash)) {
            end(s, 'sunk', log);
            return;
          }
        }
        if (open.includes(2)) tasks.push({ k: 'drawEvent' }, { k: 'drawEvent' });
        if (open.includes(3)) damage(s, 2, log);
        if (s.over) return;
      }
      push(s, ...tasks);
      return;
    }
    case 'drawEvent':
      drawEvent(s, log);
      return;
    case 'plants':
      plants(s, t.left, t.queue, log);
      return;
    case 'face':
      face(s, t.who, t.space, t.must, t.mode);
      return;
    case 'reward':
      reward(s, t.seat, t.byCompanion, t.reward, log);
      return;
    case 'ask':
      throw new Error('an ask is answered, not run');
  }
}

/** Runs the task stack until a decision is needed or the game is over. */
export function run(s: ZagorState, log: Log): void {
  while (!s.over) {
    const top = s.tasks[s.tasks.length - 1];
    if (!top) throw new Error('the task stack ran empty');
    if (top.k === 'ask') {
      if (needless(s, top)) {
        s.tasks.pop();
        continue;
      }
      return;
    }
    s.tasks.pop();
    runTask(s, top, log);
  }
}

/** A decision with nothing to decide is skipped (an empty Galley, no treasure to store). */
function needless(s: ZagorState, t: Extract<Task, { k: 'ask' }>): boolean {
  const p = s.players[t.seat];
  switch (t.q.a) {
    case 'helm':
      return s.galleyObjects.length === 0 && s.galleyTreasures.length === 0;
    case 'holdPick':
      return s.holdSpaces.length === 0;
    case 'chest':
      return p.treasures.length === 0;
    case 'lose':
      return p.objects.length === 0 && p.treasures.length === 0;
    case 'slave':
      return !p.trophies.some((t) => slaveable(t));
    case 'beast':
      return s.beasts.length === 0;
    case 'absorb':
      return false;
    default:
      return false;
  }
}

// ---------------------------------------------------------------- phase 3

function erupt(s: ZagorState, v: string, log: Log): void {
  const around = new Set([v, ...neighbours(v)]);
  log.emit({ type: 'volcano', text: `The Volcano at ${spaceName(v)} erupts.` });
  for (const who of allWho(s))
    if (!aboard(s, who) && around.has(figure(s, who).at)) wound(s, who, 1, null, log);
  if (around.has(s.athena)) {
    damage(s, 1, log);
    if (s.over) return;
    for (const who of allWho(s)) if (aboard(s, who)) wound(s, who, 1, null, log);
  }
}
function collapse(s: ZagorState, log: Log): void {
  if (collapseSpaces(s).length > 0) ask(s, s.helmsman, { a: 'collapse' });
  else log.emit({ type: 'collapse', text: 'Collapse: no beach next to the Athena is free.' });
}
export function collapseSpaces(s: ZagorState): string[] {
  if (s.pinnacles.length >= PACK['steamboat.json'].pinnacles) return [];
  return neighbours(s.athena).filter((b) => SPACE[b].kind === 'beach' && !s.pinnacles.includes(b));
}
function ambush(s: ZagorState, log: Log): void {
  const foes = LAND.filter((sp) =>
    s.shown[sp].some((t) => TILE[t].type === 'human' || TILE[t].type === 'animal'),
  );
  const hit = new Set<string>();
  for (const f of foes) for (const n of [f, ...neighbours(f)]) hit.add(n);
  for (const who of allWho(s)) if (!aboard(s, who) && hit.has(figure(s, who).at)) wound(s, who, 1, null, log);
  if (hit.has(s.athena)) for (const who of allWho(s)) if (aboard(s, who)) wound(s, who, 1, null, log);
}
function moveMonkeys(s: ZagorState, log: Log): void {
  const moves: [string, string, string][] = [];
  for (const sp of LAND)
    for (const t of s.shown[sp]) if (TILE[t].where === 'monkey') moves.push([t, sp, arrowFrom(sp) ?? sp]);
  for (const [t, from, to] of moves) {
    moveItem(s.shown[from], s.shown[to], t);
    if (CAMPS.includes(to)) {
      end(s, 'monkeys', log);
      return;
    }
  }
  if (moves.length > 0)
    log.emit({
      type: 'monkeys',
      text: `${moves.length} Monkey${moves.length > 1 ? 's move' : ' moves'} along the arrows.`,
    });
}

// ---------------------------------------------------------------- the Athena

/** Moves the Athena `n` spaces, then resolves the River Danger and the Event symbol where it stops. */
export function moveAthena(s: ZagorState, n: number, log: Log): void {
  if (n <= 0) return;
  if (hasPermanent(s, 'scorching-heat'))
    for (const who of allWho(s)) if (aboard(s, who)) wound(s, who, 1, null, log);
  if (s.over) return;
  push(s, { k: 'steps', left: n }, { k: 'danger' }, { k: 'eventSymbol' });
}
function steps(s: ZagorState, left: number, log: Log): void {
  if (left <= 0) return;
  const next = downstream(s.athena);
  if (next.length > 1) {
    ask(s, s.helmsman, { a: 'fork', left });
    return;
  }
  stepTo(s, next[0], left, log);
}
export function stepTo(s: ZagorState, to: string, left: number, log: Log): void {
  s.athena = to;
  if (to === BOARD.dock) {
    end(s, 'docked', log);
    return;
  }
  const rock = s.pinnacles.indexOf(to);
  if (rock >= 0) {
    s.pinnacles.splice(rock, 1);
    log.emit({ type: 'rocks', text: `The Athena strikes the rocks at ${spaceName(to)} and stops.` });
    damage(s, 1, log);
    return;
  }
  if (left > 1) push(s, { k: 'steps', left: left - 1 });
}
function danger(s: ZagorState, log: Log): void {
  const tiles = s.dangers[s.athena];
  if (!tiles || tiles.length === 0) return;
  const tile = tiles.pop()!;
  s.riverDiscard.push(tile);
  const kind = DANGER[tile].kind;
  log.emit({
    type: 'danger',
    text: `River Danger at ${spaceName(s.athena)}: ${DANGER[tile].name}.`,
    reveal: true,
  });
  if (kind === 'event') push(s, { k: 'drawEvent' });
  else if (kind === 'plants') {
    const queue: Who[] = [];
    if (aboard(s, 'Z')) queue.push('Z');
    if (aboard(s, 'C')) queue.push('C');
    for (const seat of fromHelmsman(s)) if (aboard(s, seat)) queue.push(seat);
    push(s, { k: 'plants', left: speed(s), queue });
  } else {
    damage(s, 1, log);
    if (s.over) return;
    if (hasPermanent(s, 'scorching-heat'))
      for (const who of allWho(s)) if (aboard(s, who)) wound(s, who, 1, null, log);
    push(s, { k: 'steps', left: 1 }, { k: 'danger' });
  }
}
function plants(s: ZagorState, left: number, queue: Who[], log: Log): void {
  if (left <= 0) return;
  const [who, ...rest] = queue;
  if (who === undefined) {
    damage(s, left, log);
    return;
  }
  if (!aboard(s, who)) {
    push(s, { k: 'plants', left, queue: rest });
    return;
  }
  const seat = typeof who === 'number' ? who : s.helmsman;
  ask(s, seat, { a: 'absorb', who, left, queue: rest });
}

// ---------------------------------------------------------------- events

export function drawEvent(s: ZagorState, log: Log): void {
  const id = s.eventDeck.pop();
  if (id === undefined) {
    end(s, 'exhausted', log);
    return;
  }
  forget(s.known, [id]);
  const card = EVENT[id];
  log.emit({ type: 'event', text: `Event: ${card.name}.`, reveal: true, data: { id } });
  (card.permanent ? s.permanent : s.eventDiscard).push(id);
  switch (card.kind) {
    case 'ambush':
      ambush(s, log);
      return;
    case 'peaceful-landing':
      repair(s, 1);
      return;
    case 'assault':
      ask(s, s.helmsman, { a: 'assault', open: [1, 2, 3], queue: fromHelmsman(s).slice(1) });
      return;
    case 'volcano':
      if (volcanoSpaces(s).length > 0) ask(s, s.helmsman, { a: 'volcano' });
      return;
    case 'monkeys': {
      s.monkeyCards++;
      for (const entry of [BOARD.monkeyEntry.W, BOARD.monkeyEntry.E]) {
        const m = s.monkeySupply.findLast((x) => x !== 'monkey-chief');
        if (m) moveItem(s.monkeySupply, s.shown[entry], m);
      }
      if (s.monkeyCards >= 3 && s.monkeySupply.includes('monkey-chief'))
        moveItem(s.monkeySupply, s.shown[BOARD.monkeyEntry.W], 'monkey-chief');
      return;
    }
    case 'collapse':
      collapse(s, log);
      return;
    case 'infernal-fog': {
      for (const who of allWho(s)) {
        const fig = figure(s, who);
        if (fig.at === 'boat' || SPACE[fig.at].kind !== 'forest') continue;
        const to = arrowFrom(fig.at);
        if (!to) continue;
        fig.at = to;
        if (CAMPS.includes(to)) wound(s, who, 1, null, log);
      }
      return;
    }
    case 'rocks-at-water-level': {
      const r = roll(s.rng, d10);
      log.emit(dieEvent(d10, r, 'The Helmsman'));
      if (r <= 4) damage(s, 1, log);
      else if (r <= 7) {
        const next = downstream(s.athena)[0];
        if (
          next &&
          SPACE[next].kind === 'river' &&
          s.pinnacles.length < PACK['steamboat.json'].pinnacles &&
          !s.pinnacles.includes(next)
        )
          s.pinnacles.push(next);
      }
      return;
    }
    case 'full-steam-ahead':
      moveAthena(s, 1, log);
      return;
    case 'leak':
      damage(s, 1, log);
      return;
    case 'fever':
      for (const who of allWho(s)) if (aboard(s, who)) wound(s, who, 1, null, log);
      return;
    case 'lost-supplies':
      for (const seat of [...fromHelmsman(s)].reverse())
        if (s.players[seat].objects.length > 0) ask(s, seat, { a: 'lose', who: seat });
      return;
    case 'indian-gifts':
      for (const seat of [...fromHelmsman(s)].reverse()) drawObject(s, seat);
      return;
    default:
      return; // Dangerous Waters, Advancing into the Darkness, Scorching Heat act while in play; Calm Waters does nothing.
  }
}
export function volcanoSpaces(s: ZagorState): string[] {
  if (s.volcanoes.length >= PACK['steamboat.json'].volcanoes) return [];
  return LAND.filter((sp) => {
    const d = distanceNear(s.athena, sp);
    return d <= 2 && !s.volcanoes.includes(sp);
  });
}

const distanceNear = (a: string, b: string) => graph.distance(near, a, b);

// ---------------------------------------------------------------- moves, encounters and combat

const blocked = (s: ZagorState) => (sp: string) => s.pinnacles.includes(sp) && isLand(sp);

/** Where a figure may end a move of `n`: land spaces, or boat positions when the Athena is reached. */
export function targets(s: ZagorState, who: Who, n: number): ({ to: string } | { to: 'boat'; pos: Pos })[] {
  const from = spaceOf(s, who);
  const out: ({ to: string } | { to: 'boat'; pos: Pos })[] = [];
  const land = moveTargets(from, n, s.athena, blocked(s));
  for (const t of land) if (t !== s.athena) out.push({ to: t });
  const reachBoat = aboard(s, who) || land.includes(s.athena) || from === s.athena;
  if (reachBoat) for (const pos of boatPositions(s, who)) out.push({ to: 'boat', pos });
  return out;
}
/** The steamboat spaces a figure may enter: Zagor and Cico the Bridge only; none the Beasts cover. */
export const boatPositions = (s: ZagorState, who: Who): Pos[] =>
  typeof who === 'number'
    ? (['bridge', 'helmsman', 'hold', 'chest'] as Pos[]).filter((p) => !s.beasts.includes(p))
    : ['bridge'];

/** Moves a figure onto a land space or a boat position, with Dangerous Waters, reveals and the position's effect. */
export function arrive(
  s: ZagorState,
  seat: number,
  who: Who,
  to: { to: string; pos?: Pos },
  mode: Mode,
  log: Log,
  mustFace = false,
): void {
  const fig = figure(s, who);
  const wasAboard = fig.at === 'boat';
  if (to.to === 'boat') {
    fig.at = 'boat';
    fig.pos = to.pos!;
    if (!wasAboard && hasPermanent(s, 'dangerous-waters')) wound(s, who, 1, seat, log);
    if (fig.at === 'boat') activate(s, seat, who, fig.pos!, log);
    return;
  }
  fig.at = to.to;
  fig.pos = null;
  if (wasAboard && hasPermanent(s, 'dangerous-waters')) wound(s, who, 1, seat, log);
  if (fig.at !== to.to) return;
  // The surprises are resolved (a discard chosen) before the Encounter is faced.
  const revealed = (s.hidden[to.to]?.length ?? 0) > 0;
  push(s, { k: 'face', who, space: to.to, must: revealed || mustFace, mode });
  reveal(s, seat, who, to.to, log);
}

/** Turns up every face-down Encounter on the space and applies each surprise. */
function reveal(s: ZagorState, seat: number, who: Who, space: string, log: Log): boolean {
  const hidden = s.hidden[space];
  if (!hidden || hidden.length === 0) return false;
  const p = s.players[seat];
  while (hidden.length > 0) {
    const t = hidden.pop()!;
    s.shown[space].push(t);
    forget(s.known, [t]);
    const tile = TILE[t];
    log.emit({
      type: 'reveal',
      text: `${nameOf(s, who)} reveals ${tile.name} at ${spaceName(space)}.`,
      reveal: true,
      data: { tile: t },
    });
    if (isEnemy(t)) {
      enemyEntry(s, seat, who, t, log);
      continue;
    }
    if (tile.surprise === 'none') continue;
    if (tile.surprise === 'discard' && typeof who !== 'number') continue;
    const shield =
      typeof who === 'number'
        ? p.objects.find((o) => OBJECT[o].use === 'shield' && !p.covered.includes(o))
        : undefined;
    if (shield) {
      p.covered.push(shield);
      log.emit({ type: 'shield', text: `The Indian Shield cancels the surprise of ${tile.name}.` });
      continue;
    }
    if (tile.surprise === 'wound') wound(s, who, 1, seat, log);
    else if (tile.surprise === 'scar') p.scars++;
    else if (p.objects.length + p.treasures.length > 0) ask(s, seat, { a: 'lose', who: seat });
  }
  return true;
}

function face(s: ZagorState, who: Who, space: string, must: boolean, mode: Mode): void {
  if (figure(s, who).at !== space || s.shown[space].length === 0) return;
  // Marie Laveau's Slaves may be fought apart, on her space.
  ask(s, s.cur?.seat ?? 0, { a: 'face', who, space, must, mode });
}

/** Starts a combat against `tile` (or meets a Friend), drawing its Reinforcement cards. */
export function startFight(
  s: ZagorState,
  seat: number,
  who: Who,
  space: string,
  tile: string,
  mode: Mode,
  log: Log,
): void {
  const t = TILE[tile];
  const byCompanion = typeof who !== 'number';
  if (t.type === 'friend') {
    moveItem(s.shown[space], s.box, tile);
    log.emit({ type: 'friend', text: `${nameOf(s, who)} meets a Friend: ${t.name}.` });
    push(
      s,
      ...t.reward
        .filter((r) => r !== 'discard-tile')
        .map((r): Task => ({ k: 'reward', seat, byCompanion, reward: r })),
    );
    return;
  }
  const slaves = tile === 'marie-laveau' ? s.slaves.length : 0;
  let n = Math.max(0, t.reinforcements + slaves - (mode === 'experience' ? 1 : 0));
  while (n > 0) {
    const c = drawReinforcement(s);
    n--;
    if (c && REINFORCEMENT[c].effect === 'draw-two') n += 2;
  }
  s.fight = { who, seat, tile, space, mode, plus2: false, dynamite: 0, rolls: [] };
  if (s.fighting.length > 0)
    log.emit({
      type: 'reinforcements',
      text: `Reinforcements: ${s.fighting.map((c) => REINFORCEMENT[c].name).join(', ')}.`,
      reveal: true,
    });
  ask(s, seat, { a: 'fight' });
}

/** The character's and the Encounter's totals of the combat in progress. */
export function totals(s: ZagorState, f: Fight): { mine: number; theirs: number; burst: boolean } {
  const t = TILE[f.tile];
  const cards = s.fighting.map((c) => REINFORCEMENT[c]);
  const archer = f.rolls.find((r) => r.weapon === 'archer')?.roll ?? 0;
  const theirs = (t.strength ?? 0) + archer + cards.reduce((n, c) => n + c.value, 0);
  const baseOnly = cards.some((c) => c.effect === 'base-only');
  const companion = f.rolls.find((r) => r.weapon === 'Z' || r.weapon === 'C');
  const column = companion ? ATTACK[companion.weapon === 'Z' ? 'zagor' : 'cico'][companion.roll - 1] : 0;
  const burst = column === 'burst';
  let mine = baseStrength(s, f.who);
  if (baseOnly) return { mine, theirs, burst };
  if (typeof column === 'number') mine += column;
  const type = t.type === 'friend' ? 'human' : t.type;
  if (typeof f.who === 'number') {
    const p = s.players[f.who];
    for (const o of p.objects) mine += OBJECT[o].bonus[type];
    for (const r of f.rolls) {
      if (r.weapon === 'bow') mine += ATTACK.bow[r.roll - 1];
      if (r.weapon === 'axe') mine += ATTACK.axe[r.roll - 1];
    }
    mine += 5 * f.dynamite;
    if (f.mode === 'brute') mine += 3;
    if (f.mode === 'help') mine += helpers(s, f.who);
  }
  if (f.plus2) mine += 2;
  return { mine, theirs, burst };
}

/** Bannington's Request for Help: the Base Strength of every other character on or next to his space. */
export function helpers(s: ZagorState, seat: number): number {
  const here = spaceOf(s, seat);
  const around = new Set([here, ...neighbours(here)]);
  let n = 0;
  for (const who of allWho(s)) if (who !== seat && around.has(spaceOf(s, who))) n += baseStrength(s, who);
  return n;
}

/** Rolls the Attack die for the combat: the companion's column, or each die weapon. */
export function rollAttack(s: ZagorState, f: Fight, log: Log): void {
  if (f.tile === 'red-archer') {
    const r = roll(s.rng, d10);
    f.rolls.push({ weapon: 'archer', roll: r });
    log.emit(dieEvent(d10, r, 'The Red Archer'));
  }
  if (typeof f.who !== 'number') {
    const r = roll(s.rng, d10);
    f.rolls.push({ weapon: f.who, roll: r });
    log.emit(dieEvent(d10, r, nameOf(s, f.who)));
    return;
  }
  if (s.fighting.some((c) => REINFORCEMENT[c].effect === 'base-only')) return;
  for (const o of s.players[f.who].objects) {
    const use = OBJECT[o].use;
    if (use === 'bow' || use === 'axe') {
      const r = roll(s.rng, d10);
      f.rolls.push({ weapon: use, roll: r });
      log.emit(dieEvent(d10, r, `${nameOf(s, f.who)}'s ${OBJECT[o].name}`));
    }
  }
}

export function resolveFight(s: ZagorState, log: Log): void {
  const f = s.fight!;
  const { mine, theirs, burst } = totals(s, f);
  const t = TILE[f.tile];
  const cards = s.fighting.map((c) => REINFORCEMENT[c]);
  s.reinforcementDiscard.push(...s.fighting.splice(0));
  s.fight = null;
  const byCompanion = typeof f.who !== 'number';
  if (burst || mine > theirs) {
    log.emit({
      type: 'win',
      text: `${nameOf(s, f.who)} (${burst ? 'burst' : mine}) defeats ${t.name} (${theirs}).`,
    });
    if (s.slaves.includes(f.tile)) moveItem(s.slaves, s.players[f.seat].trophies, f.tile);
    else if (isEnemy(f.tile)) enemyDefeated(s, f.seat, byCompanion, f.tile, f.space);
    else if (t.reward.includes('discard-tile')) moveItem(s.shown[f.space], s.box, f.tile);
    else moveItem(s.shown[f.space], s.players[f.seat].trophies, f.tile);
    const rewards = t.reward
      .filter((r) => r !== 'discard-tile')
      .map((r): Task => ({ k: 'reward', seat: f.seat, byCompanion, reward: r }));
    push(s, ...rewards);
    if (burst && f.who === 'C') wound(s, 'C', 1, f.seat, log);
  } else if (mine === theirs) {
    log.emit({ type: 'tie', text: `${nameOf(s, f.who)} and ${t.name} tie at ${mine}: nothing happens.` });
  } else {
    log.emit({ type: 'loss', text: `${nameOf(s, f.who)} (${mine}) loses to ${t.name} (${theirs}).` });
    wound(s, f.who, cards.some((c) => c.effect === 'double-wound') ? 2 : 1, f.seat, log);
  }
}

function reward(s: ZagorState, seat: number, byCompanion: boolean, r: string, log: Log): void {
  if (r === 'treasure') drawTreasure(s, seat, byCompanion);
  else if (r === 'object') drawObject(s, seat, byCompanion);
  else if (r === 'hold') ask(s, seat, { a: 'holdPick' });
  else if (r === 'event') drawEvent(s, log);
}

// ---------------------------------------------------------------- steamboat positions

export function activate(s: ZagorState, seat: number, who: Who, pos: Pos, log: Log): void {
  if (pos === 'bridge') {
    figure(s, who).wounds = 0;
    return;
  }
  if (typeof who !== 'number') return;
  if (pos === 'helmsman') {
    s.helmsman = who;
    log.emit({ type: 'helmsman', text: `Seat ${who + 1} takes the Helmsman marker.` });
    ask(s, seat, { a: 'helm' });
  } else if (pos === 'hold') {
    repair(s, 1);
    ask(s, seat, { a: 'holdPick' });
  } else ask(s, seat, { a: 'chest' });
}

// ---------------------------------------------------------------- picking a die

export const dieWho = (seat: number, color: Color): Who => (color === 'y' ? seat : color === 'r' ? 'Z' : 'C');

/** Whether the die may be sacrificed to discard the Permanent Event `card`. */
export function canSacrifice(s: ZagorState, card: string, c: Color, f: Face): boolean {
  const ev = EVENT[card];
  if (!ev.permanent) return false;
  if (ev.kind !== 'advancing-into-the-darkness' && hasPermanent(s, 'advancing-into-the-darkness'))
    return false;
  const face = f === 'power-event' ? 'power' : f;
  return ev.permanent.sacrifice.some((x) => (x.color === 'any' || x.color === c) && x.face === face);
}

export function takeDie(
  s: ZagorState,
  seat: number,
  c: Color,
  f: Face,
  as: Color | undefined,
  log: Log,
): void {
  const i = s.dice.findIndex((d) => d.c === c && d.f === f);
  if (i < 0) throw new RuleError('no-die', 'That die is not on the board.');
  s.dice.splice(i, 1);
  const color = as ?? c;
  if (as) {
    const p = s.players[seat];
    p.bocce.splice(p.bocce.indexOf(as), 1);
  }
  const cur = s.cur!;
  cur.color = color;
  cur.face = f;
  const who = dieWho(seat, color);
  log.emit({
    type: 'die',
    text: `Seat ${seat + 1} takes ${dieName(color, f)}.`,
  });
  push(s, { k: 'endDie', event: f === 'power-event' });
  if (f === 'resupply') {
    heal(s, who, 1);
    drawObject(s, seat);
  } else if (f === 'move') ask(s, seat, { a: 'move', who, steps: footprints(s, who), mode: 'move' });
  else if (color === 'r') ask(s, seat, { a: 'zpower' });
  else if (color === 'g') ask(s, seat, { a: 'cpower' });
  else {
    const power = charOf(s, seat).power;
    if (power === 'command') ask(s, seat, { a: 'command' });
    else if (power === 'shrewdness') ask(s, seat, { a: 'steal' });
    else {
      const mode: Mode = power === 'experience' ? 'experience' : power === 'brute-force' ? 'brute' : 'help';
      ask(s, seat, { a: 'move', who: seat, steps: footprints(s, seat), mode });
    }
  }
}

/** Frisco Kid's reach: the other seats within his footprints (the Athena's space for those aboard). */
export function stealTargets(s: ZagorState, seat: number): number[] {
  const reach = footprints(s, seat);
  const here = spaceOf(s, seat);
  return s.players.map((_, i) => i).filter((i) => i !== seat && walkDistance(here, spaceOf(s, i)) <= reach);
}

/** Spaces Zagor may leap to with Ahyaaaak! (any land space holding an Encounter), or look at with The Spirit with the Axe. */
export function leapSpaces(s: ZagorState, spirit: boolean): string[] {
  const has = (sp: string) =>
    (s.hidden[sp]?.length ?? 0) + s.shown[sp].length > 0 && !s.pinnacles.includes(sp);
  if (spirit) return neighbours(spaceOf(s, 'Z')).filter((sp) => isLand(sp) && has(sp));
  const with_ = LAND.filter(has);
  return with_.length > 0 ? with_ : LAND.filter((sp) => !s.pinnacles.includes(sp));
}

export type { Rng };
export { DANGER_SPACES, shuffle, takeRandom };

// ---------------------------------------------------------------- Enemies (optional rules)

/** A trophy Marie Laveau may take as a Slave: a Human or Animal Encounter, no Enemy. */
export const slaveable = (t: string) =>
  !isEnemy(t) && (TILE[t].type === 'human' || TILE[t].type === 'animal');

/** Which side of the river a land space lies on (islands: null, the Helmsman chooses). */
export const sideOf = (space: string): 'W' | 'E' | null => SPACE[space].bank ?? null;

/** An Enemy's Entry effect, on being revealed. */
function enemyEntry(s: ZagorState, seat: number, who: Who, tile: string, log: Log): void {
  log.emit({ type: 'enemy', text: `${TILE[tile].name} enters the game.` });
  switch (tile) {
    case 'blondie':
      s.players[seat].scars++;
      return;
    case 'marie-laveau':
      for (const p of [...fromHelmsman(s)].reverse()) ask(s, p, { a: 'slave' });
      return;
    case 'red-archer':
      if (typeof who === 'number') for (let i = 0; i < 2; i++) ask(s, seat, { a: 'lose', who: seat });
      return;
    case 'beasts-of-the-black-river':
      beastsBoard(s);
      return;
    case 'king-of-the-eagles':
      for (const other of [...fromHelmsman(s)].reverse()) {
        const p = s.players[other];
        if (p.eagle) continue;
        p.eagle = true;
        if (p.objects.length + p.treasures.length > slotsOf(s, other))
          ask(s, other, { a: 'lose', who: other });
      }
      return;
  }
}
function beastsBoard(s: ZagorState): void {
  s.beasts = ['helmsman', 'chest', 'hold'];
  for (const who of allWho(s)) if (aboard(s, who)) figure(s, who).pos = 'bridge';
}

/** An Enemy's End of Round effect in phase 3. */
function enemyEndOfRound(s: ZagorState, tile: string, space: string, log: Log): void {
  switch (tile) {
    case 'blondie':
    case 'red-archer': {
      const side = sideOf(space);
      if (side) strikeSide(s, tile, side, log);
      else ask(s, s.helmsman, { a: 'side', enemy: tile });
      return;
    }
    case 'marie-laveau':
      if (s.slaves.length <= 1) enemyEntry(s, s.helmsman, 'Z', tile, log);
      return;
    case 'beasts-of-the-black-river':
      if (s.beasts.length === 0) beastsBoard(s);
      return;
    case 'king-of-the-eagles':
      if (!s.players.some((p) => p.eagle)) enemyEntry(s, s.helmsman, 'Z', tile, log);
      return;
  }
}
/** Blondie wounds, the Red Archer disarms, every character on that side of the river. */
export function strikeSide(s: ZagorState, tile: string, side: 'W' | 'E', log: Log): void {
  for (const who of allWho(s)) {
    const at = figure(s, who).at;
    if (at === 'boat' || sideOf(at) !== side) continue;
    if (tile === 'blondie') wound(s, who, 1, null, log);
    else if (typeof who === 'number') ask(s, who, { a: 'lose', who });
  }
}

/** A defeated Enemy: a player takes the reward and the Enemy stays; Zagor or Cico eliminate it. */
function enemyDefeated(s: ZagorState, seat: number, byCompanion: boolean, tile: string, space: string): void {
  if (!byCompanion) {
    if (tile === 'beasts-of-the-black-river') ask(s, seat, { a: 'beast' });
    if (tile === 'king-of-the-eagles') s.players[seat].eagle = false;
    return;
  }
  moveItem(s.shown[space], s.players[seat].trophies, tile);
  if (tile === 'beasts-of-the-black-river') s.beasts = [];
  if (tile === 'king-of-the-eagles') for (const p of s.players) p.eagle = false;
  if (tile === 'marie-laveau') s.box.push(...s.slaves.splice(0));
}
