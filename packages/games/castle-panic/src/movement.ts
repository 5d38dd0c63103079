import type { StepContext } from '@questbox/engine';
import { random } from '@questbox/engine';
import { ask } from './ask';
import { destroyTower, destroyWall, flameSupply, flamingTar, igniteStructure, pathFrom } from './board';
import { DRAGON_TABLE } from './data';
import { monsterName, say } from './log';
import { CASTLE, ccw, cw, type Monster, type State, SWORDSMAN, type Task } from './model';

type HitTask = Extract<Task, { kind: 'hit' }>;

import { damage, isDoppel, monsterById, NO_SEAT, returnFromDiscard, slay } from './monsters';

const STRUCT = { kind: 'struct' as const, seat: NO_SEAT };

/** Tar, Rain of Ice (not for the Warlock) and the Doppelganger keep a monster in place. */
export function canMove(st: State, m: Monster): boolean {
  if (isDoppel(m) || st.tarred === m.id) return false;
  return !st.ice || m.key === 'warlock';
}

/** Who makes the monsters' choices: the Overlord, or the player whose turn it is. */
export function decider(st: State): number {
  return st.overlordSeat >= 0 ? st.overlordSeat : st.current;
}

interface Hits {
  wall: number[][];
  tower: number[][];
}

/**
 * One step toward the castle. Returns 'free' for a plain step outside the castle, 'blocked' when a
 * Wall stops it, 'castle' when it enters or moves within the Castle ring (it meets that space's Tower).
 */
function stepIn(st: State, m: Monster, hits: Hits): 'free' | 'blocked' | 'castle' {
  if (m.ring < SWORDSMAN) {
    m.ring++;
    return 'free';
  }
  if (m.ring === CASTLE) {
    m.arc = cw(m.arc);
    hits.tower[m.arc].push(m.id);
    return 'castle';
  }
  if (m.key === 'climbingTroll') {
    if (st.options.englishRulings && st.wallFlames[m.arc] > 0) {
      m.flames += Math.min(st.wallFlames[m.arc], flameSupply(st));
      flamingTar(st, m);
    }
  } else if (st.walls[m.arc]) {
    hits.wall[m.arc].push(m.id);
    return 'blocked';
  }
  m.ring = CASTLE;
  hits.tower[m.arc].push(m.id);
  return 'castle';
}

function lateral(m: Monster, arc: number, hits: Hits): void {
  m.arc = arc;
  if (m.ring === CASTLE) hits.tower[arc].push(m.id);
}

const newHits = (): Hits => ({ wall: [[], [], [], [], [], []], tower: [[], [], [], [], [], []] });

/** Queues the collisions of a simultaneous move, then the follow-ups, ahead of everything else. */
function queueHits(st: State, hits: Hits, after: Task[]): void {
  const tasks: Task[] = [];
  for (let a = 0; a < 6; a++)
    if (hits.wall[a].length) tasks.push({ kind: 'hit', structure: 'wall', arc: a, ids: hits.wall[a] });
  for (let a = 0; a < 6; a++)
    if (hits.tower[a].length) tasks.push({ kind: 'hit', structure: 'tower', arc: a, ids: hits.tower[a] });
  st.tasks.unshift(...tasks, ...after);
}

/**
 * Moves these monsters one space at the same time, each by its own rules outside the Castle ring
 * (Warlock, Chimera, Dragon, Goblin Cavalry), the normal rule inside it.
 */
export function wave(st: State, ctx: StepContext, ids: number[], second = false): void {
  const hits = newHits();
  const again: number[] = [];
  const breathe: number[] = [];
  for (const id of ids) {
    const m = monsterById(st, id);
    if (!m || !canMove(st, m)) continue;
    if (second || m.ring === CASTLE) {
      stepIn(st, m, hits);
      continue;
    }
    switch (m.key) {
      case 'warlock': {
        const roll = random.die(st.rng);
        say(ctx, 'die', `The Warlock rolls ${roll} and jumps to arc ${roll}.`);
        m.arc = roll - 1;
        stepIn(st, m, hits);
        break;
      }
      case 'chimera':
        m.arc = ccw(m.arc);
        stepIn(st, m, hits);
        breathe.push(id);
        break;
      case 'dragon': {
        const roll = random.die(st.rng);
        const row = DRAGON_TABLE[roll - 1];
        say(ctx, 'die', `The Dragon rolls ${roll}: ${row.text}.`);
        if (row.move === 'clockwise') m.arc = cw(m.arc);
        else if (row.move === 'counterclockwise') m.arc = ccw(m.arc);
        else if (row.move === 'inward') stepIn(st, m, hits);
        else if (row.move === 'outward' && m.ring > 0) m.ring--;
        breathe.push(id);
        break;
      }
      case 'goblinCavalry':
        if (stepIn(st, m, hits) === 'free' && !(st.options.cavalryStumble && m.hit)) again.push(id);
        break;
      default:
        stepIn(st, m, hits);
    }
  }
  const after: Task[] = [];
  if (again.length) after.push({ kind: 'wave2', ids: again });
  if (breathe.length) after.push({ kind: 'breath', ids: breathe });
  queueHits(st, hits, after);
}

