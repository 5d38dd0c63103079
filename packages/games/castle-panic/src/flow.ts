import type { StepContext } from '@questbox/engine';
import type { Action } from './actions';
import { towersStanding } from './board';
import { CARDS, TOKENS } from './data';
import { resolveBuild, resolvePlay } from './effects';
import { say } from './log';
import type { Frame, State, Task } from './model';
import {
  countsForVictory,
  damage,
  isDoppel,
  isGone,
  monsterById,
  replaceDoppelganger,
  spawnImp,
} from './monsters';
import {
  breathe as breatheNow,
  burn,
  decider,
  resolveHit as resolveStructureHit,
  runHit,
  wave,
} from './movement';
import {
  assemblyOptions,
  comboOptions,
  deckChoice,
  playOptions,
  targetOptions,
  teleportOptions,
} from './plays';
import { drawToken, onDraw, overlordGains, resolveToken } from './tokens';
import {
  discard,
  distinctCards,
  drawCastle,
  drawWizard,
  handLimit,
  takeFromHand,
  wizardDrawable,
} from './zones';

const PHASES = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'next'];
/** With an Overlord, the Overlord's turn replaces phase 6 (the monsters still move first). */
const OVERLORD_PHASES = ['p1', 'p2', 'p3', 'p4', 'p5', 'ov6', 'next'];

const asDiscard = (c: number): Action => ({ t: 'discard', c });
const asGive = (c: number): Action => ({ t: 'give', c });
const asVictim = (m: number): Action => ({ t: 'victim', m });
const isWizard = (c: number) => CARDS[c].deck === 'wizard';

/** Every legal choice of the open frame (empty when it is not `seat`'s). */
export function frameOptions(st: State, fr: Frame): Action[] {
  const hand = st.hands[fr.seat];
  switch (fr.kind) {
    case 'disc':
      return [{ t: 'keep' }, ...distinctCards(hand).map(asDiscard)];
    case 'from':
    case 'reinf':
      return deckChoice(st);
    case 'trade': {
      const out: Action[] = [{ t: 'noTrade' }];
      for (let to = 0; to < st.players; to++) {
        if (to === fr.seat || st.hands[to].length === 0 || fr.refused.includes(to)) continue;
        for (const c of distinctCards(hand)) out.push({ t: 'offer', c, to });
      }
      return out;
    }
    case 'reply':
      return [{ t: 'refuse' }, ...distinctCards(hand).map(asGive)];
    case 'play':
      return playOptions(st, fr.seat, false, [{ t: 'end' }]);
    case 'stand':
      return playOptions(st, fr.seat, true, [{ t: 'pass' }]);
    case 'combo':
      return comboOptions(st, fr);
    case 'wave':
      return targetOptions(st, fr);
    case 'tele':
      return teleportOptions(st, fr);
    case 'victim':
    case 'doppel':
      return (fr.ids as number[]).map(asVictim);
    case 'oracle':
      return (fr.cards as number[]).map((c): Action => ({ t: 'keepCard', c }));
    case 'order':
      return (fr.cards as number[]).map((c): Action => ({ t: 'top', c }));
    case 'nlh':
      return [{ t: 'done' }, ...distinctCards(hand).map(asDiscard)];
    case 'assembly':
      return [{ t: 'done' }, ...assemblyOptions(st, fr.seat)];
    case 'down':
      return distinctCards(hand).map(asDiscard);
    case 'wizDisc':
      return distinctCards(hand, isWizard).map(asDiscard);
    case 'ovMegas':
      return (fr.from as number[])
        .filter((id) => st.tokensOut.includes(id))
        .map((tok): Action => ({ t: 'mega', tok }));
    case 'ovPlay':
      return overlordOptions(st);
    case 'ownTower': {
      const out: Action[] = [];
      for (let arc = 0; arc < 6; arc++) if (st.towerOwners[arc] < 0) out.push({ t: 'tower', arc });
      return out;
    }
  }
  throw new Error(`unknown frame ${fr.kind}`);
}

/** Opens a frame unless its only choice is to let it pass (then nothing is asked). */
function open(st: State, fr: Frame, passOnly: string): void {
  const opts = frameOptions(st, fr);
  if (opts.length === 0 || (opts.length === 1 && opts[0].t === passOnly)) return;
  st.frames.push(fr);
}

function basiliskOut(st: State): boolean {
  for (const m of st.monsters) if (m.key === 'basilisk') return true;
  return false;
}

/** Draws the replacement after a phase 2 discard: asks which deck when the Wizard deck is open. */
function replace(st: State, ctx: StepContext, seat: number, left: number): void {
  if (wizardDrawable(st)) st.frames.push({ kind: 'from', seat: seat, left });
  else {
    drawCastle(st, ctx, seat, 1);
    if (left > 0) open(st, { kind: 'disc', seat: seat, left: left - 1 }, 'keep');
  }
}

