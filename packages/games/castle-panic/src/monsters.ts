import { random } from '@questbox/engine';
import { flameSupply } from './board';
import { TOKENS } from './data';
import { CASTLE, FOREST, type Monster, type State } from './model';

/** Who or what does damage: player attacks (`hit` cards, other `card`s) earn trophies, the rest never do. */
export interface Source {
  kind: 'hit' | 'card' | 'struct' | 'fire' | 'boulder';
  seat: number;
}
export const NO_SEAT = -1;

/** Flyers have the sky background on their token: the Gargoyles, the Phoenixes and the Dragon. */
export function isFlying(_st: State, m: Monster): boolean {
  return TOKENS[m.id].flying === true;
}
export const isMega = (m: Monster) => TOKENS[m.id].kind === 'mega';
export const isDoppel = (m: Monster) => m.key === 'doppelganger';
/** Monsters that must be defeated for the win. */
export function countsForVictory(st: State, m: Monster): boolean {
  if (isDoppel(m)) return false;
  return m.key !== 'imp' || st.options.impsBlockVictory;
}

export function monsterById(st: State, id: number): Monster | undefined {
  for (const m of st.monsters) if (m.id === id) return m;
  return undefined;
}

/** Puts a token on the board at full strength. Fire Spreads fans the flames of its arc. */
export function place(st: State, id: number, arc: number, ring = FOREST): Monster {
  const t = TOKENS[id];
  const m: Monster = { id, key: t.key, hp: t.hp ?? 1, maxHp: t.hp ?? 1, arc, ring, flames: 0 };
  st.monsters.push(m);
  if (st.options.fireSpreads && st.phase === 6 && (st.wallFlames[arc] > 0 || st.towerFlames[arc] > 0)) {
    if (st.wallFlames[arc] > 0 && flameSupply(st) > 0) st.wallFlames[arc]++;
    if (st.towerFlames[arc] > 0 && flameSupply(st) > 0) st.towerFlames[arc]++;
  }
  return m;
}

export function spawnImp(st: State, arc: number): void {
  const id = st.imps.pop();
  if (id !== undefined) place(st, id, arc);
}

/**
 * Deals `n` damage. Centaur, Cyclops and Golem die from any damage in their fatal ring; the Hydra
 * brings 2 Imps for each point of a blow that does not slay it. Returns true if the monster died.
 */
export function damage(st: State, m: Monster, n: number, src: Source): boolean {
  if (n <= 0 || isDoppel(m) || !st.monsters.includes(m)) return false;
  const t = TOKENS[m.id];
  m.hit = 1;
  if (t.fatalRing === m.ring) {
    slay(st, m, src);
    return true;
  }
  const dies = n >= m.hp;
  // The blow that slays the Hydra brings no Imps, however many points it does (one big hit or the last of many).
  if (m.key === 'hydra' && !dies) for (let i = 0; i < n * 2; i++) spawnImp(st, m.arc);
  if (dies) {
    slay(st, m, src);
    return true;
  }
  m.hp -= n;
  return false;
}

/**
 * Takes a monster off the board. A player's kill is a trophy in the standard game; Imps go back to
 * their pile; the rest to the discard. The Doppelganger, if out, is replaced by the slain monster.
 */
export function slay(st: State, m: Monster, src: Source): void {
  const i = st.monsters.indexOf(m);
  if (i < 0) return;
  st.monsters.splice(i, 1);
  if (st.tarred === m.id) st.tarred = -1;
  if (m.key === 'phoenix') {
    for (const o of st.monsters)
      if (o.arc === m.arc && o.ring === m.ring && !isDoppel(o) && flameSupply(st) > 0) o.flames++;
  }
  // A candidate for the Doppelganger's place: chosen once the action or task is over (several may fall at once).
  if (!isMega(m) && (m.key !== 'imp' || st.options.doppelgangerTakesImps) && st.monsters.some(isDoppel))
    st.dead.push(m.id);
  if (m.key === 'imp') st.imps.push(m.id);
  else if ((src.kind === 'hit' || src.kind === 'card') && src.seat >= 0 && st.options.mode === 'standard')
    st.trophies[src.seat].push(m.id);
  else st.monsterDiscard.push(m.id);
}

/** The monster `id`, just destroyed, leaves its pile or trophies and takes the Doppelganger's place as if just drawn. */
export function replaceDoppelganger(st: State, id: number): void {
  const dop = st.monsters.find(isDoppel);
  if (!dop || !isGone(st, id)) return;
  for (const list of [st.monsterDiscard, st.imps, ...st.trophies]) {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
  st.monsters.splice(st.monsters.indexOf(dop), 1);
  st.monsterDiscard.push(dop.id);
  place(st, id, dop.arc, dop.ring);
  st.tasks.unshift({ kind: 'onDraw', id });
}

/** A destroyed monster still waiting in the discard pile, the Imp pile or a trophy pile (not brought back meanwhile). */
export function isGone(st: State, id: number): boolean {
  return st.monsterDiscard.includes(id) || st.imps.includes(id) || st.trophies.some((t) => t.includes(id));
}

/** Sends a monster to another space by a player's card: no attack on anything it passes. */
export function relocate(m: Monster, arc: number, ring: number): void {
  m.arc = arc;
  m.ring = ring;
}

/**
 * Necromancer: returns up to `n` random monsters (all tokens with Necromancer Randomness) from the
 * discard to the bag. `necromancer`, the token that died doing it, is never among them: the text
 * returns Monsters destroyed at the same moment as it, not the Necromancer itself.
 */
export function returnFromDiscard(st: State, n: number, necromancer = -1): void {
  for (let i = 0; i < n; i++) {
    const pool: number[] = [];
    for (let j = 0; j < st.monsterDiscard.length; j++) {
      if (st.monsterDiscard[j] === necromancer) continue;
      const t = TOKENS[st.monsterDiscard[j]];
      const monster =
        t.kind === 'monster' ||
        t.kind === 'boss' ||
        t.kind === 'special' ||
        (t.kind === 'mega' && !st.options.englishRulings);
      if (st.options.necromancerRandomness || monster) pool.push(j);
    }
    if (pool.length === 0) return;
    const j = pool[random.int(st.rng, pool.length)];
    st.bag.push(st.monsterDiscard[j]);
    st.monsterDiscard.splice(j, 1);
  }
}

/** Monsters in one space. */
export function inSpace(st: State, arc: number, ring: number): Monster[] {
  return st.monsters.filter((m) => m.arc === arc && m.ring === ring);
}

export function inCastle(m: Monster): boolean {
  return m.ring === CASTLE;
}
