import { BOARD, TOKENS } from './data';
import type { Monster, State } from './model';
import { discard } from './piles';

/** Flame tokens on the board now (the supply is limited). */
export function flamesInUse(st: State): number {
  let n = 0;
  for (const m of st.monsters) n += m.flames;
  for (let a = 0; a < 6; a++) n += st.towerFlames[a] + st.wallFlames[a];
  return n;
}

export function flameSupply(st: State): number {
  return BOARD.flameTokens - flamesInUse(st);
}

/** Adds up to `n` flames to a monster, as far as the supply goes; Flaming Tar adds one more once. */
export function setOnFire(st: State, m: Monster, n = 1): void {
  const add = Math.min(n, flameSupply(st));
  if (add <= 0) return;
  m.flames += add;
  flamingTar(st, m);
}

export function flamingTar(st: State, m: Monster): void {
  if (st.options.flamingTar && st.tarred === m.id && m.flames > 0 && !m.tarFlame && flameSupply(st) > 0) {
    m.flames++;
    m.tarFlame = 1;
  }
}

export function towersStanding(st: State): number {
  let n = 0;
  for (let a = 0; a < 6; a++) if (st.towers[a]) n++;
  return n;
}

export function destroyWall(st: State, arc: number): void {
  st.walls[arc] = 0;
  st.wallFlames[arc] = 0;
}

export function destroyTower(st: State, arc: number): void {
  if (st.towers[arc] === 2) st.wizardDeckOff = true;
  st.towers[arc] = 0;
  st.towerFlames[arc] = 0;
  const owner = st.towerOwners[arc];
  if (owner >= 0 && !st.playersOut[owner]) {
    // A Man's Home Is His Castle: its owner is out of the game, and their cards go to the discard piles.
    st.playersOut[owner] = true;
    for (const c of st.hands[owner].splice(0)) discard(st, c);
    if (st.playersOut.every(Boolean)) {
      st.over = 'lost';
      st.why = 'Every player has lost their Tower.';
      return;
    }
  }
  if (towersStanding(st) === 0) {
    st.over = 'lost';
    st.why = 'The last Tower has fallen.';
  }
}

/** A fireball or a Flaming Boulder sets a structure on fire: a Fortify token is lost instead; a third flame destroys it. */
export function igniteStructure(st: State, what: 'wall' | 'tower', arc: number): void {
  if (what === 'wall' && st.fortified[arc]) {
    st.fortified[arc] = 0;
    st.fortifyLeft++;
    return;
  }
  const flames = what === 'wall' ? st.wallFlames : st.towerFlames;
  if (flames[arc] >= 2) {
    if (what === 'wall') destroyWall(st, arc);
    else destroyTower(st, arc);
  } else if (flameSupply(st) > 0) flames[arc]++;
}

/** Is there a structure (Fortify token, Wall or Tower) at this step of a path? */
export function structureAt(st: State, what: 'wall' | 'tower', arc: number): boolean {
  return what === 'wall' ? st.walls[arc] === 1 : st.towers[arc] > 0;
}

/**
 * The path of a boulder or fireball entering from the Forest of `arc`, starting at `ring`: the
 * spaces inward, the arc's Wall and Tower, the opposite Tower and Wall, then outward to the
 * opposite Forest. A Tower shields the monsters in its own Castle space (they stand behind it).
 */
export type PathStep = { is: 'space'; arc: number; ring: number } | { is: 'wall' | 'tower'; arc: number };
const PATHS: PathStep[][] = [];
for (let a = 0; a < 6; a++) {
  const o = (a + 3) % 6;
  PATHS.push([
    { is: 'space', arc: a, ring: 0 },
    { is: 'space', arc: a, ring: 1 },
    { is: 'space', arc: a, ring: 2 },
    { is: 'space', arc: a, ring: 3 },
    { is: 'wall', arc: a },
    { is: 'tower', arc: a },
    { is: 'space', arc: a, ring: 4 },
    { is: 'tower', arc: o },
    { is: 'space', arc: o, ring: 4 },
    { is: 'wall', arc: o },
    { is: 'space', arc: o, ring: 3 },
    { is: 'space', arc: o, ring: 2 },
    { is: 'space', arc: o, ring: 1 },
    { is: 'space', arc: o, ring: 0 },
  ]);
}
export function pathFrom(arc: number, ring = 0): PathStep[] {
  return PATHS[arc].slice(ring);
}

export function kindOf(m: Monster) {
  return TOKENS[m.id];
}