function runTask(st: State, ctx: StepContext, t: Task): void {
  switch (t.kind) {
    case 'turn':
      st.tarred = -1;
      st.missing = false;
      st.ice = false;
      st.berserk = 0;
      for (const k of st.overlordSeat >= 0 ? OVERLORD_PHASES : PHASES) st.tasks.push({ kind: k });
      say(ctx, 'turn', `Seat ${st.current + 1}'s turn.`);
      return;
    case 'p1': {
      st.phase = 1;
      const need = handLimit(st) - st.hands[st.current].length;
      if (need > 0) drawCastle(st, ctx, st.current, need);
      return;
    }
    case 'p2':
      st.phase = 2;
      if (!basiliskOut(st))
        open(st, { kind: 'disc', seat: st.current, left: st.players === 1 ? 1 : 0 }, 'keep');
      return;
    case 'p3':
      st.phase = 3;
      if (st.players > 1)
        open(st, { kind: 'trade', seat: st.current, left: st.players === 6 ? 1 : 0, refused: [] }, 'noTrade');
      return;
    case 'p4':
      st.phase = 4;
      open(st, { kind: 'play', seat: st.current }, 'end');
      return;
    case 'p5': {
      st.phase = 5;
      const snap: number[][] = [];
      for (const m of st.monsters) if (m.flames > 0) snap.push([m.id, m.flames]);
      st.tasks.unshift({ kind: 'fire', snap });
      const ids: number[] = [];
      for (const m of st.monsters) ids.push(m.id);
      wave(st, ctx, ids);
      return;
    }
    case 'p6':
      st.phase = 6;
      if (st.missing) say(ctx, 'missing', 'No monsters are drawn this turn.');
      else st.tasks.unshift({ kind: 'draw' }, { kind: 'draw' }, { kind: 'extra' });
      return;
    case 'extra':
      if (st.extraTokens > 0) {
        st.extraTokens--;
        st.tasks.unshift({ kind: 'draw' }, { kind: 'extra' });
      }
      return;
    case 'draw':
      drawToken(st, ctx);
      return;
    case 'next':
      do {
        st.current = (st.current + 1) % st.players;
        if (st.current === 0) st.round++;
      } while (st.playersOut[st.current]);
      st.tasks.push({ kind: 'turn' });
      return;
    case 'hit':
      runHit(st, ctx, t);
      return;
    case 'wave2':
      wave(st, ctx, t.ids, true);
      return;
    case 'breath':
      for (const id of t.ids as number[]) {
        const m = monsterById(st, id);
        if (m) breatheNow(st, ctx, m);
      }
      return;
    case 'fire':
      burn(st, ctx, t.snap);
      return;
    case 'onDraw':
      onDraw(st, ctx, t.id);
      return;
    case 'downTo':
      if (st.hands[t.p].length > t.n) st.frames.push({ kind: 'down', seat: t.p, n: t.n });
      return;
    case 'wizDisc':
      open(st, { kind: 'wizDisc', seat: t.p }, '');
      return;
    case 'disc1':
      if (st.hands[t.p].length > 0) st.frames.push({ kind: 'down', seat: t.p, n: st.hands[t.p].length - 1 });
      return;
    case 'reinforce':
      if (wizardDrawable(st)) st.frames.push({ kind: 'reinf', seat: t.p });
      else drawCastle(st, ctx, t.p, 1);
      return;
    case 'assembly':
      open(st, { kind: 'assembly', seat: t.p }, 'done');
      return;
    case 'ownTower':
      if (t.p < st.players) st.frames.push({ kind: 'ownTower', seat: t.p });
      return;
    case 'ovMegas':
      if (t.left > 0) st.frames.push({ kind: 'ovMegas', seat: st.overlordSeat, left: t.left, from: t.from });
      else st.tasks.unshift({ kind: 'ovDraw' });
      return;
    case 'ovDraw':
      overlordGains(st, Math.max(0, 3 - st.overlordTokens.length));
      return;
    case 'ov6':
      st.phase = 6;
      if (st.missing) {
        say(ctx, 'missing', 'The Overlord draws and plays nothing this turn.');
        return;
      }
      overlordGains(st, Math.max(0, 3 - st.overlordTokens.length));
      st.overlordPlays = 0;
      st.overlordLimit = 2;
      open(st, { kind: 'ovPlay', seat: st.overlordSeat }, 'done');
      return;
    case 'ovPlay':
      if (st.overlordPlays < st.overlordLimit) open(st, { kind: 'ovPlay', seat: st.overlordSeat }, 'done');
      return;
  }
  throw new Error(`unknown task ${t.kind}`);
}

