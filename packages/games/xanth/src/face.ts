import {
  ACTOR,
  BOARD,
  CARD,
  type ChairActor,
  type EeOption,
  OPTION,
  QUEST,
  type Quest,
  REGION,
  REGIONS,
} from './data';
import { nextGoal } from './quests';
import type { Combat, Facing, Foe, Member, Phase, Player, XanthState } from './state';

/**
 * Xanth's public face: what a client may draw, and nothing of the rules. The 50 regions with their
 * names and kinds, the paths, the Chair Actors, the Encounter/Event options and Quests with our
 * own words, and the shape of a seat's view (other seats' hands, Quests and face-down hazards
 * arrive as counts).
 */
export type { ChairActor, Combat, EeOption, Facing, Foe, Member, Phase, Quest };
export { ACTOR, BOARD, OPTION, QUEST, REGION, REGIONS };

/** Cards held face down: the ids to their owner, a count to everyone else. */
type Secret = string[] | number;

export interface PlayerView extends Omit<Player, 'hand' | 'dealt' | 'quest' | 'progress'> {
  hand: Secret;
  dealt: Secret;
  quest: Secret;
  /** His own Quests' progress; another seat's is a count. */
  progress: Player['progress'] | number;
}

/** A seat's view of the table. */
export interface View
  extends Omit<XanthState, 'rng' | 'players' | 'deck' | 'armchair' | 'questDeck' | 'offers'> {
  players: PlayerView[];
  deck: number;
  armchair: number;
  questDeck: number;
  /** Face-down hazards offered to the mover, per seat: the offering seat sees its own. */
  offers: Secret[];
}

/** The options of a card in hand (a Chair Actor card has none). */
export function cardOptions(card: string): EeOption[] {
  return (CARD[card]?.options ?? []).map((o) => OPTION[o]).filter(Boolean);
}

/** A card as a player calls it: "Centaur Vest / Mistaken ID", or a Chair Actor's name. */
export function cardName(card: string): string {
  if (card in ACTOR) return ACTOR[card].name;
  const options = cardOptions(card);
  return options.length ? options.map((o) => o.name).join(' / ') : card;
}

/** A card's full text: each option's printed type and our words for it. */
export function cardText(card: string): string {
  if (card in ACTOR) return actorText(card);
  return cardOptions(card)
    .map((o) => `${o.name} (${o.printed ?? o.class}): ${o.text}`)
    .join('\n');
}

export function optionText(option: string): string {
  const o = OPTION[option];
  return o ? `${o.printed ?? o.class}. ${o.text}` : '';
}

export function actorText(id: string): string {
  const a = ACTOR[id];
  return a
    ? `Strength ${a.strength}, Cunning ${a.cunning}, walks ${a.walk}, home ${REGION[a.home]?.name ?? a.home}. ${a.text}`
    : '';
}

const KINDS: Record<string, string> = { inland: 'Inland', coastly: 'Coastly', 'c-area': 'C Area' };

/** A region's kind and what is special about it. */
export function regionText(id: string): string {
  const r = REGION[id];
  if (!r) return '';
  return [KINDS[r.kind] ?? r.kind, r.healing, r.island ? 'island' : null, r.special?.replace(/-/g, ' ')]
    .filter(Boolean)
    .join(', ');
}

/** The region the party heads for now, when this seat knows its Quest: the rules' own reading. */
export function goalOf(p: PlayerView): string | null {
  if (!Array.isArray(p.quest) || !Array.isArray(p.progress)) return p.needsQuest ? 'humfrey' : null;
  return nextGoal({ ...p, quest: p.quest, progress: p.progress });
}