/** Monsters Move Clockwise / Counter-Clockwise: every monster shifts an arc in its ring (Cavalry two). */
export function rotate(st: State, ctx: StepContext, dir: 1 | -1): void {
  const hits = newHits();
  const own: number[] = [];
  for (const m of st.monsters) {
    if (!canMove(st, m)) continue;
    if (m.ring !== CASTLE && (m.key === 'warlock' || m.key === 'chimera' || m.key === 'dragon')) {
      own.push(m.id);
      continue;
    }
    const steps =
      m.key === 'goblinCavalry' && m.ring !== CASTLE && !(st.options.cavalryStumble && m.hit) ? 2 : 1;
    lateral(m, (m.arc + 6 + dir * steps) % 6, hits);
  }
  queueHits(st, hits, []);
  if (own.length) wave(st, ctx, own);
}

/** Every monster of the given ids still on the board and standing where the collision happens. */
function attackers(st: State, t: HitTask): Monster[] {
  const ring = t.structure === 'wall' ? SWORDSMAN : CASTLE;
  const out: Monster[] = [];
  for (const id of t.ids as number[]) {
    const m = monsterById(st, id);
    if (m && m.arc === t.arc && m.ring === ring) out.push(m);
  }
  return out;
}

/** A collision with a Wall or Tower: the Necromancer dies on it; else one attacker (players' choice) takes the blow. */
export function runHit(st: State, ctx: StepContext, t: HitTask): void {
  const present = t.structure === 'wall' ? st.walls[t.arc] === 1 : st.towers[t.arc] > 0;
  const ms = attackers(st, t);
  if (!present || ms.length === 0) return;
  const necro = ms.find((m) => m.key === 'necromancer');
  if (necro) {
    const left = necro.hp;
    if (t.structure === 'wall' && st.fortified[t.arc]) {
      st.fortified[t.arc] = 0;
      st.fortifyLeft++;
    } else if (t.structure === 'wall') destroyWall(st, t.arc);
    else destroyTower(st, t.arc);
    say(
      ctx,
      'necromancer',
      `The Necromancer breaks the ${t.structure} of arc ${t.arc + 1}, dies, and ${left} slain monsters may return to the bag.`,
    );
    slay(st, necro, STRUCT);
    returnFromDiscard(st, left, necro.id);
    return;
  }
  if (ms.length === 1) resolveHit(st, ctx, t.structure, t.arc, ms[0]);
  else
    ask(st, {
      kind: 'victim',
      seat: decider(st),
      structure: t.structure,
      arc: t.arc,
      ids: ms.map((m) => m.id),
    });
}

/** The blow itself: Fortify token lost, or a burning structure hands its flames to the attacker, or 1 damage. */
export function resolveHit(st: State, ctx: StepContext, w: 'wall' | 'tower', a: number, m: Monster): void {
  if (w === 'wall' && st.fortified[a]) {
    st.fortified[a] = 0;
    st.fortifyLeft++;
    say(ctx, 'fortify', `${monsterName(m)} breaks the Fortify token on the Wall of arc ${a + 1}.`);
    damage(st, m, 1, STRUCT);
    return;
  }
  const flames = w === 'wall' ? st.wallFlames[a] : st.towerFlames[a];
  if (w === 'wall') destroyWall(st, a);
  else destroyTower(st, a);
  say(ctx, 'destroy', `${monsterName(m)} destroys the ${w === 'wall' ? 'Wall' : 'Tower'} of arc ${a + 1}.`);
  if (flames > 0) {
    m.flames += flames;
    flamingTar(st, m);
  } else damage(st, m, 1, STRUCT);
}

/** Breath of the Chimera or Dragon: a fireball toward the castle sets the first structure it meets on fire. */
export function breathe(st: State, ctx: StepContext, m: Monster): void {
  if (m.ring === CASTLE || !st.monsters.includes(m)) return;
  for (const step of pathFrom(m.arc, m.ring)) {
    if (step.is === 'space') continue;
    if (step.is === 'wall' ? st.walls[step.arc] : st.towers[step.arc]) {
      say(
        ctx,
        'fire',
        `${monsterName(m)} breathes fire on the ${step.is === 'wall' ? 'Wall' : 'Tower'} of arc ${step.arc + 1}.`,
      );
      igniteStructure(st, step.is, step.arc);
      return;
    }
  }
}

/** End of phase 5: each monster burns for the flames it carried when the phase began. */
export function burn(st: State, ctx: StepContext, snap: number[][]): void {
  for (const [id, fl] of snap) {
    const m = monsterById(st, id);
    if (!m) continue;
    const d = Math.min(fl, m.flames);
    if (d > 0) {
      say(ctx, 'burn', `${monsterName(m)} burns for ${d}.`);
      damage(st, m, d, { kind: 'fire', seat: NO_SEAT });
    }
  }
}