/** After an action or a task: the one monster destroyed replaces the Doppelganger, or the players choose among several. */
function settleDoppelganger(st: State): void {
  const ids = st.dead.filter((id) => isGone(st, id));
  st.dead.length = 0;
  if (ids.length === 1) replaceDoppelganger(st, ids[0]);
  else if (ids.length > 1 && st.monsters.some(isDoppel))
    st.frames.push({ kind: 'doppel', seat: decider(st), ids });
}

/** The win: every token drawn, no monster that counts left, a Tower standing. It's Quiet refills a cleared board. */
function checkEnd(st: State, ctx: StepContext): void {
  if (st.over || st.dead.length > 0 || st.frames.some((f) => f.kind === 'doppel')) return;
  for (const m of st.monsters) if (countsForVictory(st, m)) return;
  if (
    st.bag.length === 0 &&
    st.overlordTokens.length === 0 &&
    st.extraTokens === 0 &&
    towersStanding(st) > 0
  ) {
    st.over = 'won';
    st.why = 'Every monster is drawn and slain, and the castle stands.';
    return;
  }
  if (st.options.itsQuiet && st.monsters.length === 0 && st.imps.length > 0) {
    say(ctx, 'quiet', "It's quiet... too quiet: Imps creep into every Forest arc.");
    for (let a = 0; a < 6; a++) spawnImp(st, a);
  }
}

/** Runs queued work until a decision is open or the game is over; `queuedOnly` stops when the queue is empty. */
export function advance(st: State, ctx: StepContext, queuedOnly = false): void {
  for (;;) {
    if (st.dead.length > 0 && !st.over) settleDoppelganger(st);
    checkEnd(st, ctx);
    if (st.over) {
      st.frames.length = 0;
      st.tasks.length = 0;
      return;
    }
    if (st.frames.length > 0 || (queuedOnly && st.tasks.length === 0)) return;
    runTask(st, ctx, st.tasks.shift() ?? { kind: 'turn' });
  }
}

