import { ITEMS, MAGIC, nameOf } from './data';
import type { Emit } from './effects';
import { gatesSquare } from './map';
import type { CocState } from './state';
import { TABLE } from './view';

/**
 * Magic and food (Magic; the glossary's food and drink). Spells are cast on the player's own turn
 * only, potions, powders and food used at any time the player is asked to choose (D13): combat
 * spells with the combat card, instead of a weapon; non-combat spells at the start of a turn out of
 * combat; potions and food at the start of a turn or when a combat card is chosen.
 */
export const SPELL = new Map(MAGIC.map((m) => [m.id, m]));
const FOOD = new Map(ITEMS.filter((i) => i.kind === 'food').map((i) => [i.id, i]));

/** Cast in place of a weapon with the combat card: the spells and the Wand of Sparks. */
export const isCombatMagic = (id: string) => SPELL.get(id)?.kind === 'combat' || id === 'wand-of-sparks';

/** A combat spell that strikes: the foes only Magic can hurt feel it (Fireball, Lightning, Frost Bolt, the Wand). */
export const strikes = (id: string) => (SPELL.get(id)?.attack ?? 0) > 0;

/** What the player could use now outside the combat card: each distinct card once, only when it would do something. */
export function usable(state: CocState, seat: number, where: 'start' | 'combat'): string[] {
  const p = state.players[seat];
  const inCombat = state.combat[seat] !== null;
  const out = new Set<string>();
  const hurt = p.bp < p.maxBp;
  for (const id of p.magic) {
    const m = SPELL.get(id)!;
    if (m.kind === 'potion') {
      if (m.heal && hurt) out.add(id);
      if (id === 'stardust' && inCombat) out.add(id);
      if (id === 'potion-of-swiftness' && where === 'start' && !inCombat) out.add(id);
    } else if (m.kind === 'non-combat' && where === 'start' && !inCombat) {
      if (id === 'heal-wounds' && hurt) out.add(id);
      if (id === 'teleport' && !p.inRoom) out.add(id);
      if (id === 'detect-clue' && state.actionPile.length > 1) out.add(id);
      if (id === 'far-sight' && state.tilePile.length > 0) out.add(id);
    }
  }
  for (const id of p.items) if (FOOD.has(id) && hurt) out.add(id);
  return [...out].sort();
}

/** Combat spells the player may cast with a combat card. */
export function castable(state: CocState, seat: number): string[] {
  return [...new Set(state.players[seat].magic.filter(isCombatMagic))].sort();
}

/** Discards a used card to the bottom of its pack (Magic or Item), unless it is kept. */
export function discard(state: CocState, seat: number, id: string): void {
  const p = state.players[seat];
  if (FOOD.has(id)) {
    p.items.splice(p.items.indexOf(id), 1);
    state.itemPile.push(id);
    return;
  }
  if (SPELL.get(id)?.keep) return;
  p.magic.splice(p.magic.indexOf(id), 1);
  state.magicPile.push(id);
}

/** The 6 (or fewer) orders of the top Action cards for Detect Clue. */
export function orders(n: number): number[][] {
  const k = Math.min(3, n);
  const all: number[][] = [];
  const go = (prefix: number[]) => {
    if (prefix.length === k) {
      all.push(prefix);
      return;
    }
    for (let i = 0; i < k; i++) if (!prefix.includes(i)) go([...prefix, i]);
  };
  go([]);
  return all;
}

/**
 * The caster looks at the top three of a face-down pile (the top is its first item): each stays
 * known to that seat while it lies in the pile, so its view shows it and its bot's samples keep it.
 */
function lookAtTop(state: CocState, seat: number, pile: 'tilePile' | 'actionPile'): string[] {
  const top = state[pile].slice(0, 3);
  for (const item of top) TABLE.peek(state, seat, pile, item);
  return top;
}

/**
 * Uses a potion, food or non-combat spell. Returns 'escape' when Stardust ends the battle,
 * 'arrange' when Detect Clue asks for an order, or null.
 */
export function use(state: CocState, seat: number, id: string, emit: Emit): 'escape' | 'arrange' | null {
  const p = state.players[seat];
  const say = (text: string) => emit({ type: 'magic', text: `${p.name} ${text}` });
  const heal = FOOD.get(id)?.heal ?? SPELL.get(id)?.heal;
  discard(state, seat, id);
  if (heal) {
    p.bp = Math.min(p.maxBp, p.bp + heal);
    say(`uses ${nameOf(id)} and has ${p.bp} Body Points.`);
    if (id === 'rat-ale') p.missTurn = true;
    return null;
  }
  switch (id) {
    case 'stardust':
      say('throws Stardust and escapes the battle.');
      return 'escape';
    case 'potion-of-swiftness':
      p.moveBonus += 2;
      say('drinks a Potion of Swiftness: 2 more on the next movement roll.');
      return null;
    case 'teleport':
      p.at = gatesSquare(state);
      p.inRoom = false;
      say('casts Teleport and stands at the City Gates.');
      return null;
    case 'far-sight': {
      say('casts Far Sight and looks at the top tiles of the pile.');
      const top = lookAtTop(state, seat, 'tilePile');
      emit({
        type: 'magic',
        text: `The top tiles of the pile: ${top.join(', ')}.`,
        to: [seat],
        reveal: true,
      });
      return null;
    }
    case 'detect-clue': {
      say('casts Detect Clue and looks at the top Action cards.');
      const top = lookAtTop(state, seat, 'actionPile');
      emit({ type: 'magic', text: `The top Action cards: ${top.join(', ')}.`, to: [seat], reveal: true });
      return 'arrange';
    }
  }
  return null;
}
