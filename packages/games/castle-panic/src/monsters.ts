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
export const isDoppel = (m: Monster) => m.k === 'doppelganger';
/** Monsters that must be defeated for the win. */
export function countsForVictory(st: State, m: Monster): boolean {
  if (isDoppel(m)) return false;
  return m.k !== 'imp' || st.o.impsBlockVictory;
}

export function monsterById(st: State, id: number): Monster | undefined {
  for (const m of st.m) if (m.id === id) return m;
  return undefined;
}

/** Puts a token on the board at full strength. Fire Spreads fans the flames of its arc. */
export function place(st: State, id: number, arc: number, ring = FOREST): Monster {
  const t = TOKENS[id];
  const m: Monster = { id, k: t.key, hp: t.hp ?? 1, max: t.hp ?? 1, arc, ring, fl: 0 };
  st.m.push(m);
  if (st.o.fireSpreads && st.phase === 6 && (st.wlf[arc] > 0 || st.twf[arc] > 0)) {
    if (st.wlf[arc] > 0 && flameSupply(st) > 0) st.wlf[arc]++;
    if (st.twf[arc] > 0 && flameSupply(st) > 0) st.twf[arc]++;
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
  if (n <= 0 || isDoppel(m) || !st.m.includes(m)) return false;
  const t = TOKENS[m.id];
  m.hit = 1;
  if (t.fatalRing === m.ring) {
    slay(st, m, src);
    return true;
  }
  const dies = n >= m.hp;
  // The blow that slays the Hydra brings no Imps, however many points it does (one big hit or the last of many).
  if (m.k === 'hydra' && !dies) for (let i = 0; i < n * 2; i++) spawnImp(st, m.arc);
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
  const i = st.m.indexOf(m);
  if (i < 0) return;
  st.m.splice(i, 1);
  if (st.tar === m.id) st.tar = -1;
  if (m.k === 'phoenix') {
    for (const o of st.m)
      if (o.arc === m.arc && o.ring === m.ring && !isDoppel(o) && flameSupply(st) > 0) o.fl++;
  }
  // A candidate for the Doppelganger's place: chosen once the action or task is over (several may fall at once).
  if (!isMega(m) && (m.k !== 'imp' || st.o.doppelgangerTakesImps) && st.m.some(isDoppel)) st.dead.push(m.id);
  if (m.k === 'imp') st.imps.push(m.id);
  else if ((src.kind === 'hit' || src.kind === 'card') && src.seat >= 0 && st.o.mode === 'standard')
    st.troph[src.seat].push(m.id);
  else st.mdisc.push(m.id);
}

/** The monster `id`, just destroyed, leaves its pile or trophies and takes the Doppelganger's place as if just drawn. */
export function replaceDoppelganger(st: State, id: number): void {
  const dop = st.m.find(isDoppel);
  if (!dop || !isGone(st, id)) return;
  for (const list of [st.mdisc, st.imps, ...st.troph]) {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
  st.m.splice(st.m.indexOf(dop), 1);
  st.mdisc.push(dop.id);
  place(st, id, dop.arc, dop.ring);
  st.q.unshift({ k: 'onDraw', id });
}

/** A destroyed monster still waiting in the discard pile, the Imp pile or a trophy pile (not brought back meanwhile). */
export function isGone(st: State, id: number): boolean {
  return st.mdisc.includes(id) || st.imps.includes(id) || st.troph.some((t) => t.includes(id));
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
    for (let j = 0; j < st.mdisc.length; j++) {
      if (st.mdisc[j] === necromancer) continue;
      const t = TOKENS[st.mdisc[j]];
      const monster =
        t.kind === 'monster' ||
        t.kind === 'boss' ||
        t.kind === 'special' ||
        (t.kind === 'mega' && !st.o.englishRulings);
      if (st.o.necromancerRandomness || monster) pool.push(j);
    }
    if (pool.length === 0) return;
    const j = pool[random.int(st.rng, pool.length)];
    st.bag.push(st.mdisc[j]);
    st.mdisc.splice(j, 1);
  }
}

/** Monsters in one space. */
export function inSpace(st: State, arc: number, ring: number): Monster[] {
  return st.m.filter((m) => m.arc === arc && m.ring === ring);
}

export function inCastle(m: Monster): boolean {
  return m.ring === CASTLE;
}