/** Applies the answer to the open frame (already checked legal), then runs on. */
export function answer(st: State, ctx: StepContext, seat: number, a: Action): void {
  const fr = st.frames.pop()!;
  switch (fr.kind) {
    case 'disc':
      if (a.t === 'discard') {
        takeFromHand(st, seat, a.c);
        discard(st, a.c);
        say(ctx, 'discard', `Seat ${seat + 1} discards ${CARDS[a.c].name}.`);
        replace(st, ctx, seat, fr.left);
      }
      break;
    case 'from':
    case 'reinf':
      if (a.t === 'from') {
        if (a.d === 'wizard') drawWizard(st, ctx, seat);
        else drawCastle(st, ctx, seat, 1);
        say(ctx, 'draw', `Seat ${seat + 1} draws from the ${a.d === 'wizard' ? 'Wizard' : 'Castle'} deck.`);
      }
      if (fr.kind === 'from' && fr.left > 0)
        open(st, { kind: 'disc', seat: seat, left: fr.left - 1 }, 'keep');
      break;
    case 'trade':
      if (a.t === 'offer') {
        st.frames.push({ kind: 'reply', seat: a.to, from: seat, c: a.c, left: fr.left, refused: fr.refused });
        say(ctx, 'offer', `Seat ${seat + 1} offers ${CARDS[a.c].name} to seat ${a.to + 1}.`);
      }
      break;
    case 'reply':
      if (a.t === 'give') {
        takeFromHand(st, fr.from, fr.c);
        takeFromHand(st, seat, a.c);
        st.hands[seat].push(fr.c);
        st.hands[fr.from].push(a.c);
        say(
          ctx,
          'trade',
          `Seat ${fr.from + 1} and seat ${seat + 1} trade ${CARDS[fr.c].name} for ${CARDS[a.c].name}.`,
        );
        if (fr.left > 0)
          open(st, { kind: 'trade', seat: fr.from, left: fr.left - 1, refused: fr.refused }, 'noTrade');
      } else {
        // A refusal uses up nothing: the trader may offer to another player (not to this one again).
        say(ctx, 'refuse', `Seat ${seat + 1} refuses the trade.`);
        open(st, { kind: 'trade', seat: fr.from, left: fr.left, refused: [...fr.refused, seat] }, 'noTrade');
      }
      break;
    case 'play':
    case 'stand':
      if (a.t === 'end' || a.t === 'pass') break;
      if (fr.kind === 'play') st.tasks.unshift({ kind: 'p4' });
      if (a.t === 'play') resolvePlay(st, ctx, seat, a);
      else resolveBuild(st, ctx, seat, a);
      break;
    case 'combo':
      if (a.t === 'play') {
        resolvePlay(st, ctx, seat, a, fr);
      }
      break;
    case 'wave':
      if (a.t === 'target') {
        damage(st, monsterById(st, a.m)!, 1, { kind: 'card', seat });
        if (fr.n > 1) open(st, { kind: 'wave', seat: seat, col: fr.col, n: fr.n - 1 }, '');
      }
      break;
    case 'tele':
      if (a.t === 'space') {
        const m = monsterById(st, fr.m)!;
        m.arc = a.arc;
        m.ring = a.ring;
      }
      break;
    case 'victim':
      if (a.t === 'victim') resolveStructureHit(st, ctx, fr.w, fr.a, monsterById(st, a.m)!);
      break;
    case 'doppel':
      if (a.t === 'victim') replaceDoppelganger(st, a.m);
      break;
    case 'ownTower':
      if (a.t === 'tower') {
        st.towerOwners[a.arc] = seat;
        st.tasks.unshift({ kind: 'ownTower', p: seat + 1 });
      }
      break;
    case 'oracle':
      if (a.t === 'keepCard') {
        st.limbo.splice(st.limbo.indexOf(a.c), 1);
        st.hands[seat].push(a.c);
        pushBack(
          st,
          seat,
          (fr.cards as number[]).filter((c) => c !== a.c),
          [],
        );
      }
      break;
    case 'order':
      if (a.t === 'top')
        pushBack(
          st,
          seat,
          (fr.cards as number[]).filter((c) => c !== a.c),
          [...fr.placed, a.c],
        );
      break;
    case 'nlh':
      if (a.t === 'discard') {
        takeFromHand(st, seat, a.c);
        discard(st, a.c);
        st.frames.push({ kind: 'nlh', seat: seat, n: fr.n + 1 });
      } else drawCastle(st, ctx, seat, fr.n);
      break;
    case 'assembly':
      if (a.t === 'build1') {
        resolveBuild(st, ctx, seat, a);
        open(st, { kind: 'assembly', seat: seat }, 'done');
      }
      break;
    case 'ovMegas':
      if (a.t === 'mega') {
        st.tokensOut.splice(st.tokensOut.indexOf(a.tok), 1);
        st.bag.push(a.tok);
        st.tasks.unshift({ kind: 'ovMegas', left: fr.left - 1, from: fr.from });
      }
      break;
    case 'ovPlay':
      if (a.t === 'place' || a.t === 'playTok') {
        st.overlordTokens.splice(st.overlordTokens.indexOf(a.tok), 1);
        st.overlordPlays++;
        // A monster placed where the Overlord chooses is the whole play (unless it brings more tokens).
        if (a.t === 'place') st.overlordLimit = st.overlordPlays;
        st.tasks.unshift({ kind: 'ovPlay' });
        resolveToken(st, ctx, a.tok, a.t === 'place' ? a.arc : undefined);
      }
      break;
    case 'down':
    case 'wizDisc':
      if (a.t === 'discard') {
        takeFromHand(st, seat, a.c);
        discard(st, a.c);
        if (fr.kind === 'down' && st.hands[seat].length > fr.n) st.frames.push(fr);
      }
      break;
  }
  advance(st, ctx);
}

const PLACEABLE = ['monster', 'boss', 'mega', 'special', 'harbinger'];

/** The Overlord plays one monster where it likes, or up to its limit of tokens at random, or stops. */
function overlordOptions(st: State): Action[] {
  const out: Action[] = [{ t: 'done' }];
  const seen = new Set<string>();
  for (const tok of st.overlordTokens) {
    const t = TOKENS[tok];
    if (seen.has(t.key)) continue;
    seen.add(t.key);
    if (st.overlordPlays === 0 && PLACEABLE.includes(t.kind))
      for (let arc = 0; arc < 6; arc++) out.push({ t: 'place', tok, arc });
    out.push({ t: 'playTok', tok });
  }
  return out;
}

/**
 * Eye of the Oracle: the cards not kept go back on top of the deck. The player names them from the
 * top down; `placed` holds those named so far.
 */
function pushBack(st: State, seat: number, cards: number[], placed: number[]): void {
  if (cards.length > 1) {
    st.frames.push({ kind: 'order', seat: seat, cards, placed });
    return;
  }
  const seq = [...placed, ...cards];
  for (let i = seq.length - 1; i >= 0; i--) {
    st.limbo.splice(st.limbo.indexOf(seq[i]), 1);
    st.castleDeck.push(seq[i]);
  }
}
