import type { StepContext, TaskHandlers } from '@questbox/engine';
import { ask, askUnlessIdle } from './ask';
import { towersStanding } from './board';
import { say } from './log';
import type { State, Task } from './model';
import { countsForVictory, isDoppel, isGone, monsterById, replaceDoppelganger, spawnImp } from './monsters';
import { breathe, burn, decider, runHit, wave } from './movement';
import { drawCastle, handLimit, wizardDrawable } from './piles';
import { drawToken, onDraw, overlordGains } from './tokens';

const PHASES = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'next'] as const;
/** With an Overlord, the Overlord's turn replaces phase 6 (the monsters still move first). */
const OVERLORD_PHASES = ['p1', 'p2', 'p3', 'p4', 'p5', 'ov6', 'next'] as const;

function basiliskOut(st: State): boolean {
  for (const m of st.monsters) if (m.key === 'basilisk') return true;
  return false;
}

/** The Overlord's turn: it tops its hand up to 3 tokens and plays. */
function overlordTurn(st: State, ctx: StepContext): void {
  st.phase = 6;
  if (st.missing) {
    say(ctx, 'missing', 'The Overlord draws and plays nothing this turn.');
    return;
  }
  overlordGains(st, Math.max(0, 3 - st.overlordTokens.length));
  st.overlordPlays = 0;
  st.overlordLimit = 2;
  askUnlessIdle(st, { kind: 'ovPlay', seat: st.overlordSeat }, 'done');
}

/** What the rules do between questions: the phases of a turn and the work they queue, one handler per kind. */
const TASKS: TaskHandlers<State, Task> = {
  turn(st, _t, ctx) {
    st.tarred = -1;
    st.missing = false;
    st.ice = false;
    st.berserk = 0;
    for (const kind of st.overlordSeat >= 0 ? OVERLORD_PHASES : PHASES) st.tasks.push({ kind });
    say(ctx, 'turn', `Seat ${st.current + 1}'s turn.`);
  },
  p1(st, _t, ctx) {
    st.phase = 1;
    const need = handLimit(st) - st.hands[st.current].length;
    if (need > 0) drawCastle(st, ctx, st.current, need);
  },
  p2(st) {
    st.phase = 2;
    if (!basiliskOut(st))
      askUnlessIdle(st, { kind: 'disc', seat: st.current, left: st.players === 1 ? 1 : 0 }, 'keep');
  },
  p3(st) {
    st.phase = 3;
    if (st.players > 1)
      askUnlessIdle(
        st,
        { kind: 'trade', seat: st.current, left: st.players === 6 ? 1 : 0, refused: [] },
        'noTrade',
      );
  },
  p4(st) {
    st.phase = 4;
    askUnlessIdle(st, { kind: 'play', seat: st.current }, 'end');
  },
  p5(st, _t, ctx) {
    st.phase = 5;
    const snapshot: number[][] = [];
    for (const m of st.monsters) if (m.flames > 0) snapshot.push([m.id, m.flames]);
    st.tasks.unshift({ kind: 'fire', snapshot });
    const ids: number[] = [];
    for (const m of st.monsters) ids.push(m.id);
    wave(st, ctx, ids);
  },
  p6(st, _t, ctx) {
    st.phase = 6;
    if (st.missing) say(ctx, 'missing', 'No monsters are drawn this turn.');
    else st.tasks.unshift({ kind: 'draw' }, { kind: 'draw' }, { kind: 'extra' });
  },
  ov6: (st, _t, ctx) => overlordTurn(st, ctx),
  extra(st) {
    if (st.extraTokens > 0) {
      st.extraTokens--;
      st.tasks.unshift({ kind: 'draw' }, { kind: 'extra' });
    }
  },
  draw: (st, _t, ctx) => drawToken(st, ctx),
  next(st) {
    do {
      st.current = (st.current + 1) % st.players;
      if (st.current === 0) st.round++;
    } while (st.playersOut[st.current]);
    st.tasks.push({ kind: 'turn' });
  },
  hit: (st, t, ctx) => runHit(st, ctx, t),
  wave2: (st, t, ctx) => wave(st, ctx, t.ids, true),
  breath(st, t, ctx) {
    for (const id of t.ids) {
      const m = monsterById(st, id);
      if (m) breathe(st, ctx, m);
    }
  },
  fire: (st, t, ctx) => burn(st, ctx, t.snapshot),
  onDraw: (st, t, ctx) => onDraw(st, ctx, t.id),
  downTo(st, t) {
    if (st.hands[t.seat].length > t.keep) ask(st, { kind: 'down', seat: t.seat, keep: t.keep });
  },
  wizDisc: (st, t) => askUnlessIdle(st, { kind: 'wizDisc', seat: t.seat }, ''),
  disc1(st, t) {
    const n = st.hands[t.seat].length;
    if (n > 0) ask(st, { kind: 'down', seat: t.seat, keep: n - 1 });
  },
  reinforce(st, t, ctx) {
    if (wizardDrawable(st)) ask(st, { kind: 'reinf', seat: t.seat });
    else drawCastle(st, ctx, t.seat, 1);
  },
  assembly: (st, t) => askUnlessIdle(st, { kind: 'assembly', seat: t.seat }, 'done'),
  ownTower(st, t) {
    if (t.seat < st.players) ask(st, { kind: 'ownTower', seat: t.seat });
  },
  ovMegas(st, t) {
    if (t.left > 0) ask(st, { kind: 'ovMegas', seat: st.overlordSeat, left: t.left, from: t.from });
    else st.tasks.unshift({ kind: 'ovDraw' });
  },
  ovDraw: (st) => overlordGains(st, Math.max(0, 3 - st.overlordTokens.length)),
  ovPlay(st) {
    if (st.overlordPlays < st.overlordLimit)
      askUnlessIdle(st, { kind: 'ovPlay', seat: st.overlordSeat }, 'done');
  },
};

/** After an action or a task: the one monster destroyed replaces the Doppelganger, or the players choose among several. */
function settleDoppelganger(st: State): void {
  const ids = st.dead.filter((id) => isGone(st, id));
  st.dead.length = 0;
  if (ids.length === 1) replaceDoppelganger(st, ids[0]);
  else if (ids.length > 1 && st.monsters.some(isDoppel)) ask(st, { kind: 'doppel', seat: decider(st), ids });
}

/** The win: every token drawn, no monster that counts left, a Tower standing. It's Quiet refills a cleared board. */
function checkEnd(st: State, ctx: StepContext): void {
  if (st.over || st.dead.length > 0 || st.frames.some((f) => f.data.kind === 'doppel')) return;
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
    const task = st.tasks.shift() ?? { kind: 'turn' };
    (TASKS[task.kind] as (st: State, t: Task, ctx: StepContext) => void)(st, task, ctx);
  }
}
