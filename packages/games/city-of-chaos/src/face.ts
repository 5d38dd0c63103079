import { opponentCard, PLAYER_CARDS } from './combat';
import { ACTION_CARDS, CLUES, GUILDS, ITEMS, LOCATIONS, MAGIC, nameOf, SPECIALS, TILES } from './data';
import { DUEL_SETS } from './duel';
import { squareOf } from './map';
import type { Combat, Phase, Placed } from './state';
import { TOME } from './tome';
import type { Choice, Paragraph } from './tome-schema';
import type { CocView, PlayerView } from './view';

/**
 * City of Chaos' public face: what a client may draw, and nothing of the rules. The tiles'
 * squares and how a turned tile reads, every card's printed name with our own words, the Tome's
 * paragraphs, the combat cards, and the shape of a seat's view.
 */
export type { Choice, CocView, Combat, Paragraph, Phase, Placed, PlayerView };
export { DUEL_SETS, GUILDS, nameOf, opponentCard, PLAYER_CARDS, squareOf, TILES };

const ACTION = new Map(ACTION_CARDS.map((c) => [c.id, c]));
const TEXTS = new Map<string, string>(
  [
    ...ITEMS,
    ...MAGIC,
    ...SPECIALS,
    ...LOCATIONS.locations,
    ...LOCATIONS.specialLocations,
    ...LOCATIONS.towers,
  ].map((c) => [c.id, c.text]),
);

/** An Action card drawn on the street, by its instance ("thief#2") or id. */
export function actionCard(instance: string) {
  return ACTION.get(instance.replace(/#\d+$/, ''));
}

/** The text of an Item, Magic, Special or Location card. */
export const textOf = (id: string) => TEXTS.get(id) ?? '';

/** A Clue card's text, by its number. */
export const clueText = (n: number) => CLUES.find((c) => c.number === n)?.text ?? '';

/** A paragraph of the Tome of Chaos. */
export const paragraph = (id: number): Paragraph | undefined => TOME.paragraphs.get(id);

const KIND_NAMES: Record<string, string> = {
  weapon: 'Item, weapon',
  armour: 'Item, armour',
  tool: 'Item, tool',
  food: 'Item, food',
  mount: 'Item, mount',
  combat: 'Magic, combat spell',
  'non-combat': 'Magic, spell',
  potion: 'Magic, potion',
  artifact: 'Magic, artifact',
  cursed: 'Magic, cursed',
};
const FIGURES = new Map(
  [...ITEMS, ...MAGIC].map((c) => [
    c.id,
    {
      kind: KIND_NAMES[c.kind] ?? c.kind,
      numbers: [
        c.attack !== undefined && { label: 'Attack', value: `${c.attack > 0 ? '+' : ''}${c.attack}` },
        c.defence !== undefined && { label: 'Defence', value: `${c.defence > 0 ? '+' : ''}${c.defence}` },
        c.heal !== undefined && { label: 'Heals', value: `${c.heal}` },
      ].filter((n): n is { label: string; value: string } => Boolean(n)),
    },
  ]),
);

/** An Item, Magic, Special or Location card as a board draws it: name, kind, numbers, text. */
export function cardFace(id: string, kind?: string) {
  const figures = FIGURES.get(id);
  return {
    name: nameOf(id),
    kind: kind ?? figures?.kind ?? '',
    numbers: figures?.numbers ?? [],
    text: textOf(id),
  };
}
