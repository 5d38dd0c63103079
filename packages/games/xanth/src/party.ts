import { ACTOR, type Hazard, OPTION, REGION } from './data';
import { travelling } from './quests';
import type { Member, Player, XanthState } from './state';

/** Blood Markers a Chair Actor absorbs before he is Xonked Out (Zora Zombie: six). */
export function toughness(m: Member): number {
  return m.id === 'zora-zombie' ? 6 : ACTOR[m.id].strength;
}

export function xonked(m: Member): boolean {
  return m.wounds >= toughness(m);
}

/** Able to fight and use his talent: not Xonked Out, not stone, not mad. */
export function active(m: Member): boolean {
  return !xonked(m) && !m.stone && m.mad === 0;
}

/** No magic works in Mundania or on the Deathstone Wall. */
export function magicWorks(p: Player): boolean {
  return p.at !== 'mundania' && p.at !== 'deathstone';
}

/** A member's talent works where magic does, unless a Distraction took it for this turn. */
export function talentWorks(p: Player, m: Member): boolean {
  return magicWorks(p) && !m.distracted;
}

/** True when an active member of the party has the talent (Chair Actor id) and it works. */
export function hasTalent(p: Player, id: string): boolean {
  for (const m of p.party) if (m.id === id && active(m) && talentWorks(p, m)) return true;
  return false;
}

export function partyOut(p: Player): boolean {
  return p.party.every((m) => xonked(m) || m.stone);
}

/**
 * Walking rate: the slowest member's rate, escortees travelling with the party included. Any Xonked
 * Out, stone or mad member holds the party to one. Grundy Golem rides on a shoulder (one region
 * alone); a centaur's three carries one rider.
 */
export function walkRate(p: Player): number {
  if (p.party.length === 0) return 0;
  if (p.party.some((m) => !active(m))) return 1;
  const walkers = [
    ...p.party.filter((m) => m.id !== 'grundy-golem').map((m) => m.id),
    ...travelling(p).map((e) => e.actor),
  ];
  if (walkers.length === 0) return 1;
  const centaurs = walkers.filter((id) => ACTOR[id].walk === 3).length;
  const slow = walkers.length - centaurs;
  // Each centaur carries one slower rider at his speed.
  if (slow <= centaurs) return 3;
  return Math.min(...walkers.map((id) => ACTOR[id].walk));
}

/** The Cunning a member rolls against a hazard (Irene 4 against plants, Grundy 5 against Creatures). */
export function cunningAgainst(p: Player, m: Member, h: Hazard): number {
  let c = ACTOR[m.id].cunning;
  if (talentWorks(p, m)) {
    if (m.id === 'irene' && h.plant) c = Math.max(c, 4);
    if (m.id === 'grundy-golem' && h.creature) c = Math.max(c, 5);
  }
  return c;
}

/** Armour of a member: added to the roll of anything attacking him (harder to hit). */
export function armorOf(p: Player, m: Member): number {
  let a = 0;
  for (const o of m.objects)
    if (OPTION[o].class === 'object' && (OPTION[o] as { effect: string }).effect === 'armor') a++;
  if (talentWorks(p, m) && (m.id === 'stanley-steamer' || m.id === 'smash-ogre')) a++;
  return a;
}

/** Does a member carry an Object with this effect (the Dime, a Mundane coin that works anywhere)? */
export function carries(p: Player, effect: string): boolean {
  return p.party.some((m) => m.objects.some((o) => (OPTION[o] as { effect?: string }).effect === effect));
}

/** A member's attack: strength, attacks per round, Blood Markers per hit. */
export function attackOf(p: Player, m: Member): { strength: number; attacks: number; wounds: number } {
  let strength = ACTOR[m.id].strength;
  let attacks = 1;
  let wounds = 1;
  const magic = talentWorks(p, m);
  if (magic) {
    if (m.id === 'xavier') strength = Math.max(strength, 4);
    if (m.id === 'stanley-steamer') strength = 5;
    if (m.id === 'smash-ogre') {
      strength = 5;
      wounds = 2;
    }
    if (m.id === 'iris') attacks = 2;
  }
  for (const o of m.objects) {
    const opt = OPTION[o];
    if (opt.class !== 'object' || opt.effect !== 'sword') continue;
    if (opt.sword === 'strength-5') strength = Math.max(strength, 5);
    else if (opt.sword === 'extra-attack') attacks++;
    else if (opt.sword === 'two-wounds') wounds = 2;
    else strength++;
  }
  return { strength: Math.min(strength, 6), attacks, wounds };
}

/** Is the region a healing site (a Village or a Castle)? */
export function healingSite(region: string): boolean {
  return REGION[region].healing !== undefined;
}

/** Can this Object be allocated in this region ("Any Village", "Any Castle", a named region)? */
export function objectFits(optionId: string, region: string): boolean {
  const o = OPTION[optionId];
  return (o.regions ?? []).some(
    (r) =>
      r === region ||
      (r === 'any-village' && REGION[region].healing === 'village') ||
      (r === 'any-castle' && REGION[region].healing === 'castle'),
  );
}

export function activeSeats(s: XanthState): number[] {
  return s.players.map((_, i) => i);
}
