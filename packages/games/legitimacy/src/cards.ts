import { type LandTile, pack, type Spell } from './data';

export type CardKind = 'character' | 'pet' | 'jewel' | 'quest' | 'creature' | 'spell' | 'object' | 'cursed';
export type Alignment = 'good' | 'evil' | 'neutral';

/** Every component as one flat record, looked up by id. */
export interface Card {
  id: string;
  name: string;
  kind: CardKind;
  text: string;
  deck?: 'castle' | LandTile;
  tile?: LandTile;
  alignment?: Alignment;
  attack: number;
  move: number;
  magic: number;
  magicMultiplier: number;
  limitBonus: number;
  attackRange: number;
  spell?: Spell;
  wearable: boolean;
  ability?: string;
  questAt?: string;
}

function card(base: Partial<Card> & Pick<Card, 'id' | 'name' | 'kind' | 'text'>): Card {
  return {
    attack: 0,
    move: 0,
    magic: 0,
    magicMultiplier: 1,
    limitBonus: 0,
    attackRange: 1,
    wearable: false,
    ...base,
  };
}

export const CARDS: Record<string, Card> = {};
for (const c of pack.characters) CARDS[c.id] = card({ ...c, kind: 'character' });
for (const p of pack.pets) CARDS[p.id] = card({ ...p, kind: 'pet' });
for (const j of pack.jewels) CARDS[j.id] = card({ ...j, kind: 'jewel' });
for (const d of pack.decks) for (const c of d.cards) CARDS[c.id] = card({ ...c, kind: c.type, deck: d.deck });

export const CHARACTER_IDS = pack.characters.map((c) => c.id);
export const PET_IDS = pack.pets.map((p) => p.id);
export const JEWEL_IDS = pack.jewels.map((j) => j.id);
export const DECKS: Record<string, string[]> = Object.fromEntries(
  pack.decks.map((d) => [d.deck, d.cards.map((c) => c.id)]),
);
/** Quests that the short variation removes. */
export const SHORT_GAME_REMOVED = ['family-heirloom', 'fishwife'];

export function cardName(id: string): string {
  return CARDS[id]?.name ?? id;
}

export function isCreature(id: string): boolean {
  return CARDS[id].kind === 'creature';
}

export const POTATO = 'potato-of-doom';
