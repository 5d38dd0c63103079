import { fighters } from './combat-cards';
import { ACTOR, type Hazard, OPTION } from './data';
import type { Action } from './rules';
import type { Combat, Player } from './state';

/**
 * Who faces whom in a combat round. "The player who is being attacked assigns his Chair Actors to
 * absorb the attacks of the Bad Guys. A Chair Actor may face as many Creatures as his Strength, but he
 * can attack only one. Any remaining Chair Actors may attack whichever Creature they choose. ... This
 * distribution may be changed at the start of any round."
 */

/** The living Creatures of a combat, by index. */
export function living(c: Combat): number[] {
  const strength = (OPTION[c.option] as Hazard).creature!.strength;
  const out: number[] = [];
  for (let i = 0; i < c.foes.length; i++) if (c.foes[i].wounds < strength) out.push(i);
  return out;
}

/**
 * The Chair Actor facing each Creature this round (by index; null: nobody): the player's assignment,
 * or, when he made none, each fighter faces up to his Strength in Creatures, in order.
 */
export function facedThisRound(p: Player, c: Combat): (string | null)[] {
  const out: (string | null)[] = c.foes.map(() => null);
  const alive = living(c);
  const able = fighters(p, c);
  if (c.assign) {
    for (const a of c.assign)
      if (able.some((m) => m.id === a.member))
        for (const i of a.faces) if (alive.includes(i)) out[i] = a.member;
    return out;
  }
  let next = 0;
  for (const m of able)
    for (let k = 0; k < ACTOR[m.id].strength && next < alive.length; k++) out[alive[next++]] = m.id;
  return out;
}

/** The Creature a Chair Actor attacks: the one he was assigned, else the first he faces, else the first living. */
export function targetOf(c: Combat, faced: (string | null)[], member: string): number | undefined {
  const alive = living(c);
  const chosen = c.assign?.find((a) => a.member === member)?.target;
  if (chosen !== undefined && alive.includes(chosen)) return chosen;
  return alive.find((i) => faced[i] === member) ?? alive[0];
}

/** The player may assign his Chair Actors before a round: there is a choice to make, and he has not yet. */
export function mayArrange(p: Player, c: Combat): boolean {
  return c.assign === undefined && (fighters(p, c).length > 1 || living(c).length > 1);
}

/** The fighter whose assignment comes next, while the player is assigning. */
function nextToAssign(p: Player, c: Combat): string | undefined {
  if (!c.assign) return undefined;
  const done = c.assign;
  return fighters(p, c).find((m) => !done.some((a) => a.member === m.id))?.id;
}

/** Creatures nobody was assigned to face yet. */
function unfaced(c: Combat): number[] {
  const taken = new Set((c.assign ?? []).flatMap((a) => a.faces));
  return living(c).filter((i) => !taken.has(i));
}

/** The player is assigning his Chair Actors, one at a time. */
export function assigning(p: Player, c: Combat): boolean {
  return nextToAssign(p, c) !== undefined;
}

/**
 * The next fighter's choices: the Creature he attacks, and how many Creatures he faces (up to his
 * Strength): the one he attacks first, then the next ones nobody faces yet. Facing none, he may attack any.
 */
export function assignActions(p: Player, c: Combat): Action[] {
  const member = nextToAssign(p, c);
  if (!member) return [];
  const free = unfaced(c);
  const out: Action[] = [];
  for (const target of living(c)) {
    out.push({ type: 'assign', member, faces: 0, target });
    if (!free.includes(target)) continue;
    for (let n = 1; n <= Math.min(ACTOR[member].strength, free.length); n++)
      out.push({ type: 'assign', member, faces: n, target });
  }
  return out;
}

/** Records one fighter's assignment; the combat's choices come back once every fighter has one. */
export function assign(c: Combat, member: string, faces: number, target: number): void {
  const others = unfaced(c).filter((i) => i !== target);
  const list = faces > 0 ? [target, ...others.slice(0, faces - 1)] : [];
  (c.assign ??= []).push({ member, faces: list, target });
}
