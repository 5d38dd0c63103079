import { field, stateTable } from '@questbox/engine';
import { CARDS, TOKENS } from './data';
import { castleFrames } from './frames';
import type { State } from './model';

/** Cards stand for each other in a bot's sample only within their deck. */
const cardPool = (c: number) => `${CARDS[c].deck}-cards`;

/**
 * Tokens stand for each other only where they could lie: a Harbinger in the bag or set aside, a
 * base token in the bag or taken out by Random Panic, an expansion token in the bag.
 */
const tokenPool = (id: number) =>
  TOKENS[id].kind === 'harbinger' ? 'harbingers' : `${TOKENS[id].set}-tokens`;

const overlord = (st: State) => [st.overlordSeat];

/**
 * Every field of a Castle Panic state and who sees it. Hands, the board, the discard piles, the
 * trophies and the Imp pile are open (a cooperative game, as printed); the two decks, the bag, the
 * tokens set aside and the Overlord's hand lie face down (the Overlord sees its hand and the
 * Harbingers it left aside). The view, the bots' resample and the secrets check come from here; a
 * field left out (the generator, the task queue) reaches no view.
 */
export const castleZones = stateTable<State>({
  rng: field.hidden,
  options: field.public,
  players: field.public,
  overlordSeat: field.public,
  overlordTokens: field.zone('count', tokenPool, { seenBy: overlord }),
  overlordPlays: field.public,
  overlordLimit: field.public,
  current: field.public,
  round: field.public,
  phase: field.public,
  hands: field.seats(field.zone('public', cardPool)),
  castleDeck: field.zone('count', cardPool),
  castleDiscard: field.zone('public', cardPool),
  wizardDeck: field.zone('count', cardPool),
  wizardDiscard: field.zone('public', cardPool),
  cardsOut: field.zone('public', cardPool),
  towers: field.public,
  towerFlames: field.public,
  walls: field.public,
  wallFlames: field.public,
  fortified: field.public,
  fortifyLeft: field.public,
  towerOwners: field.public,
  playersOut: field.public,
  wizardTower: field.public,
  wizardDeckOff: field.public,
  monsters: field.public,
  bag: field.zone('count', tokenPool),
  monsterDiscard: field.zone('public', tokenPool),
  imps: field.zone('public', tokenPool),
  tokensOut: field.zone('public', tokenPool),
  tokensAside: field.zone('count', tokenPool),
  harbingersAside: field.zone('count', tokenPool, { seenBy: overlord }),
  megaBosses: field.zone('public', tokenPool),
  trophies: field.seats(field.zone('public', tokenPool)),
  tarred: field.public,
  missing: field.public,
  ice: field.public,
  berserk: field.public,
  extraTokens: field.public,
  dead: field.hidden,
  tasks: field.hidden,
  // The question on top, as its kind declares it (`frames.ts`).
  frames: field.custom((stack: State['frames'], viewer) =>
    stack.length > 0 ? castleFrames.view(stack.slice(-1), viewer)[0].data : null,
  ),
  known: field.knowledge,
  over: field.public,
  why: field.public,
});
