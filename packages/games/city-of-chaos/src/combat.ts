import { RuleError } from '@questbox/engine';
import { COMBAT_CARDS, ITEMS, MAGIC } from './data';
import type { CombatEntry } from './schema';
import type { Player } from './state';

/** One side of a combat round: the card's scores and the modifiers added to them. */
export interface Side {
  attack: number;
  defence: number;
}

/**
 * Steps 8 and 9 of a combat round: the foe's damage first, then the player's if still alive. Each
 * Opponent card's attack is set against the player's full defence; the player's attack against one
 * card's defence (D11). Only a positive result does damage (D7).
 */
export function roundDamage(
  player: Side,
  foes: Side[],
  playerBp: number,
): { toPlayer: number; toFoe: number } {
  let toPlayer = 0;
  for (const f of foes) toPlayer += Math.max(0, f.attack - player.defence);
  if (toPlayer >= playerBp || foes.length === 0) return { toPlayer, toFoe: 0 };
  return { toPlayer, toFoe: Math.max(0, player.attack - foes[0].defence) };
}

export const PLAYER_CARDS = COMBAT_CARDS.player.filter((c) => c.set === 'crimson');
const OPPONENT = new Map(COMBAT_CARDS.opponent.map((c) => [c.id, c]));
export const opponentCard = (id: string) => OPPONENT.get(id)!;
const ITEM = new Map(ITEMS.map((i) => [i.id, i]));
const SPELL = new Map(MAGIC.map((m) => [m.id, m]));

/** Armour worn: the best of each type, plus artifacts worn, plus curses. */
export function armourOf(p: Player): number {
  const bySlot = new Map<string, number>();
  for (const id of p.items) {
    const i = ITEM.get(id);
    if (i?.slot) bySlot.set(i.slot, Math.max(bySlot.get(i.slot) ?? 0, i.defence ?? 0));
  }
  let d = [...bySlot.values()].reduce((a, b) => a + b, 0);
  for (const id of p.magic) {
    const m = SPELL.get(id)!;
    if (m.kind === 'artifact' || m.kind === 'cursed') d += m.defence ?? 0;
  }
  return d;
}

/** The one weapon used: the best carried; guild skills add to it (Pugilism unarmed, the Academy with a sword). */
export function weaponOf(p: Player): number {
  let best = 0;
  let sword = false;
  for (const id of p.items) {
    const i = ITEM.get(id);
    if (i?.kind === 'weapon' && (i.attack ?? 0) > best) {
      best = i.attack ?? 0;
      sword = ['sword', 'short-sword', 'blue-steel-sabre'].includes(id);
    }
  }
  let curse = 0;
  for (const id of p.magic) if (SPELL.get(id)?.kind === 'cursed') curse += SPELL.get(id)!.attack ?? 0;
  const skill =
    best === 0 ? (p.guilds['school-of-pugilism'] ?? 0) : sword ? (p.guilds['duelling-academy'] ?? 0) : 0;
  return best + skill + (p.guilds['order-of-pyrotechnics'] ?? 0) + curse;
}

/** How many fight in a group (the asterisk lines and the Supervisor and Thief-Catcher who start alone). */
export function groupSize(e: CombatEntry): number {
  if (!e.perOpponent) return 1;
  if (e.name === 'Supervisor' || e.name === 'Thief-Catcher') return 1;
  const m = /(?:There are|You fight) (\d+)/.exec(e.special ?? '');
  if (!m) throw new RuleError('bad-data', `the ${e.name}'s group size is not printed`);
  return Number(m[1]);
}

/** Foes only Magic can hurt: with no combat spell cast, the player's attack does nothing. */
export const MAGIC_ONLY = new Set(['Bhudapati', 'Manitoo', 'Vampyre']);
/** After each round the Cube is rolled; on the symbol of the Opponent card, go to 280. */
export const PLAGUE_BITES = new Set(["Pack o' Rats", 'Plague Victim', 'Rabid Dog']);
