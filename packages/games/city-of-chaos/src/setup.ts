import { createRng, die, shuffle } from '@questbox/engine';
import { ACTION_CARDS, CLUES, COMBAT_CARDS, ITEMS, LOCATIONS, MAGIC, SPECIALS, TILES } from './data';
import { gatesSquare } from './map';
import type { CocState, Options, Player } from './state';
import { keyOf } from './state';

/** Starting groats by the number of players, as printed: solo 0, 2 players 1, 3 to 4 players 2, 5 to 6 players 3. */
export function startingGroats(players: number): number {
  if (players <= 1) return 0;
  if (players === 2) return 1;
  return players <= 4 ? 2 : 3;
}

/** Every copy of a card as its own instance id ("dagger", "dagger#2"...). */
const copiesOf = (cards: { id: string; copies: number }[]) =>
  cards.flatMap((c) => Array.from({ length: c.copies }, (_, i) => (i === 0 ? c.id : `${c.id}#${i + 1}`)));

export function setup(options: Options, seats: number, seed: string): CocState {
  const rng = createRng(seed);
  const player = (i: number): Player => ({
    name: `Adventurer ${i + 1}`,
    at: null,
    inRoom: false,
    bp: 10,
    maxBp: 10,
    groats: startingGroats(seats),
    items: [],
    magic: [],
    specials: [],
    clues: [],
    heads: 0,
    guilds: {},
    flags: [],
    companions: [],
    deaths: 0,
    out: false,
    left: false,
    missTurn: false,
    moveBonus: 0,
  });
  // Highest D6 starts, ties rolled again among the tied.
  let tied = Array.from({ length: seats }, (_, i) => i);
  while (tied.length > 1) {
    const rolls = tied.map(() => die(rng, 6));
    const top = Math.max(...rolls);
    tied = tied.filter((_, k) => rolls[k] === top);
  }
  const state: CocState = {
    rng,
    options,
    seatCount: seats,
    players: Array.from({ length: seats }, (_, i) => player(i)),
    tiles: { [keyOf(0, 0)]: { tile: 'city-gates', rot: 0, location: null } },
    tilePile: shuffle(
      rng,
      TILES.filter((t) => t.id !== 'city-gates').map((t) => t.id),
    ),
    actionPile: shuffle(rng, copiesOf(ACTION_CARDS)),
    locationPile: shuffle(
      rng,
      LOCATIONS.locations.map((l) => l.id),
    ),
    itemPile: shuffle(
      rng,
      copiesOf(ITEMS).map((id) => id.replace(/#\d+$/, '')),
    ),
    magicPile: shuffle(
      rng,
      copiesOf(MAGIC).map((id) => id.replace(/#\d+$/, '')),
    ),
    opponentPile: shuffle(
      rng,
      COMBAT_CARDS.opponent.map((c) => c.id),
    ),
    opponentUsed: [],
    specialPool: SPECIALS.map((s) => s.id),
    cluePool: CLUES.map((c) => c.number),
    dropped: {},
    guildMembers: {},
    seat: tied[0],
    phase: { kind: 'start' },
    combat: Array.from({ length: seats }, () => null),
    duel: null,
    consent: null,
    round: 1,
    turns: 1,
    winner: null,
    solved: null,
    over: false,
    lastRead: Array.from({ length: seats }, () => null),
    known: [],
  };
  state.players[state.seat].at = gatesSquare(state);
  return state;
}
